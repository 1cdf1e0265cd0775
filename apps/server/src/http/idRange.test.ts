import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { MAX_ID, createDesignContent, defaultTextConfig } from '@layout/model';
import { sfntFromWoff } from '@layout/render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMultipart } from '../test/multipart';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { updateUser } from '../users/users.queries';
import { NO_SUCH_ID } from './validation';

/**
 * Ids are 32-bit in the database: one at or above 2^31, in a path or a body, named nothing and
 * yet reached the database, which refused it, and the API answered 500. So did an id in range
 * that names nothing (an unknown category), refused by a foreign key. Every such request is a
 * client's mistake: 404 for a path naming nothing, 422 on the field for a body.
 */

const require = createRequire(import.meta.url);
const TOO_LARGE = [String(MAX_ID + 1), '99999999999999'];

let t: TestApp;
let admin: SignedUp;
let ttf: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp();
  await updateUser(t.app.db, admin.user.id, { role: 'admin' });
  ttf = Buffer.from(await sfntFromWoff(await readFile(require.resolve('@fontsource/lato/files/lato-latin-400-normal.woff'))));
});
afterAll(() => t?.close());

type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';
const send = (method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const design = (over: Record<string, unknown> = {}) => ({ name: `Design ${Math.random()}`, design: createDesignContent(), ...over });
const templateBody = (over: Record<string, unknown> = {}) => ({
  name: `Template ${Math.random()}`,
  productSizeId: 1,
  template: { layoutDimensions: createDesignContent().layoutDimensions, backgroundColor: '#ffffff', assets: [] },
  ...over,
});

/** Every route with an id in its path: [method, path with ID for the id, body for PUT]. */
const PATH_ROUTES: [Method, string, unknown?][] = [
  ['GET', '/api/designs/ID'],
  ['PUT', '/api/designs/ID', { ...design(), version: 1 }],
  ['DELETE', '/api/designs/ID'],
  ['GET', '/api/users/ID/designs'],
  ['GET', '/api/designs/ID/export/pdf?isPrintResolution=false'],
  ['PUT', '/api/users/ID', { firstname: 'A', lastname: 'B' }],
  ['GET', '/api/templates/ID'],
  ['PUT', '/api/templates/ID', { ...templateBody(), version: 1 }],
  ['DELETE', '/api/templates/ID'],
  ['GET', '/api/users/ID/assigned-templates'],
  ['GET', '/api/illustrations/ID'],
  ['PUT', '/api/illustrations/ID', { name: 'A' }],
  ['DELETE', '/api/illustrations/ID'],
  ['GET', '/api/users/ID/illustrations'],
  ['GET', '/api/users/ID/paid-illustrations'],
  ['GET', '/api/svgs/ID'],
  ['PUT', '/api/svgs/ID', { name: 'A' }],
  ['DELETE', '/api/svgs/ID'],
  ['GET', '/api/users/ID/icons'],
  ['GET', '/api/users/ID/svgs'],
  ['GET', '/api/users/ID/paid-svgs'],
  ['GET', '/api/svg-categories/ID'],
  ['PUT', '/api/svg-categories/ID', { name: 'A', type: 'icon' }],
  ['DELETE', '/api/svg-categories/ID'],
  ['GET', '/api/users/ID/images'],
  ['GET', '/api/users/ID/logos'],
  ['DELETE', '/api/images/ID'],
  ['DELETE', '/api/logos/ID'],
  ['GET', '/api/users/ID/fonts'],
  ['DELETE', '/api/fonts/ID'],
  ['GET', '/api/users/ID/colors'],
  ['DELETE', '/api/colors/ID'],
  ['DELETE', '/api/photos/ID'],
  ['PUT', '/api/photos/collections/ID', { title: 'A' }],
  ['DELETE', '/api/photos/collections/ID'],
];

describe('an id out of range in the path', () => {
  it.each(PATH_ROUTES)('%s %s answers 404', async (method, path, body) => {
    for (const id of TOO_LARGE) {
      const res = await send(method, path.replace('ID', id), body);
      expect(res.statusCode, `${method} ${path} with ${id}: ${res.body}`).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, message: 'Not Found' });
    }
  });

  it('names nothing, as an unknown id does; a malformed one is still a 422', async () => {
    expect((await send('GET', `/api/templates/${MAX_ID + 1}`)).json().details).toBe(NO_SUCH_ID);
    expect((await send('GET', '/api/templates/0')).statusCode).toBe(404);
    expect((await send('GET', `/api/templates/${MAX_ID}`)).json()).toMatchObject({ statusCode: 404, details: 'Template not found' });
    expect((await send('GET', '/api/templates/abc')).statusCode).toBe(422);
  });
});

