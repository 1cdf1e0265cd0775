import { z } from 'zod';
import { type AssetResources, type FontUse, documentResources } from '../assets/traits';
import type { DesignContent } from '../document/content';

/**
 * Fonts and font categories (spec 000 section 3, spec 001 section 3). The font picker lists server
 * categories plus three pseudo-categories that filter instead of naming a stored category.
 */

/** fontId 0 is the default font; it is not a stored font and the only one with bold and italic. */
export const DEFAULT_FONT_ID = 0;

/** A stored font: public (no userId) or uploaded by a user. */
export const fontSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1).max(200),
  userId: z.number().int().nullish(),
  link: z.string().min(1).max(2048),
  fontCategoryId: z.number().int(),
});
/** A stored font. */
export type Font = z.infer<typeof fontSchema>;

/** A font category (GET /api/font-categories). */
export const fontCategorySchema = z.object({
  id: z.number().int(),
  name: z.string().min(1).max(200),
  order: z.number().int(),
});
/** A font category. */
export type FontCategory = z.infer<typeof fontCategorySchema>;

/** Pseudo-category All fonts (spec 001 section 3): every font. */
export const ALL_FONTS_CATEGORY_ID = -3;
/** Pseudo-category Document fonts: the fonts the open document uses. */
export const DOCUMENT_FONTS_CATEGORY_ID = -2;
/** Pseudo-category My fonts: the fonts the user uploaded. */
export const MY_FONTS_CATEGORY_ID = -1;

/** The pseudo-categories, in the spec's order; their order is their id, so they sort first. */
export const PSEUDO_FONT_CATEGORIES: readonly FontCategory[] = [
  { id: ALL_FONTS_CATEGORY_ID, name: 'All fonts', order: ALL_FONTS_CATEGORY_ID },
  { id: DOCUMENT_FONTS_CATEGORY_ID, name: 'Document fonts', order: DOCUMENT_FONTS_CATEGORY_ID },
  { id: MY_FONTS_CATEGORY_ID, name: 'My fonts', order: MY_FONTS_CATEGORY_ID },
];

/** A font a document's texts use. */
export type DocumentFont = FontUse;

/** The fonts the document's texts use, each once, page by page in asset order (the default font included). */
export function documentFonts(content: DesignContent): DocumentFont[] {
  return documentResources(content).fonts;
}

/** The stored fonts among those an asset or document uses (their resources): every one but the built-in default font. */
export function storedFontIds(resources: Pick<AssetResources, 'fonts'>): number[] {
  return resources.fonts.map((f) => f.fontId).filter((id) => id !== DEFAULT_FONT_ID);
}

/**
 * The fonts a category shows: every font for All fonts, the fonts the document uses for Document
 * fonts, the user's uploads for My fonts, otherwise the fonts stored in that category.
 */
export function fontsInCategory(fonts: readonly Font[], categoryId: number, context: { content?: DesignContent; userId?: number | null } = {}): Font[] {
  switch (categoryId) {
    case ALL_FONTS_CATEGORY_ID:
      return [...fonts];
    case DOCUMENT_FONTS_CATEGORY_ID: {
      const used = new Set(context.content ? documentFonts(context.content).map((f) => f.fontId) : []);
      return fonts.filter((f) => used.has(f.id));
    }
    case MY_FONTS_CATEGORY_ID:
      return context.userId == null ? [] : fonts.filter((f) => f.userId === context.userId);
    default:
      return fonts.filter((f) => f.fontCategoryId === categoryId);
  }
}
