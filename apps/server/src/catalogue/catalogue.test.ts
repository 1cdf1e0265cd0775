import type { Category, Product, ProductSize, TemplateGroup } from '@layout/model';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/test-app';
import { seedCatalogue } from './catalogue.seed';
import { categories, productProductSizes, productSizes, products, templateGroups } from './catalogue.tables';

let t: TestApp;
let categoryList: Category[];
let productList: Product[];
let sizeList: ProductSize[];
let groupList: TemplateGroup[];

beforeAll(async () => {
  t = await createTestApp();
  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  };
  categoryList = await get('/api/categories');
  productList = await get('/api/products');
  sizeList = await get('/api/product-sizes');
  groupList = await get('/api/template-groups');
});
afterAll(() => t?.close());

const product = (name: string) => {
  const found = productList.find((p) => p.name === name);
  if (!found) throw new Error(`no product '${name}' in ${productList.map((p) => p.name).join(', ')}`);
  return found;
};
const size = (name: string) => {
  const found = sizeList.find((s) => s.name === name);
  if (!found) throw new Error(`no size '${name}'`);
  return found;
};
const dimensions = (p: Product) => p.productSizes.map((s) => `${s.width} x ${s.height}`);

describe('the catalogue is open to guests', () => {
  it('answers GET /api/categories, /api/products, /api/template-groups and /api/product-sizes without a token', async () => {
    for (const url of ['/api/categories', '/api/products', '/api/template-groups', '/api/product-sizes']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(Array.isArray(res.json()), url).toBe(true);
      expect(res.json().length, url).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/categories', () => {
  it('lists categories with id, name and order, in order', () => {
    for (const c of categoryList) expect(Object.keys(c).sort()).toEqual(['id', 'name', 'order']);
    expect(categoryList.map((c) => c.name)).toEqual(['Business Cards', 'Flyers', 'Greeting Cards', 'Stickers', 'Documents']);
    const orders = categoryList.map((c) => c.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});

describe('GET /api/products', () => {
  it('gives every product its sizes, isShow, isDownloadOnly and the format flags', () => {
    const categoryIds = new Set(categoryList.map((c) => c.id));
    for (const p of productList) {
      expect(p).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        order: expect.any(Number),
        isShow: expect.any(Boolean),
        isDownloadOnly: expect.any(Boolean),
        pdfPressReady: expect.any(Boolean),
        pdfStandard: expect.any(Boolean),
        jpg: expect.any(Boolean),
        png: expect.any(Boolean),
      });
      expect(categoryIds.has(p.categoryId)).toBe(true);
      expect(p.productSizes.length).toBeGreaterThan(0);
      for (const s of p.productSizes) expect(sizeList).toContainEqual(s);
    }
  });

  it('offers business cards at 90 x 55 mm, single and double sided', () => {
    const single = product('Single Sided Business Cards');
    const double = product('Double Sided Business Cards');
    expect(single.printFormat).toBe('SINGLE_SIDE');
    expect(double.printFormat).toBe('DOUBLE_SIDE');
    for (const p of [single, double]) {
      expect(dimensions(p)).toContain('90 x 55');
      expect(p.productSizes.find((s) => s.width === 90 && s.height === 55)!.units).toBe('mm');
      expect(p.categoryId).toBe(categoryList.find((c) => c.name === 'Business Cards')!.id);
    }
  });

  it('offers flyers in A4, A5 and DL', () => {
    const flyers = product('Flyers');
    expect(dimensions(flyers)).toEqual(expect.arrayContaining(['210 x 297', '148 x 210', '99 x 210']));
    expect(flyers.productSizes.map((s) => s.name)).toEqual(['A4 Portrait', 'A5 Portrait', 'DL']);
  });

  it('offers double-sided greeting cards', () => {
    const cards = product('Greeting Cards');
    expect(cards.printFormat).toBe('DOUBLE_SIDE');
    expect(cards.productSizes.length).toBeGreaterThanOrEqual(1);
  });

  it('gives each product the bleed of its Print Ready PDF: 3 mm, 2 mm for die-cut stickers', () => {
    expect(product('Flyers').printBleedMm).toBe(3);
    expect(product('Single Sided Business Cards').printBleedMm).toBe(3);
    expect(product('Round Stickers').printBleedMm).toBe(2);
    expect(product('Square Stickers').printBleedMm).toBe(2);
  });

  it('prints every seeded product in RGB until an admin chooses CMYK (productPrinting.test.ts)', () => {
    for (const p of productList) expect(p.printColors, p.name).toBe('rgb');
  });

  it('offers round and square stickers at equal width and height', () => {
    const round = product('Round Stickers');
    const square = product('Square Stickers');
    expect(round.shape).toBe('round');
    expect(square.shape).toBe('rect');
    for (const p of [round, square]) {
      expect(p.productSizes.length).toBeGreaterThan(0);
      for (const s of p.productSizes) expect(s.width).toBe(s.height);
    }
  });

  it('offers documents, download-only, including the default A4 Landscape size', () => {
    const documents = product('Documents');
    expect(documents.isDownloadOnly).toBe(true);
    expect(documents.pdfPressReady).toBe(false);
    expect(documents.productSizes.map((s) => s.name)).toContain('A4 Landscape');
    for (const p of productList.filter((p) => p.name !== 'Documents')) expect(p.isDownloadOnly).toBe(false);
  });
});

describe('GET /api/product-sizes', () => {
  it("has the spec's default size: A4 Landscape 297 x 210 mm, margins 8, 3 columns, gutter 10", () => {
    const a4 = size('A4 Landscape');
    expect(a4).toEqual({
      id: expect.any(Number),
      name: 'A4 Landscape',
      order: expect.any(Number),
      width: 297,
      height: 210,
      margins: { top: 8, bottom: 8, left: 8, right: 8 },
      columns: { number: 3, gutter: 10 },
      units: 'mm',
      createdAt: expect.any(String),
    });
    expect(new Date(a4.createdAt).toString()).not.toBe('Invalid Date');
  });

  it('gives every size positive dimensions in mm with margins and columns', () => {
    for (const s of sizeList) {
      expect(s.width).toBeGreaterThan(0);
      expect(s.height).toBeGreaterThan(0);
      expect(s.units).toBe('mm');
      expect(s.columns.number).toBeGreaterThanOrEqual(1);
      expect(Object.keys(s.margins).sort()).toEqual(['bottom', 'left', 'right', 'top']);
    }
    expect(new Set(sizeList.map((s) => s.name)).size).toBe(sizeList.length);
  });
});

describe('GET /api/template-groups', () => {
  it('lists groups with id, name, order and an existing productId', () => {
    const productIds = new Set(productList.map((p) => p.id));
    for (const g of groupList) {
      expect(Object.keys(g).sort()).toEqual(['id', 'name', 'order', 'productId']);
      expect(productIds.has(g.productId)).toBe(true);
    }
    const forCards = groupList.filter((g) => g.productId === product('Greeting Cards').id).map((g) => g.name);
    expect(forCards.length).toBeGreaterThan(0);
  });
});

describe('seedCatalogue', () => {
  it('adds no duplicate rows when run again', async () => {
    const count = async () => {
      const n = async (table: typeof categories | typeof products | typeof productSizes | typeof templateGroups | typeof productProductSizes) => {
        const [row] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(table);
        return row!.n;
      };
      return {
        categories: await n(categories),
        products: await n(products),
        productSizes: await n(productSizes),
        templateGroups: await n(templateGroups),
        productProductSizes: await n(productProductSizes),
      };
    };
    const before = await count();
    await seedCatalogue(t.app.db);
    await seedCatalogue(t.app.db);
    expect(await count()).toEqual(before);
    const res = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(res.json()).toEqual(productList);
  });
});
