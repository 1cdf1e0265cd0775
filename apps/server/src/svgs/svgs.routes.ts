import {
  idParams,
  MAX_FILES_PER_UPLOAD,
  MESSAGES,
  type Svg,
  type SvgCategoryListItem,
  type SvgType,
  priceWithFee,
  svgCategoryInputSchema,
  svgCategoryQuerySchema,
  svgNameFromFileName,
  svgSearchQuerySchema,
  svgUpdateSchema,
  svgUploadFieldsSchema,
} from '@layout/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ADMINS, CREATORS, SIGNED_IN, authorize, currentUser, isAdmin } from '../auth/guard';
import { HttpError, fieldError, forbidden, notFound } from '../http/errors';
import { parseFormFields } from '../http/validation';
import { newFileKey } from '../storage/keys';
import { cents, dollars } from '../db/money';
import { readUploadForm } from '../uploads/multipart';
import { sanitizeSvg } from '../uploads/svg';
import type { UserRow } from '../users/users.table';
import {
  type NewSvg,
  type SvgWithCategory,
  deleteCategory,
  deleteSvg,
  findCategory,
  findSvg,
  firstItemsOf,
  insertCategory,
  insertSvgs,
  isCategoryNameTaken,
  listCategoriesWithCounts,
  listPublicSvgs,
  listPublishedBy,
  listPurchasedBy,
  listUserIcons,
  searchLibrary,
  toCategory,
  updateCategory,
  updateSvg,
} from './svgs.queries';

/** The largest SVG file taken: far above any icon or shape, small enough to parse at once. */
export const SVG_MAX_BYTES = 5 * 1024 * 1024;

const publicQuery = z.object({
  type: z.enum(['shape', 'icon']).optional(),
  /** 'true': only the paid ones (the editor's price list for the page's paid-item notice). */
  paid: z.enum(['true', 'false']).optional(),
});
const isCreator = (user: UserRow) => CREATORS.includes(user.role);
const idOf = (request: FastifyRequest) => (request.params as z.output<typeof idParams>).id;

/**
 * The shape and icon libraries (spec 000 sections 3 and 7; spec 001 sections 2.3 and 4.12).
 * Anyone browses and searches the public library; a signed-in user uploads SVG icons of their own
 * (private); designers and admins publish to the library (with a category, a price, keywords);
 * the owner or an admin changes and deletes; admins keep the categories. Every file is sanitised
 * (uploads/svg.ts) before it is stored.
 */
