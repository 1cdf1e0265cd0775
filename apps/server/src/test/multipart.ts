import type { FastifyInstance } from 'fastify';
import type { SignedUp } from './test-app';

/** One file part of a multipart upload. */
export interface FilePart {
  /** The form field it is sent in; the upload's default field when left out. */
  field?: string;
  name: string;
  /** The file's content (a string is sent as UTF-8). */
  bytes: Buffer | string;
  /** Its content type; the upload's default type when left out. */
  type?: string;
}

/** What an upload sends besides its files, and the defaults of its file parts. */
export interface MultipartOptions {
  /** Text fields, sent before the files as a browser's form sends them. */
  fields?: Record<string, string>;
  /** The field of a file part that names none. Default 'file'. */
  fileField?: string;
  /** The content type of a file part that gives none. Default 'application/octet-stream'. */
  fileType?: string;
}

/** A multipart/form-data request body, built by the platform's FormData as a browser would. */
export async function multipartBody(files: readonly FilePart[], options: MultipartOptions = {}): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
  for (const file of files) {
    const bytes = typeof file.bytes === 'string' ? new TextEncoder().encode(file.bytes) : new Uint8Array(file.bytes);
    form.append(file.field ?? options.fileField ?? 'file', new Blob([bytes], { type: file.type ?? options.fileType ?? 'application/octet-stream' }), file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/** POSTs a multipart upload to `url` as `who` (no token when null). */
export async function postMultipart(app: FastifyInstance, url: string, who: SignedUp | null, files: readonly FilePart[], options: MultipartOptions = {}) {
  const body = await multipartBody(files, options);
  return app.inject({ method: 'POST', url, headers: { ...(who?.headers ?? {}), 'content-type': body.contentType }, payload: body.payload });
}
