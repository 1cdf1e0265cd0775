import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { AUTH_HEADER, apiErrorBodySchema, isFileAnswer } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rolesOf } from '../auth/guard';

/** Where the API's documentation is served: a browsable page, and the OpenAPI document itself. */
export const DOCS_PREFIX = '/api/docs';
export const OPENAPI_JSON_PATH = `${DOCS_PREFIX}/openapi.json`;

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type OperationSchema = Record<string, unknown> & { tags?: string[]; response?: Record<string, unknown>; description?: string };

const ERROR_RESPONSE = {
  description: 'An error, in the envelope of spec 000 section 8 (422: each field with the rules it broke)',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
};

const FILE_RESPONSE = { description: 'The file’s bytes', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } };

/** The statuses a route answers with a file (the contract's `fileAnswer`), documented as bytes rather than JSON. */
function fileAnswersOf(schema: TransformInput['schema']): Record<string, typeof FILE_RESPONSE> {
  const response = ((schema as { response?: Record<string, unknown> } | undefined)?.response ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(response).flatMap(([status, answer]) => (isFileAnswer(answer) ? [[status, FILE_RESPONSE]] : [])));
}

/**
 * Each operation as the route declares it (zod schemas, through fastify-type-provider-zod), and
 * what every route has in common: its tag (the feature, the path's first part after /api), the
 * session header where its authorize() hook asks for one (and which roles), and the error envelope.
 */
function documentRoute(input: TransformInput) {
  const transformed = jsonSchemaTransform(input) as { schema: OperationSchema | undefined; url: string };
  const { url } = transformed;
  const schema: OperationSchema = transformed.schema ?? {};
  if (schema.hide) return { schema, url };
  const roles = rolesOf(input.route.onRequest);
  const feature = url.split('/')[2] || 'api';
  const who =
    roles === undefined ? 'Open to everyone.' : roles === 'anyone' ? `Open to everyone; a valid ${AUTH_HEADER} identifies the caller.` : `Signed in as: ${roles.join(', ')}.`;
  return {
    url,
    schema: {
      ...schema,
      tags: schema.tags ?? [feature],
      description: [schema.description, who].filter(Boolean).join('\n\n'),
      ...(roles !== undefined && roles !== 'anyone' ? { security: [{ sessionToken: [] }] } : {}),
      response: { ...schema.response, ...fileAnswersOf(input.schema), '4XX': ERROR_RESPONSE, '5XX': ERROR_RESPONSE },
    },
  };
}

/**
 * The API's documentation, generated from the routes' own schemas: OpenAPI 3.1 at
 * /api/docs/openapi.json and Swagger UI at /api/docs (its script and styles are files of its
 * own, so it runs under the app's Content-Security-Policy). Responses a route declares are
 * written through their schema (the serializer below), so a field the contract does not name
 * is never sent. Registered before the routes: the document is built from the routes added after.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.setSerializerCompiler(serializerCompiler);
  const { $schema: _draft, ...apiError } = z.toJSONSchema(apiErrorBodySchema) as Record<string, unknown>;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Layout API',
        version: '1',
        description: `The API of Layout, the print-material editor. Signed-in calls send the session token from POST /api/auth/login in the ${AUTH_HEADER} header. Every error answers with the ApiError envelope.`,
      },
      components: {
        securitySchemes: { sessionToken: { type: 'apiKey', in: 'header', name: AUTH_HEADER } },
        schemas: { ApiError: apiError },
      },
    },
    transform: documentRoute,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { docExpansion: 'list', deepLinking: true } });
  app.get(
    OPENAPI_JSON_PATH,
    { schema: { summary: 'This document (OpenAPI 3.1)', response: { 200: z.record(z.string(), z.unknown()).meta({ description: 'An OpenAPI 3.1 document' }) } } },
    async () => app.swagger() as unknown as Record<string, unknown>,
  );
}
