import { MESSAGES, type Template, type TemplateInputParsed, readStoredTemplateContent } from '@layout/model';
import type { FastifyBaseLogger } from 'fastify';
import { isAdmin } from '../auth/guard';
import type { Queryable } from '../db/client';
import { conflict } from '../designs/versions';
import { HttpError, fieldError, forbidden, notFound } from '../http/errors';
import { newFileKey } from '../storage/keys';
import type { FileStorage } from '../storage/storage';
import { isUniqueViolation } from '../db/uniqueViolation';
import type { UserRow } from '../users/users.table';
import { decodePreview } from './preview';
import {
  type TemplateColumns,
  type TemplateRelations,
  categoryOfProductInSize,
  deleteTemplate,
  designSetFor,
  dropEmptyDesignSets,
  findTemplate,
  firstTemplateGroup,
  insertTemplate,
  isTemplateNameTaken,
  listAssignedTemplates,
  listLimitedTemplates,
  listPublicTemplates,
  listTemplatesAssignedBy,
  productSizeExists,
  toTemplate,
  updateTemplate,
} from './templates.queries';
import type { TemplateRow } from './templates.table';

/**
 * The template publishing rules (spec 000 sections 3 and 7, spec 001 sections 2.3, 4.9, 4.11, 6):
 * anyone sees the public templates; a limited-access one shows only to its creator, admins and the
 * users it is assigned to; designers and admins publish (the routes' guard); the creator or an
 * admin changes and deletes; a save checks the size, the catalogue choice, the group, the design
 * set and the name, and keeps the preview picture as a stored file.
 */

