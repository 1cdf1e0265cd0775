import { DROPBOX_AUTHORIZATION_REQUIRED, DROPBOX_PUBLIC_FOLDER, type DropboxFile, type DropboxImportInput, type UserImage } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../http/errors';
import { storeUserImages } from '../images/images.service';
import { type DropboxClient, DropboxError, type DropboxEntry } from './dropbox.client';

/** The most pictures the picker lists (newest first): a folder of thousands is not browsed here. */
export const MAX_LISTED_PICTURES = 100;
/** How many temporary links are asked for at once. */
const LINK_CONCURRENCY = 8;
/** Entries read from the folder before the pictures are picked out. */
const MAX_FOLDER_ENTRIES = 2000;

const PICTURE_NAME = /\.(jpe?g|png)$/i;

/** What the Dropbox work needs of the app: the database, the file storage and the upload limit. */
type Deps = Pick<FastifyInstance, 'db' | 'storage' | 'config'>;

/** Runs a Dropbox call, turning its failure into the answer the user sees. */
export async function dropboxCall<T>(run: () => Promise<T>, uploadLimitBytes: number): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof DropboxError)) throw error;
    throw httpErrorOf(error, uploadLimitBytes);
  }
}

/**
 * The JPEG and PNG files of the user's Dropbox folder 'public', newest first (at most
 * MAX_LISTED_PICTURES), each with a temporary link. No folder 'public' yet is an empty list.
 */
export async function listDropboxPictures(app: Deps, dropbox: DropboxClient, token: string): Promise<DropboxFile[]> {
  const call = <T>(run: () => Promise<T>) => dropboxCall(run, app.config.uploadLimitBytes);
  const entries = await call(() => dropbox.listFolder(token, DROPBOX_PUBLIC_FOLDER, MAX_FOLDER_ENTRIES)).catch((error: unknown) => {
    // No folder 'public' yet: nothing to show, which the picker explains.
    if (error instanceof HttpError && error.statusCode === 404) return [] as DropboxEntry[];
    throw error;
  });
  const pictures = entries
    .filter((entry) => entry.tag === 'file' && PICTURE_NAME.test(entry.name))
    .sort((a, b) => b.modified.localeCompare(a.modified) || a.name.localeCompare(b.name))
    .slice(0, MAX_LISTED_PICTURES);
  const links = await inBatches(pictures, LINK_CONCURRENCY, (entry) => call(() => dropbox.temporaryLink(token, entry.path)));
  return pictures.map((entry, i) => ({ id: entry.id, name: entry.name, path: entry.path, size: entry.size, link: links[i]! }));
}

/** Downloads a file of the folder 'public' and keeps it as a picture or logo, checked like an upload. */
export async function importDropboxPicture(app: Deps, dropbox: DropboxClient, token: string, userId: number, { path, kind }: DropboxImportInput): Promise<UserImage> {
  const { entry, bytes } = await dropboxCall(() => dropbox.download(token, path, app.config.uploadLimitBytes), app.config.uploadLimitBytes);
  const [image] = await storeUserImages(app, userId, kind, [{ fileName: entry.name || path.split('/').pop() || '', bytes }]);
  return image!;
}

function httpErrorOf(error: DropboxError, uploadLimitBytes: number): HttpError {
  switch (error.failure) {
    case 'unauthorized':
      return new HttpError(403, DROPBOX_AUTHORIZATION_REQUIRED, 'Your Dropbox access has expired or was withdrawn; connect to Dropbox again');
    case 'bad_code':
      return new HttpError(422, 'Dropbox did not accept the code', `${error.message}; connect to Dropbox again`);
    case 'not_found':
      return notFound(`No such file in your Dropbox folder ${DROPBOX_PUBLIC_FOLDER.slice(1)}`);
    case 'wrong_kind':
      return new HttpError(422, 'Invalid picture', 'That is a folder, not a picture');
    case 'too_large':
      return new HttpError(413, 'Payload Too Large', `${error.message.replace(/ is too large$/, '')} is larger than ${Math.round(uploadLimitBytes / (1024 * 1024))} MB`);
    case 'rate_limited':
      return new HttpError(503, 'Dropbox is busy', 'Dropbox asks to wait a little; try again in a minute');
    case 'unavailable':
      return new HttpError(502, 'Bad Gateway', 'Dropbox could not be reached; try again later');
    case 'failed':
      return new HttpError(502, 'Bad Gateway', `Dropbox refused the request: ${error.message}`);
  }
}

/** `run` over `items`, at most `size` at a time, answers in order. */
async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) results.push(...(await Promise.all(items.slice(start, start + size).map(run))));
  return results;
}
