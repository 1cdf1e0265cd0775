import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/test-app';
import { DOCS_PREFIX, OPENAPI_JSON_PATH } from './openapi';
import { ROUTE_TABLE, routeOf } from './routeTable';

interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  description?: string;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
}

let t: TestApp;
let doc: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: OPENAPI_JSON_PATH });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

/** The document's path for a route ('/api/designs/:id' is '/api/designs/{id}'). */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
const operationOf = (key: string): Operation | undefined => {
  const [method, url] = routeOf(key).split(' ') as [string, string];
  return doc.paths[openApiPath(url)]?.[method.toLowerCase()];
};

describe('the API documentation', () => {
  it('is an OpenAPI 3.1 document with the session header and the error envelope', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.sessionToken).toEqual({ type: 'apiKey', in: 'header', name: 'x-auth-token' });
    expect(doc.components.schemas.ApiError).toMatchObject({ type: 'object', required: ['statusCode', 'message'] });
  });

  it('documents every API route, tagged by feature, with the error envelope', () => {
    const routes = Object.keys(ROUTE_TABLE).map(routeOf);
    expect(routes.filter((key) => !operationOf(key))).toEqual([]);
    for (const key of routes) {
      const operation = operationOf(key)!;
      expect(operation.tags, key).toEqual([key.split(' ')[1]!.split('/')[2]]);
      expect(operation.responses['4XX'], key).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } });
    }
  });

  it('gives every operation a summary and documents its success answer: a route registered without them fails here', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
    );
    expect(operations.length).toBeGreaterThan(90);
    expect(operations.filter(({ operation }) => !operation.summary).map(({ key }) => key)).toEqual([]);
    expect(operations.filter(({ operation }) => !Object.keys(operation.responses).some((status) => /^2\d\d$/.test(status))).map(({ key }) => key)).toEqual([]);
  });

  it('asks for the session token exactly where a guest is refused with 401', () => {
    const wrong = Object.entries(ROUTE_TABLE)
      .filter(([key]) => key === routeOf(key))
      .filter(([key, expected]) => (expected.guest === 401) !== Boolean(operationOf(key)!.security))
      .map(([key]) => key);
    expect(wrong).toEqual([]);
  });

  it('shows a route’s body schema from its zod schema (a design save)', () => {
    const save = operationOf('PUT /api/designs/:id')!;
    const body = save.requestBody!.content['application/json']!.schema as { properties: Record<string, unknown>; required?: string[] };
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['name', 'design', 'version']));
    expect(body.required).toContain('design');
  });

  it('documents a declared response, and the answer holds only what the schema names', async () => {
    expect(operationOf('GET /api/config')!.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { type: 'object', required: expect.arrayContaining(['productName', 'supportEmail']) } } },
    });
    // A field the contract does not name (here slipped into the config the route answers) is never sent.
    Object.assign(t.app.config.company, { smtpPassword: 'not for the browser' });
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('smtpPassword');
    expect(res.json()).toHaveProperty('productName');
  });

  it('is browsable at /api/docs under the app’s Content-Security-Policy (no inline script)', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const inlineScripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter((m) => !/\bsrc=/.test(m[1]!) && m[2]!.trim() !== '');
    expect(inlineScripts).toEqual([]);
  });
});
