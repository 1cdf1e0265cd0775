/**
 * Where uploaded and generated files live (pictures, thumbnails, fonts, SVGs, exports). Rows in
 * the database keep a key; the storage keeps the bytes. The one store so far is the local disk
 * under DATA_DIR/files (localStorage.ts); another (an S3 bucket) would implement this interface.
 */
export interface StoredFile {
  body: Buffer;
  contentType: string;
}

export interface FileStorage {
  /** Stores `body` under `key` (replacing what was there). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The address a browser loads the file from. */
  url(key: string): string;
  /**
   * An address that downloads the file as `fileName` (Content-Disposition: attachment) until it
   * expires: presigned by S3, or signed with the server's secret for local storage (served by
   * the exports' download route). Generated files (exports) are handed out this way only.
   */
  downloadUrl(key: string, options: DownloadUrlOptions): Promise<string>;
}

/** How long a download link lives and the name the browser saves the file under. */
export interface DownloadUrlOptions {
  expiresInSeconds: number;
  fileName: string;
}

/** Keys are paths of safe segments: letters, digits, '-', '_', '.', no '..', no leading '/'. */
const KEY_PATTERN = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}\/){0,4}[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/** True for a key `newFileKey` could have made (so a key from a URL cannot escape the store). */
export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split('/').includes('..');
}

/** The content type of a stored file, by its key's extension. */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  ttf: 'font/ttf',
  otf: 'font/otf',
  pdf: 'application/pdf',
  zip: 'application/zip',
  json: 'application/json',
};
