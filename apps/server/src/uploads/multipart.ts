import type { FastifyRequest } from 'fastify';
import { HttpError, fieldError } from '../http/errors';

/** One file of a multipart upload, read whole into memory (uploads are limited in size). */
export interface UploadedFile {
  /** The form field it came in ('file', 'font', ...). */
  field: string;
  /** The name the browser sent, without any folder part. */
  fileName: string;
  /** The type the browser claimed; never trusted for what the bytes are. */
  claimedType: string;
  bytes: Buffer;
}

export interface UploadForm {
  files: UploadedFile[];
  /** Text fields by name (the last value wins). */
  fields: Record<string, string>;
}

/**
 * PostgreSQL stores U+0000 in neither text nor jsonb. JSON bodies are refused for it by the parser
 * (http/jsonBody.ts); an upload's fields and file names are refused here, before a route writes
 * anything (a route that writes several rows could otherwise fail half-way).
 */
const NUL = '\u0000';
const UNSTORABLE_TEXT = 'A text holds a character that cannot be stored (U+0000)';

/**
 * Reads a multipart request: its files (at most `maxFiles`, each within the server's upload
 * limit, all together within the upload total) and text fields. A request that is not multipart, has too many files, or a file cut off
 * at the size limit is refused with a clear error before anything is stored.
 */
export async function readUploadForm(request: FastifyRequest, options: { maxFiles: number; minFiles?: number }): Promise<UploadForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Unsupported Media Type', 'Send the files as multipart/form-data');
  const { uploadLimitBytes, uploadTotalLimitBytes } = request.server.config;
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  let total = 0;
  let reading = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        reading = part.filename;
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge(part.filename, uploadLimitBytes);
        // Files are held in memory until all are checked: one request may not hold more than this.
        total += bytes.length;
        if (total > uploadTotalLimitBytes) throw tooLargeTogether(uploadTotalLimitBytes);
        if (files.length >= options.maxFiles) throw new HttpError(422, 'Validation failed', atMost(options.maxFiles));
        if (part.filename.includes(NUL)) throw fieldError(part.fieldname, 'isValid', UNSTORABLE_TEXT);
        files.push({ field: part.fieldname, fileName: baseName(part.filename), claimedType: part.mimetype, bytes });
      } else {
        const value = String(part.value ?? '');
        if (value.includes(NUL)) throw fieldError(part.fieldname, 'isValid', UNSTORABLE_TEXT);
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(reading, uploadLimitBytes);
    if (code === 'FST_FILES_LIMIT') throw new HttpError(422, 'Validation failed', atMost(options.maxFiles));
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new HttpError(422, 'Validation failed', 'Too many form fields');
    throw new HttpError(400, 'Bad Request', 'The upload could not be read');
  }
  if (files.length < (options.minFiles ?? 1)) throw new HttpError(422, 'Validation failed', 'Choose a file to upload');
  return { files, fields };
}

function atMost(maxFiles: number): string {
  return maxFiles === 1 ? 'Only one file can be uploaded at a time' : `At most ${maxFiles} files can be uploaded at once`;
}

function tooLargeTogether(limit: number): HttpError {
  return new HttpError(413, 'Payload Too Large', `The files together are larger than ${sizeText(limit)}: upload fewer at once`);
}

function tooLarge(fileName: string, limit: number): HttpError {
  return new HttpError(413, 'Payload Too Large', `${fileName ? `${baseName(fileName)} is` : 'A file is'} larger than ${sizeText(limit)}`);
}

/** A limit as people read it: '30 MB', or '4 KB' for one below a megabyte. */
function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The file name without a folder part ('C:\\photos\\a.jpg' -> 'a.jpg'), at most 200 characters. */
function baseName(fileName: string): string {
  return (fileName.split(/[\\/]/).pop() ?? '').slice(0, 200);
}
