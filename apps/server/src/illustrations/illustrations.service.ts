import {
  type Illustration,
  type IllustrationFieldErrors,
  type IllustrationFields,
  type IllustrationUpdateBody,
  ILLUSTRATION_MESSAGES,
  type PaidIllustrationsInfo,
  type PaidIllustrationsRequest,
  collectionCostToPay,
  parseIllustrationFields,
  sumMoney,
  updateBodyFields,
} from '@layout/model';
import type { FastifyInstance } from 'fastify';
import { isAdmin } from '../auth/guard';
import { cents, dollars } from '../db/money';
import { HttpError, fieldError, forbidden, notFound } from '../http/errors';
import type { UploadedFile } from '../uploads/multipart';
import type { UserRow } from '../users/users.table';
import { deleteIllustrationFiles, prepareIllustrationFile, storeIllustrationFile } from './illustrationFiles';
import {
  type IllustrationWithCreator,
  deleteIllustration,
  findCategory,
  findIllustration,
  findSubcategory,
  insertIllustrations,
  listCollectionIllustrations,
  listPublishedByIds,
  purchasedAmong,
  toIllustration,
  updateIllustration,
} from './illustrations.queries';

/** What the stock illustrations' work uses of the app: its database, its file storage and the stock fee. */
type App = Pick<FastifyInstance, 'db' | 'storage' | 'config'>;

/** The illustration as the API answers it (links through the storage, prices with the stock fee). */
export const illustrationView =
  (app: App) =>
  (found: IllustrationWithCreator): Illustration =>
    toIllustration(found, (key) => app.storage.url(key), app.config.commission);

/** The creator or an admin: who may change an illustration and see it unpublished. */
export const mayManage = (user: UserRow | null, found: IllustrationWithCreator) => user !== null && (user.id === found.row.userId || isAdmin(user));

/** Field errors as the spec's 422 details. */
export function validationFailed(errors: IllustrationFieldErrors): HttpError {
  return new HttpError(
    422,
    'Validation failed',
    Object.entries(errors).map(([property, message]) => ({ property, constraints: { [property === 'files' ? 'files' : 'isValid']: message } })),
  );
}

/** An illustration anyone may see: a published one, or an unpublished one for its creator or an admin. */
export async function visibleIllustration(app: App, viewer: UserRow | null, id: number): Promise<IllustrationWithCreator> {
  const found = await findIllustration(app.db, id);
  if (!found || (!found.row.isPublished && !mayManage(viewer, found))) throw notFound('Illustration not found');
  return found;
}

/** The illustration `id`, if `user` may change it (its creator or an admin). */
export async function ownIllustration(app: App, user: UserRow, id: number): Promise<IllustrationWithCreator> {
  const found = await findIllustration(app.db, id);
  if (!found || !mayManage(user, found)) {
    if (found?.row.isPublished) throw forbidden('Forbidden', 'Only the illustration’s creator or an admin may change it');
    throw notFound('Illustration not found');
  }
  return found;
}

/**
 * The category must exist; a collection must be in it and be the uploader's own or nobody's
 * (an admin may use any). An update may keep the collection it already had.
 */
async function checkCategories(app: App, user: UserRow, fields: IllustrationFields, keptSubcategoryId: number | null): Promise<void> {
  if (!(await findCategory(app.db, fields.illustrationCategoryId))) {
    throw fieldError('illustrationCategoryId', 'exists', ILLUSTRATION_MESSAGES.categoryUnknown);
  }
  if (fields.illustrationSubcategoryId === null) return;
  const subcategory = await findSubcategory(app.db, fields.illustrationSubcategoryId);
  if (!subcategory || subcategory.illustrationCategoryId !== fields.illustrationCategoryId) {
    throw fieldError('illustrationSubcategoryId', 'exists', ILLUSTRATION_MESSAGES.subcategoryUnknown);
  }
  const mayUse = isAdmin(user) || subcategory.assignedTo === null || subcategory.assignedTo === user.id || subcategory.id === keptSubcategoryId;
  if (!mayUse) throw fieldError('illustrationSubcategoryId', 'isOwn', ILLUSTRATION_MESSAGES.subcategoryNotYours);
}

function columnsOf(fields: IllustrationFields) {
  return {
    name: fields.name,
    costCents: cents(fields.cost),
    order: fields.order,
    keyWords: fields.keyWords,
    isPublished: fields.isPublished,
    illustrationCategoryId: fields.illustrationCategoryId,
    illustrationSubcategoryId: fields.illustrationSubcategoryId,
  };
}

