import { describe, expect, it } from 'vitest';
import type { Product, ProductSize } from '../catalogue';
import { MESSAGES } from '../validation/messages';
import { findProductSize, newDesignDocument } from './newDesign';

const size = (id: number, name: string, width: number, height: number, order = id): ProductSize => ({
  id,
  name,
  order,
  width,
  height,
  margins: { top: 5, bottom: 6, left: 7, right: 8 },
  columns: { number: 2, gutter: 4 },
  units: 'mm',
  createdAt: '2026-01-01T00:00:00.000Z',
});

const product = (id: number, name: string, sizes: ProductSize[], extra: Partial<Product> = {}): Product => ({
  id,
  name,
  order: id,
  isShow: true,
  categoryId: 10 + id,
  isDownloadOnly: false,
  pdfPressReady: true,
  pdfStandard: true,
  jpg: true,
  png: true,
  printFormat: 'SINGLE_SIDE',
  shape: 'rect',
  allowCustomSize: false,
  printBleedMm: 3,
  printColors: 'rgb',
  productSizes: sizes,
  ...extra,
});

const CARD_90 = size(1, 'Business Card 90 x 55 mm', 90, 55);
const CARD_55 = size(2, 'Business Card 55 x 90 mm', 55, 90);
const A5 = size(3, 'A5 Portrait', 148, 210);
const PRODUCTS = [
  product(1, 'Single Sided Business Cards', [CARD_90, CARD_55]),
  product(2, 'Double Sided Business Cards', [CARD_90, CARD_55], { printFormat: 'DOUBLE_SIDE' }),
  product(3, 'Flyers', [A5], { allowCustomSize: true }),
  product(4, 'Greeting Cards', [size(4, 'A6', 105, 148)]),
  product(5, 'Round Stickers', [size(5, 'Round 50', 50, 50)], { shape: 'round' }),
];

const choice = { categoryId: 13, productId: 3, productSizeId: 3, name: ' Spring sale ', theme: ' flowers ', printFormat: 'SINGLE_SIDE' as const };

describe('Start new design (spec 000 section 4)', () => {
  it('sets the document from the chosen product and size: its size, margins and columns', () => {
    const { info, content } = newDesignDocument(choice, PRODUCTS);
    expect(content.layoutDimensions).toMatchObject({
      flatWidth: 148,
      flatHeight: 210,
      units: 'mm',
      marginTop: 5,
      marginBottom: 6,
      marginLeft: 7,
      marginRight: 8,
      columnNumber: 2,
      columnGutter: 4,
    });
    expect(info).toMatchObject({ id: null, productId: 3, categoryId: 13, productSizeId: 3, documentType: 'DOC_TYPE_DESIGN', printFormat: 'SINGLE_SIDE' });
  });

  it('trims the name and theme', () => {
    const { info } = newDesignDocument(choice, PRODUCTS);
    expect(info.name).toBe('Spring sale');
    expect(info.theme).toBe('flowers');
  });

  it('resets pages: 1 for single sided, 2 for double sided; no assets, no templates used', () => {
    const single = newDesignDocument(choice, PRODUCTS);
    expect(single.content.pages).toHaveLength(1);
    expect(single.content.assets).toEqual([]);
    expect(single.info.templatesUsedInDesign).toEqual([]);
    const double = newDesignDocument({ ...choice, printFormat: 'DOUBLE_SIDE' }, PRODUCTS);
    expect(double.content.pages).toHaveLength(2);
    expect(double.info.printFormat).toBe('DOUBLE_SIDE');
  });

  it('switches guide lines on for the listed products (greeting cards, round products) only', () => {
    expect(newDesignDocument(choice, PRODUCTS).content.layoutDimensions.guideLines).toBe(false);
    expect(newDesignDocument({ ...choice, productId: 4, productSizeId: 4 }, PRODUCTS).content.layoutDimensions.guideLines).toBe(true);
    expect(newDesignDocument({ ...choice, productId: 5, productSizeId: 5 }, PRODUCTS).content.layoutDimensions.guideLines).toBe(true);
  });

  it('takes a custom size (productSizeId null) within the limits, with the default margins', () => {
    const { info, content } = newDesignDocument({ ...choice, productSizeId: null, customSize: { width: 120, height: 80, units: 'mm' } }, PRODUCTS);
    expect(info.productSizeId).toBeNull();
    expect(content.layoutDimensions).toMatchObject({ flatWidth: 120, flatHeight: 80, units: 'mm', marginTop: 8, columnNumber: 3 });
  });

  it('refuses a custom size over the limits with the spec message, and a size the product does not have', () => {
    expect(() => newDesignDocument({ ...choice, productSizeId: null, customSize: { width: 500, height: 80, units: 'mm' } }, PRODUCTS)).toThrow(MESSAGES.customSizeMaxLandscape);
    expect(() => newDesignDocument({ ...choice, productSizeId: 1 }, PRODUCTS)).toThrow();
  });
});

describe('the hand-off finds the product size (spec 000 section 2)', () => {
  it('takes the product by id in its size of those dimensions', () => {
    const found = findProductSize(PRODUCTS, { productId: 2, width: 55, height: 90 });
    expect(found?.product.id).toBe(2);
    expect(found?.size.id).toBe(2);
  });

  it("takes the product's first size when it has none of those dimensions", () => {
    expect(findProductSize(PRODUCTS, { productId: 2, width: 10, height: 10 })?.size.id).toBe(1);
    expect(findProductSize(PRODUCTS, { productId: 2, width: null, height: null })?.size.id).toBe(1);
  });

  it('without a known product, finds a product with a size of those dimensions', () => {
    const found = findProductSize(PRODUCTS, { productId: 99, width: 148, height: 210 });
    expect(found?.product.name).toBe('Flyers');
    expect(findProductSize(PRODUCTS, { productId: null, width: 90, height: 55 })?.product.id).toBe(1);
  });

  it('finds nothing for unknown dimensions', () => {
    expect(findProductSize(PRODUCTS, { productId: 99, width: 1, height: 2 })).toBeUndefined();
    expect(findProductSize(PRODUCTS, { productId: null, width: null, height: null })).toBeUndefined();
  });
});
