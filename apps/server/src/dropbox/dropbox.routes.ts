import { DROPBOX_AUTHORIZATION_REQUIRED, DROPBOX_CALLBACK_PATH, DROPBOX_TOKEN_HEADER, MESSAGES, dropboxContract } from '@layout/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SIGNED_IN, authorize, currentUser } from '../auth/guard';
import { routeOptions } from '../http/contract';
import { HttpError } from '../http/errors';
import { type DropboxClient, createDropboxClient } from './dropbox.client';
import { dropboxCall, importDropboxPicture, listDropboxPictures } from './dropbox.service';

export { MAX_LISTED_PICTURES } from './dropbox.service';

/**
 * Dropbox (spec 000 section 7, spec 001 section 7), on when DROPBOX_APP_KEY and DROPBOX_APP_SECRET
 * are set: GET /dropbox/config (is it on, and Dropbox's authorize page), POST /dropbox/token (the
 * code for an access token, which the browser keeps), GET /dropbox/files (the JPEG and PNG files
 * of the folder 'public', each with a temporary link) and POST /dropbox/import (a file of that
 * folder kept as a picture or logo, checked like an upload). The token travels in the
 * x-dropbox-token header. A Dropbox token problem is a 403, so the Layout session stays.
 */
export async function dropboxRoutes(fastify: FastifyInstance, options: { client?: DropboxClient } = {}) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const settings = app.config.dropbox;
  const client = options.client ?? (settings ? createDropboxClient(settings) : null);
  const guard = { onRequest: authorize(SIGNED_IN) };

  app.route({
    ...routeOptions(dropboxContract.config),
    handler: async (request) => {
      if (!client) return { enabled: false, authorizeUrl: null };
      const { redirectUri } = request.query;
      return { enabled: true, authorizeUrl: client.authorizeUrl(redirectUri ?? `${app.config.publicUrl}${DROPBOX_CALLBACK_PATH}`) };
    },
  });

  app.route({
    ...routeOptions(dropboxContract.token),
    ...guard,
    handler: async (request) => {
      const { code, redirectUri } = request.body;
      const dropbox = enabled();
      const accessToken = await dropboxCall(() => dropbox.exchangeCode(code, redirectUri), app.config.uploadLimitBytes);
      return { accessToken };
    },
  });

  app.route({
    ...routeOptions(dropboxContract.files),
    ...guard,
    handler: async (request) => listDropboxPictures(app, enabled(), dropboxToken(request)),
  });

  app.route({
    ...routeOptions(dropboxContract.import),
    ...guard,
    config: { limit: 'upload' },
    handler: async (request, reply) => {
      const dropbox = enabled();
      const user = currentUser(request);
      const image = await importDropboxPicture(app, dropbox, dropboxToken(request), user.id, request.body);
      return reply.status(201).send(image);
    },
  });

  function enabled(): DropboxClient {
    if (!client) throw new HttpError(503, MESSAGES.dropboxNotConfigured, 'This Layout has no Dropbox app set up (DROPBOX_APP_KEY and DROPBOX_APP_SECRET)');
    return client;
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
