import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';

/**
 * A local stand-in for Dropbox, for tests: the OAuth authorize page (which consents at once) and
 * token endpoint, and files/list_folder (+ /continue, in small pages), files/get_temporary_link
 * and files/download of API v2, answering as Dropbox does, error bodies included: 400 plain text
 * for a malformed call, 401 JSON for an invalid or expired token, 409 JSON endpoint errors
 * ('path/not_found/..'), OAuth's { error: 'invalid_grant' }. One server plays the three hosts.
 */
export interface FakeDropbox {
  url: string;
  appKey: string;
  appSecret: string;
  /** A code the token endpoint accepts once, for this redirect URI. */
  issueCode(redirectUri: string): string;
  /** A token that works (as if exchanged). */
  issueToken(): string;
  /** Makes a token answer 401 expired_access_token from now on. */
  expire(token: string): void;
  /** Adds a file (or, with bytes null, a folder) under /public (or elsewhere, given a full path). */
  addFile(path: string, bytes: Buffer | null, modified?: string): void;
  /** Removes the folder /public and everything in it. */
  removePublicFolder(): void;
  /** Every call received: method, path, headers. */
  calls: { method: string; path: string; headers: IncomingMessage['headers'] }[];
  close(): Promise<void>;
}

interface FakeFile {
  id: string;
  pathDisplay: string;
  bytes: Buffer | null;
  modified: string;
}

const PAGE_SIZE = 3;