/** [method, url, body with the id at `property`]: JSON bodies that carry ids. */
const bodyCases = (id: number): [string, Method, string, unknown][] => [
  ['categoryId', 'POST', '/api/designs', design({ categoryId: id })],
  ['productId', 'POST', '/api/designs', design({ productId: id })],
  ['productSizeId', 'POST', '/api/designs', design({ productSizeId: id })],
  ['templateGroupId', 'POST', '/api/designs', design({ templateGroupId: id })],
  ['fontCombinationId', 'POST', '/api/designs', design({ fontCombinationId: id })],
  ['templatesUsedInDesign.0.id', 'POST', '/api/designs', design({ templatesUsedInDesign: [{ id }] })],
  ['productSizeId', 'POST', '/api/templates', templateBody({ productSizeId: id })],
  ['categoryId', 'POST', '/api/templates', templateBody({ categoryId: id })],
  ['productId', 'POST', '/api/templates', templateBody({ productId: id })],
  ['templateGroupId', 'POST', '/api/templates', templateBody({ templateGroupId: id })],
  ['svgCategoryId', 'PUT', '/api/svgs/1', { svgCategoryId: id }],
  ['illustrationsId.0', 'POST', '/api/illustrations/paid-illustrations-info', { illustrationsId: [id] }],
  ['collectionId', 'POST', '/api/illustrations/paid-illustrations-info', { collectionId: id }],
  ['designsToExport.0.designId', 'POST', '/api/designs/export', { designsToExport: [{ designId: id, type: 'pdf', isPrintResolution: false }] }],
];

describe('an id out of range in a JSON body', () => {
  it.each(bodyCases(MAX_ID + 1).map(([property, method, url, body]) => [`${method} ${url} ${property}`, method, url, body, property] as const))(
    '%s answers 422 on the field',
    async (_name, method, url, body, property) => {
      const res = await send(method, url, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().details.map((d: { property: string }) => d.property)).toContain(property);
    },
  );

  it("and in a design's content: a text's font, a picture, an svg, an illustration", async () => {
    const content = createDesignContent();
    const pageId = content.pages[0]!.id;
    const base = { pageId, zIndex: 1, x: 0, y: 0, width: 10, height: 10, scaleX: 1, scaleY: 1, rotation: 0, opacity: 1 };
    const assets = [
      { ...base, id: 't', type: 'text', textConfig: defaultTextConfig({ text: 'A', fontId: MAX_ID + 1 }) },
      { ...base, id: 'i', type: 'image', imageElementSrc: '/api/files/images/a.jpg', imageId: MAX_ID + 1 },
      { ...base, id: 's', type: 'icon', link: '/api/files/svgs/a.svg', svgId: MAX_ID + 1 },
      { ...base, id: 'l', type: 'illustration', illustrationConfig: { link: '/api/files/illustrations/a.svg', id: MAX_ID + 1 } },
    ];
    for (const [i, asset] of assets.entries()) {
      const res = await send('POST', '/api/designs', design({ design: { ...content, assets: [asset] } }));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().details[0].property).toMatch(/^design\.assets\.0\./);
      expect(i).toBeGreaterThanOrEqual(0);
    }
  });

  it('in a query or a form field: refused or answered, never a 500', async () => {
    for (const id of TOO_LARGE) {
      for (const url of [`/api/svgs?categoryId=${id}`, `/api/illustrations/public?categoryId=${id}`, `/api/illustrations/public?subcategoryId=${id}`]) {
        expect((await send('GET', url)).statusCode, url).toBe(422);
      }
      const font = await postMultipart(t.app, '/api/fonts', admin, [{ field: 'font', name: 'A.ttf', bytes: ttf }], { fields: { fontCategoryId: id } });
      expect(font.statusCode, font.body).toBe(422);
      expect(font.json().details[0].property).toBe('fontCategoryId');
      const svg = await postMultipart(t.app, '/api/svgs', admin, [{ name: 'a.svg', bytes: '<svg xmlns="http://www.w3.org/2000/svg"/>' }], { fields: { svgCategoryId: id } });
      expect(svg.statusCode, svg.body).toBe(422);
      expect(svg.json().details[0].property).toBe('svgCategoryId');
    }
  });
});

describe('an unknown id in range in a body', () => {
  const UNKNOWN = 999_999;
  it.each(
    bodyCases(UNKNOWN)
      .filter(([property]) => /^(categoryId|productId|productSizeId|templateGroupId)$/.test(property))
      .map(([property, method, url, body]) => [`${method} ${url} ${property}`, method, url, body, property] as const),
  )('%s answers 422 on the field', async (_name, method, url, body, property) => {
    const res = await send(method, url, body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().details.map((d: { property: string }) => d.property)).toContain(property);
    expect(res.body).not.toMatch(/violates|foreign key|_fk|Key \(|categories|product_sizes/i);
  });

  it('an unknown font category on a font upload, an unknown svg category on an svg', async () => {
    const font = await postMultipart(t.app, '/api/fonts', admin, [{ field: 'font', name: 'A.ttf', bytes: ttf }], { fields: { fontCategoryId: String(UNKNOWN) } });
    expect(font.statusCode, font.body).toBe(422);
    expect(font.json().details[0].property).toBe('fontCategoryId');
    const svg = await postMultipart(t.app, '/api/svgs', admin, [{ name: 'a.svg', bytes: '<svg xmlns="http://www.w3.org/2000/svg"/>' }], {
      fields: { svgCategoryId: String(UNKNOWN) },
    });
    expect(svg.statusCode, svg.body).toBe(422);
  });
});
