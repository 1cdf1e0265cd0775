import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Illustration, IllustrationCategory, IllustrationPage, IllustrationSubcategory, PaidIllustrationsInfo } from '@layout/model';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app';
import { sanitizeSvg } from '../../uploads/svg';
import { SVG_DANGER } from '../../uploads/svgXssVectors';
import { findUserByEmail } from '../../users/users.queries';
import { illustrations } from '../illustrations.table';
import { HOUSE_STUDIO, SEED_ILLUSTRATIONS } from './seedData';
import { installSeedIllustrations } from './seedIllustrations';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { MAIN_WEBSITE_URL: 'https://print.example' } });
  await installSeedIllustrations(t.app);
});
afterAll(() => t.close());

const artFolder = join(dirname(fileURLToPath(import.meta.url)), 'art');

describe('the starter illustrations (seeded once on first start)', () => {
  it('at least 30 illustrations in six categories, with collections, free and priced items and keywords', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/api/illustrations/public' })).json() as IllustrationPage;
    expect(page.total).toBe(SEED_ILLUSTRATIONS.length);
    expect(page.total).toBeGreaterThanOrEqual(30);
    const categories = (await t.app.inject({ method: 'GET', url: '/api/illustration-categories' })).json() as IllustrationCategory[];
    expect(categories.map((c) => c.name)).toEqual(['Celebrations', 'Nature', 'Food and drink', 'Business', 'Animals', 'Seasons']);
    for (const category of categories) expect(page.illustrations.filter((i) => i.illustrationCategoryId === category.id).length, category.name).toBeGreaterThanOrEqual(5);
    const collections = (await t.app.inject({ method: 'GET', url: '/api/illustration-subcategories/public' })).json() as IllustrationSubcategory[];
    expect(collections.filter((c) => c.cost > 0).length).toBeGreaterThanOrEqual(1);
    expect(page.illustrations.some((i) => i.cost === 0)).toBe(true);
    expect(page.illustrations.some((i) => i.cost > 0)).toBe(true);
    expect(page.illustrations.every((i) => i.keyWords.length >= 3 && i.keyWords.every((w) => w === w.toLowerCase()))).toBe(true);
  });

  it('a priced collection is a real offer: cheaper whole than its items one by one', async () => {
    const collections = (await t.app.inject({ method: 'GET', url: '/api/illustration-subcategories/public' })).json() as IllustrationSubcategory[];
    const party = collections.find((c) => c.name === 'Party Pack')!;
    const info = (await t.app.inject({ method: 'POST', url: '/api/illustrations/paid-illustrations-info', payload: { collectionId: party.id } })).json() as PaidIllustrationsInfo;
    expect(info.usedIllustrationsToPay).toHaveLength(4);
    expect(info.totalCostToPay).toBe(6);
  });

  it('owned by the house studio: a designer with hire-me and the company website, who cannot log in', async () => {
    const studio = (await findUserByEmail(t.app.db, HOUSE_STUDIO.email))!;
    expect(studio).toMatchObject({ role: 'designer', creatorName: 'Layout Studio', isShowHireMe: true, website: 'https://print.example' });
    const page = (await t.app.inject({ method: 'GET', url: '/api/illustrations/public?search=layout%20studio' })).json() as IllustrationPage;
    expect(page.total).toBe(SEED_ILLUSTRATIONS.length);
    expect(page.creator).toMatchObject({ id: studio.id, isShowHireMe: true });
    for (const password of ['', 'password', 'layout', 'Layout Studio', '!no-login', 'admin']) {
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: HOUSE_STUDIO.email, password } });
      expect([401, 422], password).toContain(login.statusCode);
    }
  });

  it('every artwork passes the upload sanitiser clean, 400 x 400, and renders', async () => {
    for (const item of SEED_ILLUSTRATIONS) {
      const raw = readFileSync(join(artFolder, `${item.file}.svg`));
      const clean = sanitizeSvg(raw).toString();
      expect(clean, item.file).not.toMatch(SVG_DANGER);
      expect(clean, item.file).toMatch(/^<svg [^>]*width="400" height="400"/);
      const rendered = await sharp(Buffer.from(clean)).resize(32, 32).raw().toBuffer({ resolveWithObject: true });
      expect(rendered.info.width).toBe(32);
    }
  });

  it('serves each file and does not run twice', async () => {
    const [first] = (await t.app.inject({ method: 'GET', url: '/api/illustrations/public' })).json().illustrations as Illustration[];
    const file = await t.app.inject({ method: 'GET', url: first!.data.regular.file.link });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/svg+xml');
    await installSeedIllustrations(t.app);
    expect(await t.app.db.$count(illustrations)).toBe(SEED_ILLUSTRATIONS.length);
  });
});
