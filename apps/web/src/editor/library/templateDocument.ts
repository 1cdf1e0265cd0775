import {
  type DesignContent,
  type Role,
  type Template,
  type TemplateUpdateInput,
  mayManageTemplate,
  pageAsTemplate,
  templateDocumentContent,
  templatesContract,
} from '@layout/model';
import { request } from '../../api/client';
import type { DocumentInfo } from '../state/document';

/**
 * A template opened as a document ('Edit template', spec 001 sections 2.3 and 6): the address
 * /templates/:id opens it in the editor as a one-page document of type DOC_TYPE_TEMPLATE; Save
 * puts the page back into the template (PUT /api/templates/:id), keeping its other fields.
 */

/** The template id an address opens (/templates/12), or null. */
export function routeTemplateId(documentType: string | undefined, id: string | undefined): number | null {
  return documentType === 'templates' && id !== undefined && /^\d{1,15}$/.test(id) ? Number(id) : null;
}

/** The editor address that opens a template for editing. */
export const templateEditPath = (templateId: number) => `/templates/${templateId}`;

/** The document info of a template opened for editing. */
export function templateInfo(template: Template): DocumentInfo {
  return {
    id: template.id,
    name: template.name,
    theme: template.theme,
    documentType: 'DOC_TYPE_TEMPLATE',
    printFormat: 'SINGLE_SIDE',
    categoryId: template.categoryId,
    productId: template.productId,
    productSizeId: template.productSizeId,
    templatesUsedInDesign: [],
    version: template.version,
    ownerId: template.userId,
  };
}

/** Fetches a template and makes it the document the editor opens. */
export async function fetchTemplateDocument(templateId: number): Promise<{ info: DocumentInfo; content: DesignContent }> {
  const template = await request(templatesContract.open, { params: { id: templateId } });
  return { info: templateInfo(template), content: templateDocumentContent(template.template) };
}

/**
 * The body of PUT /api/templates/:id that keeps the template as it is (changes are spread over
 * it), based on the version read: a save over a template changed since is refused (409).
 */
export function templateInputOf(template: Template): TemplateUpdateInput {
  return {
    name: template.name,
    theme: template.theme,
    side: template.side,
    order: template.order,
    categoryId: template.categoryId,
    productId: template.productId,
    productSizeId: template.productSizeId,
    templateGroupId: template.templateGroupId,
    isAccessLimited: template.isAccessLimited,
    assignedToUsers: template.assignedToUsers,
    designSetName: template.designSet?.name ?? null,
    template: template.template,
    version: template.version,
  };
}

/**
 * The body of PUT /api/templates/:id for the open template document: its name, theme, product and
 * size, the first page as the template, and a new preview; the fields the editor does not show
 * (side, order, group, design set, access, assignees) as the template has them now. The version
 * is the one the editor opened: a template saved elsewhere since answers 409.
 */
export function templateUpdateBody(current: Template, info: DocumentInfo, content: DesignContent, previewData: string | undefined): TemplateUpdateInput {
  const page = pageAsTemplate(content);
  return {
    ...templateInputOf(current),
    // Based on the version the editor opened, not the one just read: what changed since is not overwritten.
    version: info.version ?? undefined,
    name: info.name.trim(),
    theme: info.theme.trim(),
    categoryId: info.categoryId,
    productId: info.productId,
    productSizeId: info.productSizeId,
    template: page ? { ...page, assets: [...page.assets] } : { layoutDimensions: content.layoutDimensions, backgroundColor: '#ffffff', assets: [] },
    ...(previewData ? { previewData } : {}),
  };
}

/**
 * Saves the open template document into its template. Answers 'notAllowed' (nothing sent) when
 * the user is not its creator or an admin, or the document names no template; 'saved' with the
 * template as saved. Request errors (a validation error included) are thrown to the caller.
 */
export async function saveTemplateDocument(
  user: { id: number; role: Role } | null,
  info: DocumentInfo,
  content: DesignContent,
  previewData: string | undefined,
): Promise<{ outcome: 'notAllowed' } | { outcome: 'saved'; template: Template }> {
  // A template document always has its template's id; without one there is no template to save into.
  if (info.id === null) return { outcome: 'notAllowed' };
  const current = await request(templatesContract.open, { params: { id: info.id } });
  if (!mayManageTemplate(user, current)) return { outcome: 'notAllowed' };
  const template = await request(templatesContract.save, { params: { id: current.id }, body: templateUpdateBody(current, info, content, previewData) });
  return { outcome: 'saved', template };
}
