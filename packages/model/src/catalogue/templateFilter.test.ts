import { describe, expect, it } from 'vitest';
import type { Template } from '../document/template';
import type { Product, ProductSize } from './index';
import {
  mayManageTemplate,
  sizeOptionLabel,
  templateSideLabel,
  templatesPerSlide,
  type CatalogueData,
  type ListedTemplate,
  type TemplateFilter,
  chooseCategory,
  chooseProduct,
  groupTemplates,
  initialTemplateFilter,
  searchTemplates,
  templateSizeLabel,
} from './templateFilter';

const size = (id: number, width: number, height: number, order = id): ProductSize => ({
  id,
  name: `S${id}`,
  order,
  width,
  height,
  units: 'mm',
  margins: { top: 5, bottom: 5, left: 5, right: 5 },
  columns: { number: 1, gutter: 0 },
  createdAt: '',
});
const product = (id: number, categoryId: number, sizes: ProductSize[], order = id): Product => ({
  id,
  name: `P${id}`,
  order,
  isShow: true,
  categoryId,
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
});
const card = size(1, 90, 55);
const cardTall = size(2, 55, 90);
const a4 = size(3, 210, 297);
const catalogue: CatalogueData = {
  categories: [
    { id: 10, name: 'Cards', order: 1 },
    { id: 20, name: 'Flyers', order: 2 },
  ],
  products: [product(100, 10, [card, cardTall]), product(101, 10, [cardTall]), product(200, 20, [a4])],
  groups: [
    { id: 1000, name: 'Corporate', order: 2, productId: 100 },
    { id: 1001, name: 'Creative', order: 1, productId: 100 },
    { id: 2000, name: 'Events', order: 1, productId: 200 },
  ],
};
const filter: TemplateFilter = { categoryId: 10, productId: 100, productSizeId: 1, templateGroupId: 1001, side: 'front' };

describe('the Templates panel selects cascade (spec 001 section 4.12)', () => {
  it('changing category selects its first product and first group and keeps or sets a valid size', () => {
    expect(chooseCategory(catalogue, filter, 20)).toEqual({ categoryId: 20, productId: 200, templateGroupId: 2000, productSizeId: 3, side: 'front' });
    expect(chooseCategory(catalogue, { ...filter, productSizeId: 2 }, 10)).toMatchObject({ productId: 100, templateGroupId: 1001, productSizeId: 2 });
  });

  it('changing product resets group and size only when they are not the product’s', () => {
    expect(chooseProduct(catalogue, filter, 101)).toMatchObject({ productId: 101, templateGroupId: null, productSizeId: 2 });
    expect(chooseProduct(catalogue, { ...filter, productSizeId: 2 }, 100)).toMatchObject({ templateGroupId: 1001, productSizeId: 2 });
  });

  it('starts from the document’s product and size, else the first category in the document’s size', () => {
    expect(initialTemplateFilter(catalogue, { categoryId: 20, productId: 200, productSizeId: 3 })).toMatchObject({ productId: 200, productSizeId: 3 });
    expect(initialTemplateFilter(catalogue, { categoryId: null, productId: null, productSizeId: null, size: { width: 55, height: 90, units: 'mm' } })).toMatchObject({
      productId: 100,
      productSizeId: 2,
      side: 'front',
    });
    expect(initialTemplateFilter(catalogue, { categoryId: null, productId: null, productSizeId: null })).toMatchObject({ productId: 100, productSizeId: 1 });
  });
});

let nextId = 1;
const template = (over: Partial<ListedTemplate>): ListedTemplate => ({
  id: nextId++,
  name: 'T',
  theme: '',
  template: { layoutDimensions: {} as Template['template']['layoutDimensions'], backgroundColor: '#fff', assets: [] },
  productSizeId: 1,
  categoryId: 10,
  productId: 100,
  templateGroupId: 1000,
  designSet: null,
  userId: 1,
  side: 'front',
  order: 1,
  isAccessLimited: false,
  assignedToUsers: [],
  previewData: null,
  user: { creatorName: null, isShowHireMe: false, website: '' },
  version: 1,
  createdAt: '2026-01-01T00:00:00Z',
  source: 'house',
  ...over,
});