export async function startFakeDropbox(): Promise<FakeDropbox> {
  const appKey = 'fake-app-key';
  const appSecret = 'fake-app-secret';
  const codes = new Map<string, string>();
  const tokens = new Map<string, 'valid' | 'expired'>();
  const files = new Map<string, FakeFile>();
  const cursors = new Map<string, FakeFile[]>();
  const calls: FakeDropbox['calls'] = [];
  let counter = 0;

  const addFile = (path: string, bytes: Buffer | null, modified = new Date(Date.UTC(2024, 0, 1, 0, 0, counter)).toISOString().replace(/\.\d+Z$/, 'Z')) => {
    const pathDisplay = path.startsWith('/') ? path : `/public/${path}`;
    counter += 1;
    files.set(pathDisplay.toLowerCase(), { id: `id:fake${counter}`, pathDisplay, bytes, modified });
  };
  addFile('/Public', null);

  const server = createServer((request, response) => {
    void handle(request, response).catch(() => send(response, 500, 'text/plain', 'fake failed'));
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    calls.push({ method: request.method ?? '', path: url.pathname, headers: request.headers });
    const body = await buffer(request);

    if (request.method === 'GET' && url.pathname === '/oauth2/authorize') {
      // The user clicks Allow at once.
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (url.searchParams.get('client_id') !== appKey) return send(response, 400, 'text/html', '<p>Invalid client_id</p>');
      const back = new URL(redirectUri);
      back.searchParams.set('code', issueCode(redirectUri));
      const state = url.searchParams.get('state');
      if (state) back.searchParams.set('state', state);
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }

    if (request.method === 'GET' && url.pathname.startsWith('/temporary/')) {
      const file = [...files.values()].find((f) => f.id === decodeURIComponent(url.pathname.slice('/temporary/'.length)));
      if (!file?.bytes) return send(response, 404, 'text/plain', 'Not found');
      return send(response, 200, 'application/octet-stream', file.bytes);
    }

    if (request.method !== 'POST') return send(response, 404, 'text/plain', 'Not found');

    if (url.pathname === '/oauth2/token') {
      const form = new URLSearchParams(body.toString());
      if (form.get('client_id') !== appKey || form.get('client_secret') !== appSecret) {
        return json(response, 400, { error: 'invalid_client', error_description: 'Invalid client_id or client_secret' });
      }
      if (form.get('grant_type') !== 'authorization_code') return json(response, 400, { error: 'unsupported_grant_type', error_description: 'grant_type is not supported' });
      const code = form.get('code') ?? '';
      if (!codes.has(code) || codes.get(code) !== form.get('redirect_uri')) {
        return json(response, 400, { error: 'invalid_grant', error_description: "code doesn't exist or has expired" });
      }
      codes.delete(code);
      return json(response, 200, {
        access_token: issueToken(),
        token_type: 'bearer',
        expires_in: 14400,
        scope: 'files.content.read files.metadata.read',
        uid: '12345',
        account_id: 'dbid:fake',
      });
    }

    const endpoint = url.pathname.replace(/^\/2\//, '');
    const authorization = request.headers.authorization ?? '';
    if (!authorization.startsWith('Bearer ')) {
      return send(response, 400, 'text/plain', `Error in call to API function "${endpoint}": Must provide HTTP header "Authorization" or URL parameter "authorization".`);
    }
    const state = tokens.get(authorization.slice('Bearer '.length));
    if (state !== 'valid') {
      const tag = state === 'expired' ? 'expired_access_token' : 'invalid_access_token';
      return json(response, 401, { error_summary: `${tag}/`, error: { '.tag': tag } });
    }

    let args: { path?: string; cursor?: string; limit?: number };
    try {
      args = endpoint === 'files/download' ? JSON.parse(request.headers['dropbox-api-arg'] as string) : JSON.parse(body.toString());
    } catch {
      return send(response, 400, 'text/plain', `Error in call to API function "${endpoint}": request body: could not decode input as JSON`);
    }

    if (endpoint === 'files/list_folder') {
      const folder = (args.path ?? '').toLowerCase();
      if (!files.get(folder) || files.get(folder)!.bytes !== null) return pathError(response, 'not_found');
      const entries = [...files.values()].filter((f) => f.pathDisplay.toLowerCase().startsWith(`${folder}/`) && !f.pathDisplay.slice(folder.length + 1).includes('/'));
      return listPage(response, entries, Math.min(PAGE_SIZE, args.limit ?? PAGE_SIZE));
    }
    if (endpoint === 'files/list_folder/continue') {
      const rest = cursors.get(args.cursor ?? '');
      if (!rest) return json(response, 409, { error_summary: 'reset/..', error: { '.tag': 'reset' } });
      return listPage(response, rest, PAGE_SIZE);
    }
    const file = files.get((args.path ?? '').toLowerCase());
    if (endpoint === 'files/get_temporary_link') {
      if (!file) return pathError(response, 'not_found');
      if (!file.bytes) return pathError(response, 'not_file');
      return json(response, 200, { metadata: metadataOf(file), link: `${fake.url}/temporary/${encodeURIComponent(file.id)}` });
    }
    if (endpoint === 'files/download') {
      if (!file) return pathError(response, 'not_found');
      if (!file.bytes) return pathError(response, 'not_file');
      response.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': file.bytes.length,
        // As Dropbox does: JSON with non-ASCII escaped, so it is a valid header.
        'dropbox-api-result': JSON.stringify(metadataOf(file)).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
      });
      return response.end(file.bytes);
    }
    return send(response, 400, 'text/plain', `Unknown API function: "${endpoint}"`);
  }

  function listPage(response: ServerResponse, entries: FakeFile[], size: number) {
    const page = entries.slice(0, size);
    const rest = entries.slice(size);
    const cursor = randomBytes(8).toString('hex');
    cursors.set(cursor, rest);
    return json(response, 200, { entries: page.map(metadataOf), cursor, has_more: rest.length > 0 });
  }

  function issueCode(redirectUri: string) {
    const code = randomBytes(12).toString('base64url');
    codes.set(code, redirectUri);
    return code;
  }
  function issueToken() {
    const token = `sl.${randomBytes(24).toString('base64url')}`;
    tokens.set(token, 'valid');
    return token;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeDropbox = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    appKey,
    appSecret,
    issueCode,
    issueToken,
    expire: (token) => tokens.set(token, 'expired'),
    addFile,
    removePublicFolder: () => {
      for (const key of [...files.keys()]) if (key === '/public' || key.startsWith('/public/')) files.delete(key);
    },
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}

function metadataOf(file: FakeFile) {
  const name = file.pathDisplay.split('/').pop()!;
  if (!file.bytes) return { '.tag': 'folder', name, path_lower: file.pathDisplay.toLowerCase(), path_display: file.pathDisplay, id: file.id };
  return {
    '.tag': 'file',
    name,
    path_lower: file.pathDisplay.toLowerCase(),
    path_display: file.pathDisplay,
    id: file.id,
    client_modified: file.modified,
    server_modified: file.modified,
    rev: 'a1c10ce0dd78',
    size: file.bytes.length,
    is_downloadable: true,
    content_hash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  };
}

function pathError(response: ServerResponse, tag: 'not_found' | 'not_file') {
  return json(response, 409, { error_summary: `path/${tag}/..`, error: { '.tag': 'path', path: { '.tag': tag } } });
}

function json(response: ServerResponse, status: number, body: unknown) {
  send(response, status, 'application/json', JSON.stringify(body));
}

function send(response: ServerResponse, status: number, type: string, body: string | Buffer) {
  response.writeHead(status, { 'content-type': type });
  response.end(body);
}
