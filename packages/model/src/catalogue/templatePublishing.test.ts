import {
  type CatalogueData,
  DESIGN_SET_CREATE,
  type Product,
  type ProductSize,
  type Template,
  addShapeAsset,
  createDesignContent,
  defaultLayoutDimensions,
  newTemplateForm,
  templateInputSchema,
} from '../index';
import { describe, expect, it } from 'vitest';
import {
  catalogueChoices,
  chooseTemplateCategory,
  chooseTemplateProduct,
  formErrorsOf,
  formOfTemplate,
  isStandardSize,
  newFormFor,
  templateCreateBody,
  templateUpdateFromForm,
} from './templatePublishing';

const size = (id: number, width: number, height: number): ProductSize => ({
  id,
  name: `S${id}`,
  order: id,
  width,
  height,
  units: 'mm',
  margins: { top: 5, bottom: 5, left: 5, right: 5 },
  columns: { number: 1, gutter: 0 },
  createdAt: '',
});
const product = (id: number, categoryId: number, sizes: ProductSize[], isShow = true): Product => ({
  id,
  name: `P${id}`,
  order: id,
  isShow,
  categoryId,
  isDownloadOnly: false,
  pdfPressReady: true,
  pdfStandard: true,
  jpg: true,
  png: true,
  printFormat: 'DOUBLE_SIDE',
  shape: 'rect',
  allowCustomSize: true,
  printBleedMm: 3,
  printColors: 'rgb',
  productSizes: sizes,
});
const card = size(1, 90, 55);
const a4 = size(3, 210, 297);
const catalogue: CatalogueData = {
  categories: [
    { id: 10, name: 'Cards', order: 1 },
    { id: 20, name: 'Flyers', order: 2 },
    { id: 30, name: 'Stickers', order: 3 },
  ],
  products: [product(100, 10, [card]), product(101, 10, [card, a4]), product(200, 20, [a4]), product(300, 30, [card]), product(301, 30, [card], false)],
  groups: [
    { id: 1000, name: 'Corporate', order: 2, productId: 100 },
    { id: 1001, name: 'Creative', order: 1, productId: 100 },
    { id: 3000, name: 'Round', order: 1, productId: 300 },
  ],
};

describe('Save as template needs a standard size (spec 001 section 4.9)', () => {
  it('is a size some product offers; a custom size (none) or an unknown one is not', () => {
    expect(isStandardSize(catalogue.products, 1)).toBe(true);
    expect(isStandardSize(catalogue.products, 3)).toBe(true);
    expect(isStandardSize(catalogue.products, null)).toBe(false);
    expect(isStandardSize(catalogue.products, 99)).toBe(false);
  });
});

describe('the Category and Product selects cascade within the document’s size', () => {
  it('starts from the document’s product when it offers the size, else the first that does, with its first group', () => {
    expect(newFormFor(catalogue, { name: 'Card', theme: 'Blue', productId: 100, productSizeId: 1 })).toMatchObject({
      name: 'Card',
      theme: 'Blue',
      categoryId: 10,
      productId: 100,
      templateGroupId: 1001,
      side: 'front',
      order: '1',
      pageNumber: '0',
    });
    // A4 with no product: the first product offering A4.
    expect(newFormFor(catalogue, { name: 'x', theme: '', productId: null, productSizeId: 3 })).toMatchObject({ categoryId: 10, productId: 101, templateGroupId: null });
  });

  it('offers only categories and products that have the size (the server refuses any other), hidden ones only when the document’s', () => {
    const choices = catalogueChoices(catalogue, 1, { categoryId: 30, productId: 300 });
    expect(choices.categories.map((c) => c.id)).toEqual([10, 30]);
    expect(choices.products.map((p) => p.id)).toEqual([300]);
    expect(choices.groups.map((g) => g.id)).toEqual([3000]);
    expect(catalogueChoices(catalogue, 1, { categoryId: 30, productId: 301 }, 301).products.map((p) => p.id)).toEqual([300, 301]);
  });

  it('changing category takes its first product in the size and that product’s first group; changing product resets a group not its own', () => {
    expect(chooseTemplateCategory(catalogue, 1, 30)).toEqual({ categoryId: 30, productId: 300, templateGroupId: 3000 });
    expect(chooseTemplateProduct(catalogue, { categoryId: 10, productId: 100, templateGroupId: 1000 }, 101)).toEqual({ categoryId: 10, productId: 101, templateGroupId: null });
    expect(chooseTemplateProduct(catalogue, { categoryId: 10, productId: 101, templateGroupId: 1000 }, 100)).toEqual({ categoryId: 10, productId: 100, templateGroupId: 1000 });
  });
});

