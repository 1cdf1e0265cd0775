import type { FastifyRequest } from 'fastify';

/**
 * What the request log may not keep: secrets that travel in a URL's query (a password reset link's
 * token, a print site's sign-in token, a download link's signature). Each is logged as '[redacted]';
 * the rest of the URL stays, so a request can still be followed.
 */
const SECRET_PARAMS = new Set(['token', 'jwt', 'signature', 'user', 'code']);

export function redactedUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  let changed = false;
  for (const name of [...params.keys()]) {
    if (SECRET_PARAMS.has(name.toLowerCase())) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, query)}?${params.toString().replaceAll('%5Bredacted%5D', '[redacted]')}` : url;
}

/** Pino's serializer of a request (Fastify's fields), with the URL's secrets redacted. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
