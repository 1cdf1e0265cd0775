import { z } from 'zod';
import { USER_IMAGE_KINDS } from './index';

/**
 * What the editor and the server exchange about Dropbox (spec 000 section 7, spec 001 section 7:
 * a code exchanged for an access token kept in the browser, the files of the folder 'public'
 * with temporary links, a chosen file imported as a picture or logo).
 */

/** The header carrying the user's Dropbox access token to Layout's server. */
export const DROPBOX_TOKEN_HEADER = 'x-dropbox-token';
/** The Dropbox folder whose pictures are offered. */
export const DROPBOX_PUBLIC_FOLDER = '/public';
/** The page Dropbox sends the user back to with the code (apps/web/public). */
export const DROPBOX_CALLBACK_PATH = '/dropbox-callback.html';
/** Where that page leaves the code (and the state it came with) for the editor to exchange. */
export const DROPBOX_AUTH_RESULT_KEY = 'dropbox_auth_result';
/** Where the editor notes the address to come back to when Dropbox is opened in the same tab. */
export const DROPBOX_AUTH_RETURN_KEY = 'dropbox_auth_return';
/**
 * The error message of a Dropbox call made without a usable access token (none, expired or
 * revoked): the editor then forgets its token and asks the user to connect again. It is a 403,
 * not a 401, so the user's Layout session is not ended.
 */
export const DROPBOX_AUTHORIZATION_REQUIRED = 'Dropbox authorization required';

/** GET /dropbox/config: whether Dropbox is set up, and where to send the user to allow access. */
export const dropboxConfigSchema = z.object({
  enabled: z.boolean(),
  /** The provider's authorize page for Layout's app key and the given redirect URI; null when not enabled. */
  authorizeUrl: z.string().nullable(),
});
export type DropboxConfig = z.infer<typeof dropboxConfigSchema>;

/** A page of a website Dropbox may send the user back to (http or https only). */
export const dropboxRedirectUriSchema = z
  .string()
  .max(2000)
  .url()
  .refine((value) => /^https?:\/\//i.test(value), { message: 'The redirect URI must be an http or https address' });

/** POST /dropbox/token: the code Dropbox returned, and the redirect URI it was asked with. */
export const dropboxTokenInputSchema = z.object({
  code: z.string().trim().min(1).max(2000),
  redirectUri: dropboxRedirectUriSchema,
});
export type DropboxTokenInput = z.infer<typeof dropboxTokenInputSchema>;

/** A picture in the user's Dropbox folder 'public' (GET /dropbox/files). */
export const dropboxFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Dropbox's path of the file ('/public/beach.jpg'), what POST /dropbox/import takes. */
  path: z.string(),
  size: z.number().int().min(0),
  /** A temporary link (valid for hours) to show the file. */
  link: z.string(),
});
export type DropboxFile = z.infer<typeof dropboxFileSchema>;

/** POST /dropbox/import: the file to bring in and as what. */
export const dropboxImportInputSchema = z.object({
  path: z
    .string()
    .min(1)
    .max(1000)
    .refine((path) => path.toLowerCase().startsWith(`${DROPBOX_PUBLIC_FOLDER}/`), { message: `Only files of the Dropbox folder ${DROPBOX_PUBLIC_FOLDER} can be imported` }),
  kind: z.enum(USER_IMAGE_KINDS),
});
export type DropboxImportInput = z.infer<typeof dropboxImportInputSchema>;
