import {
  type Svg,
  type SvgCategoryCounted,
  type SvgCategoryInput,
  type SvgCategoryListItem,
  type SvgType,
  type SvgUpdate,
  type svgCategoryQuerySchema,
  type svgUploadFieldsSchema,
  MESSAGES,
  priceWithFee,
  svgNameFromFileName,
} from '@layout/model';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { CREATORS, isAdmin } from '../auth/guard';
import { cents, dollars } from '../db/money';
import type { Queryable } from '../db/client';
import { HttpError, fieldError, forbidden, notFound } from '../http/errors';
import { newFileKey } from '../storage/keys';
import type { UploadedFile } from '../uploads/multipart';
import { RASTER_CONTENT_TYPES, RASTER_EXTENSIONS, type RasterFormat, readRasterUpload, sniffFormat } from '../uploads/raster';
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
  listLibraryItemsBy,
  listCategoriesWithCounts,
  toCategory,
  updateCategory,
  updateSvg,
} from './svgs.queries';
import type { SvgCategoryRow } from './svgs.table';

/**
 * The shape and icon libraries' rules (spec 000 sections 3 and 7; spec 001 sections 2.3 and 4.12):
 * who sees an svg, who may publish, change and delete one, the upload (check every file, store
 * them, insert the rows, remove the stored files when the insert fails) and the categories.
 */

/** The largest SVG file taken: far above any icon or shape, small enough to parse at once. */
export const SVG_MAX_BYTES = 5 * 1024 * 1024;

/** What the library's work needs of the app: its database, its file storage and the stock fee. */
export type SvgsContext = Pick<FastifyInstance, 'db' | 'storage' | 'config'>;

export type SvgUploadFields = z.output<typeof svgUploadFieldsSchema>;
export type SvgCategoryQuery = z.output<typeof svgCategoryQuerySchema>;

const isCreator = (user: UserRow) => CREATORS.includes(user.role);

/** A stored svg as the API answers it (the Svg shape): its file's address, its price with the stock fee. */
export function toSvg(ctx: SvgsContext, { row, categoryName }: SvgWithCategory): Svg {
  const cost = dollars(row.costCents);
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    link: ctx.storage.url(row.fileKey),
    cost,
    fullCost: priceWithFee(cost, ctx.config.commission),
    keyWords: row.keyWords,
    svgCategoryId: row.svgCategoryId,
    svgCategory: categoryName === null ? null : { name: categoryName },
    isPublic: row.isPublic,
    userId: row.userId,
  };
}

/** Whether the viewer may see an svg: public ones anyone, private ones their owner and admins. */
/** What a user put in the library: the published items for everyone, the unpublished ones too for the user and admins. */
export function libraryItemsOf(db: Queryable, viewer: UserRow | null, userId: number): Promise<SvgWithCategory[]> {
  const withUnpublished = viewer !== null && (viewer.id === userId || isAdmin(viewer));
  return listLibraryItemsBy(db, userId, { withUnpublished });
}

export const mayView = (viewer: UserRow | null, found: SvgWithCategory) => found.row.isPublic || (viewer !== null && (found.row.userId === viewer.id || isAdmin(viewer)));

/** The svg `id`, if the viewer may see it (404 otherwise). */
export async function visibleSvg(db: Queryable, viewer: UserRow | null, id: number): Promise<SvgWithCategory> {
  const found = await findSvg(db, id);
  if (!found || !mayView(viewer, found)) throw notFound('Svg not found');
  return found;
}

/** The svg `id`, if the user may change it: its owner, or an admin (seeded ones only admins). */
export async function ownSvg(db: Queryable, user: UserRow, id: number): Promise<SvgWithCategory> {
  const found = await visibleSvg(db, user, id);
  if (found.row.userId !== user.id && !isAdmin(user)) throw forbidden('Forbidden', 'Only the svg’s owner or an admin may change it');
  return found;
}

/** The user id of a personal list: the caller's own, or any for an admin. */
export function ownListOf(user: UserRow, id: number, what: string): number {
  if (id !== user.id && !isAdmin(user)) throw forbidden('Forbidden', `You can only list your own ${what}`);
  return id;
}

