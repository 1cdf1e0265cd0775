import { z } from 'zod';
import { KEYWORDS_MAX_LENGTH, MAX_FILES_PER_UPLOAD, NAME_MAX_LENGTH, ORDER_MAX_LENGTH, PRICE_MAX_LENGTH, STOCK_DEFAULTS } from '../constants';
import { type Commission, formatPrice, priceWithFee, stockFee } from '../pricing';
import { MESSAGES } from './messages';

/**
 * The stock upload and update dialog (spec 001 section 5 'Stock upload'). Fields are the
 * strings typed in; the spec gives messages only for the name, the others are written here.
 */
export interface StockForm {
  name: string;
  price: string;
  order: string;
  keywords: string;
}

/** Messages of the stock form that the spec does not word. */
export const STOCK_MESSAGES = {
  nameTooLong: `Name has to be at most ${NAME_MAX_LENGTH} symbols`,
  price: `Price has to be a number with at most 2 decimals and ${PRICE_MAX_LENGTH} characters`,
  order: `Order has to be a whole number of at most ${ORDER_MAX_LENGTH} digits`,
  keywordsTooLong: `Keywords have to be at most ${KEYWORDS_MAX_LENGTH} characters`,
  noFiles: 'Add at least one file',
} as const;

/** A price: digits with up to 2 decimals ("decimals limited by a pattern"). */
const PRICE_PATTERN = /^\d+(\.\d{1,2})?$/;
/** An order: digits only. The spec's 'order max 5' (section 9) applies here as to templates. */
const ORDER_PATTERN = new RegExp(`^\\d{1,${ORDER_MAX_LENGTH}}$`);

/** Errors by field; empty when the form may be sent. */
export type StockFormErrors = Partial<Record<keyof StockForm | 'files', string>>;

/**
 * Checks the stock form. An upload needs at least one file and a name; an update needs only a
 * name, so files are not checked. Empty price and order fall back to the stock defaults (2, 1).
 */
export function validateStockForm(form: StockForm, mode: 'upload' | 'update', fileCount: number): StockFormErrors {
  const errors: StockFormErrors = {};
  const name = form.name.trim();
  if (name === '') errors.name = MESSAGES.nameRequired;
  else if (name.length > NAME_MAX_LENGTH) errors.name = STOCK_MESSAGES.nameTooLong;
  const price = form.price.trim();
  if (price !== '' && (price.length > PRICE_MAX_LENGTH || !PRICE_PATTERN.test(price))) errors.price = STOCK_MESSAGES.price;
  const order = form.order.trim();
  if (order !== '' && !ORDER_PATTERN.test(order)) errors.order = STOCK_MESSAGES.order;
  if (form.keywords.length > KEYWORDS_MAX_LENGTH) errors.keywords = STOCK_MESSAGES.keywordsTooLong;
  if (mode === 'upload' && fileCount < 1) errors.files = STOCK_MESSAGES.noFiles;
  return errors;
}

/** Keywords as stored: lowercased and split on spaces, empty words dropped. */
export function parseKeywords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
}

/** What identifies an upload file: two files alike in all three are the same file. */
export interface UploadFileInfo {
  name: string;
  size: number;
  type: string;
}

const sameFile = (a: UploadFileInfo, b: UploadFileInfo) => a.name === b.name && a.size === b.size && a.type === b.type;

/**
 * The files of an upload after the user adds more: duplicates (same name, size and type) of a
 * file already listed or added earlier are skipped, and at most 10 are kept, the earliest first.
 * Returns `existing` itself when nothing was added.
 */
export function addUploadFiles<F extends UploadFileInfo>(existing: readonly F[], added: readonly F[]): readonly F[] {
  const files = [...existing];
  for (const file of added) {
    if (files.length >= MAX_FILES_PER_UPLOAD) break;
    if (!files.some((kept) => sameFile(kept, file))) files.push(file);
  }
  return files.length === existing.length ? existing : files;
}

/** The stock item fields an upload or update sends, parsed from the form. */
export interface StockItemFields {
  name: string;
  cost: number;
  order: number;
  keyWords: string[];
}

/**
 * The stock form as a zod schema: the checks of `validateStockForm` (each error on its field),
 * then the values sent: name trimmed, empty price 2 and order 1 (the stock defaults), keywords
 * lowercased and split on spaces. An upload also carries its files, 1 to 10.
 */
export function stockFormSchema(mode: 'upload' | 'update') {
  const fileSchema = z.object({ name: z.string(), size: z.number().nonnegative(), type: z.string() });
  return z
    .object({
      name: z.string(),
      price: z.string().default(''),
      order: z.string().default(''),
      keywords: z.string().default(''),
      files: z.array(fileSchema).max(MAX_FILES_PER_UPLOAD).default([]),
    })
    .superRefine((form, ctx) => {
      const errors = validateStockForm(form, mode, form.files.length);
      for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [field], message });
    })
    .transform(
      (form): StockItemFields => ({
        name: form.name.trim(),
        cost: form.price.trim() === '' ? STOCK_DEFAULTS.price : Number(form.price),
        order: form.order.trim() === '' ? STOCK_DEFAULTS.order : Number(form.order),
        keyWords: parseKeywords(form.keywords),
      }),
    );
}

/**
 * The line under a stock price field (spec 001 section 9 'Stock fee shown is price times a
 * percent plus a dollar amount'): what the fee on the typed price is and what buyers pay. A free
 * item carries no fee (the fee is charged on sales only); a price that is not valid says nothing,
 * its field shows the error instead. An empty field is the default price.
 */
export function stockFeeNotice(priceText: string, commission: Commission): string | null {
  const typed = priceText.trim();
  if (typed !== '' && (typed.length > PRICE_MAX_LENGTH || !PRICE_PATTERN.test(typed))) return null;
  const price = typed === '' ? STOCK_DEFAULTS.price : Number(typed);
  if (price === 0) return 'Free: no stock fee';
  const fee = stockFee(price, commission);
  const buyersPay = formatPrice(priceWithFee(price, commission));
  return fee === 0 ? `No stock fee: buyers pay ${buyersPay}` : `Stock fee ${formatPrice(fee)}, buyers pay ${buyersPay}`;
}
