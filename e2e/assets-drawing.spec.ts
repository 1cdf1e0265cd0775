import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { pageOnScreen, toScreen } from './support/canvas';

/**
 * Every asset type drawn faithfully (issue "The editor canvas"): a fixture design with one page
 * holding every type is opened and its canvas compared with a reference picture; a missing
 * picture draws a placeholder; the crop editor keeps the crop inside the picture.
 *
 * The reference is e2e/fixtures/assets-drawing.png. After a deliberate change of the drawing,
 * LOOK at the new screenshot, then rewrite the reference with UPDATE_ASSET_REFERENCE=1.
 */

const FIXTURES = join(import.meta.dirname, 'fixtures');
const REFERENCE = join(FIXTURES, 'assets-drawing.png');
const CONTENT_TYPES: Record<string, string> = { '.png': 'image/png', '.svg': 'image/svg+xml' };

type FixtureAsset = { id: string; type: string; x: number; y: number; width: number; height: number; rotation: number; scaleX: number; scaleY: number };
type Fixture = { name: string; design: { pages: { id: string }[]; assets: FixtureAsset[] } };
type Crop = { x: number; y: number; width: number; height: number; fullWidth: number; fullHeight: number };
type EditorAsset = FixtureAsset & { crop?: Crop };

const readFixture = (): Fixture => JSON.parse(readFileSync(join(FIXTURES, 'assets-design.json'), 'utf8')) as Fixture;

/**
 * The fixture design reduced to one page holding one asset at (300, 200), unrotated, unscaled and
 * opaque: `asset` gives its type, size and the fields of its type.
 */
function oneAssetFixture(name: string, pageId: string, asset: { id: string; type: string; width: number; height: number } & Record<string, unknown>): Fixture {
  const placed = { pageId, zIndex: 0, x: 300, y: 200, scaleX: 1, scaleY: 1, rotation: 0, opacity: 1, ...asset };
  return { name, design: { ...readFixture().design, pages: [{ id: pageId }], assets: [placed as unknown as FixtureAsset] } };
}

