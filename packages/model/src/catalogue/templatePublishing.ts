import type { DesignContent } from '../document/content';
import type { Template, TemplateInput } from '../document/template';
import type { TemplateUpdateInput } from '../document/versions';
import { pageAsTemplate } from '../ops/templates';
import { DESIGN_SET_CREATE, DESIGN_SET_NONE, type TemplateForm, type TemplateFormErrors, newTemplateForm, templatePayload } from '../validation/template';
import type { Product } from './index';
import { byOrder, firstGroupOf, groupForProduct } from './ordering';
import type { CatalogueData } from './templateFilter';

/**
 * The Add template and Update template dialogs' rules that are not the form's own (those are
 * validation/template.ts): which product sizes a template may be saved in, the cascading
 * Category and Product selects, and the request bodies of POST and PUT /api/templates.
 */

/**
 * Whether the document is in a standard size (spec 001 section 4.9: "Save as template needs a
 * standard product size"): a size chosen in Setup that some product of the catalogue offers.
 */
export function isStandardSize(products: readonly Pick<Product, 'productSizes'>[], productSizeId: number | null): boolean {
  return productSizeId !== null && products.some((p) => p.productSizes.some((s) => s.id === productSizeId));
}

/**
 * The products a template in this size may be published for: those offering the size (the
 * server refuses any other), shown ones, and the document's own product even when it is hidden.
 */
function productsInSize(catalogue: CatalogueData, productSizeId: number | null, ownProductId: number | null): Product[] {
  return catalogue.products.filter((p) => (p.isShow || p.id === ownProductId) && p.productSizes.some((s) => s.id === productSizeId)).sort(byOrder);
}

/** The selects' choices: categories with a product in the size, the category's products, the product's groups. */
export interface CatalogueChoices {
  categories: { id: number; name: string }[];
  products: { id: number; name: string }[];
  groups: { id: number; name: string }[];
}

export function catalogueChoices(
  catalogue: CatalogueData,
  productSizeId: number | null,
  form: Pick<TemplateForm, 'categoryId' | 'productId'>,
  ownProductId: number | null = null,
): CatalogueChoices {
  const offered = productsInSize(catalogue, productSizeId, ownProductId);
  const categoryIds = new Set(offered.map((p) => p.categoryId));
  return {
    categories: catalogue.categories.filter((c) => categoryIds.has(c.id)).sort(byOrder),
    products: offered.filter((p) => p.categoryId === form.categoryId),
    groups: catalogue.groups.filter((g) => g.productId === form.productId).sort(byOrder),
  };
}

type CatalogueFields = Pick<TemplateForm, 'categoryId' | 'productId' | 'templateGroupId'>;

/** Choosing a category (spec 001 section 4.12): its first product in the size, that product's first group. */
export function chooseTemplateCategory(catalogue: CatalogueData, productSizeId: number | null, categoryId: number, ownProductId: number | null = null): CatalogueFields {
  const product = productsInSize(catalogue, productSizeId, ownProductId).find((p) => p.categoryId === categoryId);
  return { categoryId, productId: product?.id ?? null, templateGroupId: firstGroupOf(catalogue, product?.id ?? null) };
}

/** Choosing a product: its category, and its first group unless the group chosen is its. */
export function chooseTemplateProduct(catalogue: CatalogueData, fields: CatalogueFields, productId: number): CatalogueFields {
  const product = catalogue.products.find((p) => p.id === productId);
  return { categoryId: product?.categoryId ?? fields.categoryId, productId, templateGroupId: groupForProduct(catalogue, fields.templateGroupId, productId) };
}

/**
 * A new Add template form for the open document: named as the document, its product when that
 * offers the size (else the first product that does), that product's first group.
 */
export function newFormFor(catalogue: CatalogueData, info: { name: string; theme: string; productId: number | null; productSizeId: number | null }): TemplateForm {
  const offered = productsInSize(catalogue, info.productSizeId, info.productId);
  const product = offered.find((p) => p.id === info.productId) ?? offered[0];
  const form = newTemplateForm();
  return {
    ...form,
    name: info.name,
    theme: info.theme,
    categoryId: product?.categoryId ?? null,
    productId: product?.id ?? null,
    templateGroupId: firstGroupOf(catalogue, product?.id ?? null),
  };
}

