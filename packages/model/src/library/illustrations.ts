import { z } from 'zod';
import { KEYWORDS_MAX_LENGTH, MAX_FILES_PER_UPLOAD, PRICE_DECIMALS, STOCK_DEFAULTS } from '../constants';
import { type Commission, priceWithFee, roundMoney } from '../pricing';
import { type StockFormErrors, parseKeywords, validateStockForm } from '../validation/stockUpload';
import type { Role } from '../account/roles';
import { idSchema, idTextSchema } from '../validation/ids';
import { type Creator, type Illustration, type IllustrationCategory, type IllustrationSubcategory, creatorSchema, illustrationSchema } from './index';

/**
 * The stock illustrations' API beyond the shapes in index.ts (spec 000 section 7, spec 001
 * sections 2.3, 5 and 9): a page of the public list with its groups, the upload and update
 * fields as the server reads them, and the paid-illustrations info.
 */

/** Illustrations one request of the public list answers at most. */
export const ILLUSTRATIONS_PAGE_SIZE = 60;
/** The longest search the public list takes. */
export const ILLUSTRATION_SEARCH_MAX_LENGTH = 100;

/**
 * GET /illustrations/public's query: search, a category, a collection ('none': the items in no
 * collection), the page (1-based).
 */
export const illustrationQuerySchema = z.object({
  search: z.string().trim().max(ILLUSTRATION_SEARCH_MAX_LENGTH).default(''),
  categoryId: idTextSchema.optional(),
  subcategoryId: z.union([z.literal('none'), idTextSchema]).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type IllustrationQuery = z.infer<typeof illustrationQuerySchema>;

/** How many illustrations of a result fall in one category and collection (null: none). */
export const illustrationGroupCountSchema = z.object({
  illustrationCategoryId: z.number().int().positive(),
  illustrationSubcategoryId: z.number().int().positive().nullable(),
  count: z.number().int().min(0),
});
export type IllustrationGroupCount = z.infer<typeof illustrationGroupCountSchema>;

/**
 * One page of published illustrations, ordered by category, collection, order: the panel shows
 * them in groups and `groups` counts every group of the whole result, so a group can say how
 * many it holds before all pages are loaded. `creator` is the creator whose name the search
 * named (for the Hire Me block), else null.
 */
export const illustrationPageSchema = z.object({
  illustrations: z.array(illustrationSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().positive(),
  groups: z.array(illustrationGroupCountSchema),
  creator: creatorSchema.nullable(),
});
export type IllustrationPage = z.infer<typeof illustrationPageSchema>;

/** POST /illustrations/paid-illustrations-info: the illustrations to buy, or a whole collection. */
export const paidIllustrationsRequestSchema = z
  .object({
    illustrationsId: z.array(idSchema).max(1000).default([]),
    collectionId: idSchema.nullable().default(null),
  })
  .strict();
export type PaidIllustrationsRequest = z.infer<typeof paidIllustrationsRequestSchema>;

/** What buying would cost: the illustrations still to pay for and the total (spec 000 section 3). */
export const paidIllustrationsInfoSchema = z.object({
  usedIllustrationsToPay: z.array(illustrationSchema),
  totalCostToPay: z.number().min(0),
});
export type PaidIllustrationsInfo = z.infer<typeof paidIllustrationsInfoSchema>;

/**
 * What a collection costs a buyer who has some of its items already: the collection's price with
 * the fee, but never more than buying the remaining paid items one by one. Nothing left to pay
 * for costs 0.
 */
export function collectionCostToPay(collectionCost: number, remainingFullCosts: readonly number[], commission: Commission): number {
  const paid = remainingFullCosts.filter((cost) => cost > 0);
  if (paid.length === 0) return 0;
  return Math.min(priceWithFee(collectionCost, commission), sumMoney(paid));
}

/** Adds money amounts without floating-point dust (0.1 + 0.2 is 0.3). */
export function sumMoney(amounts: readonly number[]): number {
  return roundMoney(amounts.reduce((sum, amount) => sum + amount, 0));
}

/**
 * The collection offer ('Buy all items in this collection for just $X and save $Y.'): X is what
 * the collection costs the buyer, Y what it saves against buying the remaining items one by one.
 * Null when there is nothing to save (no paid item left, or the collection costs as much).
 */
export function collectionOffer(info: PaidIllustrationsInfo): { price: number; saving: number } | null {
  const separately = sumMoney(info.usedIllustrationsToPay.map((i) => i.fullCost));
  const saving = roundMoney(separately - info.totalCostToPay);
  if (info.totalCostToPay <= 0 || saving <= 0) return null;
  return { price: info.totalCostToPay, saving };
}

/** The collection offer's text, exactly as the spec words it, with 2 decimals. */
export function collectionOfferText(offer: { price: number; saving: number }): string {
  return `Buy all items in this collection for just $${offer.price.toFixed(PRICE_DECIMALS)} and save $${offer.saving.toFixed(PRICE_DECIMALS)}.`;
}

/**
 * The keyWords field as sent: a JSON list of words (the update) or words separated by spaces.
 * Null for JSON that is not a list of words.
 */
export function keyWordsText(value: string | undefined): string | null {
  if (value === undefined) return '';
  const trimmed = value.trim();
  if (!trimmed.startsWith('[') && !trimmed.startsWith('{')) return value;
  try {
    const list: unknown = JSON.parse(trimmed);
    if (!Array.isArray(list) || !list.every((word) => typeof word === 'string')) return null;
    return list.join(' ');
  } catch {
    return null;
  }
}

/** Messages of the illustration fields the stock form does not have. */
export const ILLUSTRATION_MESSAGES = {
  keyWordsFormat: 'Keywords have to be words separated by spaces or a JSON list of words',
  categoryRequired: 'Choose a category',
  categoryUnknown: 'This category does not exist',
  subcategoryUnknown: 'This collection does not exist in the chosen category',
  subcategoryNotYours: 'This collection belongs to another creator',
  isPublished: "Published has to be 'true' or 'false'",
  tooManyFiles: `At most ${MAX_FILES_PER_UPLOAD} files can be uploaded at once`,
  fileType: 'Only SVG, PNG and JPEG files can be uploaded',
} as const;

/** The fields of an illustration upload or update as text (multipart sends text). */
export interface IllustrationFieldsInput {
  name?: string;
  cost?: string;
  order?: string;
  keyWords?: string;
  illustrationCategoryId?: string;
  illustrationSubcategoryId?: string;
  isPublished?: string;
}

/** The checked fields: ids still to be checked against the database. */
export interface IllustrationFields {
  name: string;
  cost: number;
  order: number;
  keyWords: string[];
  illustrationCategoryId: number;
  illustrationSubcategoryId: number | null;
  isPublished: boolean;
}

/** Errors by the API's field names. */
export type IllustrationFieldErrors = Partial<Record<keyof IllustrationFieldsInput | 'files', string>>;

const positiveId = (value: string | undefined): number | null | undefined => {
  const text = (value ?? '').trim();
  if (text === '' || text === 'null') return null;
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
};

/**
 * Checks an illustration upload's or update's fields with the stock form's rules (spec 001
 * section 5: name 1 to 42, price up to 7 characters and 2 decimals, order digits, keywords at
 * most 135 characters; an upload needs 1 to 10 files) and returns them as stored: price 2, order
 * 1 and published when left empty (section 9), keywords lowercased and split on spaces.
 */
export function parseIllustrationFields(
  input: IllustrationFieldsInput,
  mode: 'upload' | 'update',
  fileCount: number,
): { ok: true; fields: IllustrationFields } | { ok: false; errors: IllustrationFieldErrors } {
  const words = keyWordsText(input.keyWords);
  const formErrors: StockFormErrors = validateStockForm({ name: input.name ?? '', price: input.cost ?? '', order: input.order ?? '', keywords: words ?? '' }, mode, fileCount);
  const errors: IllustrationFieldErrors = {};
  if (formErrors.name) errors.name = formErrors.name;
  if (formErrors.price) errors.cost = formErrors.price;
  if (formErrors.order) errors.order = formErrors.order;
  if (formErrors.keywords) errors.keyWords = formErrors.keywords;
  if (words === null) errors.keyWords = ILLUSTRATION_MESSAGES.keyWordsFormat;
  if (formErrors.files) errors.files = formErrors.files;
  if (fileCount > MAX_FILES_PER_UPLOAD) errors.files = ILLUSTRATION_MESSAGES.tooManyFiles;
  const categoryId = positiveId(input.illustrationCategoryId);
  if (categoryId === null || categoryId === undefined) errors.illustrationCategoryId = ILLUSTRATION_MESSAGES.categoryRequired;
  const subcategoryId = positiveId(input.illustrationSubcategoryId);
  if (subcategoryId === undefined) errors.illustrationSubcategoryId = ILLUSTRATION_MESSAGES.subcategoryUnknown;
  const published = (input.isPublished ?? '').trim();
  if (!['', 'true', 'false'].includes(published)) errors.isPublished = ILLUSTRATION_MESSAGES.isPublished;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const cost = (input.cost ?? '').trim();
  const order = (input.order ?? '').trim();
  return {
    ok: true,
    fields: {
      name: (input.name ?? '').trim(),
      cost: cost === '' ? STOCK_DEFAULTS.price : Number(cost),
      order: order === '' ? STOCK_DEFAULTS.order : Number(order),
      keyWords: parseKeywords(words ?? ''),
      illustrationCategoryId: categoryId!,
      illustrationSubcategoryId: subcategoryId ?? null,
      isPublished: published === '' ? STOCK_DEFAULTS.isPublished : published === 'true',
    },
  };
}

/**
 * PUT /illustrations/{id}'s JSON body (spec 001 section 7: name, order, cost, category ids,
 * keyWords as a JSON string, isPublished). Only the name is required (section 5: "update needs
 * only a name"); a field left out keeps its value. Numbers may come as numbers or as typed text;
 * every field is checked by `parseIllustrationFields`.
 */
export const illustrationUpdateBodySchema = z
  .object({
    name: z.string().max(1000),
    order: z.union([z.number(), z.string().max(100)]).optional(),
    cost: z.union([z.number(), z.string().max(100)]).optional(),
    illustrationCategoryId: z.union([z.number(), z.string().max(20)]).optional(),
    illustrationSubcategoryId: z
      .union([z.number(), z.string().max(20)])
      .nullable()
      .optional(),
    keyWords: z
      .string()
      .max(KEYWORDS_MAX_LENGTH * 4)
      .optional(),
    isPublished: z.boolean().optional(),
  })
  .strict();
export type IllustrationUpdateBody = z.infer<typeof illustrationUpdateBodySchema>;

/**
 * The update body as the text fields `parseIllustrationFields` reads, each field left out taken
 * from `current` (the stored illustration's fields as text).
 */
export function updateBodyFields(body: IllustrationUpdateBody, current: Required<IllustrationFieldsInput>): IllustrationFieldsInput {
  const text = (value: number | string | undefined, kept: string) => (value === undefined ? kept : String(value));
  return {
    name: body.name,
    cost: text(body.cost, current.cost),
    order: text(body.order, current.order),
    keyWords: body.keyWords ?? current.keyWords,
    illustrationCategoryId: text(body.illustrationCategoryId, current.illustrationCategoryId),
    illustrationSubcategoryId: body.illustrationSubcategoryId === null ? '' : text(body.illustrationSubcategoryId, current.illustrationSubcategoryId),
    isPublished: body.isPublished === undefined ? current.isPublished : String(body.isPublished),
  };
}

/** One group of the Illustrations panel: a category's loose items, or one of its collections. */
export interface IllustrationGroup {
  /** 'c<categoryId>' or 'c<categoryId>-s<subcategoryId>'. */
  key: string;
  category: IllustrationCategory;
  /** The collection, or null for the category's items in no collection. */
  collection: IllustrationSubcategory | null;
  /** How many the whole result holds in this group (more than `items` before all pages load). */
  count: number;
  /** The loaded items of the group, in the list's order. */
  items: Illustration[];
}

/**
 * The panel's category and subcategory groups (spec 001 section 2.3: "then category and
 * subcategory groups"), in the order of the counts the server sent (category order, loose items
 * before collections), each with its loaded items. Groups of unknown categories are left out.
 */
export function groupIllustrations(
  loaded: readonly Illustration[],
  counts: readonly IllustrationGroupCount[],
  categories: readonly IllustrationCategory[],
  subcategories: readonly IllustrationSubcategory[],
): IllustrationGroup[] {
  const groups: IllustrationGroup[] = [];
  for (const count of counts) {
    const category = categories.find((c) => c.id === count.illustrationCategoryId);
    if (!category) continue;
    const collection = count.illustrationSubcategoryId === null ? null : (subcategories.find((s) => s.id === count.illustrationSubcategoryId) ?? null);
    if (count.illustrationSubcategoryId !== null && !collection) continue;
    groups.push({
      key: collection ? `c${category.id}-s${collection.id}` : `c${category.id}`,
      category,
      collection,
      count: count.count,
      items: loaded.filter((i) => i.illustrationCategoryId === category.id && i.illustrationSubcategoryId === (collection?.id ?? null)),
    });
  }
  return groups;
}

/**
 * Whether the Hire Me block shows (spec 001 section 2.3): a creator's illustrations were searched,
 * that creator has hire-me on, and the viewer is not a designer.
 */
export function showsHireMe(creator: Creator | null, viewerRole: Role): boolean {
  return creator?.isShowHireMe === true && viewerRole !== 'designer';
}

/**
 * Whether the viewer gets an illustration's delete and 'Edit illustration' (spec 001 sections
 * 2.3 and 6): its creator or an admin; in the purchased list only an admin.
 */
export function mayManageIllustration(viewer: { id: number; role: Role } | null, illustration: Pick<Illustration, 'userId'>, inPurchasedList = false): boolean {
  if (!viewer) return false;
  if (viewer.role === 'admin') return true;
  return !inPurchasedList && viewer.role === 'designer' && viewer.id === illustration.userId;
}

/** Where the Hire Me button leads: the creator's website, else their creator page (spec 000 section 2). */
export function hireMeLink(creator: Creator): string {
  if (/^https?:\/\//i.test(creator.website)) return creator.website;
  return `/${(creator.creatorName ?? '').trim().replace(/[\s-]+/g, '-')}`;
}
