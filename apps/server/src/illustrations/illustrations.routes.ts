import {
  idParams,
  type Illustration,
  type IllustrationFieldErrors,
  type IllustrationFields,
  type IllustrationPage,
  type IllustrationUpdateBody,
  ILLUSTRATION_MESSAGES,
  ILLUSTRATIONS_PAGE_SIZE,
  MAX_FILES_PER_UPLOAD,
  type PaidIllustrationsInfo,
  type PaidIllustrationsRequest,
  collectionCostToPay,
  illustrationQuerySchema,
  illustrationUpdateBodySchema,
  paidIllustrationsRequestSchema,
  parseIllustrationFields,
  sumMoney,
  updateBodyFields,
} from '@layout/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CREATORS, SIGNED_IN, authorize, currentUser, isAdmin } from '../auth/guard';
import { HttpError, fieldError, forbidden, notFound } from '../http/errors';
import { readUploadForm } from '../uploads/multipart';
import type { UserRow } from '../users/users.table';
import { deleteIllustrationFiles, prepareIllustrationFile, storeIllustrationFile } from './illustrationFiles';
import {
  type IllustrationWithCreator,
  deleteIllustration,
  findCategory,
  findIllustration,
  findSearchedCreator,
  findSubcategory,
  insertIllustrations,
  listCategories,
  listCollectionIllustrations,
  listCreatorIllustrations,
  listPublishedByIds,
  listPublishedPage,
  listPurchasedIllustrations,
  listSubcategories,
  purchasedAmong,
  toIllustration,
  toSubcategory,
  updateIllustration,
} from './illustrations.queries';
import { cents, dollars } from '../db/money';

/** The creator or an admin: who may change an illustration and see it unpublished. */
const mayManage = (user: UserRow | null, found: IllustrationWithCreator) => user !== null && (user.id === found.row.userId || isAdmin(user));

/** Field errors as the spec's 422 details. */
function validationFailed(errors: IllustrationFieldErrors): HttpError {
  return new HttpError(
    422,
    'Validation failed',
    Object.entries(errors).map(([property, message]) => ({ property, constraints: { [property === 'files' ? 'files' : 'isValid']: message } })),
  );
}

/**
 * Stock illustrations (spec 000 sections 3 and 7, spec 001 sections 2.3, 5, 6 and 9). Anyone
 * browses and searches the published ones; designers and admins upload; the creator or an admin
 * changes and deletes; purchases are read here (buying is the marketplace's).
 */
export async function illustrationsRoutes(app: FastifyInstance) {
  const view = (found: IllustrationWithCreator): Illustration => toIllustration(found, (key) => app.storage.url(key), app.config.commission);

  app.get('/illustration-categories', async () => listCategories(app.db));

  app.get('/illustration-subcategories/public', async () => (await listSubcategories(app.db)).map(toSubcategory));

  app.get('/illustrations/public', { schema: { querystring: illustrationQuerySchema } }, async (request): Promise<IllustrationPage> => {
    const query = request.query as z.output<typeof illustrationQuerySchema>;
    const [{ found, total, groups }, creator] = await Promise.all([
      listPublishedPage(app.db, query),
      query.search ? findSearchedCreator(app.db, query.search) : Promise.resolve(null),
    ]);
    return { illustrations: found.map(view), total, page: query.page, pageSize: ILLUSTRATIONS_PAGE_SIZE, groups, creator };
  });

  app.get('/illustrations/:id', { onRequest: authorize('anyone'), schema: { params: idParams } }, async (request) => {
    const found = await findIllustration(app.db, (request.params as { id: number }).id);
    if (!found || (!found.row.isPublished && !mayManage(request.user, found))) throw notFound('Illustration not found');
    return view(found);
  });

  app.get('/users/:id/illustrations', { onRequest: authorize('anyone'), schema: { params: idParams } }, async (request) => {
    const { id } = request.params as { id: number };
    const viewer = request.user;
    const withUnpublished = viewer !== null && (viewer.id === id || isAdmin(viewer));
    return (await listCreatorIllustrations(app.db, id, withUnpublished)).map(view);
  });

  app.get('/users/:id/paid-illustrations', { onRequest: authorize(SIGNED_IN), schema: { params: idParams } }, async (request) => {
    const user = currentUser(request);
    const { id } = request.params as { id: number };
    if (id !== user.id && !isAdmin(user)) throw forbidden('Forbidden', 'You can only list the illustrations you bought');
    return (await listPurchasedIllustrations(app.db, id)).map(view);
  });

  app.post('/illustrations/upload', { onRequest: authorize(CREATORS), config: { limit: 'upload' } }, async (request, reply) => {
    const user = currentUser(request);
    const form = await readUploadForm(request, { maxFiles: MAX_FILES_PER_UPLOAD, minFiles: 0 });
    const parsed = parseIllustrationFields(form.fields, 'upload', form.files.length);
    if (!parsed.ok) throw validationFailed(parsed.errors);
    await checkCategories(user, parsed.fields, null);
    // Every file is checked before any is stored: an upload is kept whole or not at all.
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
      return reply.status(201).send(created.filter((c) => c !== null).map(view));
    } catch (error) {
      await Promise.all(stored.map((keys) => deleteIllustrationFiles(app.storage, keys)));
      throw error;
    }
  });

  app.put('/illustrations/:id', { onRequest: authorize(CREATORS), schema: { params: idParams, body: illustrationUpdateBodySchema } }, async (request) => {
    const user = currentUser(request);
    const existing = await ownIllustration(request);
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
    const parsed = parseIllustrationFields(updateBodyFields(request.body as IllustrationUpdateBody, current), 'update', 0);
    if (!parsed.ok) throw validationFailed(parsed.errors);
    await checkCategories(user, parsed.fields, row.illustrationSubcategoryId);
    await updateIllustration(app.db, row.id, columnsOf(parsed.fields));
    return view((await findIllustration(app.db, row.id))!);
  });

  app.delete('/illustrations/:id', { onRequest: authorize(CREATORS), schema: { params: idParams } }, async (request) => {
    const { row } = await ownIllustration(request);
    await deleteIllustration(app.db, row.id);
    await deleteIllustrationFiles(app.storage, row);
    return { id: row.id };
  });

  app.post(
    '/illustrations/paid-illustrations-info',
    { onRequest: authorize('anyone'), schema: { body: paidIllustrationsRequestSchema } },
    async (request): Promise<PaidIllustrationsInfo> => {
      const { illustrationsId, collectionId } = request.body as PaidIllustrationsRequest;
      const viewer = request.user;
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
    },
  );

  /** The illustration in the path, if the caller may change it (its creator or an admin). */
  async function ownIllustration(request: FastifyRequest): Promise<IllustrationWithCreator> {
    const user = currentUser(request);
    const found = await findIllustration(app.db, (request.params as { id: number }).id);
    if (!found || !mayManage(user, found)) {
      if (found && found.row.isPublished) throw forbidden('Forbidden', 'Only the illustration’s creator or an admin may change it');
      throw notFound('Illustration not found');
    }
    return found;
  }

  /**
   * The category must exist; a collection must be in it and be the uploader's own or nobody's
   * (an admin may use any). An update may keep the collection it already had.
   */
  async function checkCategories(user: UserRow, fields: IllustrationFields, keptSubcategoryId: number | null): Promise<void> {
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
