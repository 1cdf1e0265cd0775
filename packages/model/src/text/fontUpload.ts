import { z } from 'zod';
import { idTextSchema } from '../validation/ids';
import { MESSAGES } from '../validation/messages';

/**
 * Font upload (spec 000 section 5): only .otf or .ttf files (font/otf, font/ttf,
 * application/font-sfnt, application/x-font-ttf) are accepted, else 'Invalid font file'; only the
 * first file is used; the font is named after the file name before its first dot, in category 1.
 */

/** Uploaded fonts go to this category. */
export const UPLOADED_FONT_CATEGORY_ID = 1;
/** The font file name endings accepted. */
export const FONT_FILE_EXTENSIONS = ['.otf', '.ttf'] as const;
/** The font MIME types accepted, as the spec lists them. */
export const FONT_MIME_TYPES = ['font/otf', 'font/ttf', 'application/font-sfnt', 'application/x-font-ttf'] as const;

/**
 * The largest font file accepted (not in the spec): the editor downloads and parses a whole font
 * before it can draw with it, and a full Latin/Cyrillic/Greek family face is well under 2 MB;
 * 10 MB leaves room for large CJK faces without letting one upload stall every design using it.
 */
export const FONT_MAX_BYTES = 10 * 1024 * 1024;

/** The message for a font file over FONT_MAX_BYTES. */
export const FONT_TOO_LARGE_MESSAGE = `Font files can be at most ${FONT_MAX_BYTES / (1024 * 1024)} MB`;

/** The text fields of POST /api/fonts (multipart; spec 000 section 7: font, name, fontCategoryId). */
export const fontUploadFieldsSchema = z.object({
  name: z.string().trim().max(200, 'A font name has at most 200 characters').optional(),
  fontCategoryId: idTextSchema.optional(),
});

/** What a File (or a multipart part) tells about itself. */
export interface FontFileInfo {
  name: string;
  /** The MIME type; browsers leave it empty when the system does not know fonts. */
  type: string;
}

/**
 * True for an .otf or .ttf file whose type is one of the four font types. An empty type is
 * accepted on the extension alone, since several systems report no type for font files.
 */
export function isFontFile(file: FontFileInfo): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return FONT_FILE_EXTENSIONS.some((ext) => name.endsWith(ext)) && (type === '' || (FONT_MIME_TYPES as readonly string[]).includes(type));
}

/** The font name of an uploaded file: the file name before its first dot ('Open Sans.v2.ttf' -> 'Open Sans'). */
export function fontNameFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const name = base.split('.')[0]!.trim();
  // A file named '.ttf' has nothing before its dot; its whole name is better than no name.
  return name === '' ? base : name;
}

/** The fields of POST /api/fonts for the chosen files, or the error to show. */
export type FontUpload<F extends FontFileInfo> = { file: F; name: string; fontCategoryId: number } | { error: string };

/** Prepares an upload from the chosen files; undefined when the dialog was cancelled (no file). */
export function prepareFontUpload<F extends FontFileInfo>(files: readonly F[]): FontUpload<F> | undefined {
  const file = files[0];
  if (file === undefined) return undefined;
  if (!isFontFile(file)) return { error: MESSAGES.invalidFontFile };
  return { file, name: fontNameFromFileName(file.name), fontCategoryId: UPLOADED_FONT_CATEGORY_ID };
}
