import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type StoredTemplateContent, type Template, printWarnings, templateContentSchema, templateDocumentContent } from '@layout/model';
import { type FontFamilyFaces, type FontLike, createFontSet, fontFromBytes, layoutText, measureTextHeight, sfntFromWoff } from '@layout/render';
import { loadDefaultFamily } from '@layout/render/node';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_FAMILIES, faceName } from '../../fonts/fonts.seed-data';
import { productSizes } from '../../catalogue/catalogue.tables';
import { seedRuns } from '../../seeding/seeding.table';
import { users } from '../../users/users.table';
import { SEED_SHAPES } from '../../svgs/seed/shapes';
import { type TestApp, createTestApp } from '../../test/test-app';
import { templates } from '../templates.table';
import { SEED_SHAPE_LINK } from './builder';
import { V1_TEMPLATE_NAMES, seedTemplates } from './designs';
import { type SeedLibraries, resolveSeedContent, svgAspect } from './resolve';
import { TEMPLATES_SEED, installSeedTemplates } from './seedTemplates';

const require = createRequire(import.meta.url);

/** Every seeded face, by name, read from its package as the font seed stores it. */
const FACES = SEED_FAMILIES.flatMap((family) => family.weights.map((weight) => ({ name: faceName(family.family, weight), pkg: family.package, weight })));

/** The libraries as a full install has them: every seeded face and shape, with made-up ids. */
async function fullLibraries(): Promise<SeedLibraries & { fontOf: (fontId: number) => FontLike | undefined }> {
  const seeds = seedTemplates();
  const used = new Set(seeds.flatMap((s) => s.built.content.assets.flatMap((a) => (a.type === 'text' ? [a.textConfig.fontFamily] : []))));
  const families = new Map<number, FontFamilyFaces<FontLike>>();
  const fonts = new Map<string, number>();
  await Promise.all(
    FACES.map(async (face, index) => {
      fonts.set(face.name, index + 1);
      if (!used.has(face.name)) return;
      const woff = await readFile(require.resolve(`@fontsource/${face.pkg}/files/${face.pkg}-latin-${face.weight}-normal.woff`));
      families.set(index + 1, { regular: await fontFromBytes(await sfntFromWoff(woff)) });
    }),
  );
  const shapes = new Map(SEED_SHAPES.map((shape, index) => [shape.name, { id: index + 1, link: `/api/files/svgs/${index + 1}.svg`, aspect: svgAspect(shape.svg)! }]));
  const fontSet = createFontSet<FontLike>(await loadDefaultFamily(), families);
  return {
    fonts,
    shapes,
    measure: (textConfig, width) => measureTextHeight({ textConfig, width }, fontSet.resolve(textConfig)),
    fontOf: (fontId) => families.get(fontId)?.regular,
  };
}