/** What the rules use of the server: the database, the file storage and the log. */
export interface TemplateServices {
  db: Queryable;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

type Found = { row: TemplateRow; relations: TemplateRelations };

/**
 * A stored template as `viewer` sees it, its content migrated and parsed by the template schema;
 * null (logged) for content that does not pass, which a list leaves out rather than failing whole.
 */
function viewOrNull(app: TemplateServices, viewer: UserRow | null, found: Found): Template | null {
  const content = readStoredTemplateContent(found.row.template);
  if (!content.success) {
    app.log.error({ templateId: found.row.id, issues: content.error.issues.slice(0, 3) }, 'a stored template does not pass the template schema');
    return null;
  }
  const showAssignees = viewer !== null && (viewer.id === found.row.userId || isAdmin(viewer));
  return toTemplate(found.row, content.data, found.relations, found.row.previewKey ? app.storage.url(found.row.previewKey) : null, showAssignees);
}

/** One template; its damaged content is the server's fault, said without internals. */
function view(app: TemplateServices, viewer: UserRow | null, found: Found): Template {
  const template = viewOrNull(app, viewer, found);
  if (!template) throw new HttpError(500, 'Template damaged', 'This template cannot be opened: its stored content is damaged.');
  return template;
}

/** A list as `viewer` sees it, damaged templates left out. */
function listed(app: TemplateServices, viewer: UserRow | null, found: Found[]): Template[] {
  return found.map((one) => viewOrNull(app, viewer, one)).filter((template): template is Template => template !== null);
}

/** Whether `viewer` may see the template: a public one anyone, a limited one its creator, admins and its assignees. */
const mayView = (viewer: UserRow | null, found: Found) =>
  !found.row.isAccessLimited || (viewer !== null && (viewer.id === found.row.userId || isAdmin(viewer) || found.relations.assignedTo.includes(viewer.email)));

/** The public templates whose creator has `role` (admins': the house's; designers': the marketplace). */
export async function publicTemplates(app: TemplateServices, viewer: UserRow | null, role: 'admin' | 'designer'): Promise<Template[]> {
  return listed(app, viewer, await listPublicTemplates(app.db, role));
}

/** Limited-access templates: a designer's own, every one for an admin. */
export async function limitedTemplates(app: TemplateServices, user: UserRow): Promise<Template[]> {
  return listed(app, user, await listLimitedTemplates(app.db, isAdmin(user) ? null : user.id));
}

/** The user's templates that are assigned to someone ('Assigned by me'). */
export async function templatesAssignedBy(app: TemplateServices, user: UserRow): Promise<Template[]> {
  return listed(app, user, await listTemplatesAssignedBy(app.db, user.id));
}

/** The templates assigned to the user `userId`, who must be the caller. */
export async function templatesAssignedTo(app: TemplateServices, user: UserRow, userId: number): Promise<Template[]> {
  if (userId !== user.id) throw forbidden('Forbidden', 'You can only list the templates assigned to you');
  return listed(app, user, await listAssignedTemplates(app.db, user.email));
}

/** A template `viewer` may see; any other is 'Template not found'. */
export async function openTemplate(app: TemplateServices, viewer: UserRow | null, id: number): Promise<Template> {
  const found = await findTemplate(app.db, id);
  if (!found || !mayView(viewer, found)) throw notFound('Template not found');
  return view(app, viewer, found);
}

/** The template `id`, if `user` may change it (its creator or an admin); one they only see is 403, any other 404. */
export async function ownTemplate(app: TemplateServices, user: UserRow, id: number): Promise<Found> {
  const found = await findTemplate(app.db, id);
  if (!found || (found.row.userId !== user.id && !isAdmin(user))) {
    if (found && mayView(user, found)) throw forbidden('Forbidden', 'Only the template’s creator or an admin may change it');
    throw notFound('Template not found');
  }
  return found;
}

/** Publishes a template as `user` (a designer or an admin): checked, stored with its preview picture. */
export async function publishTemplate(app: TemplateServices, user: UserRow, input: TemplateInputParsed): Promise<Template> {
  return leavingNoEmptySet(app, async () => {
    const columns = await toColumns(app, user, input, { creatorId: user.id, setsDecidable: true });
    if (await isTemplateNameTaken(app.db, user.id, input.name)) throw fieldError('name', 'isUnique', MESSAGES.nameTaken);
    const previewKey = await storePreview(app, input.previewData);
    let id: number;
    try {
      id = await insertTemplate(app.db, { ...columns, userId: user.id, previewKey }, input.assignedToUsers);
    } catch (error) {
      if (previewKey) await app.storage.delete(previewKey);
      if (isUniqueViolation(error)) throw fieldError('name', 'isUnique', MESSAGES.nameTaken);
      throw error;
    }
    return view(app, user, (await findTemplate(app.db, id))!);
  });
}

/**
 * Saves `input` over `existing` (which `user` may change: ownTemplate) if it is still at
 * `basedOn` (409 otherwise). The design set and access limit show only to the template's own
 * creator (spec 001 section 6): an admin saving someone else's template leaves them as they are.
 * A new preview picture replaces the stored one.
 */
export async function saveTemplate(app: TemplateServices, user: UserRow, existing: Found, basedOn: number, input: TemplateInputParsed): Promise<Template> {
  const isCreator = existing.row.userId === user.id;
  return leavingNoEmptySet(app, async () => {
    const columns = await toColumns(app, user, input, { creatorId: existing.row.userId, setsDecidable: isCreator });
    if (!isCreator) {
      delete columns.designSetId;
      delete columns.isAccessLimited;
    }
    if (await isTemplateNameTaken(app.db, existing.row.userId, input.name, existing.row.id)) throw fieldError('name', 'isUnique', MESSAGES.nameTaken);
    const previewKey = input.previewData ? await storePreview(app, input.previewData) : undefined;
    let saved: boolean;
    try {
      saved = await updateTemplate(app.db, existing.row.id, basedOn, { ...columns, ...(previewKey ? { previewKey } : {}) }, input.assignedToUsers);
    } catch (error) {
      if (previewKey) await app.storage.delete(previewKey);
      if (isUniqueViolation(error)) throw fieldError('name', 'isUnique', MESSAGES.nameTaken);
      throw error;
    }
    if (!saved) {
      if (previewKey) await app.storage.delete(previewKey);
      // A set made for this save and now unused goes again.
      await dropEmptyDesignSets(app.db);
      if (!(await findTemplate(app.db, existing.row.id))) throw notFound('Template not found');
      throw conflict(MESSAGES.templateConflictDetails);
    }
    if (previewKey && existing.row.previewKey) await app.storage.delete(existing.row.previewKey);
    await dropEmptyDesignSets(app.db);
    return view(app, user, (await findTemplate(app.db, existing.row.id))!);
  });
}

/** Deletes a template `user` may change, its preview picture, and its design set when no other template is in it. */
export async function removeTemplate(app: TemplateServices, user: UserRow, id: number): Promise<{ id: number }> {
  const existing = await ownTemplate(app, user, id);
  await deleteTemplate(app.db, existing.row.id);
  if (existing.row.previewKey) await app.storage.delete(existing.row.previewKey);
  await dropEmptyDesignSets(app.db);
  return { id: existing.row.id };
}

/**
 * Runs a save that may create a design set (toColumns) and then be refused (a taken name, a
 * value the database cannot hold): the set made for it is removed again, so a refused save
 * leaves nothing behind (found by the fuzz test).
 */
async function leavingNoEmptySet<T>(app: TemplateServices, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    await dropEmptyDesignSets(app.db);
    throw error;
  }
}

