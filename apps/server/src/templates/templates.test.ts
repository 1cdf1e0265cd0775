import { CURRENT_SCHEMA_VERSION, MESSAGES, type Template } from '@layout/model';
import { eq } from 'drizzle-orm';
import { templates } from './templates.table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardFrontTemplate } from '../test/templatePayload';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { updateUser } from '../users/users.queries';

let t: TestApp;
let admin: SignedUp;
let designer: SignedUp;
let otherDesigner: SignedUp;
let customer: SignedUp;
let catalogue: { productId: number; categoryId: number; sizeId: number; otherSizeId: number; groups: { id: number; productId: number; order: number }[] };

beforeAll(async () => {
  t = await createTestApp();
  [admin, designer, otherDesigner, customer] = await Promise.all([t.signUp(), t.signUp(), t.signUp(), t.signUp()]);
  await updateUser(t.app.db, admin.user.id, { role: 'admin' });
  await updateUser(t.app.db, designer.user.id, { role: 'designer', creatorName: 'Dana Designs', isShowHireMe: true });
  await updateUser(t.app.db, otherDesigner.user.id, { role: 'designer' });
  const products = (await t.app.inject({ method: 'GET', url: '/api/products' })).json() as { id: number; name: string; categoryId: number; productSizes: { id: number }[] }[];
  const cards = products.find((p) => p.name === 'Single Sided Business Cards')!;
  const flyers = products.find((p) => p.name === 'Flyers')!;
  const groups = (await t.app.inject({ method: 'GET', url: '/api/template-groups' })).json() as { id: number; productId: number; order: number }[];
  catalogue = { productId: cards.id, categoryId: cards.categoryId, sizeId: cards.productSizes[0]!.id, otherSizeId: flyers.productSizes[0]!.id, groups };
});
afterAll(() => t.close());

/** A one-page card front with a heading, as the Add template dialog sends it. */
function payload(overrides: Record<string, unknown> = {}) {
  return { ...cardFrontTemplate(catalogue, 'Clean Corporate'), ...overrides };
}

const post = (who: SignedUp | null, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/templates', headers: who?.headers ?? {}, payload: body as Record<string, unknown> });
const get = (who: SignedUp | null, url: string) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

describe('publishing templates', () => {
  it('a designer publishes a template: stored with its creator, product, category and the product’s first group', async () => {
    const response = await post(designer, payload());
    expect(response.statusCode).toBe(201);
    const template = response.json() as Template;
    const firstGroup = catalogue.groups.filter((g) => g.productId === catalogue.productId).sort((a, b) => a.order - b.order || a.id - b.id)[0]!;
    expect(template).toMatchObject({
      name: 'Clean Corporate',
      theme: 'Blue',
      side: 'front',
      order: 2,
      productId: catalogue.productId,
      categoryId: catalogue.categoryId,
      productSizeId: catalogue.sizeId,
      templateGroupId: firstGroup.id,
      userId: designer.user.id,
      designSet: null,
      previewData: null,
      user: { creatorName: 'Dana Designs', isShowHireMe: true },
    });
    expect(template.template.assets[0]).toMatchObject({ id: 'heading', type: 'text' });
    expect((await get(null, `/api/templates/${template.id}`)).json()).toMatchObject({ id: template.id });
  });

  it('only designers and admins publish; guests get 401, users 403', async () => {
    expect((await post(null, payload({ name: 'Guest' }))).statusCode).toBe(401);
    expect((await post(customer, payload({ name: 'Customer' }))).statusCode).toBe(403);
  });

  it('a custom size cannot be a template: the spec’s message', async () => {
    const response = await post(designer, payload({ name: 'Custom', productSizeId: null }));
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([{ property: 'productSizeId', constraints: { standardSize: MESSAGES.templateStandardSizesOnly } }]);
  });

  it('refuses bad payloads with field errors: names, sizes the product lacks, unknown sizes, bad e-mails, bad previews', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(43) }, 'name'],
      [{ name: 'Flyer size', productSizeId: catalogue.otherSizeId }, 'productId'],
      [{ name: 'No size', productSizeId: 999999 }, 'productSizeId'],
      [{ name: 'Bad mail', assignedToUsers: ['not-an-email'] }, 'assignedToUsers.0'],
      [{ name: 'Bad order', order: 123456 }, 'order'],
      [{ name: 'Bad preview', previewData: 'data:image/png;base64,AAAA' }, 'previewData'],
      [{ name: 'Script preview', previewData: 'data:text/html;base64,PHNjcmlwdD4=' }, 'previewData'],
      [{ name: 'Bad asset', template: { ...payload().template, assets: [{ id: 'x', type: 'rocket' }] } }, 'template.assets.0.type'],
    ];
    for (const [overrides, property] of cases) {
      const response = await post(designer, payload(overrides));
      expect(response.statusCode, JSON.stringify(overrides).slice(0, 60)).toBe(422);
      expect(
        (response.json().details as { property: string }[]).map((d) => d.property),
        property,
      ).toContain(property);
    }
  });

  it('a name is unique per creator (trimmed); another designer may use it', async () => {
    await post(designer, payload({ name: 'Unique one' }));
    const again = await post(designer, payload({ name: '  Unique one ' }));
    expect(again.statusCode).toBe(422);
    expect(JSON.stringify(again.json().details)).toContain(MESSAGES.nameTaken);
    expect((await post(otherDesigner, payload({ name: 'Unique one' }))).statusCode).toBe(201);
  });

  it('keeps the preview picture as a file and serves it', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const template = (await post(designer, payload({ name: 'With preview', previewData: `data:image/png;base64,${png}` }))).json() as Template;
    expect(template.previewData).toMatch(/^\/api\/files\/template-previews\/.+\.png$/);
    const file = await get(null, template.previewData!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('only an admin chooses the template group', async () => {
    const group = catalogue.groups.filter((g) => g.productId === catalogue.productId).at(-1)!;
    const byDesigner = (await post(designer, payload({ name: 'Group try', templateGroupId: group.id }))).json() as Template;
    expect(byDesigner.templateGroupId).not.toBe(group.id);
    const byAdmin = (await post(admin, payload({ name: 'Group choice', templateGroupId: group.id }))).json() as Template;
    expect(byAdmin.templateGroupId).toBe(group.id);
  });
});

