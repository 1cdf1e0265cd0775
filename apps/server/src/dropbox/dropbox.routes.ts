import {
  DROPBOX_AUTHORIZATION_REQUIRED,
  DROPBOX_CALLBACK_PATH,
  DROPBOX_PUBLIC_FOLDER,
  DROPBOX_TOKEN_HEADER,
  type DropboxConfig,
  type DropboxFile,
  type DropboxImportInput,
  type DropboxTokenInput,
  MESSAGES,
  dropboxImportInputSchema,
  dropboxRedirectUriSchema,
  dropboxTokenInputSchema,
} from '@layout/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SIGNED_IN, authorize, currentUser } from '../auth/guard';
import { HttpError, notFound } from '../http/errors';
import { toUserImage } from '../images/images.queries';
import { storeUserImages } from '../images/storeImages';
import { type DropboxClient, DropboxError, type DropboxEntry, createDropboxClient } from './dropbox.client';

/** The most pictures the picker lists (newest first): a folder of thousands is not browsed here. */
export const MAX_LISTED_PICTURES = 100;
/** How many temporary links are asked for at once. */
const LINK_CONCURRENCY = 8;
/** Entries read from the folder before the pictures are picked out. */
const MAX_FOLDER_ENTRIES = 2000;

const configQuery = z.object({ redirectUri: dropboxRedirectUriSchema.optional() });
const PICTURE_NAME = /\.(jpe?g|png)$/i;

/**
 * Dropbox (spec 000 section 7, spec 001 section 7), on when DROPBOX_APP_KEY and DROPBOX_APP_SECRET
 * are set: GET /dropbox/config (is it on, and Dropbox's authorize page), POST /dropbox/token (the
 * code for an access token, which the browser keeps), GET /dropbox/files (the JPEG and PNG files
 * of the folder 'public', each with a temporary link) and POST /dropbox/import (a file of that
 * folder kept as a picture or logo, checked like an upload). The token travels in the
 * x-dropbox-token header. A Dropbox token problem is a 403, so the Layout session stays.
 */
export async function dropboxRoutes(app: FastifyInstance, options: { client?: DropboxClient } = {}) {
  const settings = app.config.dropbox;
  const client = options.client ?? (settings ? createDropboxClient(settings) : null);

  app.get('/dropbox/config', { schema: { querystring: configQuery } }, async (request): Promise<DropboxConfig> => {
    if (!client) return { enabled: false, authorizeUrl: null };
    const { redirectUri } = request.query as z.infer<typeof configQuery>;
    return { enabled: true, authorizeUrl: client.authorizeUrl(redirectUri ?? `${app.config.publicUrl}${DROPBOX_CALLBACK_PATH}`) };
  });

  app.post('/dropbox/token', { onRequest: authorize(SIGNED_IN), schema: { body: dropboxTokenInputSchema } }, async (request) => {
    const { code, redirectUri } = request.body as DropboxTokenInput;
    const accessToken = await call(() => enabled().exchangeCode(code, redirectUri));
    return { accessToken };
  });

  app.get('/dropbox/files', { onRequest: authorize(SIGNED_IN) }, async (request): Promise<DropboxFile[]> => {
    const dropbox = enabled();
    const token = dropboxToken(request);
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
  });

  app.post('/dropbox/import', { onRequest: authorize(SIGNED_IN), config: { limit: 'upload' }, schema: { body: dropboxImportInputSchema } }, async (request, reply) => {
    const dropbox = enabled();
    const user = currentUser(request);
    const token = dropboxToken(request);
    const { path, kind } = request.body as DropboxImportInput;
    const { entry, bytes } = await call(() => dropbox.download(token, path, app.config.uploadLimitBytes));
    const [row] = await storeUserImages(app, user.id, kind, [{ fileName: entry.name || path.split('/').pop() || '', bytes }]);
    return reply.status(201).send(toUserImage(row!, app.storage));
  });

  function enabled(): DropboxClient {
    if (!client) throw new HttpError(503, MESSAGES.dropboxNotConfigured, 'This Layout has no Dropbox app set up (DROPBOX_APP_KEY and DROPBOX_APP_SECRET)');
    return client;
  }

  /** Runs a Dropbox call, turning its failure into the answer the user sees. */
  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof DropboxError)) throw error;
      throw httpErrorOf(error, app.config.uploadLimitBytes);
    }
  }
}

/** The user's Dropbox token from the x-dropbox-token header. */
function dropboxToken(request: FastifyRequest): string {
  const header = request.headers[DROPBOX_TOKEN_HEADER];
  const token = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!token) throw new HttpError(403, DROPBOX_AUTHORIZATION_REQUIRED, 'Connect to Dropbox first');
  // Tokens are short runs of URL-safe characters; anything else is not one (and must not reach a header).
  if (token.length > 4096 || !/^[A-Za-z0-9._~+/=-]+$/.test(token))
    throw new HttpError(403, DROPBOX_AUTHORIZATION_REQUIRED, 'The Dropbox token is not valid; connect to Dropbox again');
  return token;
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
