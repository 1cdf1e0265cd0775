import { type RouteContract, apiErrorBodySchema, isFileAnswer } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';

/**
 * The Fastify route options of a route of the contract (@layout/model contract/): method, url and
 * the schemas, which validate the input (http/validation.ts), type the handler's request through
 * fastify-type-provider-zod, serialise the answer (only the fields the schema names leave the
 * server) and document the route (http/openapi.ts). Spread into `app.route({...})` with the
 * route's hooks and handler:
 *
 *   app.route({ ...routeOptions(designs.open), onRequest: guard, handler: async (request) => ... })
 */
export function routeOptions<const R extends RouteContract>(route: R) {
  const schema: Record<string, unknown> = { summary: route.summary, response: route.response };
  if (route.description) schema.description = route.description;
  if (route.params) schema.params = route.params;
  if (route.query) schema.querystring = route.query;
  if (route.body) schema.body = route.body;
  return {
    method: route.method,
    url: route.path,
    schema: schema as { summary: string; params: R['params']; querystring: R['query']; body: R['body']; response: R['response'] },
  };
}

/**
 * Checks, in tests, every answer the serializer does not see against the route's contract: a JSON
 * answer sent as text (a design spliced from its stored bytes) must parse with its response schema,
 * and every error must be the envelope of spec 000 section 8 (or the route's extension of it). A
 * mismatch fails the request (500), so the test that made it fails.
 */
export function checkAnswersAgainstContract(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    const isJson = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    if (text === null || !isJson || !request.url.startsWith('/api/')) return payload;
    const status = reply.statusCode;
    const responses = (request.routeOptions.schema?.response ?? {}) as Record<number, ZodType | undefined>;
    // An error is the envelope, or the route's own extension of it (GET /api/ready's 503).
    const schema = responses[status] ?? (status >= 400 ? apiErrorBodySchema : undefined);
    if (!schema || isFileAnswer(schema)) return payload;
    const result = schema.safeParse(JSON.parse(text));
    if (!result.success) {
      throw new Error(`${request.method} ${request.routeOptions.url} answered ${status} outside its contract: ${result.error.message}`);
    }
    return payload;
  });
}