describe('the templates Layout ships', () => {
  let libraries: Awaited<ReturnType<typeof fullLibraries>>;
  beforeAll(async () => {
    libraries = await fullLibraries();
  });

  it('name seeded fonts and free seeded shapes only', () => {
    const faces = new Set(FACES.map((f) => f.name));
    for (const seed of seedTemplates()) {
      for (const asset of seed.built.content.assets) {
        if (asset.type === 'text') expect(faces.has(asset.textConfig.fontFamily), `${seed.name}: ${asset.textConfig.fontFamily}`).toBe(true);
        if (asset.type === 'svg_image') {
          const shape = SEED_SHAPES.find((s) => `${SEED_SHAPE_LINK}${s.name}` === asset.link);
          expect(shape, `${seed.name}: ${asset.link}`).toBeDefined();
          expect(shape!.cost, `${seed.name}: ${shape!.name} is paid`).toBe(0);
        }
      }
    }
  });

  it('installed with the libraries: valid pages without a print warning, every text in its font and fitting its box', () => {
    const problems: string[] = [];
    for (const seed of seedTemplates()) {
      const content = resolveSeedContent(seed.built.content, libraries);
      const parsed = templateContentSchema.safeParse(content);
      if (!parsed.success) problems.push(`${seed.name}: ${parsed.error.issues[0]!.path.join('.')} ${parsed.error.issues[0]!.message}`);
      if (content.assets.some((a) => a.type === 'svg_image' && a.svgId === undefined)) problems.push(`${seed.name}: a shape without its library id`);
      const document = templateDocumentContent(content);
      const described = (id: string) => {
        const asset = document.assets.find((a) => a.id === id)!;
        return asset.type === 'text' ? `"${asset.textConfig.text}"` : asset.type;
      };
      for (const warning of printWarnings(document, document.pages[0]!.id)) problems.push(`${seed.name}: ${warning.kind} on ${described(warning.assetId)}`);
      content.assets.forEach((asset, index) => {
        if (asset.type !== 'text') return;
        if (asset.textConfig.fontId === 0 || asset.textConfig.fontStyle.length > 0) problems.push(`${seed.name}: "${asset.textConfig.text}" not in its stored font`);
        if (seed.built.wrapping.has(seed.built.content.assets[index]!.id)) return;
        // Not a paragraph: each of its lines fits the box, as designed (no surprise wrap).
        const layout = layoutText({ textConfig: asset.textConfig, width: asset.width }, libraries.fontOf(asset.textConfig.fontId)!);
        if (layout.lines.length !== asset.textConfig.text.split('\n').length) problems.push(`${seed.name}: "${asset.textConfig.text}" wraps`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('without the libraries: texts in the default font in their style, library shapes left out', () => {
    const none: SeedLibraries = { fonts: new Map(), shapes: new Map(), measure: libraries.measure };
    for (const seed of seedTemplates()) {
      const content = resolveSeedContent(seed.built.content, none);
      expect(templateContentSchema.safeParse(content).success, seed.name).toBe(true);
      expect(content.assets.some((a) => a.type === 'svg_image')).toBe(false);
      for (const asset of content.assets) if (asset.type === 'text') expect([asset.textConfig.fontId, asset.textConfig.fontFamily]).toEqual([0, 'Roboto']);
    }
  });
});

describe('seeding templates on the first start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const publicTemplates = async () => (await t.app.inject({ method: 'GET', url: '/api/templates/public-admin-templates' })).json() as Template[];

  it('installs at least 3 public house templates for each main product, in the product’s groups', async () => {
    const list = await publicTemplates();
    const products = (await t.app.inject({ method: 'GET', url: '/api/products' })).json() as { id: number; name: string }[];
    const groups = (await t.app.inject({ method: 'GET', url: '/api/template-groups' })).json() as { id: number; productId: number }[];
    for (const name of ['Single Sided Business Cards', 'Double Sided Business Cards', 'Flyers', 'Greeting Cards', 'Round Stickers', 'Square Stickers']) {
      const product = products.find((p) => p.name === name)!;
      const mine = list.filter((x) => x.productId === product.id && x.side === 'front');
      expect(mine.length, name).toBeGreaterThanOrEqual(3);
      for (const template of mine) expect(groups.find((g) => g.id === template.templateGroupId)?.productId, template.name).toBe(product.id);
    }
    const backs = list.filter((x) => x.side === 'back');
    expect(backs.length).toBeGreaterThanOrEqual(3);
    expect(backs.every((x) => x.designSet !== null)).toBe(true);
    expect(list.length).toBe(seedTemplates().length);
  });

  it('runs once: a second run adds nothing, and a deleted house template does not come back', async () => {
    const before = await publicTemplates();
    await t.app.db.delete(templates).where(eq(templates.id, before[0]!.id));
    expect(await installSeedTemplates(t.app.db, t.app.storage)).toBe(0);
    expect((await publicTemplates()).length).toBe(before.length - 1);
  });

  it('replaces the first version’s templates nobody edited, and keeps an edited one with its name', async () => {
    // A database seeded by the first version: its templates, one of them edited since.
    await t.app.db.delete(templates);
    await t.app.db.delete(seedRuns).where(eq(seedRuns.name, TEMPLATES_SEED));
    const [admin] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    const [size] = await t.app.db.select({ id: productSizes.id }).from(productSizes).limit(1);
    const adminId = admin!.id;
    const sizeId = size!.id;
    // Written before templates carried a schemaVersion: read back through the migrations.
    const old = { layoutDimensions: seedTemplates()[0]!.built.content.layoutDimensions, backgroundColor: '#ffffff', assets: [] } as unknown as StoredTemplateContent;
    const seeded = new Date('2025-01-01T00:00:00Z');
    await t.app.db.insert(templates).values(
      V1_TEMPLATE_NAMES.map((name) => ({
        userId: adminId,
        name,
        template: old,
        productSizeId: sizeId,
        createdAt: seeded,
        updatedAt: name === 'Open House' ? new Date() : seeded,
      })),
    );
    expect(await installSeedTemplates(t.app.db, t.app.storage)).toBe(seedTemplates().length - 1);
    const list = await publicTemplates();
    expect(list.length).toBe(seedTemplates().length);
    const openHouse = list.filter((x) => x.name === 'Open House');
    expect(openHouse).toHaveLength(1);
    expect(openHouse[0]!.template.assets).toHaveLength(0); // the edited one, as it was
    expect(list.find((x) => x.name === 'Grand Opening')!.template.assets.length).toBeGreaterThan(0); // replaced
  });
});
