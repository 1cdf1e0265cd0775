import { z } from 'zod';
import { userImageSchema } from '../library/index';
import { dropboxConfigSchema, dropboxFileSchema, dropboxImportInputSchema, dropboxRedirectUriSchema, dropboxTokenInputSchema } from '../library/dropbox';
import { defineRoute } from './route';

/**
 * Dropbox (spec 000 section 7, spec 001 section 7), on when the server has a Dropbox app set up.
 * The files and import calls carry the user's Dropbox token in the x-dropbox-token header.
 */
export const dropboxContract = {
  config: defineRoute({
    method: 'GET',
    path: '/dropbox/config',
    summary: 'Whether Dropbox is set up, and its authorize page for the given redirect URI',
    query: z.object({ redirectUri: dropboxRedirectUriSchema.optional() }),
    response: { 200: dropboxConfigSchema },
  }),
  token: defineRoute({
    method: 'POST',
    path: '/dropbox/token',
    summary: 'Exchanges the code Dropbox returned for an access token (kept by the browser)',
    body: dropboxTokenInputSchema,
    response: { 200: z.object({ accessToken: z.string() }) },
  }),
  files: defineRoute({
    method: 'GET',
    path: '/dropbox/files',
    summary: 'The JPEG and PNG files of the user’s Dropbox folder public, newest first, each with a temporary link',
    response: { 200: z.array(dropboxFileSchema) },
  }),
  import: defineRoute({
    method: 'POST',
    path: '/dropbox/import',
    summary: 'Keeps a file of the Dropbox folder public as a picture or logo, checked like an upload',
    body: dropboxImportInputSchema,
    response: { 201: userImageSchema },
  }),
};
