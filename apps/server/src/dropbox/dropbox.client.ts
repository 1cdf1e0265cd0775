/**
 * Dropbox as Layout uses it: the OAuth 2 code flow and three calls of the HTTP API v2 (list a
 * folder, a temporary link, download). `DropboxClient` is what the routes need; the adapter
 * below speaks to the real service (https://www.dropbox.com/developers/documentation/http/documentation)
 * at addresses that tests point at a local fake.
 */

/** A file or folder of a folder listing (the fields of Dropbox's FileMetadata Layout reads). */
export interface DropboxEntry {
  tag: 'file' | 'folder' | 'deleted';
  id: string;
  name: string;
  /** The path as the user spelled it ('/Public/Beach.JPG'). */
  path: string;
  size: number;
  /** When Dropbox last saw the file change (ISO 8601). */
  modified: string;
}

export interface DropboxClient {
  /** Dropbox's page where the user allows Layout, coming back to `redirectUri` with a code. */
  authorizeUrl(redirectUri: string): string;
  /** The access token for a code Dropbox gave with `redirectUri`. */
  exchangeCode(code: string, redirectUri: string): Promise<string>;
  /** Every entry of a folder (following Dropbox's pages of results up to `maxEntries`). */
  listFolder(token: string, path: string, maxEntries: number): Promise<DropboxEntry[]>;
  /** A link to the file's content, valid for four hours. */
  temporaryLink(token: string, path: string): Promise<string>;
  /** The file's bytes, refused past `maxBytes` without reading the rest. */
  download(token: string, path: string, maxBytes: number): Promise<{ entry: DropboxEntry; bytes: Buffer }>;
}

/** Why a Dropbox call failed, as the routes tell the user. */
export type DropboxFailure =
  /** The token is missing, expired or withdrawn (401). */
  | 'unauthorized'
  /** The code was refused (expired, used, or for another redirect URI). */
  | 'bad_code'
  /** No such file or folder. */
  | 'not_found'
  /** A folder where a file was meant, or the other way round. */
  | 'wrong_kind'
  | 'too_large'
  /** Dropbox asked to slow down (429). */
  | 'rate_limited'
  /** Dropbox could not be reached or failed on its side. */
  | 'unavailable'
  /** Anything else Dropbox refused (a 400: a bug in the request). */
  | 'failed';

export class DropboxError extends Error {
  constructor(
    readonly failure: DropboxFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface DropboxAdapterOptions {
  appKey: string;
  appSecret: string;
  /** https://www.dropbox.com/oauth2/authorize */
  authorizeUrl: string;
  /** https://api.dropboxapi.com */
  apiUrl: string;
  /** https://content.dropboxapi.com */
  contentUrl: string;
  /** How long one call may take before it counts as Dropbox being unreachable. */
  timeoutMs?: number;
}

/** The adapter for the real Dropbox HTTP API v2. */
export function createDropboxClient(options: DropboxAdapterOptions): DropboxClient {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const apiUrl = options.apiUrl.replace(/\/$/, '');
  const contentUrl = options.contentUrl.replace(/\/$/, '');

  /** Sends a request; network failures and timeouts are 'unavailable'. */
  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw new DropboxError('unavailable', 'Dropbox could not be reached');
    }
  }