/**
 * The category and product of a template, checked against the catalogue: the size must exist,
 * and a product, when given, must be offered in that size; its category is the product's.
 * Without a product the template keeps the category given (or none).
 */
async function checkCatalogueChoice(
  db: Queryable,
  input: { productSizeId: number; productId?: number | null; categoryId?: number | null },
): Promise<{ productId: number | null; categoryId: number | null }> {
  if (!(await productSizeExists(db, input.productSizeId))) throw fieldError('productSizeId', 'exists', 'This product size does not exist');
  if (!input.productId) return { productId: null, categoryId: input.categoryId ?? null };
  const offered = await categoryOfProductInSize(db, input.productId, input.productSizeId);
  if (!offered) throw fieldError('productId', 'offersSize', 'This product is not offered in this size');
  return { productId: input.productId, categoryId: offered.categoryId };
}

/** The stored columns of a valid payload: size, catalogue choices, group and set checked. */
async function toColumns(
  app: TemplateServices,
  user: UserRow,
  input: TemplateInputParsed,
  options: { creatorId: number; setsDecidable: boolean },
): Promise<Omit<TemplateColumns, 'userId'>> {
  const { productSizeId } = input;
  if (productSizeId === null) throw new HttpError(422, 'Validation failed', [{ property: 'productSizeId', constraints: { standardSize: MESSAGES.templateStandardSizesOnly } }]);
  const choice = await checkCatalogueChoice(app.db, { ...input, productSizeId });
  // Only an admin picks the group (spec 001 section 6); others get the product's first one.
  const templateGroupId = isAdmin(user) && input.templateGroupId ? input.templateGroupId : choice.productId ? await firstTemplateGroup(app.db, choice.productId) : null;
  let designSetId: number | null = null;
  if (options.setsDecidable && input.designSetName) {
    designSetId = await designSetFor(app.db, input.designSetName, options.creatorId, isAdmin(user));
    if (designSetId === null) throw fieldError('designSetName', 'isUnique', MESSAGES.nameTaken);
  }
  return {
    name: input.name,
    theme: input.theme,
    template: input.template,
    productSizeId,
    categoryId: choice.categoryId,
    productId: choice.productId,
    templateGroupId,
    designSetId,
    side: input.side,
    order: input.order,
    isAccessLimited: input.isAccessLimited,
  };
}

/** Keeps the preview picture (a PNG or JPEG data URL) as a stored file; its key, or null when none was sent. */
async function storePreview(app: TemplateServices, previewData: string | null | undefined): Promise<string | null> {
  if (!previewData) return null;
  const picture = decodePreview(previewData);
  if (!picture) throw fieldError('previewData', 'isImage', 'The preview must be a PNG or JPEG picture');
  const key = newFileKey('template-previews', picture.extension);
  await app.storage.put(key, picture.bytes, picture.contentType);
  return key;
}