/** A category the svg may go in: it exists and is of the svg's type. */
async function checkCategory(db: Queryable, id: number, type: SvgType): Promise<void> {
  const category = await findCategory(db, id);
  if (!category || category.type !== type) throw fieldError('svgCategoryId', 'exists', `There is no such ${type} category`);
}

/** A checked file of an upload: its name, the bytes to store, and what they are. */
interface CheckedFile {
  name: string;
  bytes: Buffer;
  /** The stored file's extension and content type: SVG, or a JPEG/PNG icon. */
  format: 'svg' | RasterFormat;
}

/**
 * Every file checked, before any is stored: an upload is taken whole or not at all. What a file is
 * comes from its bytes: a JPEG or PNG (by its signature) is an icon picture (spec 001 section 5:
 * icon uploads keep JPEG and PNG), checked as My images' pictures are (whole, within the pixel
 * limit; uploads/raster.ts) and kept as it is; only icons may be pictures, a shape stays vector
 * (its fill and stroke paint the artwork). Anything else must be an SVG, which is sanitised.
 */
async function checkFiles(files: readonly UploadedFile[], type: SvgType): Promise<CheckedFile[]> {
  const checked: CheckedFile[] = [];
  // One at a time: a picture's decode is the heavy part, and the cores serve other requests too.
  for (const file of files) {
    if (file.field !== 'file') throw fieldError('file', 'isPresent', "Send the files in the field 'file'");
    const name = svgNameFromFileName(file.fileName);
    if (sniffFormat(file.bytes)) {
      if (type !== 'icon') throw new HttpError(422, 'Validation failed', `Shapes have to be SVG files${file.fileName ? `: ${file.fileName}` : ''}`);
      const picture = await readRasterUpload(file.bytes, file.fileName);
      checked.push({ name, bytes: file.bytes, format: picture.format });
      continue;
    }
    if (file.bytes.length > SVG_MAX_BYTES) throw new HttpError(413, 'Payload Too Large', `${file.fileName || 'A file'} is larger than 5 MB`);
    try {
      checked.push({ name, bytes: sanitizeSvg(file.bytes), format: 'svg' });
    } catch (error) {
      if (error instanceof HttpError) throw new HttpError(error.statusCode, error.message, `${String(error.details)}${file.fileName ? `: ${file.fileName}` : ''}`);
      throw error;
    }
  }
  return checked;
}

/**
 * Stores an upload of 1 to 10 files: SVGs, and JPEG or PNG icons. A user's own uploads are private icons; a shape, a price,
 * a category or a public item is publishing, which only designers and admins do. Every file is
 * sanitised first; the stored files are removed again when the rows cannot be inserted.
 */
export async function uploadSvgs(ctx: SvgsContext, user: UserRow, fields: SvgUploadFields, uploaded: readonly UploadedFile[]): Promise<Svg[]> {
  const publishing = fields.isPublic === true || (fields.cost ?? 0) > 0 || (fields.svgCategoryId ?? null) !== null || fields.type === 'shape';
  if (publishing && !isCreator(user)) throw forbidden('Forbidden', 'Only designers and admins publish to the library');
  const type: SvgType = fields.type ?? 'icon';
  if (fields.svgCategoryId) await checkCategory(ctx.db, fields.svgCategoryId, type);
  const files = await checkFiles(uploaded, type);
  const stored: NewSvg[] = [];
  try {
    for (const file of files) {
      const fileKey = newFileKey('svgs', file.format === 'svg' ? 'svg' : RASTER_EXTENSIONS[file.format]);
      await ctx.storage.put(fileKey, file.bytes, file.format === 'svg' ? 'image/svg+xml' : RASTER_CONTENT_TYPES[file.format]);
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
    const rows = await insertSvgs(ctx.db, stored);
    const categoryName = fields.svgCategoryId && publishing ? ((await findCategory(ctx.db, fields.svgCategoryId))?.name ?? null) : null;
    return rows.map((row) => toSvg(ctx, { row, categoryName: row.svgCategoryId ? categoryName : null }));
  } catch (error) {
    await Promise.all(stored.map((s) => ctx.storage.delete(s.fileKey)));
    throw error;
  }
}

/** Changes an svg the user may change; publishing (public, priced, in a category) is for designers and admins. */
export async function changeSvg(ctx: SvgsContext, user: UserRow, id: number, input: SvgUpdate): Promise<Svg> {
  const found = await ownSvg(ctx.db, user, id);
  const publishes = input.isPublic === true || (input.cost ?? 0) > 0 || (input.svgCategoryId ?? null) !== null;
  if (publishes && !isCreator(user)) throw forbidden('Forbidden', 'Only designers and admins publish to the library');
  if (input.svgCategoryId) await checkCategory(ctx.db, input.svgCategoryId, found.row.type);
  await updateSvg(ctx.db, found.row.id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.svgCategoryId !== undefined ? { svgCategoryId: input.svgCategoryId } : {}),
    ...(input.cost !== undefined ? { costCents: cents(input.cost) } : {}),
    ...(input.keyWords !== undefined ? { keyWords: input.keyWords } : {}),
    ...(input.isPublic !== undefined ? { isPublic: input.isPublic } : {}),
  });
  return toSvg(ctx, (await findSvg(ctx.db, found.row.id))!);
}