/** The Update template form of a stored template: its fields as they are. */
export function formOfTemplate(template: Template): TemplateForm {
  return {
    ...newTemplateForm(),
    name: template.name,
    theme: template.theme,
    side: template.side,
    order: String(template.order),
    categoryId: template.categoryId,
    productId: template.productId,
    templateGroupId: template.templateGroupId,
    isAccessLimited: template.isAccessLimited,
    assignToUniqueUser: template.assignedToUsers.length > 0,
    assignedToUsers: template.assignedToUsers.length > 0 ? [...template.assignedToUsers] : [''],
    designSetName: template.designSet?.name ?? DESIGN_SET_NONE,
  };
}

/** The page the form names (Page N) as template content; the first page when the number is out of range. */
function chosenPage(content: DesignContent, pageNumber: number) {
  const page = content.pages[pageNumber] ?? content.pages[0];
  const taken = pageAsTemplate(content, page?.id);
  return taken
    ? { layoutDimensions: taken.layoutDimensions, backgroundColor: taken.backgroundColor, assets: [...taken.assets] }
    : { layoutDimensions: content.layoutDimensions, backgroundColor: '#ffffff', assets: [] };
}

/**
 * POST /api/templates from a valid Add template form (spec 001 sections 3, 5 and 7): the chosen
 * page of the document as the template, in the document's standard size; names trimmed; the
 * group only from an admin (others get the product's first group on the server); the e-mails only
 * when 'Assign to unique user' is on; the design set chosen or new, none for None.
 */
export function templateCreateBody(form: TemplateForm, options: { isAdmin: boolean; content: DesignContent; productSizeId: number | null; previewData?: string }): TemplateInput {
  const { pageNumber, ...payload } = templatePayload(form, { isAdmin: options.isAdmin });
  return {
    ...payload,
    productSizeId: options.productSizeId,
    template: chosenPage(options.content, pageNumber),
    ...(options.previewData ? { previewData: options.previewData } : {}),
  };
}

/**
 * PUT /api/templates/:id from a valid Update template form over `body` (the open template's own
 * update body: its page, size and preview, based on the version the editor opened). The design set
 * and access limit are sent only by the template's creator (spec 001 section 6): for anyone else
 * they stay as the template has them.
 */
export function templateUpdateFromForm(form: TemplateForm, body: TemplateUpdateInput, options: { isAdmin: boolean; isCreator: boolean }): TemplateUpdateInput {
  // Without the group from anyone but an admin: the template keeps its own.
  const { pageNumber: _page, ...payload } = templatePayload(form, { isAdmin: options.isAdmin });
  return {
    ...body,
    ...payload,
    ...(options.isCreator ? {} : { designSetName: body.designSetName, isAccessLimited: body.isAccessLimited }),
  };
}

/**
 * The server's 422 field errors under the form's fields ('Current name is already taken' under
 * Name; a taken design set under the new set's name when one is being created). What has no
 * field of its own (the size, the template content) is under '' for the form's foot.
 */
export function formErrorsOf(fields: Record<string, string[]>, form: Pick<TemplateForm, 'designSetName'>): TemplateFormErrors {
  const shown = new Set(['name', 'theme', 'side', 'order', 'categoryId', 'productId', 'templateGroupId', 'isAccessLimited']);
  const errors: TemplateFormErrors = {};
  for (const [key, messages] of Object.entries(fields)) {
    const message = messages.join(' ');
    const field =
      key === 'designSetName' ? (form.designSetName === DESIGN_SET_CREATE ? 'newSetName' : 'designSetName') : shown.has(key) || /^assignedToUsers\.\d+$/.test(key) ? key : '';
    errors[field] = errors[field] ? `${errors[field]} ${message}` : message;
  }
  return errors;
}