describe('who sees which templates', () => {
  let limited: Template;
  beforeAll(async () => {
    limited = (await post(designer, payload({ name: 'For one client', isAccessLimited: true, assignedToUsers: [customer.email.toUpperCase()] }))).json();
    await post(admin, payload({ name: 'House style' }));
  });

  it('public admin and public designer templates are listed to everyone, apart', async () => {
    const adminList = (await get(null, '/api/templates/public-admin-templates')).json() as Template[];
    const designerList = (await get(null, '/api/templates/public-designer-templates')).json() as Template[];
    expect(adminList.map((x) => x.name)).toContain('House style');
    expect(adminList.some((x) => x.userId === designer.user.id)).toBe(false);
    expect(designerList.map((x) => x.name)).toContain('Clean Corporate');
    expect(designerList.some((x) => x.isAccessLimited)).toBe(false);
  });

  it('a limited template shows to its creator, admins and the users assigned; others get 404', async () => {
    expect((await get(designer, '/api/templates/limited-access')).json().map((x: Template) => x.id)).toContain(limited.id);
    expect((await get(admin, '/api/templates/limited-access')).json().map((x: Template) => x.id)).toContain(limited.id);
    expect((await get(otherDesigner, '/api/templates/limited-access')).json().map((x: Template) => x.id)).not.toContain(limited.id);
    expect((await get(customer, '/api/templates/limited-access')).statusCode).toBe(403);
    expect((await get(null, `/api/templates/${limited.id}`)).statusCode).toBe(404);
    expect((await get(otherDesigner, `/api/templates/${limited.id}`)).statusCode).toBe(404);
    expect((await get(customer, `/api/templates/${limited.id}`)).statusCode).toBe(200);
  });

  it('Assigned to me and Assigned by me; assignees are shown only to the creator and admins', async () => {
    const mine = (await get(customer, `/api/users/${customer.user.id}/assigned-templates`)).json() as Template[];
    expect(mine.map((x) => x.id)).toEqual([limited.id]);
    expect(mine[0]!.assignedToUsers).toEqual([]);
    expect((await get(customer, `/api/users/${designer.user.id}/assigned-templates`)).statusCode).toBe(403);
    const byMe = (await get(designer, '/api/templates/assigned-by-me')).json() as Template[];
    expect(byMe.map((x) => x.id)).toEqual([limited.id]);
    expect(byMe[0]!.assignedToUsers).toEqual([customer.email.toLowerCase()]);
  });
});

