import { z } from 'zod';
import { assetSchema } from '../assets';
import { newId } from '../assets/common';
import { DEFAULT_PAGE_BACKGROUND } from '../constants';
import { type LayoutDimensions, defaultLayoutDimensions, layoutDimensionsSchema } from './layout';

/** A page of a document. */
export const pageSchema = z.object({
  id: z.string().min(1).max(64),
  backgroundColor: z.string().max(64).default(DEFAULT_PAGE_BACKGROUND),
  /** A small preview image as a data URL; dropped before storing (previews are regenerated). */
  previewBase64: z.string().max(2_000_000).optional(),
});
export type Page = z.infer<typeof pageSchema>;

/**
 * The version of the content format written by this code; see migrations.ts. Version 2 (issue 26):
 * colours may be stored as inks, `device-cmyk()`.
 */
export const CURRENT_SCHEMA_VERSION = 2;

/** Limits that keep one design from exhausting the server. */
export const MAX_PAGES = 200;
export const MAX_ASSETS = 5_000;

/**
 * The design content: layout dimensions, pages and assets (spec 000 section 3,
 * "design content"). Assets reference their page by pageId.
 */
export const designContentSchema = z
  .object({
    schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
    layoutDimensions: layoutDimensionsSchema,
    pages: z.array(pageSchema).min(1).max(MAX_PAGES),
    assets: z.array(assetSchema).max(MAX_ASSETS),
  })
  .superRefine((content, ctx) => {
    const pageIds = new Set(content.pages.map((p) => p.id));
    if (pageIds.size !== content.pages.length) {
      ctx.addIssue({ code: 'custom', path: ['pages'], message: 'page ids must be unique' });
    }
    const assetIds = new Set<string>();
    content.assets.forEach((asset, index) => {
      if (!pageIds.has(asset.pageId)) {
        ctx.addIssue({ code: 'custom', path: ['assets', index, 'pageId'], message: 'pageId must name a page of the design' });
      }
      if (assetIds.has(asset.id)) {
        ctx.addIssue({ code: 'custom', path: ['assets', index, 'id'], message: 'asset ids must be unique' });
      }
      assetIds.add(asset.id);
    });
  });
export type DesignContent = z.infer<typeof designContentSchema>;

/** A page with a new id and the default white background. */
export function createPage(): Page {
  return { id: newId(), backgroundColor: DEFAULT_PAGE_BACKGROUND };
}

/** Empty content: one page, or two for a double-sided print format. */
export function createDesignContent(layoutDimensions: LayoutDimensions = defaultLayoutDimensions(), printFormat: PrintFormat = 'SINGLE_SIDE'): DesignContent {
  const pageCount = printFormat === 'DOUBLE_SIDE' ? 2 : 1;
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    layoutDimensions,
    pages: Array.from({ length: pageCount }, createPage),
    assets: [],
  };
}

export const PRINT_FORMATS = ['SINGLE_SIDE', 'DOUBLE_SIDE'] as const;
export type PrintFormat = (typeof PRINT_FORMATS)[number];
export const DOCUMENT_TYPES = ['DOC_TYPE_DESIGN', 'DOC_TYPE_TEMPLATE'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
