import { createHash, randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { type Refusal, verifySigV4 } from './sigV4Verifier';

/**
 * A small S3 for tests: a node:http server on 127.0.0.1 answering path-style object requests
 * (`/<bucket>/<key>`: PUT, GET, HEAD, DELETE) from memory. Every request must carry a valid
 * SigV4 signature, in the Authorization header or as a presigned query, checked by
 * sigV4Verifier.ts (not by the SDK the adapter signs with); errors are S3's XML errors.
 */
export interface FakeS3 {
  /** The address to give as S3_ENDPOINT (path-style addressing). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** What the bucket holds, by key. */
  objects: Map<string, FakeObject>;
  /** Every request answered, in order: what the adapter did and how the fake judged it. */
  log: { method: string; key: string; status: number; code?: string }[];
  /** The fake's clock (for expiry and skew checks); tests move it instead of waiting. */
  now: () => Date;
  setNow(now: Date | null): void;
  close(): Promise<void>;
}

export interface FakeObject {
  body: Buffer;
  contentType: string;
  cacheControl: string | undefined;
}

export async function startFakeS3(options: { bucket?: string; region?: string } = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'layout-test';
  const region = options.region ?? 'eu-central-1';
  const accessKeyId = 'AKIDFAKES3TEST';
  const secretAccessKey = `fake-secret-${randomUUID()}`;
  const objects = new Map<string, FakeObject>();
  const log: FakeS3['log'] = [];
  let fixedNow: Date | null = null;
  const now = () => fixedNow ?? new Date();

  const server = createServer((request, response) => {
    void answer(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendError(response, 500, 'InternalError', String(error));
      else response.destroy();
    });
  });

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await buffer(request);
    const target = request.url ?? '/';
    const method = request.method ?? 'GET';
    const queryStart = target.indexOf('?');
    const rawPath = queryStart < 0 ? target : target.slice(0, queryStart);
    const rawQuery = queryStart < 0 ? '' : target.slice(queryStart + 1);
    const [, rawBucket = '', ...rawKey] = rawPath.split('/');
    let key: string;
    let query: URLSearchParams;
    try {
      key = rawKey.map(decodeURIComponent).join('/');
      query = new URLSearchParams(rawQuery);
      const verdict = verifySigV4({ method, target, headers: request.headers, body }, { accessKeyId, secretAccessKey, region, now: now() });
      if (!verdict.ok) return refuse(response, method, key, verdict);
    } catch {
      return refuse(response, method, '', { ok: false, status: 400, code: 'AuthorizationHeaderMalformed', message: 'The request address is not well encoded' });
    }
    const done = (status: number, code?: string) => log.push({ method, key, status, ...(code ? { code } : {}) });

    if (decodeURIComponent(rawBucket) !== bucket) {
      done(404, 'NoSuchBucket');
      return sendError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist', method === 'HEAD');
    }
    if (key === '') {
      done(501, 'NotImplemented');
      return sendError(response, 501, 'NotImplemented', 'The fake S3 server answers object requests only');
    }

    if (method === 'PUT') {
      const contentMd5 = header(request, 'content-md5');
      if (contentMd5 && contentMd5 !== createHash('md5').update(body).digest('base64')) {
        done(400, 'BadDigest');
        return sendError(response, 400, 'BadDigest', 'The Content-MD5 you specified did not match what we received.');
      }
      objects.set(key, { body, contentType: header(request, 'content-type') ?? 'binary/octet-stream', cacheControl: header(request, 'cache-control') });
      done(200);
      response.writeHead(200, { etag: etagOf(body), 'content-length': '0' }).end();
      return;
    }
    if (method === 'DELETE') {
      objects.delete(key);
      done(204);
      response.writeHead(204).end();
      return;
    }
    if (method === 'GET' || method === 'HEAD') {
      const object = objects.get(key);
      if (!object) {
        done(404, 'NoSuchKey');
        return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.', method === 'HEAD');
      }
      // S3 lets a signed request choose some response headers with response-* parameters.
      const headers: Record<string, string> = {
        'content-type': query.get('response-content-type') ?? object.contentType,
        'content-length': String(object.body.length),
        etag: etagOf(object.body),
        'last-modified': now().toUTCString(),
      };
      const disposition = query.get('response-content-disposition');
      if (disposition) headers['content-disposition'] = disposition;
      const cacheControl = query.get('response-cache-control') ?? object.cacheControl;
      if (cacheControl) headers['cache-control'] = cacheControl;
      done(200);
      response.writeHead(200, headers).end(method === 'HEAD' ? undefined : object.body);
      return;
    }
    done(405, 'MethodNotAllowed');
    sendError(response, 405, 'MethodNotAllowed', `The fake S3 server does not answer ${method}`);
  }

  function refuse(response: ServerResponse, method: string, key: string, refusal: Refusal): void {
    log.push({ method, key, status: refusal.status, code: refusal.code });
    sendError(response, refusal.status, refusal.code, refusal.message, method === 'HEAD');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    log,
    now,
    setNow(value) {
      fixedNow = value;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The SDK keeps connections alive; without this, close would wait for them to time out.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function etagOf(body: Buffer): string {
  return `"${createHash('md5').update(body).digest('hex')}"`;
}

function sendError(response: ServerResponse, status: number, code: string, message: string, headOnly = false): void {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message><RequestId>${randomUUID()}</RequestId></Error>`;
  response.writeHead(status, { 'content-type': 'application/xml', 'content-length': String(headOnly ? 0 : Buffer.byteLength(xml)) });
  response.end(headOnly ? undefined : xml);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