const SHOTS = process.env.E2E_SHOTS ?? '';
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Serves e2e/fixtures/files under /e2e-fixtures/ on the app's origin; other names answer 404. */
async function serveFixtureFiles(page: Page) {
  await page.route('**/e2e-fixtures/**', async (route) => {
    const name = new URL(route.request().url()).pathname.replace(/^.*\/e2e-fixtures\//, '');
    const file = join(FIXTURES, 'files', name);
    if (!/^[\w.-]+$/.test(name) || !existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({ status: 200, contentType: CONTENT_TYPES[extname(name)] ?? 'application/octet-stream', body: readFileSync(file) });
  });
}

/** Registers a user, saves the design for them through the API and signs the page in; returns the design's id. */
async function saveDesignFor(page: Page, request: APIRequestContext, fixture: Fixture): Promise<number> {
  const email = `assets-${unique()}@example.com`;
  const password = 'e2e secret password';
  const registered = await request.post('/api/users', { data: { firstname: 'Ada', lastname: 'Assets', email, password, password2: password } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { jwt } = (await login.json()) as { jwt: string };
  const created = await request.post('/api/designs', { headers: { 'x-auth-token': jwt }, data: { ...fixture, name: `${fixture.name} ${unique()}`.slice(0, 42) } });
  expect(created.ok(), await created.text()).toBe(true);
  await serveFixtureFiles(page);
  await page.addInitScript((token) => localStorage.setItem('layout_token', token), jwt);
  return ((await created.json()) as { id: number }).id;
}

/**
 * Holds back the picture at /e2e-fixtures/slow/<name> (photo.png's bytes) until the returned
 * function is called.
 */
async function holdPicture(page: Page, name: string): Promise<() => void> {
  let arrive = () => {};
  const arrived = new Promise<void>((done) => (arrive = done));
  await page.route(`**/e2e-fixtures/slow/${name}`, async (route) => {
    await arrived;
    await route.fulfill({ status: 200, contentType: 'image/png', body: readFileSync(join(FIXTURES, 'files', 'photo.png')) });
  });
  return arrive;
}

/** Saves the design as a new user's and opens it; returns its page id once every asset is drawn. */
async function openDesign(page: Page, request: APIRequestContext, fixture: Fixture): Promise<string> {
  const id = await saveDesignFor(page, request, fixture);
  await page.goto(`/designs/${id}`);
  const pageId = fixture.design.pages[0]!.id;
  await expect.poll(() => drawnAssetCount(page, pageId)).toBe(fixture.design.assets.length);
  return pageId;
}

/** How many asset nodes the page's stage has; pictures still loading do not count. */
function drawnAssetCount(page: Page, pageId: string) {
  return page.evaluate((id) => {
    type Node = { id(): string };
    type Stage = { find(selector: string): Node[] };
    const hook = (window as unknown as { __layoutEditor?: { getStage(id: string): Stage | undefined } }).__layoutEditor;
    const stage = hook?.getStage(id);
    if (!stage) return -1;
    if (stage.find('.picture-loading').length > 0) return -2;
    return stage.find('.asset').length;
  }, pageId);
}

/** A screenshot of the page's canvas once two in a row are the same (fonts and pictures settled). */
async function settledCanvas(page: Page): Promise<PNG> {
  const canvas = page.getByTestId('page-canvas-0');
  let previous = await canvas.screenshot();
  for (let attempt = 0; attempt < 20; attempt++) {
    const next = await canvas.screenshot();
    if (next.equals(previous)) return PNG.sync.read(next);
    previous = next;
  }
  throw new Error('The canvas kept changing');
}

/** Pixels whose colour differs by more than `threshold` on some channel. */
function differs(a: PNG, b: PNG, x: number, y: number, threshold = 40): boolean {
  const i = (y * a.width + x) * 4;
  for (let c = 0; c < 4; c++) if (Math.abs(a.data[i + c]! - b.data[i + c]!) > threshold) return true;
  return false;
}

/** The share of differing pixels inside a box (screenshot px), clipped to the picture. */
function diffRatio(a: PNG, b: PNG, box = { left: 0, top: 0, right: a.width, bottom: a.height }): number {
  const left = Math.max(0, Math.floor(box.left));
  const top = Math.max(0, Math.floor(box.top));
  const right = Math.min(a.width, Math.ceil(box.right));
  const bottom = Math.min(a.height, Math.ceil(box.bottom));
  let total = 0;
  let different = 0;
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      total += 1;
      if (differs(a, b, x, y)) different += 1;
    }
  }
  return total === 0 ? 0 : different / total;
}

/** An asset's box on the screenshot: its rotated, flipped corners' bounds. */
function boxOnShot(asset: FixtureAsset, on: { left: number; top: number; scale: number }, canvas: { x: number; y: number }) {
  const rad = (asset.rotation * Math.PI) / 180;
  const corners = [
    [0, 0],
    [asset.width * asset.scaleX, 0],
    [0, asset.height * asset.scaleY],
    [asset.width * asset.scaleX, asset.height * asset.scaleY],
  ].map(([dx, dy]) => toScreen(on, { x: asset.x + dx! * Math.cos(rad) - dy! * Math.sin(rad), y: asset.y + dx! * Math.sin(rad) + dy! * Math.cos(rad) }));
  const xs = corners.map((p) => p.x - canvas.x);
  const ys = corners.map((p) => p.y - canvas.y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

test('a page with every asset type draws like the reference picture', async ({ page, request }, testInfo) => {
  const fixture = readFixture();
  await openDesign(page, request, fixture);
  const shot = await settledCanvas(page);
  // Kept beside the test's other results (a folder Playwright creates) to look at after a failure.
  writeFileSync(testInfo.outputPath('assets-drawing-actual.png'), PNG.sync.write(shot));
  if (process.env.UPDATE_ASSET_REFERENCE === '1') writeFileSync(REFERENCE, PNG.sync.write(shot));
  expect(existsSync(REFERENCE), 'no reference picture: run once with UPDATE_ASSET_REFERENCE=1 and look at it').toBe(true);
  const reference = PNG.sync.read(readFileSync(REFERENCE));
  expect([shot.width, shot.height]).toEqual([reference.width, reference.height]);

  // Each asset's own box is nearly the same (so one small asset drawn wrong cannot hide in the
  // total, and the failure names it) ...
  const on = await pageOnScreen(page);
  const canvas = (await page.getByTestId('page-canvas-0').boundingBox())!;
  const offenders = fixture.design.assets
    .filter((a) => a.type !== 'background')
    .map((a) => ({ id: a.id, ratio: diffRatio(shot, reference, boxOnShot(a, on, canvas)) }))
    .filter((a) => a.ratio > 0.02);
  expect(offenders).toEqual([]);
  // ... and so is the whole canvas, the background included.
  expect(diffRatio(shot, reference)).toBeLessThan(0.002);
});

test('a design opens behind a loader: its page is rendered while a picture downloads, and drawn once it has arrived', async ({ page, request }) => {
  const pageId = 'slow-page';
  const fixture = oneAssetFixture('Slow picture', pageId, { id: 'photo', type: 'image', width: 400, height: 300, imageElementSrc: '/e2e-fixtures/slow/photo.png' });
  const id = await saveDesignFor(page, request, fixture);
  const arrive = await holdPicture(page, 'photo.png');
  /** The asset nodes on the page's stage, and the painted pixels of its content layer (-1: no stage). */
  const canvasState = () =>
    page.evaluate((id) => {
      type Layer = { getCanvas(): { _canvas: HTMLCanvasElement } };
      type Stage = { find(selector: string): unknown[]; findOne(selector: string): Layer };
      const stage = (window as unknown as { __layoutEditor?: { getStage(id: string): Stage | undefined } }).__layoutEditor?.getStage(id);
      if (!stage) return { nodes: -1, painted: -1 };
      const canvas = stage.findOne('.content-layer').getCanvas()._canvas;
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let painted = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted += 1;
      return { nodes: stage.find('.asset').length, painted };
    }, pageId);

  await page.goto(`/designs/${id}`);
  await expect(page.getByTestId('canvas-loader')).toBeVisible();
  // Rendered behind the loader, its node made, but not drawn: no placeholder drawn first.
  await expect.poll(async () => (await canvasState()).nodes).toBe(1);
  expect((await canvasState()).painted).toBe(0);
  await expect(page.getByTestId('canvas-loader')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/assets-opening-behind-loader.png` });

  arrive();
  await expect(page.getByTestId('canvas-loader')).toBeHidden();
  await expect.poll(() => drawnAssetCount(page, pageId)).toBe(1);
  await expect.poll(async () => (await canvasState()).painted).toBeGreaterThan(0);
  // The picture is drawn, not the light grey of a picture still loading nor the page's white.
  const shot = await settledCanvas(page);
  const on = await pageOnScreen(page);
  const canvas = (await page.getByTestId('page-canvas-0').boundingBox())!;
  const centre = toScreen(on, { x: 500, y: 350 });
  const i = (Math.round(centre.y - canvas.y) * shot.width + Math.round(centre.x - canvas.x)) * 4;
  const colour = [shot.data[i], shot.data[i + 1], shot.data[i + 2]];
  expect(colour).not.toEqual([0xf1, 0xf3, 0xf5]);
  expect(colour).not.toEqual([0xff, 0xff, 0xff]);
});

test('a photo is one node, the same one before and after its picture arrives: selected while loading, it keeps its handles', async ({ page, request }) => {
  const pageId = 'late-page';
  const fixture = oneAssetFixture('Late picture', pageId, { id: 'photo', type: 'image', width: 400, height: 300, imageElementSrc: '/e2e-fixtures/slow/late.png' });
  const id = await saveDesignFor(page, request, fixture);
  const arrive = await holdPicture(page, 'late.png');
  await page.goto(`/designs/${id}`);
  // The loader gives up waiting after a few seconds; the page then shows the picture loading.
  await expect(page.getByTestId('canvas-loader')).toBeVisible();
  await expect(page.getByTestId('canvas-loader')).toBeHidden({ timeout: 10_000 });
  const on = await pageOnScreen(page);
  const centre = toScreen(on, { x: 500, y: 350 });
  await page.mouse.click(centre.x, centre.y);
  /** The asset's node: its class and names, whether the transformer holds it, and whether it is the node seen first. */
  const nodeState = () =>
    page.evaluate((pageId) => {
      type Node = { getClassName(): string; name(): string; getLayer(): unknown };
      type Stage = { findOne(selector: string): Node & { nodes(): Node[] } };
      const w = window as unknown as { __layoutEditor: { getStage(id: string): Stage }; __firstPhotoNode?: Node };
      const stage = w.__layoutEditor.getStage(pageId);
      const node = stage.findOne('#photo');
      w.__firstPhotoNode ??= node;
      const held = stage.findOne('.selection-transformer').nodes();
      return { className: node.getClassName(), name: node.name(), held: held.length === 1 && held[0] === node, same: w.__firstPhotoNode === node };
    }, pageId);
  await expect.poll(nodeState).toEqual({ className: 'Image', name: 'asset picture-loading', held: true, same: true });

  arrive();
  await expect.poll(nodeState).toEqual({ className: 'Image', name: 'asset', held: true, same: true });
  await expect.poll(() => drawnAssetCount(page, pageId)).toBe(1);
});

test('leaving a design still opening for a new one: the new design shows, no loader left over it', async ({ page, request }) => {
  const fixture = oneAssetFixture('Left while opening', 'left-page', { id: 'photo', type: 'image', width: 400, height: 300, imageElementSrc: '/e2e-fixtures/slow/left.png' });
  const id = await saveDesignFor(page, request, fixture);
  await holdPicture(page, 'left.png');
  await page.goto(`/designs/${id}`);
  await expect(page.getByTestId('canvas-loader')).toBeVisible();
  await page.getByTestId('menu-New').click();
  await page.getByRole('dialog', { name: 'Start new design' }).getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/designs\/new$/);
  await expect(page.getByTestId('canvas-loader')).toBeHidden();
  await expect(page.getByTestId('page-canvas-0')).toBeVisible();
  const assets = await page.evaluate(() => (window as unknown as { __layoutEditor: { getContent(): { assets: unknown[] } } }).__layoutEditor.getContent().assets.length);
  expect(assets).toBe(0);
});

test('a picture that cannot be loaded shows the grey placeholder and the rest of the page still draws', async ({ page, request }, testInfo) => {
  const pageId = 'missing-page';
  const base = { pageId, scaleX: 1, scaleY: 1, rotation: 0, opacity: 1 };
  const fixture: Fixture = {
    name: 'Missing picture',
    design: {
      ...readFixture().design,
      pages: [{ id: pageId }],
      assets: [
        { ...base, id: 'missing', type: 'image', zIndex: 0, x: 100, y: 100, width: 300, height: 200, imageElementSrc: '/e2e-fixtures/no-such-file.png' },
        { ...base, id: 'bad-link', type: 'illustration', zIndex: 1, x: 450, y: 100, width: 200, height: 200, illustrationConfig: { link: '/e2e-fixtures/nothing.svg' } },
        {
          ...base,
          id: 'square',
          type: 'shape',
          zIndex: 2,
          x: 700,
          y: 100,
          width: 200,
          height: 200,
          shapeProps: { type: 'rect', fill: '#1971c2', stroke: '#000000', strokeWidth: 0, strokeEnabled: false, fillEnabled: true },
        },
      ] as unknown as FixtureAsset[],
    },
  };
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openDesign(page, request, fixture);
  await expect
    .poll(() =>
      page.evaluate((id) => {
        const hook = (window as unknown as { __layoutEditor?: { getStage(id: string): { find(s: string): unknown[] } | undefined } }).__layoutEditor;
        return hook?.getStage(id)?.find('.picture-missing').length ?? 0;
      }, pageId),
    )
    .toBe(2);

  const shot = await settledCanvas(page);
  writeFileSync(testInfo.outputPath('assets-missing-actual.png'), PNG.sync.write(shot));
  const on = await pageOnScreen(page);
  const canvas = (await page.getByTestId('page-canvas-0').boundingBox())!;
  const colourAt = (x: number, y: number) => {
    const p = toScreen(on, { x, y });
    const i = (Math.round(p.y - canvas.y) * shot.width + Math.round(p.x - canvas.x)) * 4;
    return [shot.data[i], shot.data[i + 1], shot.data[i + 2]];
  };
  // Near a corner of each missing picture: the placeholder's grey (#ced4da), not the page's white.
  expect(colourAt(110, 110)).toEqual([0xce, 0xd4, 0xda]);
  expect(colourAt(460, 110)).toEqual([0xce, 0xd4, 0xda]);
  // The shape after them is drawn.
  expect(colourAt(800, 200)).toEqual([0x19, 0x71, 0xc2]);

  // Nothing to crop: the missing picture, once selected, offers no Edit crop, and neither a
  // double-click nor the Crop tool opens an empty crop editor.
  const missing = toScreen(on, { x: 250, y: 200 });
  await page.mouse.click(missing.x, missing.y);
  await expect.poll(() => page.evaluate(() => window.__layoutEditor!.getSelection())).toEqual(['missing']);
  await expect(page.getByTestId('floating-toolbar')).toBeVisible();
  await expect(page.getByTestId('context-button')).toHaveCount(0);
  await page.mouse.dblclick(missing.x, missing.y);
  await page.getByTestId('floating-toolbar').getByRole('button', { name: 'Crop', exact: true }).click();
  const cropEditors = () => page.evaluate((id) => window.__layoutEditor!.getStage(id)!.find('.crop-editor').length, pageId);
  expect(await cropEditors()).toBe(0);
  await expect(page.getByTestId('context-button')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the crop editor moves the picture under the frame and resizes the frame, never past the picture', async ({ page, request }) => {
  const pageId = 'crop-page';
  const fixture = oneAssetFixture('Crop', pageId, {
    id: 'photo',
    type: 'image',
    width: 200,
    height: 150,
    imageElementSrc: '/e2e-fixtures/photo.png',
    crop: { x: 100, y: 75, width: 200, height: 150, fullWidth: 400, fullHeight: 300 },
  });
  await openDesign(page, request, fixture);
  const photo = () =>
    page.evaluate(() => {
      const hook = (window as unknown as { __layoutEditor: { getContent(): { assets: EditorAsset[] } } }).__layoutEditor;
      return hook.getContent().assets[0]!;
    });
  const cropEditorShown = () =>
    page.evaluate((id) => {
      const hook = (window as unknown as { __layoutEditor?: { getStage(id: string): { find(s: string): unknown[] } | undefined } }).__layoutEditor;
      return (hook?.getStage(id)?.find('.crop-editor').length ?? 0) > 0;
    }, pageId);

  const on = await pageOnScreen(page);
  const centre = toScreen(on, { x: 400, y: 275 });
  await page.mouse.dblclick(centre.x, centre.y);
  await expect.poll(cropEditorShown).toBe(true);
  await expect(page.getByRole('button', { name: 'Save crop' })).toBeVisible();

  // Drag the picture far right and a little down: it stops where its left edge meets the frame.
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.move(centre.x + 400, centre.y + 20 * on.scale, { steps: 10 });
  await page.mouse.up();

  // Pull the frame's right handle far to the right: it stops at the picture's right edge.
  const handle = toScreen(on, { x: 500, y: 275 });
  await page.mouse.move(handle.x, handle.y);
  await page.mouse.down();
  await page.mouse.move(handle.x + 600, handle.y, { steps: 10 });
  await page.mouse.up();

  await page.getByRole('button', { name: 'Save crop' }).click();
  await expect.poll(cropEditorShown).toBe(false);
  const after = await photo();
  const crop = after.crop!;
  expect(crop.x).toBeCloseTo(0, 3);
  expect(crop.y).toBeGreaterThan(50);
  expect(crop.y).toBeLessThan(75);
  expect(crop.x + crop.width).toBeLessThanOrEqual(crop.fullWidth + 1e-6);
  expect(crop.width).toBeCloseTo(400, 3);
  expect(crop.y + crop.height).toBeLessThanOrEqual(crop.fullHeight + 1e-6);
  expect(crop.height).toBeCloseTo(150, 3);
  // The picture keeps its scale (1 page px per source px) in a frame now 400 wide, its left edge in place.
  expect(after.width).toBeCloseTo(400, 3);
  expect(after.x).toBeCloseTo(300, 3);
});

test('the image-pattern editor moves and scales the pattern, keeping the shape covered', async ({ page, request }) => {
  const pageId = 'pattern-page';
  const fixture = oneAssetFixture('Pattern', pageId, {
    id: 'patterned',
    type: 'shape',
    width: 200,
    height: 200,
    shapeProps: {
      type: 'rect',
      fill: '#000000',
      stroke: '#000000',
      strokeWidth: 0,
      strokeEnabled: false,
      fillEnabled: false,
      // The 40 px tile at scale 10 is a 400 x 400 picture over the 200 x 200 shape.
      fillPattern: { image: '/e2e-fixtures/pattern.png', x: -100, y: -100, scale: 10, repeat: 'no-repeat' },
    },
  });
  await openDesign(page, request, fixture);
  type Pattern = { x: number; y: number; scale: number };
  const pattern = () =>
    page.evaluate(() => {
      const hook = (window as unknown as { __layoutEditor: { getContent(): { assets: { shapeProps: { fillPattern: Pattern } }[] } } }).__layoutEditor;
      return hook.getContent().assets[0]!.shapeProps.fillPattern;
    });
  const editorShown = () =>
    page.evaluate((id) => {
      const hook = (window as unknown as { __layoutEditor?: { getStage(id: string): { find(s: string): unknown[] } | undefined } }).__layoutEditor;
      return (hook?.getStage(id)?.find('.pattern-editor').length ?? 0) > 0;
    }, pageId);

  const on = await pageOnScreen(page);
  const centre = toScreen(on, { x: 400, y: 300 });
  await page.mouse.dblclick(centre.x, centre.y);
  await expect.poll(editorShown).toBe(true);

  // Drag the picture 60 page px left and far up: it stops where its bottom edge meets the shape's.
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.move(centre.x - 60 * on.scale, centre.y - 500, { steps: 10 });
  await page.mouse.up();
  // Shrink it from its top-left corner (now at page 140, 0): it stops at the size that covers the shape.
  const corner = toScreen(on, { x: 140, y: 0 });
  await page.mouse.move(corner.x, corner.y);
  await page.mouse.down();
  await page.mouse.move(corner.x + 300 * on.scale, corner.y + 300 * on.scale, { steps: 10 });
  await page.mouse.up();

  await page.getByRole('button', { name: 'Save image pattern' }).click();
  await expect.poll(editorShown).toBe(false);
  const saved = await pattern();
  // Covered: scale x 40 px >= 200 px, and the picture's edges outside the shape's.
  expect(saved.scale * 40).toBeGreaterThanOrEqual(200 - 1e-6);
  expect(saved.scale).toBeLessThan(10);
  expect(saved.x).toBeLessThanOrEqual(0);
  expect(saved.y).toBeLessThanOrEqual(0);
  expect(saved.x + saved.scale * 40).toBeGreaterThanOrEqual(200 - 1e-6);
  expect(saved.y + saved.scale * 40).toBeGreaterThanOrEqual(200 - 1e-6);
});

test("an svg_image with an image-pattern fill shows the picture through the artwork's shape, and its pattern editor opens", async ({ page, request }) => {
  const pageId = 'svg-pattern-page';
  // icon.svg: an arrow (#343a40) on a 48 x 48 box; the 40 px tile at scale 6 covers 240 px.
  const fixture = oneAssetFixture('Svg pattern', pageId, {
    id: 'patterned-svg',
    type: 'svg_image',
    width: 240,
    height: 240,
    link: '/e2e-fixtures/icon.svg',
    shapeProps: { fillEnabled: false, fillPattern: { image: '/e2e-fixtures/pattern.png', x: 0, y: 0, scale: 6, repeat: 'no-repeat' } },
  });
  await openDesign(page, request, fixture);
  const shot = await settledCanvas(page);
  if (SHOTS) writeFileSync(join(SHOTS, 'svg-pattern.png'), PNG.sync.write(shot));
  const on = await pageOnScreen(page);
  const canvasBox = (await page.getByTestId('page-canvas-0').boundingBox())!;
  const pixel = (x: number, y: number) => {
    const at = toScreen(on, { x, y });
    const i = (Math.round(at.y - canvasBox.y) * shot.width + Math.round(at.x - canvasBox.x)) * 4;
    return [shot.data[i]!, shot.data[i + 1]!, shot.data[i + 2]!];
  };
  const near = (a: number[], b: number[]) => a.every((v, k) => Math.abs(v - b[k]!) <= 24);
  const tileColours = [
    [20, 140, 140],
    [250, 240, 210],
    [220, 40, 40],
  ];
  // Inside the arrow (its shaft at 10, 22 of 48, clear of the tile's quarters meeting at 24): a
  // colour of the pattern picture, not the artwork's grey.
  const inside = pixel(300 + (10 / 48) * 240, 200 + (22 / 48) * 240);
  expect(
    tileColours.some((c) => near(inside, c)),
    `inside ${inside}`,
  ).toBe(true);
  // Outside the arrow (4, 4 of 48): the white page, not the picture.
  expect(near(pixel(300 + (4 / 48) * 240, 200 + (4 / 48) * 240), [255, 255, 255])).toBe(true);

  const centre = toScreen(on, { x: 300 + (20 / 48) * 240, y: 200 + (24 / 48) * 240 });
  await page.mouse.dblclick(centre.x, centre.y);
  await expect(page.getByRole('button', { name: 'Save image pattern' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        (id) => (window as unknown as { __layoutEditor: { getStage(id: string): { find(s: string): unknown[] } } }).__layoutEditor.getStage(id).find('.pattern-editor').length,
        pageId,
      ),
    )
    .toBe(1);
  await page.getByRole('button', { name: 'Save image pattern' }).click();
  await expect(page.getByRole('button', { name: 'Edit image pattern' })).toBeVisible();
});

test("an svg_image's Stroke draws a border on its artwork, in the chosen colour", async ({ page, request }) => {
  const fixture = readFixture();
  await openDesign(page, request, fixture);
  const heart = fixture.design.assets.find((a) => a.id === 'svg-image-filled')!;
  const on = await pageOnScreen(page);
  const canvas = (await page.getByTestId('page-canvas-0').boundingBox())!;
  const box = boxOnShot(heart, on, canvas);
  // Pure green pixels inside the heart's box (the artwork is purple, the page pale).
  const green = (shot: PNG) => {
    let count = 0;
    for (let y = Math.floor(box.top); y < Math.ceil(box.bottom); y++) {
      for (let x = Math.floor(box.left); x < Math.ceil(box.right); x++) {
        const i = (y * shot.width + x) * 4;
        if (shot.data[i]! < 60 && shot.data[i + 1]! > 200 && shot.data[i + 2]! < 60) count += 1;
      }
    }
    return count;
  };
  expect(green(await settledCanvas(page))).toBe(0);

  const centre = toScreen(on, { x: heart.x + heart.width / 2, y: heart.y + heart.height / 2 });
  await page.mouse.click(centre.x, centre.y);
  await page.getByRole('toolbar', { name: 'TOOLS' }).getByRole('button', { name: 'Stroke', exact: true }).click();
  const popup = page.getByRole('dialog').filter({ hasText: 'BORDER COLOUR' });
  const hex = popup.getByRole('textbox', { name: 'Border colour hex' });
  await hex.fill('#00ff00');
  await hex.press('Enter');
  await expect
    .poll(() =>
      page.evaluate((id) => {
        type Hook = { getContent: () => { assets: { id: string; shapeProps?: { stroke: string; strokeEnabled: boolean } }[] } };
        return (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getContent().assets.find((a) => a.id === id)?.shapeProps;
      }, heart.id),
    )
    .toMatchObject({ stroke: '#00ff00', strokeEnabled: true });
  await page.keyboard.press('Escape');
  // Wider from Format: 4 px, a ring that shows green through the antialiasing.
  await page.getByRole('toolbar', { name: 'TOOLS' }).getByRole('button', { name: 'Format', exact: true }).click();
  const format = page.getByRole('dialog').filter({ hasText: 'SHAPE FORMAT' });
  await format.getByRole('textbox', { name: 'Border width' }).fill('4');
  await format.getByRole('textbox', { name: 'Border width' }).press('Enter');
  await page.keyboard.press('Escape');
  await page.mouse.click(canvas.x + 5, canvas.y + canvas.height - 5);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/svg-image-border.png` });
  await expect.poll(async () => green(await settledCanvas(page))).toBeGreaterThan(200);
});
