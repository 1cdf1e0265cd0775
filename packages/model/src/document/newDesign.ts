import type { Product, ProductSize } from '../catalogue';
import { DEFAULT_DOCUMENT_NAME } from '../constants';
import type { Unit } from '../units';
import { validateCustomSize } from '../validation/customSize';
import { type DesignContent, type PrintFormat, createDesignContent } from './content';
import { type LayoutDimensions, defaultLayoutDimensions } from './layout';

/**
 * Start new design (spec 000 section 4, spec 001 sections 2.7 and 7 START_NEW_DESIGN): the
 * product selections, productSizeId (null for a custom size), name, theme and print format.
 */
export interface NewDesignChoice {
  categoryId: number | null;
  productId: number | null;
  /** null: the custom size below. */
  productSizeId: number | null;
  customSize?: { width: number; height: number; units: Unit };
  name: string;
  theme: string;
  printFormat: PrintFormat;
}

/** What the editor holds about the new document besides its content. */
export interface NewDesignInfo {
  id: null;
  version: null;
  name: string;
  theme: string;
  documentType: 'DOC_TYPE_DESIGN';
  printFormat: PrintFormat;
  categoryId: number | null;
  productId: number | null;
  productSizeId: number | null;
  templatesUsedInDesign: { id: number; pageId?: string }[];
}

/**
 * The products whose new designs start with the guides on ("Guide lines are switched on for
 * listed product names"; the list is not given, docs/decisions.md): folded greeting cards and
 * round products (whose guide is the circle the sticker is cut to).
 */
const GUIDE_LINE_PRODUCT_NAMES = ['greeting cards'];

/** Whether a new design of the product starts with its guides shown. */
function productWantsGuides(product: Pick<Product, 'name' | 'shape'>): boolean {
  return product.shape === 'round' || GUIDE_LINE_PRODUCT_NAMES.includes(product.name.trim().toLowerCase());
}

/** A product size's finished size, margins and columns as the document's layout. */
function layoutOfSize(size: Pick<ProductSize, 'width' | 'height' | 'margins' | 'columns' | 'units'>): LayoutDimensions {
  return {
    ...defaultLayoutDimensions(),
    flatWidth: size.width,
    flatHeight: size.height,
    marginTop: size.margins.top,
    marginBottom: size.margins.bottom,
    marginLeft: size.margins.left,
    marginRight: size.margins.right,
    columnNumber: size.columns.number,
    columnGutter: size.columns.gutter,
    units: size.units,
  };
}

/**
 * The new document: its pages reset (1 for single sided, 2 for double sided), no assets and no
 * templates used, the layout of the chosen size (or the custom size with the default margins and
 * columns), guides as the product wants them. Throws when the custom size is refused
 * (validateCustomSize) or the size is not the product's: the dialog does not offer either.
 */
export function newDesignDocument(choice: NewDesignChoice, products: readonly Product[]): { info: NewDesignInfo; content: DesignContent } {
  const product = products.find((p) => p.id === choice.productId);
  let layout: LayoutDimensions;
  if (choice.productSizeId === null) {
    const custom = choice.customSize;
    if (!custom) throw new Error('A custom size needs its width, height and units');
    const error = validateCustomSize(custom);
    if (error) throw new Error(error);
    layout = { ...defaultLayoutDimensions(), flatWidth: custom.width, flatHeight: custom.height, units: custom.units };
  } else {
    const size = product?.productSizes.find((s) => s.id === choice.productSizeId);
    if (!size) throw new Error('The size is not one of the product’s sizes');
    layout = layoutOfSize(size);
  }
  layout.guideLines = product ? productWantsGuides(product) : false;
  const name = choice.name.trim() || DEFAULT_DOCUMENT_NAME;
  return {
    info: {
      id: null,
      version: null,
      name,
      theme: choice.theme.trim(),
      documentType: 'DOC_TYPE_DESIGN',
      printFormat: choice.printFormat,
      categoryId: product?.categoryId ?? choice.categoryId,
      productId: product?.id ?? null,
      productSizeId: choice.productSizeId,
      templatesUsedInDesign: [],
    },
    content: createDesignContent(layout, choice.printFormat),
  };
}

/**
 * The product and size a hand-off names (spec 000 section 2, /receive-query-params): the product
 * by id, in its size of width x height (either orientation kept as given) or else its first size;
 * without a known product, the first product (in catalogue order) that has a size of those
 * dimensions. Dimensions are in mm. Undefined when nothing matches.
 */
export function findProductSize(
  products: readonly Product[],
  wanted: { productId: number | null; width: number | null; height: number | null },
): { product: Product; size: ProductSize } | undefined {
  const sameSize = (s: ProductSize) => wanted.width !== null && wanted.height !== null && s.units === 'mm' && s.width === wanted.width && s.height === wanted.height;
  const ordered = products.slice().sort((a, b) => a.order - b.order || a.id - b.id);
  const bySizeOrder = (p: Product) => p.productSizes.slice().sort((a, b) => a.order - b.order || a.id - b.id);
  const product = ordered.find((p) => p.id === wanted.productId);
  if (product) {
    const sizes = bySizeOrder(product);
    const size = sizes.find(sameSize) ?? sizes[0];
    return size ? { product, size } : undefined;
  }
  for (const p of ordered.filter((p) => p.isShow)) {
    const size = bySizeOrder(p).find(sameSize);
    if (size) return { product: p, size };
  }
  return undefined;
}
