import {
  FONT_FILE_EXTENSIONS,
  FONT_MAX_BYTES,
  FONT_TOO_LARGE_MESSAGE,
  type Font,
  MESSAGES,
  UPLOADED_FONT_CATEGORY_ID,
  fontNameFromFileName,
  type fontUploadFieldsSchema,
} from '@layout/model';
import { proveFontFile } from '@layout/render/node';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { isAdmin } from '../auth/guard';
import { HttpError, fieldError, forbidden, notFound } from '../http/errors';
import { newFileKey } from '../storage/keys';
import type { UploadForm, UploadedFile } from '../uploads/multipart';
import type { UserRow } from '../users/users.table';
import { inspectFontFile } from './fontFile';
import { deleteFont, findFont, fontCategoryExists, insertFont, toFont } from './fonts.queries';
import type { FontRow } from './fonts.table';

/**
 * The fonts' rules (spec 000 sections 3, 5 and 7): the upload (check the file by its bytes, store
 * it, insert the row, remove the stored file when the insert fails) and who deletes a font.
 */

/** What the fonts' work needs of the app: its database and its file storage. */
export type FontsContext = Pick<FastifyInstance, 'db' | 'storage'>;

export type FontUploadFields = z.output<typeof fontUploadFieldsSchema>;

const invalidFont = () => new HttpError(422, MESSAGES.invalidFontFile, [{ property: 'font', constraints: { isFontFile: MESSAGES.invalidFontFile } }]);

/** A stored font as the API answers it (the Font shape). */
export const fontView = (ctx: Pick<FontsContext, 'storage'>, row: FontRow): Font => toFont(row, ctx.storage.url(row.fileKey));

/** The upload's one file, which must come in the 'font' field. */
export function fontFileOf(form: UploadForm): UploadedFile {
  const file = form.files[0]!;
  if (file.field !== 'font') throw fieldError('font', 'isPresent', "Send the font file in the field 'font'");
  return file;
}

/**
 * Checks an uploaded font: at most FONT_MAX_BYTES, named .otf or .ttf and proved a font by its
 * bytes; its name is the one sent, else the file name before its first dot; its category the one
 * sent (it must exist), else category 1.
 */
async function checkFontUpload(ctx: FontsContext, file: UploadedFile, fields: FontUploadFields) {
  if (file.bytes.length > FONT_MAX_BYTES) throw new HttpError(413, 'Payload Too Large', FONT_TOO_LARGE_MESSAGE);
  const lowerName = file.fileName.toLowerCase();
  if (!FONT_FILE_EXTENSIONS.some((ext) => lowerName.endsWith(ext))) throw invalidFont();
  const info = inspectFontFile(file.bytes);
  if (!info) throw invalidFont();
  // Parsing is not enough: the font must lay out and embed in a PDF as the export will use it.
  await proveFontFile(file.bytes).catch(() => {
    throw invalidFont();
  });
  const fontCategoryId = fields.fontCategoryId ?? UPLOADED_FONT_CATEGORY_ID;
  if (!(await fontCategoryExists(ctx.db, fontCategoryId))) throw fieldError('fontCategoryId', 'exists', 'There is no such font category');
  const name = fields.name || fontNameFromFileName(file.fileName);
  return { format: info.format, name, fontCategoryId };
}

/** Stores a checked font as the user's own; the stored file is removed again when the row cannot be inserted. */
export async function uploadFont(ctx: FontsContext, user: UserRow, file: UploadedFile, fields: FontUploadFields): Promise<Font> {
  const upload = await checkFontUpload(ctx, file, fields);
  const key = newFileKey('fonts', upload.format);
  await ctx.storage.put(key, file.bytes, upload.format === 'otf' ? 'font/otf' : 'font/ttf');
  try {
    const row = await insertFont(ctx.db, { name: upload.name, userId: user.id, fileKey: key, fontCategoryId: upload.fontCategoryId });
    return fontView(ctx, row);
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
}

/** Deletes a font and its file: a user their own, an admin any; a public one only an admin. */
export async function removeFont(ctx: FontsContext, user: UserRow, id: number): Promise<{ id: number }> {
  const font = await findFont(ctx.db, id);
  if (!font) throw notFound('Font not found');
  if (font.userId === null && !isAdmin(user)) throw forbidden('Forbidden', 'Only an admin can delete a public font');
  // An uploaded font is private: to anyone else it does not exist (as pictures and designs).
  if (font.userId !== null && font.userId !== user.id && !isAdmin(user)) throw notFound('Font not found');
  await deleteFont(ctx.db, font.id);
  // The row goes first: a file left behind by a failed delete is harmless, a row without its file is not.
  await ctx.storage.delete(font.fileKey);
  return { id: font.id };
}
