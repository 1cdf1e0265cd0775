import { MESSAGES, type Template, createDesignContent, defaultTextConfig, type DesignContent } from '@layout/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { updateUser } from '../users/users.queries';

/** Optimistic concurrency: a save based on an older version never overwrites a newer one. */

let t: TestApp;
let alice: SignedUp;
let designer: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  [alice, designer] = await Promise.all([t.signUp(), t.signUp()]);
  await updateUser(t.app.db, designer.user.id, { role: 'designer' });
});
afterAll(() => t.close());

function withText(text: string): DesignContent {
  const content = createDesignContent();
  content.assets.push({
    id: 't',
    type: 'text',
    pageId: content.pages[0]!.id,
    zIndex: 1,
    x: 50,
    y: 50,
    width: 300,
    height: 30,
    scaleX: 1,
    scaleY: 1,
    rotation: 0,
    opacity: 1,
    textConfig: defaultTextConfig({ text }),
  });
  return content;
}
const textOf = (design: { design: DesignContent }) => (design.design.assets[0] as { textConfig?: { text: string } } | undefined)?.textConfig?.text;

async function newDesign(name: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/designs', headers: alice.headers, payload: { name, design: createDesignContent() } });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; version: number };
}
const putDesign = (id: number, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: `/api/designs/${id}`, headers: { ...alice.headers, ...headers }, payload });
const readDesign = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/designs/${id}`, headers: alice.headers })).json();

describe('designs: a stale save is refused', () => {
  it('a new design is version 1; a read returns the version and its ETag; each save adds one', async () => {
    const created = await newDesign('Versioned');
    expect(created.version).toBe(1);
    const read = await t.app.inject({ method: 'GET', url: `/api/designs/${created.id}`, headers: alice.headers });
    expect(read.json().version).toBe(1);
    expect(read.headers.etag).toBe('"1"');
    const saved = await putDesign(created.id, { name: 'Versioned', design: withText('one'), version: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version).toBe(2);
    expect(saved.headers.etag).toBe('"2"');
    const listed = (await t.app.inject({ method: 'GET', url: `/api/users/${alice.user.id}/designs`, headers: alice.headers })).json() as { id: number; version: number }[];
    expect(listed.find((d) => d.id === created.id)?.version).toBe(2);
  });

  it('two saves based on the same version: the first is stored, the second gets 409 and changes nothing', async () => {
    const { id } = await newDesign('Two windows');
    const first = await putDesign(id, { name: 'Two windows', design: withText('first window'), version: 1 });
    expect(first.statusCode).toBe(200);
    const second = await putDesign(id, { name: 'Two windows', design: withText('second window'), version: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ statusCode: 409, message: MESSAGES.saveConflict, details: MESSAGES.designConflictDetails });
    const stored = await readDesign(id);
    expect(textOf(stored)).toBe('first window');
    expect(stored.version).toBe(2);
  });

  it('two saves racing from the same version: exactly one wins, and the stored content is the winner’s', async () => {
    const { id } = await newDesign('Race');
    const texts = ['left', 'right'];
    const answers = await Promise.all(texts.map((text) => putDesign(id, { name: 'Race', design: withText(text), version: 1 })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = texts[answers.findIndex((a) => a.statusCode === 200)];
    const stored = await readDesign(id);
    expect(textOf(stored)).toBe(winner);
    expect(stored.version).toBe(2);
  });

  it('If-Match with the ETag of a read works as the version; a stale one is 409 too', async () => {
    const { id } = await newDesign('Conditional');
    expect((await putDesign(id, { name: 'Conditional', design: withText('a') }, { 'if-match': '"1"' })).statusCode).toBe(200);
    expect((await putDesign(id, { name: 'Conditional', design: withText('b') }, { 'if-match': '"1"' })).statusCode).toBe(409);
    expect((await putDesign(id, { name: 'Conditional', design: withText('c') }, { 'if-match': 'W/"2"' })).statusCode).toBe(422);
    expect((await putDesign(id, { name: 'Conditional', design: withText('c'), version: 2 }, { 'if-match': '"1"' })).statusCode).toBe(422);
    expect(textOf(await readDesign(id))).toBe('a');
  });

  it('a save that names no version is refused with 428 and changes nothing', async () => {
    const { id } = await newDesign('Blind');
    const blind = await putDesign(id, { name: 'Blind', design: withText('blind') });
    expect(blind.statusCode).toBe(428);
    expect(blind.json()).toEqual({ statusCode: 428, message: MESSAGES.versionRequired, details: MESSAGES.versionRequiredDetails });
    expect((await readDesign(id)).design.assets).toEqual([]);
  });

  it('another user’s design is still 404, whatever the version', async () => {
    const { id } = await newDesign('Private');
    const bob = await t.signUp();
    const res = await t.app.inject({ method: 'PUT', url: `/api/designs/${id}`, headers: bob.headers, payload: { name: 'Mine', design: createDesignContent() } });
    expect(res.statusCode).toBe(404);
  });
});

describe('templates: a stale save is refused', () => {
  let catalogue: { productId: number; categoryId: number; sizeId: number };
  beforeAll(async () => {
    const products = (await t.app.inject({ method: 'GET', url: '/api/products' })).json() as { id: number; name: string; categoryId: number; productSizes: { id: number }[] }[];
    const cards = products.find((p) => p.name === 'Single Sided Business Cards')!;
    catalogue = { productId: cards.id, categoryId: cards.categoryId, sizeId: cards.productSizes[0]!.id };
  });
  const templateBody = (name: string, backgroundColor: string, extra: Record<string, unknown> = {}) => {
    const content = createDesignContent();
    return {
      name,
      productId: catalogue.productId,
      categoryId: catalogue.categoryId,
      productSizeId: catalogue.sizeId,
      template: { layoutDimensions: content.layoutDimensions, backgroundColor, assets: [] },
      ...extra,
    };
  };
  const putTemplate = (id: number, body: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `/api/templates/${id}`, headers: designer.headers, payload: body });

  it('a template is version 1 with its ETag; the first of two saves from one version wins, the second is 409', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/templates', headers: designer.headers, payload: templateBody('Versioned card', '#ffffff') });
    expect(created.statusCode).toBe(201);
    const template = created.json() as Template;
    expect(template.version).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/templates/${template.id}` })).headers.etag).toBe('"1"');
    const first = await putTemplate(template.id, templateBody('Versioned card', '#111111', { version: 1, assignedToUsers: ['first@example.com'] }));
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(2);
    const second = await putTemplate(template.id, templateBody('Versioned card', '#222222', { version: 1, assignedToUsers: ['second@example.com'] }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ statusCode: 409, message: MESSAGES.saveConflict, details: MESSAGES.templateConflictDetails });
    const stored = (await t.app.inject({ method: 'GET', url: `/api/templates/${template.id}`, headers: designer.headers })).json() as Template;
    expect(stored).toMatchObject({ version: 2, assignedToUsers: ['first@example.com'] });
    expect(stored.template.backgroundColor).toBe('#111111');
  });

  it('two template saves racing from the same version: exactly one wins', async () => {
    const template = (await t.app.inject({ method: 'POST', url: '/api/templates', headers: designer.headers, payload: templateBody('Raced card', '#ffffff') })).json() as Template;
    const answers = await Promise.all(['#aaaaaa', '#bbbbbb'].map((colour) => putTemplate(template.id, templateBody('Raced card', colour, { version: 1 }))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json() as Template;
    const stored = (await t.app.inject({ method: 'GET', url: `/api/templates/${template.id}` })).json() as Template;
    expect(stored.template.backgroundColor).toBe(winner.template.backgroundColor);
    expect(stored.version).toBe(2);
  });

  it('a template save that names no version is refused with 428', async () => {
    const template = (await t.app.inject({ method: 'POST', url: '/api/templates', headers: designer.headers, payload: templateBody('Blind card', '#ffffff') })).json() as Template;
    expect((await putTemplate(template.id, templateBody('Blind card', '#000000'))).statusCode).toBe(428);
  });
});