export async function svgsRoutes(app: FastifyInstance) {
  const view = ({ row, categoryName }: SvgWithCategory): Svg => {
    const cost = dollars(row.costCents);
    return {
      id: row.id,
      name: row.name,
      type: row.type,
      link: app.storage.url(row.fileKey),
      cost,
      fullCost: priceWithFee(cost, app.config.commission),
      keyWords: row.keyWords,
      svgCategoryId: row.svgCategoryId,
      svgCategory: categoryName === null ? null : { name: categoryName },
      isPublic: row.isPublic,
      userId: row.userId,
    };
  };

  /** Whether the viewer may see an svg: public ones anyone, private ones their owner and admins. */
  const mayView = (viewer: UserRow | null, found: SvgWithCategory) => found.row.isPublic || (viewer !== null && (found.row.userId === viewer.id || isAdmin(viewer)));

  app.get('/svgs', { onRequest: authorize('anyone'), schema: { querystring: svgSearchQuerySchema } }, async (request) => {
    const query = request.query as z.output<typeof svgSearchQuerySchema>;
    const { items, total } = await searchLibrary(app.db, query);
    return { svgs: items.map(view), total, page: query.page, perPage: query.perPage };
  });

  app.get('/svgs/public', { onRequest: authorize('anyone'), schema: { querystring: publicQuery } }, async (request) => {
    const query = request.query as z.output<typeof publicQuery>;
    return (await listPublicSvgs(app.db, query.type, query.paid === 'true')).map(view);
  });

  app.get('/svgs/:id', { onRequest: authorize('anyone'), schema: { params: idParams } }, async (request) => {
    const found = await findSvg(app.db, idOf(request));
    if (!found || !mayView(request.user, found)) throw notFound('Svg not found');
    return view(found);
  });

  app.post('/svgs', { onRequest: authorize(SIGNED_IN), config: { limit: 'upload' } }, async (request, reply) => {
    const user = currentUser(request);
    const form = await readUploadForm(request, { maxFiles: MAX_FILES_PER_UPLOAD });
    const fields = parseFormFields(svgUploadFieldsSchema, form.fields);
    // A shape, a price, a category or a public item is publishing: a user's own uploads are private icons.
    const publishing = fields.isPublic === true || (fields.cost ?? 0) > 0 || (fields.svgCategoryId ?? null) !== null || fields.type === 'shape';
    if (publishing && !isCreator(user)) throw forbidden('Forbidden', 'Only designers and admins publish to the library');
    const type: SvgType = fields.type ?? 'icon';
    if (fields.svgCategoryId) await checkCategory(fields.svgCategoryId, type);
    // Every file is checked before any is stored: an upload is taken whole or not at all.
    const files = form.files.map((file) => {
      if (file.field !== 'file') throw fieldError('file', 'isPresent', "Send the SVG files in the field 'file'");
      if (file.bytes.length > SVG_MAX_BYTES) throw new HttpError(413, 'Payload Too Large', `${file.fileName || 'A file'} is larger than 5 MB`);
      try {
        return { name: svgNameFromFileName(file.fileName), bytes: sanitizeSvg(file.bytes) };
      } catch (error) {
        if (error instanceof HttpError) throw new HttpError(error.statusCode, error.message, `${String(error.details)}${file.fileName ? `: ${file.fileName}` : ''}`);
        throw error;
      }
    });
    const stored: NewSvg[] = [];
    try {
      for (const file of files) {
        const fileKey = newFileKey('svgs', 'svg');
        await app.storage.put(fileKey, file.bytes, 'image/svg+xml');
        stored.push({
          name: files.length === 1 && fields.name ? fields.name : file.name,
          type,
          fileKey,
          costCents: publishing ? cents(fields.cost ?? 0) : 0,
          keyWords: fields.keyWords ?? [],
          svgCategoryId: publishing ? (fields.svgCategoryId ?? null) : null,
          isPublic: fields.isPublic === true,
          userId: user.id,
        });
      }
      const rows = await insertSvgs(app.db, stored);
      const categoryName = fields.svgCategoryId && publishing ? ((await findCategory(app.db, fields.svgCategoryId))?.name ?? null) : null;
      return reply.status(201).send(rows.map((row) => view({ row, categoryName: row.svgCategoryId ? categoryName : null })));
    } catch (error) {
      await Promise.all(stored.map((s) => app.storage.delete(s.fileKey)));
      throw error;
    }
  });

  app.put('/svgs/:id', { onRequest: authorize(SIGNED_IN), schema: { params: idParams, body: svgUpdateSchema } }, async (request) => {
    const user = currentUser(request);
    const found = await ownSvg(request);
    const input = request.body as z.output<typeof svgUpdateSchema>;
    const publishes = input.isPublic === true || (input.cost ?? 0) > 0 || (input.svgCategoryId ?? null) !== null;
    if (publishes && !isCreator(user)) throw forbidden('Forbidden', 'Only designers and admins publish to the library');
    if (input.svgCategoryId) await checkCategory(input.svgCategoryId, found.row.type);
    await updateSvg(app.db, found.row.id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.svgCategoryId !== undefined ? { svgCategoryId: input.svgCategoryId } : {}),
      ...(input.cost !== undefined ? { costCents: cents(input.cost) } : {}),
      ...(input.keyWords !== undefined ? { keyWords: input.keyWords } : {}),
      ...(input.isPublic !== undefined ? { isPublic: input.isPublic } : {}),
    });
    return view((await findSvg(app.db, found.row.id))!);
  });

  app.delete('/svgs/:id', { onRequest: authorize(SIGNED_IN), schema: { params: idParams } }, async (request) => {
    const found = await ownSvg(request);
    await deleteSvg(app.db, found.row.id);
    // The row goes first: a file left behind by a failed delete is harmless, a row without its file is not.
    await app.storage.delete(found.row.fileKey);
    return { id: found.row.id };
  });

  app.get('/users/:id/icons', { onRequest: authorize(SIGNED_IN), schema: { params: idParams } }, async (request) => {
    const id = ownListOf(request, 'icons');
    return (await listUserIcons(app.db, id)).map(view);
  });

  app.get('/users/:id/svgs', { onRequest: authorize('anyone'), schema: { params: idParams } }, async (request) => (await listPublishedBy(app.db, idOf(request))).map(view));

  app.get('/users/:id/paid-svgs', { onRequest: authorize(SIGNED_IN), schema: { params: idParams } }, async (request) => {
    const id = ownListOf(request, 'purchases');
    return (await listPurchasedBy(app.db, id)).map(view);
  });

  app.get('/svg-categories', { onRequest: authorize('anyone'), schema: { querystring: svgCategoryQuerySchema } }, async (request) => {
    const query = request.query as z.output<typeof svgCategoryQuerySchema>;
    const categories = await listCategoriesWithCounts(app.db, query.type);
    if (query.withItems === 0) return categories;
    const items = await firstItemsOf(
      app.db,
      categories.filter((c) => c.count > 0).map((c) => c.id),
      query.withItems,
    );
    return categories.map((c): SvgCategoryListItem => ({ ...c, items: (items.get(c.id) ?? []).map(view) }));
  });

  app.get('/svg-categories/:id', { onRequest: authorize('anyone'), schema: { params: idParams } }, async (request) => {
    const category = await findCategory(app.db, idOf(request));
    if (!category) throw notFound('Svg category not found');
    const counted = (await listCategoriesWithCounts(app.db, category.type)).find((c) => c.id === category.id);
    return { ...toCategory(category), count: counted?.count ?? 0 };
  });

  app.post('/svg-categories', { onRequest: authorize(ADMINS), schema: { body: svgCategoryInputSchema } }, async (request, reply) => {
    const input = request.body as z.output<typeof svgCategoryInputSchema>;
    if (await isCategoryNameTaken(app.db, input.type, input.name)) throw fieldError('name', 'isUnique', MESSAGES.nameTaken);
    const row = await insertCategory(app.db, input);
    return reply.status(201).send({ ...toCategory(row), count: 0 });
  });

  app.put('/svg-categories/:id', { onRequest: authorize(ADMINS), schema: { params: idParams, body: svgCategoryInputSchema } }, async (request) => {
    const input = request.body as z.output<typeof svgCategoryInputSchema>;
    const category = await findCategory(app.db, idOf(request));
    if (!category) throw notFound('Svg category not found');
    const counted = (await listCategoriesWithCounts(app.db, category.type)).find((c) => c.id === category.id)?.count ?? 0;
    if (input.type !== category.type && counted > 0) throw fieldError('type', 'unchanged', `The category holds ${category.type}s: its type stays`);
    if (await isCategoryNameTaken(app.db, input.type, input.name, category.id)) throw fieldError('name', 'isUnique', MESSAGES.nameTaken);
    await updateCategory(app.db, category.id, input);
    return { ...toCategory((await findCategory(app.db, category.id))!), count: counted };
  });

  app.delete('/svg-categories/:id', { onRequest: authorize(ADMINS), schema: { params: idParams } }, async (request) => {
    const category = await findCategory(app.db, idOf(request));
    if (!category) throw notFound('Svg category not found');
    // Its svgs stay (in no category): still found by a search, and still in the designs that use them.
    await deleteCategory(app.db, category.id);
    return { id: category.id };
  });

  /** The svg in the path, if the caller may change it: its owner, or an admin (seeded ones only admins). */
  async function ownSvg(request: FastifyRequest): Promise<SvgWithCategory> {
    const user = currentUser(request);
    const found = await findSvg(app.db, idOf(request));
    if (!found || !mayView(user, found)) throw notFound('Svg not found');
    if (found.row.userId !== user.id && !isAdmin(user)) throw forbidden('Forbidden', 'Only the svg’s owner or an admin may change it');
    return found;
  }

  /** The user id of a personal list: the caller's own, or any for an admin. */
  function ownListOf(request: FastifyRequest, what: string): number {
    const user = currentUser(request);
    const id = idOf(request);
    if (id !== user.id && !isAdmin(user)) throw forbidden('Forbidden', `You can only list your own ${what}`);
    return id;
  }

  /** A category the svg may go in: it exists and is of the svg's type. */
  async function checkCategory(id: number, type: SvgType): Promise<void> {
    const category = await findCategory(app.db, id);
    if (!category || category.type !== type) throw fieldError('svgCategoryId', 'exists', `There is no such ${type} category`);
  }
}