/** Deletes an svg the user may change, and its file. */
export async function removeSvg(ctx: SvgsContext, user: UserRow, id: number): Promise<{ id: number }> {
  const found = await ownSvg(ctx.db, user, id);
  await deleteSvg(ctx.db, found.row.id);
  // The row goes first: a file left behind by a failed delete is harmless, a row without its file is not.
  await ctx.storage.delete(found.row.fileKey);
  return { id: found.row.id };
}

/** A type's categories in order with their counts, and with `withItems` each one's first items. */
export async function listCategories(ctx: SvgsContext, query: SvgCategoryQuery): Promise<SvgCategoryListItem[]> {
  const categories = await listCategoriesWithCounts(ctx.db, query.type);
  if (query.withItems === 0) return categories;
  const items = await firstItemsOf(
    ctx.db,
    categories.filter((c) => c.count > 0).map((c) => c.id),
    query.withItems,
  );
  return categories.map((c): SvgCategoryListItem => ({ ...c, items: (items.get(c.id) ?? []).map((found) => toSvg(ctx, found)) }));
}

async function existingCategory(db: Queryable, id: number): Promise<SvgCategoryRow> {
  const category = await findCategory(db, id);
  if (!category) throw notFound('Svg category not found');
  return category;
}

/** How many public svgs a category holds. */
async function countOf(db: Queryable, category: SvgCategoryRow): Promise<number> {
  return (await listCategoriesWithCounts(db, category.type)).find((c) => c.id === category.id)?.count ?? 0;
}

/** One category with its count. */
export async function getCategory(db: Queryable, id: number): Promise<SvgCategoryCounted> {
  const category = await existingCategory(db, id);
  return { ...toCategory(category), count: await countOf(db, category) };
}

/** A new category; names are unique per type. */
export async function createCategory(db: Queryable, input: SvgCategoryInput): Promise<SvgCategoryCounted> {
  if (await isCategoryNameTaken(db, input.type, input.name)) throw fieldError('name', 'isUnique', MESSAGES.nameTaken);
  const row = await insertCategory(db, input);
  return { ...toCategory(row), count: 0 };
}

/** Renames, reorders or retypes a category; one holding svgs keeps its type. */
export async function changeCategory(db: Queryable, id: number, input: SvgCategoryInput): Promise<SvgCategoryCounted> {
  const category = await existingCategory(db, id);
  const counted = await countOf(db, category);
  if (input.type !== category.type && counted > 0) throw fieldError('type', 'unchanged', `The category holds ${category.type}s: its type stays`);
  if (await isCategoryNameTaken(db, input.type, input.name, category.id)) throw fieldError('name', 'isUnique', MESSAGES.nameTaken);
  await updateCategory(db, category.id, input);
  return { ...toCategory((await findCategory(db, category.id))!), count: counted };
}

/** Deletes a category; its svgs stay (in no category): still found by a search, and still in the designs that use them. */
export async function removeCategory(db: Queryable, id: number): Promise<{ id: number }> {
  const category = await existingCategory(db, id);
  await deleteCategory(db, category.id);
  return { id: category.id };
}
