import { z } from 'zod';
import { UNITS } from '../units';

/** A product category (spec 000 section 3). */
export const categorySchema = z.object({ id: z.number().int(), name: z.string(), order: z.number().int() });
export type Category = z.infer<typeof categorySchema>;

/** A product size: finished size, margins and columns in `units`. */
export const productSizeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  order: z.number().int(),
  width: z.number(),
  height: z.number(),
  margins: z.object({ top: z.number(), bottom: z.number(), left: z.number(), right: z.number() }),
  columns: z.object({ number: z.number().int(), gutter: z.number() }),
  units: z.enum(UNITS),
  createdAt: z.string(),
});
export type ProductSize = z.infer<typeof productSizeSchema>;

/** The download formats a product offers, in the order the download dialog lists them. */
export const DOWNLOAD_FORMAT_FLAGS = ['pdfPressReady', 'pdfStandard', 'jpg', 'png'] as const;
export type DownloadFormatFlag = (typeof DOWNLOAD_FORMAT_FLAGS)[number];

/**
 * The colours a product's Print Ready PDF is written in: 'rgb', sRGB that the press's RIP converts
 * (the default), or 'cmyk', converted by Layout to the print profile's inks (pure black as black
 * ink alone, colours stored as inks printed as exactly those inks). An admin's setting.
 */
export const PRINT_COLORS = ['rgb', 'cmyk'] as const;
export type PrintColors = (typeof PRINT_COLORS)[number];

/** A print product. */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  order: z.number().int(),
  isShow: z.boolean(),
  categoryId: z.number().int(),
  isDownloadOnly: z.boolean(),
  pdfPressReady: z.boolean(),
  pdfStandard: z.boolean(),
  jpg: z.boolean(),
  png: z.boolean(),
  /** Single or double sided by default when a design of this product is started. */
  printFormat: z.enum(['SINGLE_SIDE', 'DOUBLE_SIDE']),
  /** The product's page outline: round products show a circular guide. */
  shape: z.enum(['rect', 'round']),
  /** Whether Setup offers 'Use custom size' for designs of this product. */
  allowCustomSize: z.boolean(),
  /** The bleed per side of this product's Print Ready PDF, in mm (default 3, at most 7.5). */
  printBleedMm: z.number(),
  /** The colours of this product's Print Ready PDF (PRINT_COLORS). */
  printColors: z.enum(PRINT_COLORS),
  productSizes: z.array(productSizeSchema),
});
export type Product = z.infer<typeof productSchema>;

/** What an admin changes of a product's printing: the colours of its Print Ready PDF. */
export const productPrintingSchema = z.object({ printColors: z.enum(PRINT_COLORS) }).strict();
export type ProductPrinting = z.infer<typeof productPrintingSchema>;

/** A template group within a product. */
export const templateGroupSchema = z.object({ id: z.number().int(), name: z.string(), order: z.number().int(), productId: z.number().int() });
export type TemplateGroup = z.infer<typeof templateGroupSchema>;

/** The first download format a product offers (the download dialog's default). */
export function defaultDownloadFormat(product: Pick<Product, DownloadFormatFlag>): DownloadFormatFlag | null {
  return DOWNLOAD_FORMAT_FLAGS.find((flag) => product[flag]) ?? null;
}

/**
 * Whether Setup offers 'Use custom size' (spec 001 section 2.3: "only for one document type and
 * not for certain products"): for designs, not templates (a template needs a standard size), of
 * no product or of a product that allows it.
 */
export function offersCustomSize(product: Pick<Product, 'allowCustomSize'> | undefined, documentType: 'DOC_TYPE_DESIGN' | 'DOC_TYPE_TEMPLATE'): boolean {
  return documentType === 'DOC_TYPE_DESIGN' && (product === undefined || product.allowCustomSize);
}
export * from './templateFilter';
export * from './templatePublishing';
