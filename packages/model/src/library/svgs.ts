import { z } from 'zod';
import { ITEMS_PER_CATEGORY_ON_MORE, KEYWORDS_MAX_LENGTH, NAME_MAX_LENGTH, ORDER_MAX_LENGTH, PRICE_MAX_LENGTH } from '../constants';
import { MESSAGES } from '../validation/messages';
import { idTextSchema } from '../validation/ids';
import { SVG_TYPES, svgCategorySchema, svgSchema } from './index';

/**
 * The shape and icon libraries' calls beyond the plain shapes of library/index.ts (spec 000
 * section 7: /svgs, /svg-categories, /users/{id}/icons, /users/{id}/svgs, /users/{id}/paid-svgs):
 * category lists with counts, pages of a search, and what an upload or an edit may send.
 */

/** Items a collapsed category shows in the Shapes and Icons panels (two rows of the 300 px drawer). */
export const SVGS_SHOWN_COLLAPSED = 8;
/** The most items one page of GET /svgs holds. */
export const SVGS_MAX_PER_PAGE = 100;
/** The most items per category GET /svg-categories?withItems= returns. */
export const SVG_CATEGORY_MAX_ITEMS = ITEMS_PER_CATEGORY_ON_MORE;

/**
 * A category as GET /svg-categories?type= lists it: the category, `count` (its public svgs, shown
 * on 'More > (N)'), and with `withItems=N` its first N svgs (`items`), so a panel draws every
 * category's row from one request.
 */
export const svgCategoryListItemSchema = svgCategorySchema.extend({
  count: z.number().int().min(0),
  items: z.array(svgSchema).optional(),
});

/** A category with its count of public svgs, as GET, POST and PUT /svg-categories/{id} answer it. */
export const svgCategoryCountedSchema = svgCategorySchema.extend({ count: z.number().int().min(0) });
export type SvgCategoryCounted = z.infer<typeof svgCategoryCountedSchema>;
export type SvgCategoryListItem = z.infer<typeof svgCategoryListItemSchema>;

/** GET /svg-categories: which type, and how many items of each category to include (0 to 12). */
export const svgCategoryQuerySchema = z.object({
  type: z.enum(SVG_TYPES).optional(),
  withItems: z.coerce.number().int().min(0).max(SVG_CATEGORY_MAX_ITEMS).default(0),
});

/** GET /svgs: the public library by type, category and search words, a page at a time. */
export const svgSearchQuerySchema = z.object({
  type: z.enum(SVG_TYPES).optional(),
  categoryId: idTextSchema.optional(),
  /** Words matched against the name, the keywords and the category's name; every word must match. */
  search: z.string().trim().max(200, 'A search has at most 200 characters').default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(SVGS_MAX_PER_PAGE).default(ITEMS_PER_CATEGORY_ON_MORE),
});
export type SvgSearchQuery = z.input<typeof svgSearchQuerySchema>;

/** GET /svgs/public: every public svg, of a type, or only the paid ones. */
export const svgPublicQuerySchema = z.object({
  type: z.enum(SVG_TYPES).optional(),
  /** 'true': only the paid ones (the editor's price list for the page's paid-item notice). */
  paid: z.enum(['true', 'false']).optional(),
});

/** One page of GET /svgs: the svgs, how many match in all, and the page asked for. */
export const svgPageSchema = z.object({
  svgs: z.array(svgSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  perPage: z.number().int().min(1),
});
export type SvgPage = z.infer<typeof svgPageSchema>;

/** A price: a number, or digits with up to 2 decimals as typed, at most 7 characters (spec 001 sections 5 and 9). */
const priceSchema = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string()
    .trim()
    .max(PRICE_MAX_LENGTH, `Price has at most ${PRICE_MAX_LENGTH} characters`)
    .regex(/^\d+(\.\d{1,2})?$/, 'Price has to be a number with at most 2 decimals')
    .transform(Number),
);

/** Keywords: words separated by spaces (or a list of them), at most 135 characters; stored lowercased, one word each. */
const keyWordsSchema = z.preprocess(
  (value) => (Array.isArray(value) ? value.map(String).join(' ') : value),
  z
    .string()
    .max(KEYWORDS_MAX_LENGTH, `Keywords have at most ${KEYWORDS_MAX_LENGTH} characters`)
    .transform((text) => [
      ...new Set(
        text
          .toLowerCase()
          .split(/[\s,]+/)
          .filter((word) => word !== ''),
      ),
    ]),
);

const nameSchema = z.string().trim().min(1, MESSAGES.nameRequired).max(NAME_MAX_LENGTH, `Name has to be at most ${NAME_MAX_LENGTH} symbols`);
/** A boolean as a JSON value or a form field ('true' / 'false'). */
const flagSchema = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean());
/** A category id, or none (null, or '' from a form). */
const categoryIdSchema = z.preprocess((value) => (value === '' ? null : value), idTextSchema.nullable());

/** PUT /svgs/{id} (its owner or an admin): any of name, category, cost, keywords, public. */
export const svgUpdateSchema = z
  .object({
    name: nameSchema,
    svgCategoryId: categoryIdSchema,
    cost: priceSchema,
    keyWords: keyWordsSchema,
    isPublic: flagSchema,
  })
  .partial();
export type SvgUpdate = z.output<typeof svgUpdateSchema>;

/**
 * The text fields of POST /svgs (multipart, 1 to 10 SVG files in 'file'). A signed-in user's
 * upload is their own private icon and these are ignored; a designer or admin may publish to the
 * library: isPublic, type, svgCategoryId, cost, keyWords (and a name when one file is sent).
 */
export const svgUploadFieldsSchema = z.object({
  name: nameSchema.optional(),
  type: z.enum(SVG_TYPES).optional(),
  svgCategoryId: categoryIdSchema.optional(),
  cost: priceSchema.optional(),
  keyWords: keyWordsSchema.optional(),
  isPublic: flagSchema.optional(),
});

/** POST /svg-categories and PUT /svg-categories/{id} (admins). */
export const svgCategoryInputSchema = z.object({
  name: nameSchema,
  order: z.coerce
    .number()
    .int()
    .min(0)
    .max(10 ** ORDER_MAX_LENGTH - 1)
    .default(1),
  type: z.enum(SVG_TYPES),
});
export type SvgCategoryInput = z.output<typeof svgCategoryInputSchema>;

/** The name an uploaded SVG or icon picture gets from its file: the name before the extension, at most 42 characters. */
export function svgNameFromFileName(fileName: string): string {
  const base = fileName
    .replace(/\.(svg|png|jpe?g)$/i, '')
    .replace(/[_-]+/g, ' ')
    .trim();
  return (base || 'Icon').slice(0, NAME_MAX_LENGTH);
}
