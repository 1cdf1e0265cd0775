import type { Svg, SvgCategoryListItem, SvgPage } from '@layout/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FilePart, postMultipart } from '../test/multipart';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { gifOf, jpegOf, pngHeaderClaiming, pngOf, truncated } from '../uploads/pictureFixtures';
import { ESCAPED_SCRIPT_TEXT, SVG_DANGER, XSS_VECTORS } from '../uploads/svgXssVectors';
import { updateUser } from '../users/users.queries';
import { svgPurchases } from './svgs.table';

let t: TestApp;
let admin: SignedUp;
let designer: SignedUp;
let ann: SignedUp;
let bob: SignedUp;

beforeAll(async () => {
  // A stock fee of 10 % plus $0.50, so fullCost is worth checking.
  t = await createTestApp({ env: { STOCK_FEE_PERCENT: '10', STOCK_FEE_DOLLAR: '0.5' } });
  [admin, designer, ann, bob] = await Promise.all([t.signUp(), t.signUp(), t.signUp(), t.signUp()]);
  await updateUser(t.app.db, admin.user.id, { role: 'admin' });
  await updateUser(t.app.db, designer.user.id, { role: 'designer' });
});
afterAll(() => t.close());

const SQUARE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 2h20v20H2z" fill="#000"/></svg>';

const upload = (who: SignedUp | null, files: FilePart[], fields: Record<string, string> = {}) =>
  postMultipart(t.app, '/api/svgs', who, files, { fields, fileType: 'image/svg+xml' });