describe('grouping results (spec 001 section 2.3)', () => {
  const dana = { creatorName: 'Dana Designs', isShowHireMe: true, website: '' };
  const list = [
    template({ name: 'Corp B', templateGroupId: 1000, order: 2 }),
    template({ name: 'Corp A', templateGroupId: 1000, order: 1 }),
    template({ name: 'Creative', templateGroupId: 1001 }),
    template({ name: 'Back', templateGroupId: 1001, side: 'back' }),
    template({ name: 'Other size', productSizeId: 2 }),
    template({ name: 'Dana 1', source: 'marketplace', userId: 7, user: dana, createdAt: '2026-02-01T00:00:00Z', designSet: { name: 'Spring' } }),
    template({ name: 'Dana 2', source: 'marketplace', userId: 7, user: dana, createdAt: '2026-03-01T00:00:00Z' }),
  ];

  it('house templates by group in the groups’ order, then MARKETPLACE TEMPLATES: newest, then one group per designer', () => {
    const sections = groupTemplates(list, filter, catalogue.groups);
    expect(sections.map((s) => [s.title, s.templates.map((t) => t.name), s.heading])).toEqual([
      ['Creative', ['Creative'], undefined],
      ['Corporate', ['Corp A', 'Corp B'], undefined],
      ['Newest templates', ['Dana 2', 'Dana 1'], 'MARKETPLACE TEMPLATES'],
      ['Dana Designs', ['Dana 1', 'Dana 2'], undefined],
    ]);
    expect(groupTemplates(list, { ...filter, side: 'all' }, catalogue.groups)[0]!.templates.map((t) => t.name)).toEqual(['Creative', 'Back']);
    expect(groupTemplates(list, { ...filter, side: 'back' }, catalogue.groups).map((s) => s.title)).toEqual(['Creative']);
  });

  it('a search finds designers, design sets and other templates by name, case-insensitively, each once', () => {
    expect(searchTemplates(list, filter, 'dana').designers).toEqual([{ creatorName: 'Dana Designs', templates: [list[5], list[6]] }]);
    const bySet = searchTemplates(list, filter, 'SPRING');
    expect(bySet.designSets.map((s) => [s.name, s.creatorName, s.templates.map((t) => t.name)])).toEqual([['Spring', 'Dana Designs', ['Dana 1']]]);
    expect(searchTemplates(list, filter, 'corp').others.map((t) => t.name)).toEqual(['Corp B', 'Corp A']);
    expect(searchTemplates(list, filter, 'other size').others).toEqual([]);
  });

  it('names a size as the context menu shows it', () => {
    expect(templateSizeLabel(card)).toBe('Size: 90 mm x 55 mm');
  });
});

describe('what the panel shows of sizes and cards (spec 001 sections 2.3 and 9)', () => {
  it('names sizes as name (W x H units)', () => {
    expect(sizeOptionLabel({ name: 'Business Card', width: 90, height: 55, units: 'mm' })).toBe('Business Card (90 x 55 mm)');
  });
  it('shows the side as Front or Back', () => {
    expect(templateSideLabel('front')).toBe('Side: Front');
    expect(templateSideLabel('back')).toBe('Side: Back');
  });
  it('puts 2 landscape or 3 portrait templates on a slide; square counts as portrait', () => {
    expect(templatesPerSlide({ width: 90, height: 55 })).toBe(2);
    expect(templatesPerSlide({ width: 55, height: 90 })).toBe(3);
    expect(templatesPerSlide({ width: 50, height: 50 })).toBe(3);
    expect(templatesPerSlide(undefined)).toBe(3);
  });
  it('gives the owner controls to the template’s creator and to admins only', () => {
    expect(mayManageTemplate({ id: 1, role: 'designer' }, { userId: 1 })).toBe(true);
    expect(mayManageTemplate({ id: 2, role: 'admin' }, { userId: 1 })).toBe(true);
    expect(mayManageTemplate({ id: 2, role: 'designer' }, { userId: 1 })).toBe(false);
    expect(mayManageTemplate({ id: 1, role: 'user' }, { userId: 1 })).toBe(false);
    expect(mayManageTemplate(null, { userId: 1 })).toBe(false);
  });
});