  /** An RPC call of API v2: JSON in, JSON out. */
  async function rpc<T>(token: string, endpoint: string, args: unknown): Promise<T> {
    const response = await send(`${apiUrl}/2/${endpoint}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(args),
    });
    if (!response.ok) throw await errorOf(response);
    return (await response.json()) as T;
  }

  return {
    authorizeUrl(redirectUri) {
      const url = new URL(options.authorizeUrl);
      url.searchParams.set('client_id', options.appKey);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('redirect_uri', redirectUri);
      // A short-lived token, no refresh token: the browser keeps it, and asks again when it expires.
      url.searchParams.set('token_access_type', 'online');
      return url.toString();
    },

    async exchangeCode(code, redirectUri) {
      const response = await send(`${apiUrl}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ code, grant_type: 'authorization_code', redirect_uri: redirectUri, client_id: options.appKey, client_secret: options.appSecret }),
      });
      if (response.status === 400) {
        const body = (await readJson(response)) as { error?: string; error_description?: string } | null;
        // invalid_grant: a code that expired, was used already or came with another redirect URI.
        if (body?.error === 'invalid_grant') throw new DropboxError('bad_code', body.error_description || 'The code is not valid');
        throw new DropboxError('failed', body?.error_description || body?.error || 'Dropbox refused the request');
      }
      if (!response.ok) throw await errorOf(response);
      const body = (await readJson(response)) as { access_token?: unknown } | null;
      if (typeof body?.access_token !== 'string' || !body.access_token) throw new DropboxError('unavailable', 'Dropbox answered without a token');
      return body.access_token;
    },

    async listFolder(token, path, maxEntries) {
      type Page = { entries: RawEntry[]; cursor: string; has_more: boolean };
      let page = await rpc<Page>(token, 'files/list_folder', { path, recursive: false, include_deleted: false, limit: Math.min(2000, maxEntries) });
      const entries = page.entries.map(toEntry);
      while (page.has_more && entries.length < maxEntries) {
        page = await rpc<Page>(token, 'files/list_folder/continue', { cursor: page.cursor });
        entries.push(...page.entries.map(toEntry));
      }
      return entries.slice(0, maxEntries);
    },

    async temporaryLink(token, path) {
      const { link } = await rpc<{ link: string }>(token, 'files/get_temporary_link', { path });
      return link;
    },

    async download(token, path, maxBytes) {
      const response = await send(`${contentUrl}/2/files/download`, {
        method: 'POST',
        // Content calls take their arguments in a header, as JSON safe for HTTP headers.
        headers: { authorization: `Bearer ${token}`, 'dropbox-api-arg': headerSafeJson({ path }) },
      });
      if (!response.ok) throw await errorOf(response);
      const entry = toEntry(parseJson(response.headers.get('dropbox-api-result')) ?? { name: path.split('/').pop() });
      const declared = Number(response.headers.get('content-length') ?? Number.NaN);
      if (entry.size > maxBytes || declared > maxBytes) {
        await response.body?.cancel();
        throw new DropboxError('too_large', `${entry.name || 'The file'} is too large`);
      }
      return { entry, bytes: await readAtMost(response, maxBytes, entry.name) };
    },
  };
}

/** Dropbox's file metadata as it sends it. */
interface RawEntry {
  '.tag'?: string;
  id?: string;
  name?: string;
  path_display?: string;
  path_lower?: string;
  size?: number;
  server_modified?: string;
}

function toEntry(raw: RawEntry): DropboxEntry {
  const tag = raw['.tag'] === 'folder' || raw['.tag'] === 'deleted' ? raw['.tag'] : 'file';
  return {
    tag,
    id: raw.id ?? raw.path_lower ?? '',
    name: raw.name ?? '',
    path: raw.path_display ?? raw.path_lower ?? '',
    size: typeof raw.size === 'number' ? raw.size : 0,
    modified: raw.server_modified ?? '',
  };
}

/**
 * The failure a non-2xx answer means. Dropbox answers 401 with JSON naming the token problem
 * ('expired_access_token/...'), 409 with an endpoint error ('path/not_found/...'), 429 when
 * limiting, 400 with plain text for a malformed call, and 5xx for its own failures.
 */
async function errorOf(response: Response): Promise<DropboxError> {
  const text = await response.text().catch(() => '');
  let summary = '';
  try {
    summary = String((JSON.parse(text) as { error_summary?: unknown }).error_summary ?? '');
  } catch {
    summary = '';
  }
  if (response.status === 401) return new DropboxError('unauthorized', summary || 'The Dropbox token is not valid');
  if (response.status === 409) {
    if (/not_found/.test(summary)) return new DropboxError('not_found', summary);
    if (/not_file|not_folder/.test(summary)) return new DropboxError('wrong_kind', summary);
    return new DropboxError('failed', summary || 'Dropbox refused the request');
  }
  if (response.status === 429) return new DropboxError('rate_limited', 'Dropbox asks to slow down');
  if (response.status >= 500) return new DropboxError('unavailable', `Dropbox failed (${response.status})`);
  return new DropboxError('failed', summary || text.slice(0, 200) || `Dropbox refused the request (${response.status})`);
}

function parseJson(text: string | null): RawEntry | null {
  try {
    return text ? (JSON.parse(text) as RawEntry) : null;
  } catch {
    return null;
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** The body, stopping as soon as it passes `maxBytes` (a wrong size in the metadata cannot fill memory). */
async function readAtMost(response: Response, maxBytes: number, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      length += value.byteLength;
      if (length > maxBytes) {
        await reader.cancel();
        throw new DropboxError('too_large', `${name || 'The file'} is too large`);
      }
      chunks.push(Buffer.from(value));
    }
  } catch (error) {
    if (error instanceof DropboxError) throw error;
    throw new DropboxError('unavailable', 'The download from Dropbox was interrupted');
  }
  return Buffer.concat(chunks);
}

/** JSON with every character past ASCII escaped, as Dropbox wants in its Dropbox-API-Arg header. */
export function headerSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
