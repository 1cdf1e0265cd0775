import { FREE_PLAN_DESIGN_LIMIT, MESSAGES, createDesignContent, defaultTextConfig, type DesignContent } from '@layout/model';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { updateUser } from '../users/users.queries';

let t: TestApp;
let alice: SignedUp;
let bob: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp();
  bob = await t.signUp();
});
afterAll(() => t.close());

function contentWithText(text: string): DesignContent {
  const content = createDesignContent();
  const pageId = content.pages[0]!.id;
  content.assets.push({
    id: 'text-1',
    type: 'text',
    pageId,
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

const create = (who: SignedUp, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/designs', headers: who.headers, payload });

describe('POST /api/designs', () => {
  it('saves a design and returns it with the content unchanged', async () => {
    const design = contentWithText('Hello print');
    const res = await create(alice, { name: '  My card  ', theme: ' blue ', design });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ name: 'My card', theme: 'blue', userId: alice.user.id, documentType: 'DOC_TYPE_DESIGN', printFormat: 'SINGLE_SIDE' });
    expect(body.design).toEqual(design);

    const again = await t.app.inject({ method: 'GET', url: `/api/designs/${body.id}`, headers: alice.headers });
    expect(again.statusCode).toBe(200);
    expect(again.json().design).toEqual(design);
  });

  it("defaults the name to 'Untitled document'", async () => {
    const res = await create(alice, { design: createDesignContent() });
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('Untitled document');
  });

  it('refuses a name taken by the same user, after trimming, with the spec message', async () => {
    await create(alice, { name: 'Flyer', design: createDesignContent() });
    const res = await create(alice, { name: ' Flyer ', design: createDesignContent() });
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([{ property: 'name', constraints: { isUnique: MESSAGES.nameTaken } }]);
    // Another user may use the same name.
    expect((await create(bob, { name: 'Flyer', design: createDesignContent() })).statusCode).toBe(201);
  });

  it('refuses empty and over-long names', async () => {
    const empty = await create(alice, { name: '   ', design: createDesignContent() });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().details[0]).toMatchObject({ property: 'name', constraints: { too_small: MESSAGES.nameRequired } });
    expect((await create(alice, { name: 'x'.repeat(43), design: createDesignContent() })).statusCode).toBe(422);
  });

  it('validates the content against the model and names the bad field', async () => {
    const design = contentWithText('x') as unknown as { assets: { pageId: string; x: unknown }[] };
    design.assets[0]!.x = 'left';
    const res = await create(alice, { name: 'Bad', design });
    expect(res.statusCode).toBe(422);
    expect(res.json().details.map((d: { property: string }) => d.property)).toContain('design.assets.0.x');

    const orphan = contentWithText('x');
    orphan.assets[0]!.pageId = 'no-such-page';
    const res2 = await create(alice, { name: 'Orphan', design: orphan });
    expect(res2.statusCode).toBe(422);
    expect(res2.json().details[0].property).toBe('design.assets.0.pageId');
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/designs', payload: { design: createDesignContent() } });
    expect(res.statusCode).toBe(401);
  });

  it(`stops a FREE user at ${FREE_PLAN_DESIGN_LIMIT} designs with the spec message, but not a PRO user`, async () => {
    const carol = await t.signUp();
    for (let i = 0; i < FREE_PLAN_DESIGN_LIMIT; i++) {
      expect((await create(carol, { name: `D${i}`, design: createDesignContent() })).statusCode).toBe(201);
    }
    const refused = await create(carol, { name: 'One too many', design: createDesignContent() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.freePlanLimit);

    await updateUser(t.app.db, carol.user.id, { storagePlan: 'PRO' });
    expect((await create(carol, { name: 'One too many', design: createDesignContent() })).statusCode).toBe(201);
  });
});

describe('GET, PUT and DELETE /api/designs/:id', () => {
  it("answers 404 'Design not found' for a foreign, missing or malformed id", async () => {
    const mine = (await create(alice, { name: 'Private', design: createDesignContent() })).json();
    for (const url of [`/api/designs/${mine.id}`, '/api/designs/999999', '/api/designs/abc']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bob.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().details).toBe(MESSAGES.designNotFound);
    }
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/designs/${mine.id}`,
      headers: bob.headers,
      payload: { name: 'Mine now', design: createDesignContent(), version: 1 },
    });
    expect(put.statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/designs/${mine.id}`, headers: bob.headers });
    expect(del.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/designs/${mine.id}`, headers: alice.headers })).statusCode).toBe(200);
  });

  it('updates content and name, keeping its own name allowed', async () => {
    const created = (await create(alice, { name: 'Poster', design: createDesignContent() })).json();
    const design = contentWithText('Updated — café ✓ 😀 "quoted" \\ end');
    const res = await t.app.inject({ method: 'PUT', url: `/api/designs/${created.id}`, headers: alice.headers, payload: { name: 'Poster', design, version: created.version } });
    expect(res.statusCode).toBe(200);
    const opened = await t.app.inject({ method: 'GET', url: `/api/designs/${created.id}`, headers: alice.headers });
    expect(opened.json().design).toEqual(design);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/designs/${created.id}`,
      headers: alice.headers,
      payload: { name: 'My card', design, version: res.json().version },
    });
    expect(renamed.statusCode).toBe(422);
  });

  it('keeps the stored preview when a save sends none, replaces it when one is sent, and lists it', async () => {
    const preview = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';
    const created = (await create(alice, { name: 'With preview', design: createDesignContent(), preview })).json();
    expect(created.preview).toBe(preview);
    let version = created.version as number;
    const put = async (payload: Record<string, unknown>) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/designs/${created.id}`,
        headers: alice.headers,
        payload: { name: 'With preview', design: createDesignContent(), version, ...payload },
      });
      if (res.statusCode === 200) version = res.json().version;
      return res;
    };
    expect((await put({})).json().preview).toBe(preview);
    const next = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAg==';
    expect((await put({ preview: next })).json().preview).toBe(next);
    const list = (await t.app.inject({ method: 'GET', url: `/api/users/${alice.user.id}/designs`, headers: alice.headers })).json() as { id: number; preview: string }[];
    expect(list.find((d) => d.id === created.id)?.preview).toBe(next);
    expect((await put({ preview: null })).json().preview).toBeNull();
    expect((await put({ preview: 'javascript:alert(1)' })).statusCode).toBe(422);
  });

  it('deletes a design', async () => {
    const created = (await create(alice, { name: 'Temporary', design: createDesignContent() })).json();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/designs/${created.id}`, headers: alice.headers });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/designs/${created.id}`, headers: alice.headers })).statusCode).toBe(404);
  });
});

describe('GET /api/users/:id/designs', () => {
  it("lists only the caller's designs, newest first, without content", async () => {
    const older = (await create(alice, { name: 'Listed older', design: contentWithText('older') })).json() as { id: number };
    const newer = (await create(alice, { name: 'Listed newer', design: contentWithText('newer') })).json() as { id: number };
    const order = async () =>
      ((await t.app.inject({ method: 'GET', url: `/api/users/${alice.user.id}/designs`, headers: alice.headers })).json() as { id: number }[])
        .map((d) => d.id)
        .filter((id) => id === older.id || id === newer.id);
    expect(await order()).toEqual([newer.id, older.id]);
    // A save makes a design the newest.
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/designs/${older.id}`,
      headers: alice.headers,
      payload: { name: 'Listed older', version: 1, design: contentWithText('older, changed') },
    });
    expect(saved.statusCode).toBe(200);
    expect(await order()).toEqual([older.id, newer.id]);

    const res = await t.app.inject({ method: 'GET', url: `/api/users/${alice.user.id}/designs`, headers: alice.headers });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { userId: number; design?: unknown }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((d) => d.userId === alice.user.id && d.design === undefined)).toBe(true);
    const foreign = await t.app.inject({ method: 'GET', url: `/api/users/${alice.user.id}/designs`, headers: bob.headers });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('what a save and an open answer', () => {
  it('POST and GET answer the whole design, PUT the stored row without its content, each with the stored version as ETag', async () => {
    const content = contentWithText('Answered whole');
    const created = await create(alice, { name: 'Answered', design: content });
    expect(created.headers['content-type']).toMatch(/^application\/json/);
    expect(created.json()).toMatchObject({ name: 'Answered', version: 1, design: content });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/designs/${created.json().id}`,
      headers: alice.headers,
      payload: { name: 'Answered', version: 1, design: content },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    const opened = await t.app.inject({ method: 'GET', url: `/api/designs/${created.json().id}`, headers: alice.headers });
    expect(opened.headers.etag).toBe('"2"');
    expect(opened.json()).toMatchObject({ id: created.json().id, userId: alice.user.id, name: 'Answered', version: 2, design: content });
    expect(Object.keys(opened.json()).at(-1)).toBe('design');
    // The save's answer is the open's, less the content the editor already holds.
    const { design: _, ...summary } = opened.json();
    expect(saved.json()).toEqual(summary);
  });

  it('an open brings content stored by an older version up to the current schema', async () => {
    const content = contentWithText('Old words');
    const created = (await create(alice, { name: 'From before versions', design: content })).json();
    // As written before content had a schemaVersion (migration AddSchemaVersion), keys in jsonb's order.
    const { schemaVersion: _, ...older } = content;
    await t.app.db.execute(
      sql`update designs set content = ${JSON.stringify({ pages: older.pages, assets: older.assets, layoutDimensions: older.layoutDimensions })}::json where id = ${created.id}`,
    );
    const opened = await t.app.inject({ method: 'GET', url: `/api/designs/${created.id}`, headers: alice.headers });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().design).toEqual(content);
  });

  it('an open relabels content stored as version 1 (ColoursMayBeInks changes nothing else)', async () => {
    const carol = await t.signUp();
    const content = contentWithText('Version one');
    const created = (await create(carol, { name: 'Version one', design: content })).json();
    const { schemaVersion: _, ...rest } = content;
    await t.app.db.execute(sql`update designs set content = ${JSON.stringify({ schemaVersion: 1, ...rest })}::json where id = ${created.id}`);
    const opened = await t.app.inject({ method: 'GET', url: `/api/designs/${created.id}`, headers: carol.headers });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().design).toEqual({ ...content, schemaVersion: 2 });
  });
});
