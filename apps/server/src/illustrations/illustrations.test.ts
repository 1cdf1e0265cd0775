import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  ILLUSTRATION_MESSAGES,
  type Illustration,
  type IllustrationCategory,
  type IllustrationPage,
  type IllustrationSubcategory,
  MESSAGES,
  type PaidIllustrationsInfo,
  STOCK_MESSAGES,
} from '@layout/model';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FilePart, postMultipart } from '../test/multipart';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { jpegOf, pngOf } from '../uploads/pictureFixtures';
import { SVG_DANGER, XSS_VECTORS } from '../uploads/svgXssVectors';
import { updateUser } from '../users/users.queries';
import { illustrationCategories, illustrationPurchases, illustrationSubcategories, illustrations } from './illustrations.table';

let t: TestApp;
let admin: SignedUp;
let designer: SignedUp;
let otherDesigner: SignedUp;
let customer: SignedUp;
let png: Buffer;
let jpeg: Buffer;
const ids = { nature: 0, food: 0, woodland: 0, othersCollection: 0, freeCollection: 0 };

const SVG = (fill = '#4ac6e3') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="100" height="80" viewBox="0 0 100 80"><rect width="100" height="80" fill="${fill}"/></svg>`);

beforeAll(async () => {
  // A stock fee, so every price is checked with it: buyers pay price + 10% + $0.30.
  t = await createTestApp({ env: { STOCK_FEE_PERCENT: '10', STOCK_FEE_DOLLAR: '0.3' } });
  [admin, designer, otherDesigner, customer] = await Promise.all([t.signUp(), t.signUp(), t.signUp(), t.signUp()]);
  await updateUser(t.app.db, admin.user.id, { role: 'admin' });
  await updateUser(t.app.db, designer.user.id, { role: 'designer', creatorName: 'Willow Draws', isShowHireMe: true, website: 'https://willow.example' });
  await updateUser(t.app.db, otherDesigner.user.id, { role: 'designer', creatorName: 'Rex Ink' });
  const [nature, food] = await t.app.db
    .insert(illustrationCategories)
    .values([
      { name: 'Nature', order: 2 },
      { name: 'Food and drink', order: 1 },
    ])
    .returning();
  ids.nature = nature!.id;
  ids.food = food!.id;
  const subcategories = await t.app.db
    .insert(illustrationSubcategories)
    .values([
      { name: 'Woodland', costCents: 500, assignedTo: designer.user.id, illustrationCategoryId: nature!.id },
      { name: 'Rex’s garden', costCents: 300, assignedTo: otherDesigner.user.id, illustrationCategoryId: nature!.id },
      { name: 'Anyone’s picnic', costCents: 0, assignedTo: null, illustrationCategoryId: food!.id },
    ])
    .returning();
  ids.woodland = subcategories[0]!.id;
  ids.othersCollection = subcategories[1]!.id;
  ids.freeCollection = subcategories[2]!.id;
  [png, jpeg] = await Promise.all([pngOf(600, 300), jpegOf(300, 600)]);
});
afterAll(() => t.close());

const fields = (overrides: Record<string, string> = {}) => ({
  name: 'Fox',
  cost: '2.50',
  order: '3',
  keyWords: 'Fox Forest autumn',
  illustrationCategoryId: String(ids.nature),
  illustrationSubcategoryId: String(ids.woodland),
  isPublished: 'true',
  ...overrides,
});

const upload = (who: SignedUp | null, files: FilePart[], form: Record<string, string> = fields()) =>
  postMultipart(t.app, '/api/illustrations/upload', who, files, { fields: form, fileType: 'image/svg+xml' });

async function uploaded(who: SignedUp, form: Record<string, string>, files: FilePart[] = [{ name: 'art.svg', bytes: SVG() }]): Promise<Illustration[]> {
  const response = await upload(who, files, form);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Illustration[];
}

const get = (who: SignedUp | null, url: string) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const put = (who: SignedUp | null, id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/illustrations/${id}`, headers: who?.headers ?? {}, payload });
const del = (who: SignedUp | null, id: number) => t.app.inject({ method: 'DELETE', url: `/api/illustrations/${id}`, headers: who?.headers ?? {} });
const paidInfo = (who: SignedUp | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/illustrations/paid-illustrations-info', headers: who?.headers ?? {}, payload });

/** The stored file behind an /api/files link. */
const storedFile = (link: string) => join(t.config.dataDir, 'files', link.replace(/^\/api\/files\//, ''));
const storedCount = () => {
  const folder = join(t.config.dataDir, 'files', 'illustrations');
  return existsSync(folder) ? readdirSync(folder).length : 0;
};
const fieldErrors = (body: string) =>
  Object.fromEntries(
    (JSON.parse(body) as { details: { property: string; constraints: Record<string, string> }[] }).details.map((d) => [d.property, Object.values(d.constraints)[0]]),
  );

describe('categories, collections and the stock fee', () => {
  it('lists categories by order and collections with their price', async () => {
    const categories = (await get(null, '/api/illustration-categories')).json() as IllustrationCategory[];
    expect(categories.map((c) => c.name)).toEqual(['Food and drink', 'Nature']);
    const collections = (await get(null, '/api/illustration-subcategories/public')).json() as IllustrationSubcategory[];
    expect(collections.find((c) => c.id === ids.woodland)).toEqual({
      id: ids.woodland,
      name: 'Woodland',
      cost: 5,
      assignedTo: designer.user.id,
      illustrationCategoryId: ids.nature,
    });
  });

  it('GET /commissions/info answers the configured fee', async () => {
    expect((await get(null, '/api/commissions/info')).json()).toEqual({ percent: 10, dollar: 0.3 });
  });
});

describe('uploading illustrations (designers and admins)', () => {
  it('a designer uploads an SVG and a PNG at once: one illustration each, with the fields, the price with the fee and a thumbnail for the picture', async () => {
    const created = await uploaded(designer, fields(), [
      { name: 'fox.svg', bytes: SVG() },
      { name: 'fox.png', bytes: png, type: 'image/png' },
    ]);
    expect(created).toHaveLength(2);
    const [svg, picture] = created as [Illustration, Illustration];
    expect(svg).toMatchObject({
      name: 'Fox',
      type: 'svg',
      cost: 2.5,
      fullCost: 3.05,
      order: 3,
      keyWords: ['fox', 'forest', 'autumn'],
      isPublished: true,
      userId: designer.user.id,
      user: { id: designer.user.id, creatorName: 'Willow Draws', isShowHireMe: true, website: 'https://willow.example' },
      illustrationCategoryId: ids.nature,
      illustrationSubcategoryId: ids.woodland,
    });
    expect(svg.data.small.file.link).toBe(svg.data.regular.file.link);
    expect(picture.type).toBe('image');
    expect(picture.data.small.file.link).not.toBe(picture.data.regular.file.link);
    const thumbnail = await sharp(storedFile(picture.data.small.file.link)).metadata();
    expect(Math.max(thumbnail.width!, thumbnail.height!)).toBeLessThanOrEqual(400);
    const file = await get(null, svg.data.regular.file.link);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/svg+xml');
  });

  it('empty price, order and published take the stock defaults: $2, order 1, published', async () => {
    const [item] = await uploaded(admin, { name: 'Plain', illustrationCategoryId: String(ids.food) });
    expect(item).toMatchObject({ cost: 2, fullCost: 2.5, order: 1, isPublished: true, keyWords: [], illustrationSubcategoryId: null });
  });

  it('a free illustration stays free with the fee', async () => {
    const [item] = await uploaded(designer, fields({ name: 'Free leaf', cost: '0' }));
    expect(item).toMatchObject({ cost: 0, fullCost: 0 });
  });

  it('guests get 401 and users 403', async () => {
    expect((await upload(null, [{ name: 'a.svg', bytes: SVG() }])).statusCode).toBe(401);
    expect((await upload(customer, [{ name: 'a.svg', bytes: SVG() }])).statusCode).toBe(403);
  });

  it('an SVG with scripts, handlers and outside references is stored clean', async () => {
    const vectors = Object.entries(XSS_VECTORS).slice(0, 10);
    const created = await uploaded(
      designer,
      fields({ name: 'Vectors' }),
      vectors.map(([name, svg], i) => ({ name: `vector-${i}-${name.replace(/\W+/g, '-')}.svg`, bytes: Buffer.from(svg) })),
    );
    expect(created).toHaveLength(vectors.length);
    for (const item of created) {
      const body = (await get(null, item.data.regular.file.link)).body;
      expect(body).toMatch(/^<svg /);
      expect(body).not.toMatch(SVG_DANGER);
    }
  });

  it('checks files by their bytes: a PNG named .jpg is a picture; a script named .jpg, a GIF, a broken SVG and a cut-off PNG are refused with the file named', async () => {
    const [renamed] = await uploaded(designer, fields({ name: 'Renamed' }), [{ name: 'photo.jpg', bytes: png, type: 'image/jpeg' }]);
    expect(renamed!.type).toBe('image');
    expect(renamed!.data.regular.file.link).toMatch(/\.png$/);

    const before = storedCount();
    const refusals: [FilePart, RegExp][] = [
      [{ name: 'evil.jpg', bytes: Buffer.from('alert(document.cookie)'), type: 'image/jpeg' }, /evil\.jpg: Only SVG, PNG and JPEG/],
      [{ name: 'anim.gif', bytes: Buffer.from('GIF89a\x01\x00\x01\x00'), type: 'image/gif' }, /anim\.gif: Only SVG, PNG and JPEG/],
      [{ name: 'broken.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>') }, /broken\.svg: Invalid SVG file/],
      [{ name: 'page.svg', bytes: Buffer.from('<html><body>hi</body></html>') }, /page\.svg: Invalid SVG file/],
      [{ name: 'cut.png', bytes: png.subarray(0, Math.floor(png.length / 2)), type: 'image/png' }, /cut\.png/],
    ];
    for (const [file, message] of refusals) {
      // A good file beside it is not kept either: an upload is stored whole or not at all.
      const response = await upload(designer, [{ name: 'good.svg', bytes: SVG() }, file]);
      expect(response.statusCode, file.name).toBe(422);
      expect(fieldErrors(response.body).files, file.name).toMatch(message);
    }
    expect(storedCount()).toBe(before);
  });

  it('refuses a picture of more than 60 megapixels before decoding it', async () => {
    const huge = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await upload(designer, [{ name: 'huge.png', bytes: huge, type: 'image/png' }]);
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response.body).files).toMatch(/huge\.png.*megapixels/);
  });

  it('refuses 11 files, no file, and a body that is not multipart', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `a${i}.svg`, bytes: SVG(`#00000${i % 10}`) }));
    const tooMany = await upload(designer, eleven);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.body).toContain('At most 10 files');
    const none = await upload(designer, []);
    expect(none.statusCode).toBe(422);
    expect(fieldErrors(none.body).files).toBe(STOCK_MESSAGES.noFiles);
    const json = await t.app.inject({ method: 'POST', url: '/api/illustrations/upload', headers: designer.headers, payload: { name: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('ten files are fine', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ name: `t${i}.svg`, bytes: SVG(`#12345${i}`) }));
    expect(await uploaded(designer, fields({ name: 'Ten', isPublished: 'false' }), ten)).toHaveLength(10);
  });

  it('refuses bad prices, orders, keywords and names with the stock form’s messages', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ cost: '1.555' }, 'cost', STOCK_MESSAGES.price],
      [{ cost: '12345.67' }, 'cost', STOCK_MESSAGES.price],
      [{ cost: 'free' }, 'cost', STOCK_MESSAGES.price],
      [{ cost: '-1' }, 'cost', STOCK_MESSAGES.price],
      [{ order: '123456' }, 'order', STOCK_MESSAGES.order],
      [{ order: '1.5' }, 'order', STOCK_MESSAGES.order],
      [{ keyWords: 'k'.repeat(136) }, 'keyWords', STOCK_MESSAGES.keywordsTooLong],
      [{ keyWords: '[1,2]' }, 'keyWords', ILLUSTRATION_MESSAGES.keyWordsFormat],
      [{ name: 'n'.repeat(43) }, 'name', STOCK_MESSAGES.nameTooLong],
      [{ name: '   ' }, 'name', MESSAGES.nameRequired],
      [{ isPublished: 'maybe' }, 'isPublished', ILLUSTRATION_MESSAGES.isPublished],
      [{ illustrationCategoryId: '' }, 'illustrationCategoryId', ILLUSTRATION_MESSAGES.categoryRequired],
      [{ illustrationCategoryId: '99999' }, 'illustrationCategoryId', ILLUSTRATION_MESSAGES.categoryUnknown],
      [{ illustrationSubcategoryId: String(ids.freeCollection) }, 'illustrationSubcategoryId', ILLUSTRATION_MESSAGES.subcategoryUnknown],
      [{ illustrationSubcategoryId: String(ids.othersCollection) }, 'illustrationSubcategoryId', ILLUSTRATION_MESSAGES.subcategoryNotYours],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await upload(designer, [{ name: 'a.svg', bytes: SVG() }], fields(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(fieldErrors(response.body)[field], JSON.stringify(overrides)).toBe(message);
    }
    // An admin may put an item in any creator's collection.
    await uploaded(admin, fields({ name: 'Admin adds', illustrationSubcategoryId: String(ids.othersCollection) }));
  });
});

