import { z } from 'zod';
import { designNameSchema, themeSchema } from '../validation/names';
import { DEFAULT_DOCUMENT_NAME } from '../constants';
import { idSchema } from '../validation/ids';
import { DESIGN_PREVIEW_MAX_CHARS, DESIGN_PREVIEW_PREFIX } from './preview';
import { DOCUMENT_TYPES, PRINT_FORMATS, designContentSchema, type DesignContent, type DocumentType, type PrintFormat } from './content';

const optionalId = idSchema.nullish();

/** documentDetails of a design (spec 000 section 3). */
export const documentDetailsSchema = z.object({
  searchImagesText: z.string().max(200).optional(),
  searchIconsText: z.string().max(200).optional(),
  dataDrivenFields: z.record(z.string().max(64), z.string().max(200)).optional(),
});

/** A template applied while composing the design, kept for paid-item accounting. */
export const templateUsedSchema = z.object({ id: idSchema, pageId: z.string().max(64).optional() });

/** POST /api/designs and PUT /api/designs/:id. */
export const designInputSchema = z.object({
  name: designNameSchema.default(DEFAULT_DOCUMENT_NAME),
  theme: themeSchema.default(''),
  documentType: z.enum(DOCUMENT_TYPES).default('DOC_TYPE_DESIGN'),
  printFormat: z.enum(PRINT_FORMATS).default('SINGLE_SIDE'),
  categoryId: optionalId,
  productId: optionalId,
  productSizeId: optionalId,
  templateGroupId: optionalId,
  fontCombinationId: optionalId,
  designSetName: z.string().trim().max(42).nullish(),
  design: designContentSchema,
  templatesUsedInDesign: z.array(templateUsedSchema).max(1000).default([]),
  documentDetails: documentDetailsSchema.default({}),
  /** A picture (data URL) of the first page, shown in My Stuff; a save without one keeps the stored one. */
  preview: z.string().max(DESIGN_PREVIEW_MAX_CHARS).startsWith(DESIGN_PREVIEW_PREFIX).nullish(),
});
export type DesignInput = z.input<typeof designInputSchema>;
export type DesignInputParsed = z.output<typeof designInputSchema>;

/** A design as the API returns it. */
export interface Design {
  id: number;
  userId: number;
  name: string;
  theme: string;
  documentType: DocumentType;
  printFormat: PrintFormat;
  categoryId: number | null;
  productId: number | null;
  productSizeId: number | null;
  templateGroupId: number | null;
  fontCombinationId: number | null;
  designSetName: string | null;
  design: DesignContent;
  templatesUsedInDesign: { id: number; pageId?: string }[];
  documentDetails: z.infer<typeof documentDetailsSchema>;
  preview: string | null;
  /** The stored version: 1 when created, one more with every save (document/versions.ts). */
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** A design in a list (no content, which can be large). */
export type DesignSummary = Omit<Design, 'design'>;
