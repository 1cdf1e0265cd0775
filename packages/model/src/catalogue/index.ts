import type { Unit } from '../units';

/** A product category (spec 000 section 3). */
export interface Category {
  id: number;
  name: string;
  order: number;
}

/** A product size: finished size, margins and columns in `units`. */
export interface ProductSize {
  id: number;
  name: string;
  order: number;
  width: number;
  height: number;
  margins: { top: number; bottom: number; left: number; right: number };
  columns: { number: number; gutter: number };
  units: Unit;
  createdAt: string;
}

/** The download formats a product offers, in the order the download dialog lists them. */
export const DOWNLOAD_FORMAT_FLAGS = ['pdfPressReady', 'pdfStandard', 'jpg', 'png'] as const;
export type DownloadFormatFlag = (typeof DOWNLOAD_FORMAT_FLAGS)[number];

/** A print product. */
export interface Product {
  id: number;
  name: string;
  order: number;
  isShow: boolean;
  categoryId: number;
  isDownloadOnly: boolean;
  pdfPressReady: boolean;
  pdfStandard: boolean;
  jpg: boolean;
  png: boolean;
  /** Single or double sided by default when a design of this product is started. */
  printFormat: 'SINGLE_SIDE' | 'DOUBLE_SIDE';
  /** The product's page outline: round products show a circular guide. */
  shape: 'rect' | 'round';
  /** Whether Setup offers 'Use custom size' for designs of this product. */
  allowCustomSize: boolean;
  /** The bleed per side of this product's Print Ready PDF, in mm (default 3, at most 7.5). */
  printBleedMm: number;
  productSizes: ProductSize[];
}

/** A template group within a product. */
export interface TemplateGroup {
  id: number;
  name: string;
  order: number;
  productId: number;
}

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
