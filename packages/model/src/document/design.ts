import { z } from 'zod';
import { designNameSchema, themeSchema } from '../validation/names';
import { DEFAULT_DOCUMENT_NAME } from '../constants';
import { idSchema } from '../validation/ids';
import { DESIGN_PREVIEW_MAX_CHARS, DESIGN_PREVIEW_PREFIX } from './preview';
import { DOCUMENT_TYPES, PRINT_FORMATS, designContentSchema } from './content';

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

/** A design in a list, and the answer to a save: everything but its content, which can be large. */
export const designSummarySchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  theme: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  printFormat: z.enum(PRINT_FORMATS),
  categoryId: z.number().int().nullable(),
  productId: z.number().int().nullable(),
  productSizeId: z.number().int().nullable(),
  templateGroupId: z.number().int().nullable(),
  fontCombinationId: z.number().int().nullable(),
  designSetName: z.string().nullable(),
  templatesUsedInDesign: z.array(z.object({ id: z.number().int(), pageId: z.string().optional() })),
  documentDetails: documentDetailsSchema,
  preview: z.string().nullable(),
  /** The stored version: 1 when created, one more with every save (document/versions.ts). */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DesignSummary = z.infer<typeof designSummarySchema>;

/** A design as the API answers it when it is opened or created: the summary and its content. */
export const designSchema = designSummarySchema.extend({ design: designContentSchema });
export type Design = z.infer<typeof designSchema>;
