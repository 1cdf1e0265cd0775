import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Request ids (issue 25): every request has one, taken from the proxy's `x-request-id` when it
 * sent a sane one (so one id follows a request from the proxy's log to this one's) or made here;
 * it is in every log line of the request (pino's reqId) and in the answer's `x-request-id`
 * header, which the web's error toasts show so a user can quote it.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id from outside may be: 1 to 128 printable ASCII characters (no control characters, nothing beyond ASCII). */
const SANE_ID = /^[\x20-\x7e]{1,128}$/;

/**
 * Fastify's genReqId: the proxy's id when sane, else a new UUID. (Fastify's own `requestIdHeader`
 * would take any value the client sent, of any length; app.ts turns it off and reads it here.)
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

/**
 * Every answer carries its request's id, errors and 404s included (the router's own refusals,
 * which run no hook, add it in http/errors.ts `frameworkErrors`). A server fault's body names it
 * too (http/errors.ts).
 */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
