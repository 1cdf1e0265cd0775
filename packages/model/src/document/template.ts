import { z } from 'zod';
import { emailSchema } from '../account/schemas';
import { assetSchema } from '../assets';
import { ORDER_MAX_LENGTH } from '../constants';
import { idSchema } from '../validation/ids';
import { designNameSchema, themeSchema } from '../validation/names';
import { TEMPLATE_SIDES } from '../validation/template';
import { CURRENT_SCHEMA_VERSION } from './content';
import { layoutDimensionsSchema } from './layout';
import { migrateContent } from './migrations';
import { DESIGN_PREVIEW_MAX_CHARS, DESIGN_PREVIEW_PREFIX } from './preview';

/**
 * Templates (spec 000 section 3 "Template"): one page of a design, kept with its size, product,
 * side and order, published by a designer or an admin. Kinds: public admin, public designer,
 * limited access (only its creator and admins list it) and assigned (to users by e-mail).
 */

/** Most assets one template page holds: a page is far smaller than a design. */
export const MAX_TEMPLATE_ASSETS = 500;
/** Most users one template is assigned to. */
export const MAX_TEMPLATE_ASSIGNEES = 100;

/** template.template: what a page takes when the template is applied (ops/templates.ts). */
export const templateContentSchema = z.object({
  layoutDimensions: layoutDimensionsSchema,
  backgroundColor: z.string().max(64),
  assets: z.array(assetSchema).max(MAX_TEMPLATE_ASSETS),
});
export type TemplateContentInput = z.infer<typeof templateContentSchema>;

/**
 * A template's content as stored: the content with the version of the content format it was
 * written in, so that it passes the same named migrations as a design's (document/migrations.ts).
 * The API sends and answers the content without it.
 */
export type StoredTemplateContent = TemplateContentInput & { schemaVersion: number };

export function toStoredTemplateContent(content: TemplateContentInput): StoredTemplateContent {
  return { schemaVersion: CURRENT_SCHEMA_VERSION, ...content };
}

/**
 * Stored template content as the API answers it: migrated to the current format and parsed by
 * the template schema (never cast). Content written before templates carried a version counts as
 * version 0, as a design's does.
 */
export function readStoredTemplateContent(stored: unknown): z.ZodSafeParseResult<TemplateContentInput> {
  return templateContentSchema.safeParse(migrateContent(stored));
}

const optionalId = idSchema.nullish();

/** POST /api/templates and PUT /api/templates/:id (the Add / Update template dialog's payload). */
export const templateInputSchema = z.object({
  name: designNameSchema,
  theme: themeSchema.default(''),
  side: z.enum(TEMPLATE_SIDES).default('front'),
  order: z
    .number()
    .int()
    .min(0)
    .max(10 ** ORDER_MAX_LENGTH - 1)
    .default(1),
  categoryId: optionalId,
  productId: optionalId,
  /** null: the document is in a custom size, which a template cannot be saved in. */
  productSizeId: idSchema.nullable(),
  /** Only an admin chooses the group; others get the product's first group. */
  templateGroupId: optionalId,
  isAccessLimited: z.boolean().default(false),
  assignedToUsers: z.array(emailSchema).max(MAX_TEMPLATE_ASSIGNEES).default([]),
  /** The chosen or new design set, null for none. */
  designSetName: designNameSchema.nullish(),
  template: templateContentSchema,
  /** A picture (data URL) of the page, for the Templates panel. */
  previewData: z.string().max(DESIGN_PREVIEW_MAX_CHARS).startsWith(DESIGN_PREVIEW_PREFIX).nullish(),
});
export type TemplateInput = z.input<typeof templateInputSchema>;
export type TemplateInputParsed = z.output<typeof templateInputSchema>;

/** The creator shown on a template card ('By' creator) and for Hire Me. */
export const templateCreatorSchema = z.object({
  creatorName: z.string().nullable(),
  isShowHireMe: z.boolean(),
  website: z.string(),
});
export type TemplateCreator = z.infer<typeof templateCreatorSchema>;

/** A template as the API returns it (GET /api/templates/:id, the lists, POST and PUT). */
export const templateSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  theme: z.string(),
  template: templateContentSchema,
  productSizeId: z.number().int().positive(),
  categoryId: z.number().int().positive().nullable(),
  productId: z.number().int().positive().nullable(),
  templateGroupId: z.number().int().positive().nullable(),
  designSet: z.object({ name: z.string() }).nullable(),
  userId: z.number().int().positive(),
  side: z.enum(TEMPLATE_SIDES),
  order: z.number().int(),
  isAccessLimited: z.boolean(),
  /** The e-mails it is assigned to; only its creator and admins see them (others get []). */
  assignedToUsers: z.array(z.string()),
  /** The address of the page's picture, or null when none was made (the panel draws one). */
  previewData: z.string().nullable(),
  user: templateCreatorSchema,
  /** The stored version: 1 when created, one more with every save (document/versions.ts). */
  version: z.number().int().positive(),
  createdAt: z.string(),
});
export type Template = z.infer<typeof templateSchema>;
