import type { SvgCategoryListItem, SvgPage } from '@layout/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/test-app';
import { sanitizeSvg } from '../uploads/svg';
import { ICON_CATEGORIES } from './seed/icons';
import { SEED_SHAPES, SHAPE_CATEGORIES } from './seed/shapes';
import { installSeedSvgs } from './svgs.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await installSeedSvgs(t.app);
}, 60_000);
afterAll(() => t.close());

const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json() as T;

describe('the seeded shape library', () => {
  it('holds at least 30 shapes in its categories, a few of them paid', async () => {
    const categories = await get<SvgCategoryListItem[]>('/api/svg-categories?type=shape');
    expect(categories.map((c) => c.name)).toEqual([...SHAPE_CATEGORIES]);
    expect(categories.every((c) => c.count >= 4)).toBe(true);
    const all = await get<{ cost: number }[]>('/api/svgs/public?type=shape');
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(all.filter((s) => s.cost > 0).length).toBeGreaterThanOrEqual(3);
  });

  it('draws every shape in one colour, so the Fill tool recolours it whole', () => {
    for (const shape of SEED_SHAPES) {
      const colours = new Set(shape.svg.match(/#[0-9a-f]{6}\b/gi));
      expect([...colours], shape.name).toEqual(['#4ac6e3']);
      expect(shape.svg, shape.name).toMatch(/^<svg [^>]*viewBox="0 0 [\d.]+ [\d.]+" width="[\d.]+" height="[\d.]+"/);
    }
  });

  it('stores each file as the sanitiser leaves it', async () => {
    const [heart] = (await get<SvgPage>('/api/svgs?type=shape&search=heart')).svgs;
    const stored = (await t.app.inject({ method: 'GET', url: heart!.link })).body;
    expect(sanitizeSvg(Buffer.from(stored)).toString()).toBe(stored);
    expect(stored).toContain('fill="#4ac6e3"');
  });

  it('finds shapes by name, keyword and category', async () => {
    const names = async (search: string) => (await get<SvgPage>(`/api/svgs?type=shape&perPage=100&search=${search}`)).svgs.map((s) => s.name);
    expect(await names('heart')).toEqual(['Heart']);
    expect(await names('love')).toEqual(['Heart']);
    expect(await names('ribbons')).toEqual(expect.arrayContaining(['Ribbon banner', 'Corner ribbon', 'Bookmark']));
  });
});

describe('the seeded icon library', () => {
  it('holds at least 500 icons in its categories, each category with a count', async () => {
    const categories = await get<SvgCategoryListItem[]>('/api/svg-categories?type=icon');
    expect(categories.map((c) => c.name)).toEqual(ICON_CATEGORIES.map((c) => c.name));
    expect(categories.every((c) => c.count > 0)).toBe(true);
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBeGreaterThanOrEqual(500);
  });

  it('is searchable by Tabler’s tags: "arrow" finds arrows, "telephone" finds the phone', async () => {
    const arrows = await get<SvgPage>('/api/svgs?type=icon&search=arrow');
    expect(arrows.total).toBeGreaterThan(30);
    expect(arrows.svgs.slice(0, 12).every((s) => s.name.startsWith('Arrow'))).toBe(true);
    const phone = await get<SvgPage>('/api/svgs?type=icon&search=telephone&perPage=100');
    expect(phone.svgs.map((s) => s.name)).toContain('Phone');
  });

  it('stores Tabler’s files with a real colour instead of currentColor, and without brand logos', async () => {
    const [phone] = (await get<SvgPage>('/api/svgs?type=icon&search=phone')).svgs;
    const stored = (await t.app.inject({ method: 'GET', url: phone!.link }).then((r) => r.body)) as string;
    expect(stored).toContain('stroke="#000000"');
    expect(stored).not.toMatch(/currentColor|class=/);
    expect((await get<SvgPage>('/api/svgs?type=icon&search=github')).total).toBe(0);
  });

  it('installs once: a second run adds nothing', async () => {
    const before = (await get<unknown[]>('/api/svgs/public')).length;
    await installSeedSvgs(t.app);
    expect((await get<unknown[]>('/api/svgs/public')).length).toBe(before);
  });
});
