import { idParams, FONT_FILE_EXTENSIONS, FONT_MAX_BYTES, FONT_TOO_LARGE_MESSAGE, MESSAGES, UPLOADED_FONT_CATEGORY_ID, fontNameFromFileName, idTextSchema } from '@layout/model';
import { proveFontFile } from '@layout/render/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SIGNED_IN, authorize, currentUser, isAdmin } from '../auth/guard';
import { HttpError, fieldError, forbidden, notFound } from '../http/errors';
import { parseFormFields } from '../http/validation';
import { newFileKey } from '../storage/keys';
import { readUploadForm } from '../uploads/multipart';
import { inspectFontFile } from './fontFile';
import { deleteFont, findFont, fontCategoryExists, insertFont, listFontCategories, listFontCombinations, listPublicFonts, listUserFonts, toFont } from './fonts.queries';
import type { FontRow } from './fonts.table';

/** The text fields of POST /api/fonts (spec 000 section 7: font, name, fontCategoryId). */
const fontFieldsSchema = z.object({
  name: z.string().trim().max(200, 'A font name has at most 200 characters').optional(),
  fontCategoryId: idTextSchema.optional(),
});

const invalidFont = () => new HttpError(422, MESSAGES.invalidFontFile, [{ property: 'font', constraints: { isFontFile: MESSAGES.invalidFontFile } }]);

/**
 * Fonts, font categories and premade font combinations (spec 000 sections 3, 5 and 7). Anyone
 * lists the categories, the public fonts and the combinations; a signed-in user uploads fonts of
 * their own, which they (and admins) list and delete; only admins delete public fonts.
 */
export async function fontsRoutes(app: FastifyInstance) {
  const view = (row: FontRow) => toFont(row, app.storage.url(row.fileKey));

  app.get('/font-categories', async () => listFontCategories(app.db));

  app.get('/fonts/public', async () => (await listPublicFonts(app.db)).map(view));

  app.get('/users/:id/fonts', { onRequest: authorize(SIGNED_IN), schema: { params: idParams } }, async (request) => {
    const user = currentUser(request);
    const { id } = request.params as z.output<typeof idParams>;
    if (id !== user.id && !isAdmin(user)) throw forbidden('Forbidden', 'You can only list your own fonts');
    return (await listUserFonts(app.db, id)).map(view);
  });

  app.post('/fonts', { onRequest: authorize(SIGNED_IN), config: { limit: 'upload' } }, async (request, reply) => {
    const user = currentUser(request);
    const upload = await readFontUpload(request);
    const key = newFileKey('fonts', upload.format);
    await app.storage.put(key, upload.bytes, upload.format === 'otf' ? 'font/otf' : 'font/ttf');
    try {
      const row = await insertFont(app.db, { name: upload.name, userId: user.id, fileKey: key, fontCategoryId: upload.fontCategoryId });
      return reply.status(201).send(view(row));
    } catch (error) {
      await app.storage.delete(key);
      throw error;
    }
  });

  app.delete('/fonts/:id', { onRequest: authorize(SIGNED_IN), schema: { params: idParams } }, async (request) => {
    const user = currentUser(request);
    const { id } = request.params as z.output<typeof idParams>;
    const font = await findFont(app.db, id);
    if (!font) throw notFound('Font not found');
    if (font.userId === null && !isAdmin(user)) throw forbidden('Forbidden', 'Only an admin can delete a public font');
    // An uploaded font is private: to anyone else it does not exist (as pictures and designs).
    if (font.userId !== null && font.userId !== user.id && !isAdmin(user)) throw notFound('Font not found');
    await deleteFont(app.db, font.id);
    // The row goes first: a file left behind by a failed delete is harmless, a row without its file is not.
    await app.storage.delete(font.fileKey);
    return { id: font.id };
  });

  app.get('/font-combinations', async () => listFontCombinations(app.db));

  /**
   * Reads and checks an upload: one file in the 'font' field, at most FONT_MAX_BYTES, named .otf or
   * .ttf and proved a font by its bytes; its name is the one sent, else the file name before its
   * first dot; its category the one sent (it must exist), else category 1.
   */
  async function readFontUpload(request: FastifyRequest) {
    const form = await readUploadForm(request, { maxFiles: 1 });
    const file = form.files[0]!;
    if (file.field !== 'font') throw fieldError('font', 'isPresent', "Send the font file in the field 'font'");
    const fields = parseFormFields(fontFieldsSchema, form.fields);
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
    if (!(await fontCategoryExists(app.db, fontCategoryId))) throw fieldError('fontCategoryId', 'exists', 'There is no such font category');
    const name = fields.name || fontNameFromFileName(file.fileName);
    return { bytes: file.bytes, format: info.format, name, fontCategoryId };
  }
}