describe('the Add template form as the body of POST /api/templates', () => {
  let content = createDesignContent({ ...defaultLayoutDimensions(), flatWidth: 90, flatHeight: 55, units: 'mm' }, 'DOUBLE_SIDE');
  content = addShapeAsset(content, { pageId: content.pages[0]!.id, kind: 'rect' });
  content = addShapeAsset(content, { pageId: content.pages[1]!.id, kind: 'star' });
  content = { ...content, pages: [content.pages[0]!, { ...content.pages[1]!, backgroundColor: '#fdf6e3' }] };
  const form = {
    ...newTemplateForm(),
    name: '  Navy back  ',
    theme: ' Corporate ',
    pageNumber: '1',
    side: 'back' as const,
    order: '12',
    categoryId: 10,
    productId: 100,
    templateGroupId: 1000,
    isAccessLimited: true,
    assignToUniqueUser: true,
    assignedToUsers: [' Ann@Example.com '],
    designSetName: DESIGN_SET_CREATE,
    newSetName: ' Navy set ',
  };

  it('sends page 2 as the template, names trimmed, the new set, the e-mails, and passes the API’s schema', () => {
    const body = templateCreateBody(form, { isAdmin: true, content, productSizeId: 1, previewData: 'data:image/jpeg;base64,AAAA' });
    expect(body).toMatchObject({
      name: 'Navy back',
      theme: 'Corporate',
      side: 'back',
      order: 12,
      categoryId: 10,
      productId: 100,
      productSizeId: 1,
      templateGroupId: 1000,
      isAccessLimited: true,
      assignedToUsers: ['ann@example.com'],
      designSetName: 'Navy set',
      previewData: 'data:image/jpeg;base64,AAAA',
    });
    expect(body.template.backgroundColor).toBe('#fdf6e3');
    expect(body.template.assets.map((a) => a.type)).toEqual(content.assets.filter((a) => a.pageId === content.pages[1]!.id).map((a) => a.type));
    expect(body.template.assets.every((a) => a.pageId === content.pages[1]!.id)).toBe(true);
    expect(templateInputSchema.safeParse(body).success).toBe(true);
    expect('pageNumber' in body).toBe(false);
  });

  it('leaves the group to the server for a designer, and sends no e-mails while Assign to unique user is off, no set for None', () => {
    const body = templateCreateBody({ ...form, assignToUniqueUser: false, designSetName: 'None' }, { isAdmin: false, content, productSizeId: 1 });
    expect('templateGroupId' in body).toBe(false);
    expect(body.assignedToUsers).toEqual([]);
    expect(body.designSetName).toBeNull();
    expect('previewData' in body).toBe(false);
  });
});

describe('the Update template form (spec 001 section 6)', () => {
  const template: Template = {
    id: 12,
    name: 'Navy Corporate',
    theme: 'Corporate',
    template: { layoutDimensions: defaultLayoutDimensions(), backgroundColor: '#263147', assets: [] },
    productSizeId: 1,
    categoryId: 10,
    productId: 100,
    templateGroupId: 1000,
    designSet: { name: 'Navy Set' },
    userId: 5,
    side: 'back',
    order: 4,
    isAccessLimited: true,
    assignedToUsers: ['ann@example.com'],
    previewData: null,
    user: { creatorName: null, isShowHireMe: false, website: '' },
    version: 3,
    createdAt: '',
  };
  const base = {
    name: 'Navy Corporate',
    theme: 'Corporate',
    side: 'back' as const,
    order: 4,
    categoryId: 10,
    productId: 100,
    productSizeId: 1,
    templateGroupId: 1000,
    isAccessLimited: true,
    assignedToUsers: ['ann@example.com'],
    designSetName: 'Navy Set',
    template: template.template,
    version: 3,
  };

  it('fills the form from the template', () => {
    expect(formOfTemplate(template)).toMatchObject({
      name: 'Navy Corporate',
      side: 'back',
      order: '4',
      templateGroupId: 1000,
      isAccessLimited: true,
      assignToUniqueUser: true,
      assignedToUsers: ['ann@example.com'],
      designSetName: 'Navy Set',
    });
    expect(formOfTemplate({ ...template, assignedToUsers: [], designSet: null })).toMatchObject({ assignToUniqueUser: false, assignedToUsers: [''], designSetName: 'None' });
  });

  it('lets the creator change the set and the access limit; an admin’s update of another’s template keeps them', () => {
    const form = { ...formOfTemplate(template), name: 'Navy 2', designSetName: 'None', isAccessLimited: false, templateGroupId: 1001 };
    expect(templateUpdateFromForm(form, base, { isAdmin: false, isCreator: true })).toMatchObject({
      name: 'Navy 2',
      designSetName: null,
      isAccessLimited: false,
      templateGroupId: 1000,
      version: 3,
    });
    expect(templateUpdateFromForm(form, base, { isAdmin: true, isCreator: false })).toMatchObject({
      name: 'Navy 2',
      designSetName: 'Navy Set',
      isAccessLimited: true,
      templateGroupId: 1001,
    });
  });
});

describe('the server’s field errors under the form’s fields', () => {
  it('puts a taken name under Name, a taken set under the new set’s name, the size at the foot', () => {
    expect(formErrorsOf({ name: ['Current name is already taken'] }, { designSetName: 'None' })).toEqual({ name: 'Current name is already taken' });
    expect(formErrorsOf({ designSetName: ['Current name is already taken'] }, { designSetName: DESIGN_SET_CREATE })).toEqual({ newSetName: 'Current name is already taken' });
    expect(formErrorsOf({ 'assignedToUsers.1': ['Invalid email'], productSizeId: ['Template can be saved only in standard sizes.'] }, { designSetName: 'None' })).toEqual({
      'assignedToUsers.1': 'Invalid email',
      '': 'Template can be saved only in standard sizes.',
    });
  });
});