/**
 * A creator's upload (POST /illustrations/upload): the form's text fields and its 1 to 10 files,
 * all with the same fields. Every file is checked before any is stored, then each is stored
 * with its preview and the rows are inserted together; when storing or inserting fails, the
 * files already stored are deleted again: an upload is kept whole or not at all.
 */
export async function uploadIllustrations(app: App, user: UserRow, form: { fields: Record<string, string>; files: UploadedFile[] }): Promise<Illustration[]> {
  const parsed = parseIllustrationFields(form.fields, 'upload', form.files.length);
  if (!parsed.ok) throw validationFailed(parsed.errors);
  await checkCategories(app, user, parsed.fields, null);
  const prepared = [];
  for (const file of form.files) prepared.push(await prepareIllustrationFile(file));
  const stored: { fileKey: string; previewKey: string }[] = [];
  try {
    for (const file of prepared) stored.push(await storeIllustrationFile(app.storage, file));
    const ids = await insertIllustrations(
      app.db,
      prepared.map((file, i) => ({ ...columnsOf(parsed.fields), type: file.type, ...stored[i]!, userId: user.id })),
    );
    const created = await Promise.all(ids.map((id) => findIllustration(app.db, id)));
    return created.filter((c) => c !== null).map(illustrationView(app));
  } catch (error) {
    await Promise.all(stored.map((keys) => deleteIllustrationFiles(app.storage, keys)));
    throw error;
  }
}

/**
 * Changes an illustration's fields (PUT /illustrations/{id}): a field the body leaves out keeps
 * its value; the whole is checked as an upload's fields are.
 */
export async function changeIllustration(app: App, user: UserRow, existing: IllustrationWithCreator, body: IllustrationUpdateBody): Promise<Illustration> {
  const { row } = existing;
  const current = {
    name: row.name,
    cost: String(dollars(row.costCents)),
    order: String(row.order),
    keyWords: JSON.stringify(row.keyWords),
    illustrationCategoryId: String(row.illustrationCategoryId),
    illustrationSubcategoryId: row.illustrationSubcategoryId === null ? '' : String(row.illustrationSubcategoryId),
    isPublished: String(row.isPublished),
  };
  const parsed = parseIllustrationFields(updateBodyFields(body, current), 'update', 0);
  if (!parsed.ok) throw validationFailed(parsed.errors);
  await checkCategories(app, user, parsed.fields, row.illustrationSubcategoryId);
  await updateIllustration(app.db, row.id, columnsOf(parsed.fields));
  return illustrationView(app)((await findIllustration(app.db, row.id))!);
}

/** Deletes an illustration's row, then its files. */
export async function removeIllustration(app: App, existing: IllustrationWithCreator): Promise<void> {
  await deleteIllustration(app.db, existing.row.id);
  await deleteIllustrationFiles(app.storage, existing.row);
}

/**
 * What buying would cost the viewer (POST /illustrations/paid-illustrations-info): the paid
 * illustrations asked for or in the collection that are neither theirs nor bought yet, and the
 * total, the collection's items at the collection's price (never more than one by one).
 */
export async function paidIllustrationsInfo(app: App, viewer: UserRow | null, { illustrationsId, collectionId }: PaidIllustrationsRequest): Promise<PaidIllustrationsInfo> {
  const view = illustrationView(app);
  const collection = collectionId === null ? null : await findSubcategory(app.db, collectionId);
  if (collectionId !== null && !collection) throw notFound('Collection not found');
  const inCollection = collection ? await listCollectionIllustrations(app.db, collection.id) : [];
  const collectionIds = new Set(inCollection.map((f) => f.row.id));
  const separate = await listPublishedByIds(
    app.db,
    [...new Set(illustrationsId)].filter((id) => !collectionIds.has(id)),
  );
  // What the viewer still has to pay for: paid items that are not theirs and not bought yet.
  const candidates = [...inCollection, ...separate].filter((f) => f.row.costCents > 0 && f.row.userId !== viewer?.id);
  const bought = viewer
    ? await purchasedAmong(
        app.db,
        viewer.id,
        candidates.map((f) => f.row.id),
      )
    : new Set<number>();
  const toPay = candidates.filter((f) => !bought.has(f.row.id)).map(view);
  const collectionItems = toPay.filter((i) => collectionIds.has(i.id));
  const separateItems = toPay.filter((i) => !collectionIds.has(i.id));
  const collectionTotal = collection
    ? collectionCostToPay(
        dollars(collection.costCents),
        collectionItems.map((i) => i.fullCost),
        app.config.commission,
      )
    : 0;
  return {
    usedIllustrationsToPay: toPay,
    totalCostToPay: sumMoney([collectionTotal, ...separateItems.map((i) => i.fullCost)]),
  };
}