describe('changing and deleting templates', () => {
  it('the creator updates a template; another designer cannot (403), a user cannot (403)', async () => {
    const created = (await post(designer, payload({ name: 'To change' }))).json() as Template;
    const put = (who: SignedUp, body: unknown) =>
      t.app.inject({ method: 'PUT', url: `/api/templates/${created.id}`, headers: who.headers, payload: body as Record<string, unknown> });
    const updated = await put(designer, payload({ name: 'Changed', side: 'back', version: created.version }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: created.id, name: 'Changed', side: 'back' });
    expect((await put(otherDesigner, payload({ name: 'Hijack', version: 2 }))).statusCode).toBe(403);
    expect((await put(customer, payload({ name: 'Hijack', version: 2 }))).statusCode).toBe(403);
  });

  it('an admin’s update keeps the creator’s design set and access limit', async () => {
    const created = (await post(designer, payload({ name: 'Set member', designSetName: 'Spring Set', isAccessLimited: false }))).json() as Template;
    expect(created.designSet).toEqual({ name: 'Spring Set' });
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/templates/${created.id}`,
      headers: admin.headers,
      payload: payload({ name: 'Set member', designSetName: null, isAccessLimited: true, version: created.version }),
    });
    expect(updated.json()).toMatchObject({ designSet: { name: 'Spring Set' }, isAccessLimited: false });
  });

  it('design sets: a creator’s own set names, every name for uniqueness, another creator’s set refused', async () => {
    await post(designer, payload({ name: 'Set two', designSetName: 'Autumn Set' }));
    const own = (await get(designer, '/api/design-sets/current-user')).json() as { name: string }[];
    expect(own.map((s) => s.name)).toEqual(expect.arrayContaining(['Autumn Set', 'Spring Set']));
    expect((await get(otherDesigner, '/api/design-sets/existing-names')).json()).toEqual(expect.arrayContaining(['Autumn Set', 'Spring Set']));
    const taken = await post(otherDesigner, payload({ name: 'Joining', designSetName: 'Autumn Set' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().details[0].property).toBe('designSetName');
    expect((await get(customer, '/api/design-sets/existing-names')).statusCode).toBe(403);
  });

  it('delete: the creator or an admin; the preview file goes too and an emptied set disappears', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const created = (await post(designer, payload({ name: 'Doomed', designSetName: 'Lonely Set', previewData: `data:image/png;base64,${png}` }))).json() as Template;
    const del = (who: SignedUp) => t.app.inject({ method: 'DELETE', url: `/api/templates/${created.id}`, headers: who.headers });
    expect((await del(otherDesigner)).statusCode).toBe(403);
    expect((await del(admin)).statusCode).toBe(200);
    expect((await get(null, `/api/templates/${created.id}`)).statusCode).toBe(404);
    expect((await get(null, created.previewData!)).statusCode).toBe(404);
    expect((await get(designer, '/api/design-sets/existing-names')).json()).not.toContain('Lonely Set');
  });
});

describe('stored template content', () => {
  it('is stored with its schemaVersion, answered without it, and read through the migrations when it has none', async () => {
    const created = (await post(designer, payload({ name: 'Versioned' }))).json() as Template;
    const [row] = await t.app.db.select({ template: templates.template }).from(templates).where(eq(templates.id, created.id));
    expect(row!.template.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(created.template).not.toHaveProperty('schemaVersion');

    // A row written before templates carried a version.
    const { schemaVersion: _version, ...unversioned } = row!.template;
    await t.app.db
      .update(templates)
      .set({ template: unversioned as never })
      .where(eq(templates.id, created.id));
    const read = await get(null, `/api/templates/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect((read.json() as Template).template).toEqual(created.template);
  });

  it('that does not pass the template schema is left out of lists, and opening it says it is damaged', async () => {
    const created = (await post(designer, payload({ name: 'Damaged template' }))).json() as Template;
    await t.app.db
      .update(templates)
      .set({ template: { schemaVersion: 1, assets: 'none' } as never })
      .where(eq(templates.id, created.id));
    const list = (await get(null, '/api/templates/public-designer-templates')).json() as Template[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.some((x) => x.id === created.id)).toBe(false);
    const opened = await get(null, `/api/templates/${created.id}`);
    expect(opened.statusCode).toBe(500);
    expect(opened.json()).toEqual({
      statusCode: 500,
      message: 'Template damaged',
      details: 'This template cannot be opened: its stored content is damaged.',
      requestId: opened.headers['x-request-id'],
    });
    await t.app.db.delete(templates).where(eq(templates.id, created.id));
  });
});