const get = (who: SignedUp | null, url: string) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const send = (who: SignedUp | null, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

async function newCategory(name: string, type: 'shape' | 'icon', order = 1): Promise<SvgCategoryListItem> {
  const response = await send(admin, 'POST', '/api/svg-categories', { name, type, order });
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** Publishes one svg as the designer (or `who`) and returns it. */
async function publish(name: string, fields: Record<string, string>, who: SignedUp = designer, text = SQUARE): Promise<Svg> {
  const response = await upload(who, [{ name: `${name}.svg`, bytes: text }], { isPublic: 'true', name, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as Svg[])[0]!;
}

/** The stored file of an svg, as a browser fetches it from its link. */
async function fileOf(svg: Svg): Promise<string> {
  const response = await get(null, svg.link);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/svg+xml');
  return response.body;
}

describe('a user uploads their own icons (POST /svgs, GET /users/{id}/icons)', () => {
  it('stores 1 to 10 SVG files as private icons named after the files, listed newest first', async () => {
    const response = await upload(ann, [
      { name: 'heart.svg', bytes: SQUARE },
      { name: 'my-logo.svg', bytes: SQUARE.replace('#000', '#f00') },
    ]);
    expect(response.statusCode).toBe(201);
    const created = response.json() as Svg[];
    expect(created.map((s) => s.name)).toEqual(['heart', 'my logo']);
    expect(created[0]).toMatchObject({ type: 'icon', isPublic: false, userId: ann.user.id, cost: 0, fullCost: 0, svgCategoryId: null, svgCategory: null, keyWords: [] });
    expect(created[0]!.link).toMatch(/^\/api\/files\/svgs\/[0-9a-f-]{36}\.svg$/);
    expect(await fileOf(created[1]!)).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24"><path d="M2 2h20v20H2z" fill="#f00"/></svg>');

    const mine = await get(ann, `/api/users/${ann.user.id}/icons`);
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as Svg[]).map((s) => s.name)).toEqual(['my logo', 'heart']);
    // An admin may look; another user may not; a guest must sign in.
    expect((await get(admin, `/api/users/${ann.user.id}/icons`)).statusCode).toBe(200);
    expect((await get(bob, `/api/users/${ann.user.id}/icons`)).statusCode).toBe(403);
    expect((await get(null, `/api/users/${ann.user.id}/icons`)).statusCode).toBe(401);
  });

  it('keeps private icons out of the library and away from other users', async () => {
    const [icon] = (await (await upload(ann, [{ name: 'secret.svg', bytes: SQUARE }])).json()) as Svg[];
    expect((await get(ann, `/api/svgs/${icon!.id}`)).statusCode).toBe(200);
    expect((await get(admin, `/api/svgs/${icon!.id}`)).statusCode).toBe(200);
    expect((await get(bob, `/api/svgs/${icon!.id}`)).json()).toMatchObject({ statusCode: 404, details: 'Svg not found' });
    expect((await get(null, `/api/svgs/${icon!.id}`)).statusCode).toBe(404);
    const library = (await get(null, '/api/svgs?search=secret')).json() as SvgPage;
    expect(library.total).toBe(0);
    expect(((await get(null, '/api/svgs/public')).json() as Svg[]).some((s) => s.id === icon!.id)).toBe(false);
  });

  it('refuses guests, no file, more than 10 files, a file in another field, a request that is not multipart, and a huge file', async () => {
    expect((await upload(null, [{ name: 'a.svg', bytes: SQUARE }])).statusCode).toBe(401);
    const none = await upload(ann, [], { name: 'x' });
    expect(none.statusCode).toBe(422);
    const eleven = await upload(
      ann,
      Array.from({ length: 11 }, (_, i) => ({ name: `${i}.svg`, bytes: SQUARE })),
    );
    expect(eleven.json()).toMatchObject({ statusCode: 422, details: 'At most 10 files can be uploaded at once' });
    const field = await upload(ann, [{ field: 'icon', name: 'a.svg', bytes: SQUARE }]);
    expect(field.json()).toMatchObject({ statusCode: 422, details: [{ property: 'file' }] });
    const json = await send(ann, 'POST', '/api/svgs', { file: SQUARE });
    expect(json.statusCode).toBe(415);
    const huge = `<svg xmlns="http://www.w3.org/2000/svg"><desc>${'x'.repeat(5 * 1024 * 1024)}</desc></svg>`;
    expect((await upload(ann, [{ name: 'huge.svg', bytes: huge }])).statusCode).toBe(413);
  });

  it('refuses files that are not SVG documents, and stores none of an upload with one bad file', async () => {
    const before = ((await get(ann, `/api/users/${ann.user.id}/icons`)).json() as Svg[]).length;
    for (const [name, text] of [
      ['page.svg', '<html><body>hi</body></html>'],
      ['broken.svg', '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>'],
      ['xxe.svg', '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>'],
    ] as const) {
      const response = await upload(ann, [
        { name: 'good.svg', bytes: SQUARE },
        { name, bytes: text },
      ]);
      expect(response.statusCode, name).toBe(422);
      expect(response.json()).toMatchObject({ message: 'Validation failed' });
      expect(String(response.json().details)).toMatch(new RegExp(`^Invalid SVG file.*: ${name.replace('.', '\\.')}$`));
    }
    expect(((await get(ann, `/api/users/${ann.user.id}/icons`)).json() as Svg[]).length).toBe(before);
  });

  it('takes JPEG and PNG pictures as icons (spec 001 section 5), told by their bytes, stored and served as pictures', async () => {
    const png = await pngOf(120, 80);
    const jpeg = await jpegOf(64, 64);
    // A PNG named .svg is a PNG; a JPEG sent as image/svg+xml is a JPEG.
    const response = await upload(ann, [
      { name: 'badge.png', bytes: png, type: 'image/png' },
      { name: 'photo-mark.svg', bytes: jpeg },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const [badge, mark] = response.json() as Svg[];
    expect(badge).toMatchObject({ name: 'badge', type: 'icon', isPublic: false, userId: ann.user.id });
    expect(badge!.link).toMatch(/^\/api\/files\/svgs\/[0-9a-f-]{36}\.png$/);
    expect(mark).toMatchObject({ name: 'photo mark' });
    expect(mark!.link).toMatch(/\.jpg$/);
    const served = await get(null, badge!.link);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect((await get(null, mark!.link)).headers['content-type']).toBe('image/jpeg');
    const mine = (await get(ann, `/api/users/${ann.user.id}/icons`)).json() as Svg[];
    expect(mine.map((icon) => icon.id)).toEqual(expect.arrayContaining([badge!.id, mark!.id]));
  });

  it('checks an icon picture as My images does: a damaged or too large one, a GIF, and a picture as a shape are refused, nothing stored', async () => {
    const before = ((await get(ann, `/api/users/${ann.user.id}/icons`)).json() as Svg[]).length;
    const cut = truncated(await pngOf(300, 300));
    const damaged = await upload(ann, [
      { name: 'good.svg', bytes: SQUARE },
      { name: 'cut.png', bytes: cut },
    ]);
    expect(damaged.json()).toMatchObject({ statusCode: 422, message: 'Invalid picture' });
    expect(String(damaged.json().details)).toContain('cut.png');
    const huge = await upload(ann, [{ name: 'huge.png', bytes: pngHeaderClaiming(40_000, 40_000) }]);
    expect(huge.json()).toMatchObject({ statusCode: 422, message: 'Invalid picture' });
    expect(String(huge.json().details)).toContain('megapixels');
    const gif = await upload(ann, [{ name: 'moving.gif', bytes: await gifOf(10, 10) }]);
    expect(gif.statusCode).toBe(422);
    const shape = await upload(designer, [{ name: 'blob.png', bytes: await pngOf(10, 10) }], { type: 'shape', isPublic: 'true' });
    expect(shape.json()).toMatchObject({ statusCode: 422, details: 'Shapes have to be SVG files: blob.png' });
    expect(((await get(ann, `/api/users/${ann.user.id}/icons`)).json() as Svg[]).length).toBe(before);
  });

  it('a plain user cannot publish: public, priced, in a category or a shape is for designers and admins', async () => {
    const category = await newCategory('User attempts', 'icon');
    const attempts: Record<string, string>[] = [{ isPublic: 'true' }, { cost: '2' }, { svgCategoryId: String(category.id) }, { type: 'shape' }];
    for (const fields of attempts) {
      const response = await upload(ann, [{ name: 'a.svg', bytes: SQUARE }], fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(403);
      expect(response.json().details).toBe('Only designers and admins publish to the library');
    }
  });
});

describe('every classic XSS vector through POST /svgs comes back clean from storage', () => {
  for (const [name, text] of Object.entries(XSS_VECTORS)) {
    it(name, async () => {
      const response = await upload(ann, [{ name: 'vector.svg', bytes: text }]);
      expect(response.statusCode, response.body).toBe(201);
      const stored = await fileOf((response.json() as Svg[])[0]!);
      expect(stored.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(stored.replace(ESCAPED_SCRIPT_TEXT, '')).not.toMatch(SVG_DANGER);
    });
  }

  it('serves the files so that nothing in one could run even if it slipped through', async () => {
    const [svg] = (await (await upload(ann, [{ name: 'a.svg', bytes: SQUARE }])).json()) as Svg[];
    const response = await get(null, svg!.link);
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the public library (GET /svgs, /svgs/public, /svg-categories)', () => {
  let arrows: SvgCategoryListItem;
  let badges: SvgCategoryListItem;
  let icons: SvgCategoryListItem;

  beforeAll(async () => {
    arrows = await newCategory('Arrows', 'shape', 2);
    badges = await newCategory('Badges and seals', 'shape', 1);
    icons = await newCategory('Weather', 'icon', 1);
    for (let i = 1; i <= 14; i++) await publish(`Arrow ${i}`, { type: 'shape', svgCategoryId: String(arrows.id), keyWords: 'direction pointer' });
    await publish('Gold seal', { type: 'shape', svgCategoryId: String(badges.id), cost: '2.00', keyWords: 'Award Medal' });
    await publish('Sun', { type: 'icon', svgCategoryId: String(icons.id), keyWords: 'sunny bright' });
    await publish('Cloud rain', { type: 'icon', svgCategoryId: String(icons.id), keyWords: 'weather drops' });
  });

  it('lists a type’s categories in order, each with how many svgs it holds (for More > (N))', async () => {
    const response = await get(null, '/api/svg-categories?type=shape');
    expect(response.statusCode).toBe(200);
    const listed = (response.json() as SvgCategoryListItem[]).filter((c) => [arrows.id, badges.id].includes(c.id));
    expect(listed).toEqual([
      { id: badges.id, name: 'Badges and seals', order: 1, type: 'shape', count: 1 },
      { id: arrows.id, name: 'Arrows', order: 2, type: 'shape', count: 14 },
    ]);
    expect(((await get(null, '/api/svg-categories?type=icon')).json() as SvgCategoryListItem[]).every((c) => c.type === 'icon')).toBe(true);
  });

  it('with withItems=N, gives each category its first N svgs in one request', async () => {
    const listed = (await get(null, '/api/svg-categories?type=shape&withItems=8')).json() as SvgCategoryListItem[];
    const arrowRow = listed.find((c) => c.id === arrows.id)!;
    expect(arrowRow.items!.map((s) => s.name)).toEqual(['Arrow 1', 'Arrow 2', 'Arrow 3', 'Arrow 4', 'Arrow 5', 'Arrow 6', 'Arrow 7', 'Arrow 8']);
    expect(listed.find((c) => c.id === badges.id)!.items).toHaveLength(1);
    expect((await get(null, '/api/svg-categories?withItems=13')).statusCode).toBe(422);
    expect((await get(null, '/api/svg-categories?type=photo')).statusCode).toBe(422);
  });

  it('pages a category 12 at a time (More >) and tells the total', async () => {
    const first = (await get(null, `/api/svgs?type=shape&categoryId=${arrows.id}`)).json() as SvgPage;
    expect(first).toMatchObject({ total: 14, page: 1, perPage: 12 });
    expect(first.svgs).toHaveLength(12);
    const second = (await get(null, `/api/svgs?type=shape&categoryId=${arrows.id}&page=2`)).json() as SvgPage;
    expect(second.svgs.map((s) => s.name)).toEqual(['Arrow 13', 'Arrow 14']);
    expect(second.svgs[0]).toMatchObject({ svgCategory: { name: 'Arrows' }, svgCategoryId: arrows.id, isPublic: true, userId: designer.user.id });
  });

  it('searches by name, keywords and category name; every word must match; case does not matter', async () => {
    const names = async (query: string) => ((await get(null, `/api/svgs?${query}`)).json() as SvgPage).svgs.map((s) => s.name);
    expect(await names('type=icon&search=SUN')).toEqual(['Sun']);
    expect(await names('type=icon&search=drops')).toEqual(['Cloud rain']);
    expect(await names('type=icon&search=weather')).toEqual(['Sun', 'Cloud rain']);
    expect(await names('type=shape&search=medal')).toEqual(['Gold seal']);
    expect(await names('type=shape&search=badges')).toEqual(['Gold seal']);
    expect(await names('type=shape&search=arrow%2014')).toEqual(['Arrow 14']);
    expect(await names('type=shape&search=pointer%20gold')).toEqual([]);
    // LIKE's wildcards are plain characters in a search.
    expect(await names('type=shape&search=%25')).toEqual([]);
    expect(await names('type=shape&search=_')).toEqual([]);
  });

  it('prices paid items with the stock fee: fullCost = cost + cost x percent + dollar', async () => {
    const [seal] = ((await get(null, '/api/svgs?search=gold%20seal')).json() as SvgPage).svgs;
    expect(seal).toMatchObject({ cost: 2, fullCost: 2.7 });
  });

  it('refuses bad paging and filters with 422', async () => {
    for (const query of ['page=0', 'perPage=101', 'type=photo', 'categoryId=abc', `search=${'x'.repeat(201)}`])
      expect((await get(null, `/api/svgs?${query}`)).statusCode, query).toBe(422);
  });

  it('GET /svgs/public lists every public svg of a type, or only the paid ones', async () => {
    const all = (await get(null, '/api/svgs/public?type=icon')).json() as Svg[];
    expect(all.map((s) => s.name)).toEqual(expect.arrayContaining(['Sun', 'Cloud rain']));
    expect(all.every((s) => s.type === 'icon' && s.isPublic)).toBe(true);
    const paid = (await get(null, '/api/svgs/public?paid=true')).json() as Svg[];
    expect(paid.map((s) => s.name)).toEqual(['Gold seal']);
    expect((await get(null, '/api/svgs/public?paid=yes')).statusCode).toBe(422);
  });

  it('GET /users/{id}/svgs lists what that user published', async () => {
    const published = (await get(null, `/api/users/${designer.user.id}/svgs`)).json() as Svg[];
    expect(published).toHaveLength(17);
    expect((await get(null, `/api/users/${ann.user.id}/svgs`)).json()).toEqual([]);
    expect((await get(null, '/api/users/abc/svgs')).statusCode).toBe(422);
  });

  it('a publish into a category of the other type, or one that does not exist, is refused', async () => {
    for (const svgCategoryId of [String(icons.id), '999999']) {
      const response = await upload(designer, [{ name: 'a.svg', bytes: SQUARE }], { type: 'shape', svgCategoryId, isPublic: 'true' });
      expect(response.json()).toMatchObject({ statusCode: 422, details: [{ property: 'svgCategoryId' }] });
    }
    const badPrice = await upload(designer, [{ name: 'a.svg', bytes: SQUARE }], { isPublic: 'true', cost: '1.234' });
    expect(badPrice.json()).toMatchObject({ statusCode: 422, details: [{ property: 'cost' }] });
  });
});

describe('changing and deleting an svg (PUT, DELETE /svgs/{id})', () => {
  it('the owner renames their icon; another user gets 404 for a private one; a guest 401', async () => {
    const [icon] = (await (await upload(ann, [{ name: 'star.svg', bytes: SQUARE }])).json()) as Svg[];
    const renamed = await send(ann, 'PUT', `/api/svgs/${icon!.id}`, { name: '  Gold star ', keyWords: 'Shiny STAR' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Gold star', keyWords: ['shiny', 'star'] });
    expect((await send(bob, 'PUT', `/api/svgs/${icon!.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await send(null, 'PUT', `/api/svgs/${icon!.id}`, { name: 'Mine' })).statusCode).toBe(401);
    expect((await send(ann, 'PUT', `/api/svgs/${icon!.id}`, { name: '' })).json()).toMatchObject({ statusCode: 422, details: [{ property: 'name' }] });
    expect((await send(ann, 'PUT', `/api/svgs/${icon!.id}`, { isPublic: true })).statusCode).toBe(403);
    expect((await send(ann, 'PUT', '/api/svgs/999999', { name: 'x' })).statusCode).toBe(404);
  });

  it('the designer reprices and recategorises what they published; another designer is refused with 403; an admin may', async () => {
    const category = await newCategory('Banners', 'shape');
    const svg = await publish('Banner', { type: 'shape', svgCategoryId: String(category.id) });
    const other = await t.signUp();
    await updateUser(t.app.db, other.user.id, { role: 'designer' });
    expect((await send(other, 'PUT', `/api/svgs/${svg.id}`, { cost: 5 })).json()).toMatchObject({ statusCode: 403, details: 'Only the svg’s owner or an admin may change it' });
    const changed = await send(designer, 'PUT', `/api/svgs/${svg.id}`, { cost: '1.5', svgCategoryId: null });
    expect(changed.json()).toMatchObject({ cost: 1.5, fullCost: 2.15, svgCategoryId: null, svgCategory: null });
    const byAdmin = await send(admin, 'PUT', `/api/svgs/${svg.id}`, { svgCategoryId: category.id, isPublic: false });
    expect(byAdmin.json()).toMatchObject({ svgCategoryId: category.id, svgCategory: { name: 'Banners' }, isPublic: false });
  });

  it('the owner deletes their icon and its file goes; others cannot; deleting twice is 404', async () => {
    const [icon] = (await (await upload(ann, [{ name: 'bye.svg', bytes: SQUARE }])).json()) as Svg[];
    expect((await send(bob, 'DELETE', `/api/svgs/${icon!.id}`)).statusCode).toBe(404);
    expect((await send(null, 'DELETE', `/api/svgs/${icon!.id}`)).statusCode).toBe(401);
    const deleted = await send(ann, 'DELETE', `/api/svgs/${icon!.id}`);
    expect(deleted.json()).toEqual({ id: icon!.id });
    expect((await get(null, icon!.link)).statusCode).toBe(404);
    expect((await send(ann, 'DELETE', `/api/svgs/${icon!.id}`)).statusCode).toBe(404);
  });

  it('a public svg: another user gets 403 (they can see it), an admin deletes it', async () => {
    const svg = await publish('Public one', { type: 'icon' });
    expect((await send(ann, 'DELETE', `/api/svgs/${svg.id}`)).statusCode).toBe(403);
    expect((await send(admin, 'DELETE', `/api/svgs/${svg.id}`)).statusCode).toBe(200);
  });
});

describe('purchased svgs (GET /users/{id}/paid-svgs)', () => {
  it('lists the svgs the user bought, most recent first; only for themselves or an admin', async () => {
    expect((await get(bob, `/api/users/${bob.user.id}/paid-svgs`)).json()).toEqual([]);
    const a = await publish('Paid A', { type: 'icon', cost: '3' });
    const b = await publish('Paid B', { type: 'icon', cost: '4' });
    // Buying arrives with the marketplace; the purchase rows are what it will write.
    await t.app.db.insert(svgPurchases).values([
      { userId: bob.user.id, svgId: a.id, paidCents: 300, createdAt: new Date('2026-01-01T00:00:00Z') },
      { userId: bob.user.id, svgId: b.id, paidCents: 400, createdAt: new Date('2026-02-01T00:00:00Z') },
    ]);
    const bought = await get(bob, `/api/users/${bob.user.id}/paid-svgs`);
    expect((bought.json() as Svg[]).map((s) => s.name)).toEqual(['Paid B', 'Paid A']);
    expect((await get(admin, `/api/users/${bob.user.id}/paid-svgs`)).statusCode).toBe(200);
    expect((await get(ann, `/api/users/${bob.user.id}/paid-svgs`)).statusCode).toBe(403);
    expect((await get(null, `/api/users/${bob.user.id}/paid-svgs`)).statusCode).toBe(401);
  });
});

describe('svg categories (admins write)', () => {
  it('creates, reads, renames and deletes a category; names are unique per type', async () => {
    const created = await newCategory('Frames', 'shape', 4);
    expect(created).toMatchObject({ name: 'Frames', order: 4, type: 'shape', count: 0 });
    expect((await send(admin, 'POST', '/api/svg-categories', { name: 'frames', type: 'shape' })).json()).toMatchObject({
      statusCode: 422,
      details: [{ property: 'name', constraints: { isUnique: 'Current name is already taken' } }],
    });
    expect((await send(admin, 'POST', '/api/svg-categories', { name: 'Frames', type: 'icon' })).statusCode).toBe(201);
    expect((await get(null, `/api/svg-categories/${created.id}`)).json()).toEqual({ id: created.id, name: 'Frames', order: 4, type: 'shape', count: 0 });
    const renamed = await send(admin, 'PUT', `/api/svg-categories/${created.id}`, { name: 'Photo frames', order: 2, type: 'shape' });
    expect(renamed.json()).toMatchObject({ name: 'Photo frames', order: 2 });
    expect((await send(admin, 'DELETE', `/api/svg-categories/${created.id}`)).json()).toEqual({ id: created.id });
    expect((await get(null, `/api/svg-categories/${created.id}`)).statusCode).toBe(404);
  });

  it('a category holding svgs keeps its type; deleting it keeps its svgs, in no category', async () => {
    const category = await newCategory('Seasons', 'icon');
    const svg = await publish('Snowflake', { type: 'icon', svgCategoryId: String(category.id) });
    expect((await send(admin, 'PUT', `/api/svg-categories/${category.id}`, { name: 'Seasons', type: 'shape' })).json()).toMatchObject({
      statusCode: 422,
      details: [{ property: 'type' }],
    });
    await send(admin, 'DELETE', `/api/svg-categories/${category.id}`);
    expect((await get(null, `/api/svgs/${svg.id}`)).json()).toMatchObject({ svgCategoryId: null, svgCategory: null });
  });

  it('refuses non-admins (403), guests (401), bad input (422) and missing ones (404)', async () => {
    expect((await send(designer, 'POST', '/api/svg-categories', { name: 'X', type: 'icon' })).statusCode).toBe(403);
    expect((await send(null, 'POST', '/api/svg-categories', { name: 'X', type: 'icon' })).statusCode).toBe(401);
    expect((await send(admin, 'POST', '/api/svg-categories', { name: '', type: 'icon' })).statusCode).toBe(422);
    expect((await send(admin, 'POST', '/api/svg-categories', { name: 'X', type: 'photo' })).statusCode).toBe(422);
    expect((await send(admin, 'PUT', '/api/svg-categories/999999', { name: 'X', type: 'icon' })).statusCode).toBe(404);
    expect((await send(admin, 'DELETE', '/api/svg-categories/999999')).statusCode).toBe(404);
    expect((await send(ann, 'DELETE', '/api/svg-categories/1')).statusCode).toBe(403);
    expect((await get(null, '/api/svg-categories/abc')).statusCode).toBe(422);
  });
});

describe('unpublished library items (GET /users/{id}/svgs for their owner and admins)', () => {
  it('lists a creator’s unpublished shapes and icons to them and to admins only, apart from their private icons', async () => {
    const shapes = await newCategory('Drafts shapes', 'shape');
    const draftShape = await publish('Draft shape', { type: 'shape', isPublic: 'false', svgCategoryId: String(shapes.id) });
    const draftIcon = await publish('Draft icon', { isPublic: 'false', cost: '3' });
    const [privateIcon] = (await (await upload(designer, [{ name: 'my own.svg', bytes: SQUARE }])).json()) as Svg[];
    expect(draftShape).toMatchObject({ type: 'shape', isPublic: false });

    const idsFor = async (who: SignedUp | null) => ((await get(who, `/api/users/${designer.user.id}/svgs`)).json() as Svg[]).map((s) => s.id);
    for (const who of [designer, admin]) {
      const ids = await idsFor(who);
      expect(ids).toEqual(expect.arrayContaining([draftShape.id, draftIcon.id]));
      expect(ids).not.toContain(privateIcon!.id);
    }
    for (const who of [null, ann]) expect(await idsFor(who)).not.toEqual(expect.arrayContaining([draftShape.id]));
    expect(await idsFor(ann)).not.toContain(draftIcon.id);

    // A draft of the library is not one of My Stuff's icons; the private icon is.
    const myIcons = ((await get(designer, `/api/users/${designer.user.id}/icons`)).json() as Svg[]).map((s) => s.id);
    expect(myIcons).toContain(privateIcon!.id);
    expect(myIcons).not.toContain(draftIcon.id);

    // Republished, it is in the library for everyone.
    expect((await send(designer, 'PUT', `/api/svgs/${draftShape.id}`, { isPublic: true })).statusCode).toBe(200);
    expect(await idsFor(null)).toContain(draftShape.id);
  });
});