describe('browsing and searching the published illustrations', () => {
  let hidden: Illustration;
  let rexItem: Illustration;

  beforeAll(async () => {
    hidden = (await uploaded(designer, fields({ name: 'Secret owl', keyWords: 'owl night', isPublished: 'false' })))[0]!;
    rexItem = (await uploaded(otherDesigner, fields({ name: 'Cupcake', keyWords: 'Cake sweet', illustrationCategoryId: String(ids.food), illustrationSubcategoryId: '' })))[0]!;
  });

  const page = async (query: string, who: SignedUp | null = null) => {
    const response = await get(who, `/api/illustrations/public${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as IllustrationPage;
  };

  it('lists only published ones, by category order, loose items before collections, with each group counted', async () => {
    const result = await page('');
    expect(result.illustrations.every((i) => i.isPublished)).toBe(true);
    expect(result.illustrations.some((i) => i.id === hidden.id)).toBe(false);
    expect(result.illustrations[0]!.illustrationCategoryId).toBe(ids.food);
    const natureGroups = result.groups.filter((g) => g.illustrationCategoryId === ids.nature);
    expect(natureGroups.map((g) => g.illustrationSubcategoryId)).toEqual([ids.woodland, ids.othersCollection]);
    expect(result.total).toBe(result.groups.reduce((sum, g) => sum + g.count, 0));
    expect(result.creator).toBeNull();
  });

  it('searches lowercased keywords (by their start), the category name and the creator name', async () => {
    expect((await page('?search=CAK')).illustrations.map((i) => i.id)).toEqual([rexItem.id]);
    expect((await page('?search=owl')).total).toBe(0);
    const byCategory = await page('?search=food');
    expect(byCategory.illustrations.every((i) => i.illustrationCategoryId === ids.food)).toBe(true);
    expect(byCategory.total).toBeGreaterThan(0);
    const byCreator = await page('?search=willow%20draws');
    expect(byCreator.total).toBeGreaterThan(0);
    expect(byCreator.illustrations.every((i) => i.userId === designer.user.id)).toBe(true);
    expect(byCreator.creator).toEqual({ id: designer.user.id, creatorName: 'Willow Draws', isShowHireMe: true, website: 'https://willow.example' });
    expect((await page('?search=willow-draws')).creator?.id).toBe(designer.user.id);
    // Every word must match: what is found holds both (and something is found).
    const foxes = (await page('?search=fox%20autumn')).illustrations;
    expect(foxes.length).toBeGreaterThan(0);
    expect(foxes.every((i) => i.keyWords.includes('fox') && i.keyWords.includes('autumn'))).toBe(true);
    expect((await page('?search=fox%20winter')).total).toBe(0);
    // LIKE wildcards are taken literally.
    expect((await page('?search=%25')).total).toBe(0);
  });

  it('filters by category and collection and pages by 60', async () => {
    const food = await page(`?categoryId=${ids.food}`);
    expect(food.illustrations.every((i) => i.illustrationCategoryId === ids.food)).toBe(true);
    const loose = await page(`?categoryId=${ids.food}&subcategoryId=none`);
    expect(loose.total).toBeGreaterThan(0);
    expect(loose.illustrations.every((i) => i.illustrationCategoryId === ids.food && i.illustrationSubcategoryId === null)).toBe(true);
    const woodland = await page(`?subcategoryId=${ids.woodland}`);
    expect(woodland.illustrations.every((i) => i.illustrationSubcategoryId === ids.woodland)).toBe(true);
    const template = woodland.illustrations[0]!;
    const row = (await t.app.db.select().from(illustrations).limit(1))[0]!;
    await t.app.db.insert(illustrations).values(
      Array.from({ length: 70 }, (_, i) => ({
        ...row,
        id: undefined,
        name: `Bulk ${i}`,
        illustrationCategoryId: ids.nature,
        illustrationSubcategoryId: ids.woodland,
        order: 100 + i,
        isPublished: true,
      })),
    );
    const first = await page(`?subcategoryId=${ids.woodland}`);
    const second = await page(`?subcategoryId=${ids.woodland}&page=2`);
    expect(first.illustrations).toHaveLength(60);
    expect(first.total).toBe(woodland.total + 70);
    expect(second.illustrations).toHaveLength(first.total - 60);
    expect(new Set([...first.illustrations, ...second.illustrations].map((i) => i.id)).size).toBe(first.total);
    expect(first.illustrations[0]!.id).toBe(template.id);
  });

  it('refuses a bad query', async () => {
    expect((await get(null, '/api/illustrations/public?page=0')).statusCode).toBe(422);
    expect((await get(null, `/api/illustrations/public?search=${'a'.repeat(101)}`)).statusCode).toBe(422);
    expect((await get(null, '/api/illustrations/public?categoryId=abc')).statusCode).toBe(422);
    expect((await get(null, '/api/illustrations/public?subcategoryId=some')).statusCode).toBe(422);
  });

  it('an unpublished illustration shows only to its creator and admins', async () => {
    expect((await get(null, `/api/illustrations/${hidden.id}`)).statusCode).toBe(404);
    expect((await get(otherDesigner, `/api/illustrations/${hidden.id}`)).statusCode).toBe(404);
    expect((await get(designer, `/api/illustrations/${hidden.id}`)).json()).toMatchObject({ id: hidden.id, isPublished: false });
    expect((await get(admin, `/api/illustrations/${hidden.id}`)).statusCode).toBe(200);
    expect((await get(null, `/api/illustrations/${rexItem.id}`)).json()).toMatchObject({ id: rexItem.id, name: 'Cupcake' });
    expect((await get(null, '/api/illustrations/999999')).statusCode).toBe(404);
  });

  it('a creator’s list holds the unpublished ones for the creator and admins only', async () => {
    const mine = (await get(designer, `/api/users/${designer.user.id}/illustrations`)).json() as Illustration[];
    const asAdmin = (await get(admin, `/api/users/${designer.user.id}/illustrations`)).json() as Illustration[];
    const asGuest = (await get(null, `/api/users/${designer.user.id}/illustrations`)).json() as Illustration[];
    const asOther = (await get(otherDesigner, `/api/users/${designer.user.id}/illustrations`)).json() as Illustration[];
    expect(mine.some((i) => i.id === hidden.id)).toBe(true);
    expect(asAdmin.length).toBe(mine.length);
    expect(asGuest.some((i) => i.id === hidden.id)).toBe(false);
    expect(asOther.length).toBe(asGuest.length);
    expect(mine.every((i) => i.userId === designer.user.id)).toBe(true);
  });
});

describe('purchases and what buying would cost', () => {
  let woodlandItems: Illustration[];
  let loose: Illustration;

  beforeAll(async () => {
    const collection = await t.app.db
      .insert(illustrationSubcategories)
      .values({ name: 'Pond', costCents: 500, assignedTo: designer.user.id, illustrationCategoryId: ids.nature })
      .returning();
    const pond = collection[0]!.id;
    woodlandItems = [
      ...(await uploaded(designer, fields({ name: 'Frog', cost: '2', illustrationSubcategoryId: String(pond) }))),
      ...(await uploaded(designer, fields({ name: 'Duck', cost: '2', illustrationSubcategoryId: String(pond) }))),
      ...(await uploaded(designer, fields({ name: 'Lily', cost: '2', illustrationSubcategoryId: String(pond) }))),
      ...(await uploaded(designer, fields({ name: 'Reed', cost: '0', illustrationSubcategoryId: String(pond) }))),
    ];
    loose = (await uploaded(otherDesigner, fields({ name: 'Pear', cost: '1', illustrationCategoryId: String(ids.food), illustrationSubcategoryId: '' })))[0]!;
  });

  const pondId = () => woodlandItems[0]!.illustrationSubcategoryId!;

  it('a collection costs its price with the fee; buying it separately would cost each item’s fullCost', async () => {
    const info = (await paidInfo(customer, { illustrationsId: [], collectionId: pondId() })).json() as PaidIllustrationsInfo;
    expect(info.usedIllustrationsToPay.map((i) => i.name).sort()).toEqual(['Duck', 'Frog', 'Lily']);
    // $5 + 10% + $0.30, against 3 x ($2 + 10% + $0.30) = $7.50.
    expect(info.totalCostToPay).toBe(5.8);
  });

  it('leaves out what the user bought and never asks more than the rest one by one', async () => {
    await t.app.db.insert(illustrationPurchases).values([
      { userId: customer.user.id, illustrationId: woodlandItems[0]!.id, paidCents: 250 },
      { userId: customer.user.id, illustrationId: woodlandItems[1]!.id, paidCents: 250 },
    ]);
    const info = (await paidInfo(customer, { collectionId: pondId() })).json() as PaidIllustrationsInfo;
    expect(info.usedIllustrationsToPay.map((i) => i.name)).toEqual(['Lily']);
    expect(info.totalCostToPay).toBe(2.5);
  });

  it('single illustrations add their fullCost; free, unknown, unpublished and one’s own are not paid for', async () => {
    const [draft] = await uploaded(designer, fields({ name: 'Draft', cost: '9', isPublished: 'false' }));
    const info = (await paidInfo(customer, { illustrationsId: [loose.id, woodlandItems[3]!.id, draft!.id, 999999, loose.id] })).json() as PaidIllustrationsInfo;
    expect(info).toMatchObject({ totalCostToPay: 1.4 });
    expect(info.usedIllustrationsToPay.map((i) => i.id)).toEqual([loose.id]);
    const own = (await paidInfo(designer, { illustrationsId: [woodlandItems[2]!.id], collectionId: null })).json() as PaidIllustrationsInfo;
    expect(own).toEqual({ usedIllustrationsToPay: [], totalCostToPay: 0 });
    const guest = (await paidInfo(null, { illustrationsId: [loose.id], collectionId: pondId() })).json() as PaidIllustrationsInfo;
    expect(guest.totalCostToPay).toBe(7.2);
  });

  it('refuses an unknown collection and a bad body', async () => {
    expect((await paidInfo(customer, { collectionId: 999999 })).statusCode).toBe(404);
    expect((await paidInfo(customer, { illustrationsId: ['a'] })).statusCode).toBe(422);
    expect((await paidInfo(customer, { illustrationsId: [], extra: 1 })).statusCode).toBe(422);
  });

  it('a user lists the illustrations they bought; others may not, an admin may', async () => {
    const mine = (await get(customer, `/api/users/${customer.user.id}/paid-illustrations`)).json() as Illustration[];
    expect(mine.map((i) => i.name).sort()).toEqual(['Duck', 'Frog']);
    expect((await get(admin, `/api/users/${customer.user.id}/paid-illustrations`)).json()).toHaveLength(2);
    expect((await get(designer, `/api/users/${customer.user.id}/paid-illustrations`)).statusCode).toBe(403);
    expect((await get(null, `/api/users/${customer.user.id}/paid-illustrations`)).statusCode).toBe(401);
  });
});

describe('editing and deleting (the creator or an admin)', () => {
  let item: Illustration;

  beforeAll(async () => {
    item = (await uploaded(designer, fields({ name: 'Hedgehog', keyWords: 'hedgehog' }), [{ name: 'hog.png', bytes: jpeg, type: 'image/jpeg' }]))[0]!;
  });

  it('the creator renames it, takes keyWords as a JSON string, and keeps what was left out', async () => {
    const response = await put(designer, item.id, { name: ' Prickly ', keyWords: '["Hedgehog","Autumn"]', cost: '4.5', isPublished: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Prickly',
      keyWords: ['hedgehog', 'autumn'],
      cost: 4.5,
      fullCost: 5.25,
      isPublished: false,
      order: 3,
      illustrationSubcategoryId: ids.woodland,
    });
    const onlyName = await put(designer, item.id, { name: 'Hog' });
    expect(onlyName.json()).toMatchObject({ name: 'Hog', keyWords: ['hedgehog', 'autumn'], cost: 4.5, isPublished: false });
    const moved = await put(designer, item.id, { name: 'Hog', illustrationCategoryId: ids.food, illustrationSubcategoryId: null });
    expect(moved.json()).toMatchObject({ illustrationCategoryId: ids.food, illustrationSubcategoryId: null });
  });

  it('refuses bad fields with the stock form’s messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', MESSAGES.nameRequired],
      [{ name: 'n'.repeat(43) }, 'name', STOCK_MESSAGES.nameTooLong],
      [{ name: 'Hog', cost: '2.555' }, 'cost', STOCK_MESSAGES.price],
      [{ name: 'Hog', cost: -3 }, 'cost', STOCK_MESSAGES.price],
      [{ name: 'Hog', keyWords: JSON.stringify(['w'.repeat(136)]) }, 'keyWords', STOCK_MESSAGES.keywordsTooLong],
      [{ name: 'Hog', keyWords: '{"a":1}' }, 'keyWords', ILLUSTRATION_MESSAGES.keyWordsFormat],
      [{ name: 'Hog', illustrationCategoryId: 99999 }, 'illustrationCategoryId', ILLUSTRATION_MESSAGES.categoryUnknown],
      [
        { name: 'Hog', illustrationCategoryId: ids.nature, illustrationSubcategoryId: ids.othersCollection },
        'illustrationSubcategoryId',
        ILLUSTRATION_MESSAGES.subcategoryNotYours,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await put(designer, item.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(fieldErrors(response.body)[field], JSON.stringify(body)).toBe(message);
    }
    expect((await put(designer, item.id, { name: 'Hog', price: 2 })).statusCode).toBe(422);
    expect((await put(designer, item.id, {})).statusCode).toBe(422);
  });

  it('another designer, a user and a guest may not change it; an admin may', async () => {
    await put(designer, item.id, { name: 'Hog', isPublished: true });
    expect((await put(otherDesigner, item.id, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await put(customer, item.id, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await put(null, item.id, { name: 'Mine now' })).statusCode).toBe(401);
    expect((await del(otherDesigner, item.id)).statusCode).toBe(403);
    expect((await put(admin, item.id, { name: 'Checked' })).json()).toMatchObject({ name: 'Checked', userId: designer.user.id });
    // Unpublished, it is not even there for others.
    await put(designer, item.id, { name: 'Checked', isPublished: false });
    expect((await put(otherDesigner, item.id, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await put(designer, 999999, { name: 'Nothing' })).statusCode).toBe(404);
  });

  it('the creator deletes it: its file and thumbnail go; a second delete is 404', async () => {
    const files = [storedFile(item.data.regular.file.link), storedFile(item.data.small.file.link)];
    expect(files.every((f) => existsSync(f))).toBe(true);
    expect((await del(customer, item.id)).statusCode).toBe(403);
    expect((await del(designer, item.id)).json()).toEqual({ id: item.id });
    expect(files.some((f) => existsSync(f))).toBe(false);
    expect((await del(designer, item.id)).statusCode).toBe(404);
    expect((await get(designer, `/api/illustrations/${item.id}`)).statusCode).toBe(404);
  });

  it('an admin deletes anyone’s illustration', async () => {
    const [other] = await uploaded(otherDesigner, fields({ name: 'Temp', illustrationSubcategoryId: String(ids.othersCollection) }));
    expect((await del(admin, other!.id)).statusCode).toBe(200);
  });
});
