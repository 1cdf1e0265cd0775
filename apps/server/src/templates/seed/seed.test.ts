import { type Template, mmToPx, templateContentSchema } from '@layout/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app';
import { seedTemplates } from './designs';
import { installSeedTemplates } from './seedTemplates';

describe('the templates Layout ships', () => {
  it('are valid template pages whose assets stay within the page and its bleed', () => {
    for (const seed of seedTemplates()) {
      const parsed = templateContentSchema.safeParse(seed.content);
      expect(parsed.success, seed.name).toBe(true);
      const { flatWidth, flatHeight } = seed.content.layoutDimensions;
      const bleed = mmToPx(7.5);
      for (const asset of seed.content.assets) {
        expect(asset.x, `${seed.name} ${asset.id}`).toBeGreaterThanOrEqual(-bleed - 80 * 3.78);
        expect(asset.x + asset.width, `${seed.name} ${asset.id}`).toBeLessThanOrEqual(mmToPx(flatWidth) + bleed + 80 * 3.78);
        expect(asset.y + asset.height, `${seed.name} ${asset.id}`).toBeLessThanOrEqual(mmToPx(flatHeight) + bleed + 80 * 3.78);
      }
    }
  });
});

describe('seeding templates on the first start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('installs at least 3 public house templates for each main product, in the product’s groups', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/templates/public-admin-templates' })).json() as Template[];
    const products = (await t.app.inject({ method: 'GET', url: '/api/products' })).json() as { id: number; name: string }[];
    const groups = (await t.app.inject({ method: 'GET', url: '/api/template-groups' })).json() as { id: number; productId: number }[];
    for (const name of ['Single Sided Business Cards', 'Double Sided Business Cards', 'Flyers', 'Greeting Cards', 'Round Stickers', 'Square Stickers']) {
      const product = products.find((p) => p.name === name)!;
      const mine = list.filter((x) => x.productId === product.id);
      expect(mine.length, name).toBeGreaterThanOrEqual(3);
      for (const template of mine) expect(groups.find((g) => g.id === template.templateGroupId)?.productId, template.name).toBe(product.id);
    }
    const backs = list.filter((x) => x.side === 'back');
    expect(backs.length).toBeGreaterThanOrEqual(3);
    expect(backs.every((x) => x.designSet !== null)).toBe(true);
  });

  it('runs once: a second run adds nothing, and a deleted house template does not come back', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/templates/public-admin-templates' })).json() as Template[];
    expect(await installSeedTemplates(t.app.db)).toBe(0);
    const after = (await t.app.inject({ method: 'GET', url: '/api/templates/public-admin-templates' })).json() as Template[];
    expect(after.length).toBe(before.length);
  });
});
