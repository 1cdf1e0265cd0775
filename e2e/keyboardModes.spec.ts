import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Unit, toPx } from '@layout/model';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';

/**
 * The crop and pattern editors from the keyboard (issue 25; docs/decisions.md, "The crop and
 * pattern editors by keyboard"): on the focused canvas, Enter on a selected photo opens its crop
 * editor and on a pattern-filled shape its pattern editor; there the arrow keys move the picture
 * under the frame by one nudge, Shift+arrows resize the frame (the pattern), Enter or Escape
 * finish as one undo step, the live region says each, and the focus stays on the canvas with the
 * asset selected. Tab brings an asset scrolled out of view into view; the canvas is described by
 * what its page holds.
 *
 * With KB_SHOTS=<folder> the crop and pattern editors are photographed (kb-mode-*.png), to look at.
 */

const FIXTURES = join(import.meta.dirname, 'fixtures');
const PAGE_ID = 'modes-page';
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

type Crop = { x: number; y: number; width: number; height: number; fullWidth: number; fullHeight: number };
type Pattern = { x: number; y: number; scale: number };
type Asset = { id: string; x: number; y: number; width: number; height: number; crop?: Crop; shapeProps?: { fillPattern?: Pattern } };
type Hook = {
  getContent: () => { assets: Asset[]; layoutDimensions: { units: Unit } };
  getSelection: () => readonly string[];
  getStage: (pageId: string) => { findOne: (selector: string) => KonvaNode | undefined; find: (selector: string) => unknown[]; container: () => HTMLElement } | undefined;
};
type KonvaNode = { x(): number; y(): number; width(): number; height(): number; getClientRect(): { x: number; y: number; width: number; height: number } };

const canvas = (page: Page) => page.getByRole('application', { name: 'Page 1 canvas' });
const announcer = (page: Page) => page.getByTestId('canvas-announcer');
const asset = (page: Page, id: string) =>
  page.evaluate((assetId) => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getContent().assets.find((a) => a.id === assetId)!, id);
const selection = (page: Page) => page.evaluate(() => [...(window as unknown as { __layoutEditor: Hook }).__layoutEditor.getSelection()]);
/** How many nodes of a name the page's stage holds: the crop editor ('.crop-editor') or the pattern editor's. */
const drawn = (page: Page, selector: string) =>
  page.evaluate(([pageId, s]) => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getStage(pageId!)?.find(s!).length ?? 0, [PAGE_ID, selector]);
/** A node of a mode editor, in the asset's own coordinates: where the picture lies, how large the frame is. */
const editorNode = (page: Page, selector: string) =>
  page.evaluate(
    ([pageId, s]) => {
      const node = (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getStage(pageId!)!.findOne(s!)!;
      return { x: node.x(), y: node.y(), width: node.width(), height: node.height() };
    },
    [PAGE_ID, selector],
  );

async function shot(page: Page, name: string) {
  const folder = process.env.KB_SHOTS;
  if (!folder) return;
  await page.screenshot({ path: `${folder}/kb-mode-${name}.png` });
  // A close-up of the canvas's top-left part in view: the photo and the pattern shape, unzoomed.
  const box = (await canvas(page).boundingBox())!;
  const left = Math.max(box.x, 0);
  const top = Math.max(box.y, 0);
  await page.screenshot({ path: `${folder}/kb-mode-${name}-close.png`, clip: { x: left, y: top, width: 760, height: 420 } });
}

/**
 * A design of one page: a photo showing the middle 200 x 150 of its 400 x 300 picture at 1 page
 * px a source px, a rectangle filled with a 40 px tile at scale 10, and a star in the far corner.
 */
function design() {
  const base = (JSON.parse(readFileSync(join(FIXTURES, 'assets-design.json'), 'utf8')) as { design: Record<string, unknown> }).design;
  const placed = { pageId: PAGE_ID, scaleX: 1, scaleY: 1, rotation: 0, opacity: 1 };
  const shapeProps = { fill: '#1971c2', stroke: '#000000', strokeWidth: 0, strokeEnabled: false, fillEnabled: true };
  return {
    name: `Keyboard modes ${unique()}`.slice(0, 42),
    design: {
      ...base,
      pages: [{ id: PAGE_ID, backgroundColor: '#ffffff' }],
      assets: [
        {
          ...placed,
          id: 'photo',
          zIndex: 0,
          x: 120,
          y: 150,
          width: 200,
          height: 150,
          type: 'image',
          imageElementSrc: '/e2e-fixtures/photo.png',
          crop: { x: 100, y: 75, width: 200, height: 150, fullWidth: 400, fullHeight: 300 },
        },
        {
          ...placed,
          id: 'patterned',
          zIndex: 1,
          x: 520,
          y: 150,
          width: 200,
          height: 200,
          type: 'shape',
          shapeProps: { ...shapeProps, type: 'rect', fillEnabled: false, fillPattern: { image: '/e2e-fixtures/pattern.png', x: -100, y: -100, scale: 10, repeat: 'no-repeat' } },
        },
        { ...placed, id: 'far', zIndex: 2, x: 1000, y: 680, width: 90, height: 90, type: 'shape', shapeProps: { ...shapeProps, type: 'star' } },
      ],
    },
  };
}

/** Registers a user, saves the design for them and opens it signed in, its fixture pictures served. */
async function openDesign(page: Page, request: APIRequestContext) {
  const email = `modes-${unique()}@example.com`;
  const password = 'e2e secret password';
  const registered = await request.post('/api/users', { data: { firstname: 'Kim', lastname: 'Keys', email, password, password2: password } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  const { jwt } = (await login.json()) as { jwt: string };
  const created = await request.post('/api/designs', { headers: { 'x-auth-token': jwt }, data: design() });
  expect(created.ok(), await created.text()).toBe(true);
  await page.route('**/e2e-fixtures/*.png', (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop()!;
    return route.fulfill({ status: 200, contentType: 'image/png', body: readFileSync(join(FIXTURES, 'files', name)) });
  });
  await page.addInitScript((token) => {
    localStorage.setItem('layout_token', token);
    localStorage.setItem('is_intro_tour_shown', 'true');
  }, jwt);
  await page.goto(`/designs/${((await created.json()) as { id: number }).id}`);
  // Every asset drawn, the pictures in.
  await expect
    .poll(() =>
      page.evaluate((pageId) => {
        const stage = (window as unknown as { __layoutEditor?: Hook }).__layoutEditor?.getStage(pageId);
        return stage && stage.find('.picture-loading').length === 0 ? stage.find('.asset').length : -1;
      }, PAGE_ID),
    )
    .toBe(3);
}

test('the crop and pattern editors work from the keyboard: Enter opens them, the arrows move, Shift+arrows resize, Enter and Escape finish', async ({ page, request }) => {
  await openDesign(page, request);
  const units = (await page.evaluate(() => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getContent().layoutDimensions.units)) as Unit;
  // One arrow's step, as a nudge: 1 unit of the design (1 mm here), in page px.
  const step = toPx(1, units);

  // The canvas is described by what its page holds, then by its keys.
  await expect(canvas(page)).toHaveAccessibleDescription(/^Page 1 of 1: 3 assets: Photo, Rectangle shape, Star shape\. ?Tab and Shift\+Tab select/);

  // Tab to the photo; Enter opens its crop editor, and the live region names the keys.
  await canvas(page).focus();
  await page.keyboard.press('Tab');
  await expect.poll(() => selection(page)).toEqual(['photo']);
  await expect(announcer(page)).toHaveText('Photo selected, 1 of 3');
  await page.keyboard.press('Enter');
  await expect.poll(() => drawn(page, '.crop-editor')).toBe(1);
  await expect(announcer(page)).toHaveText('Crop mode: arrows move the picture, Shift+arrows resize the frame, Enter or Escape to finish');
  await expect(canvas(page)).toBeFocused();
  const source = await editorNode(page, '.crop-source');
  const frame = await editorNode(page, '.crop-frame');
  expect(source).toMatchObject({ x: -100, y: -75 });
  await shot(page, 'crop-opened');

  // The arrows move the picture under the frame, a step a press; the document waits for the end.
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown']) await page.keyboard.press(key);
  await expect.poll(async () => (await editorNode(page, '.crop-source')).x).toBeCloseTo(-100 + 3 * step, 6);
  expect((await editorNode(page, '.crop-source')).y).toBeCloseTo(-75 + step, 6);
  expect((await asset(page, 'photo')).crop).toMatchObject({ x: 100, y: 75 });
  // Shift+arrows resize the frame: two steps wider, one shorter.
  for (const key of ['Shift+ArrowRight', 'Shift+ArrowRight', 'Shift+ArrowUp']) await page.keyboard.press(key);
  await expect.poll(async () => (await editorNode(page, '.crop-frame')).width).toBeCloseTo(frame.width + 2 * step, 6);
  expect((await editorNode(page, '.crop-frame')).height).toBeCloseTo(frame.height - step, 6);
  await expect(canvas(page)).toBeFocused();
  await shot(page, 'crop-moved-and-resized');

  // Enter finishes: the crop is saved, the focus stays on the canvas with the photo selected.
  await page.keyboard.press('Enter');
  await expect.poll(() => drawn(page, '.crop-editor')).toBe(0);
  await expect(announcer(page)).toHaveText('Crop finished');
  await expect(canvas(page)).toBeFocused();
  expect(await selection(page)).toEqual(['photo']);
  const photo = await asset(page, 'photo');
  expect(photo.crop!.x).toBeCloseTo(100 - 3 * step, 6);
  expect(photo.crop!.y).toBeCloseTo(75 - step, 6);
  expect(photo.crop!.width).toBeCloseTo(200 + 2 * step, 6);
  expect(photo.crop!.height).toBeCloseTo(150 - step, 6);
  expect(photo).toMatchObject({ x: 120, y: 150 });
  expect(photo.width).toBeCloseTo(200 + 2 * step, 6);
  expect(photo.height).toBeCloseTo(150 - step, 6);
  await shot(page, 'crop-finished');

  // Tab goes on to the pattern shape; Enter opens its pattern editor.
  await page.keyboard.press('Tab');
  await expect.poll(() => selection(page)).toEqual(['patterned']);
  await expect(announcer(page)).toHaveText('Rectangle shape selected, 2 of 3');
  await page.keyboard.press('Enter');
  await expect.poll(() => drawn(page, '.pattern-editor')).toBe(1);
  await expect(announcer(page)).toHaveText(/^Pattern mode: arrows move the pattern/);
  // The arrows move the pattern; Shift+Right makes it a step wider (and taller: its proportions kept).
  for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowUp', 'Shift+ArrowRight']) await page.keyboard.press(key);
  await expect.poll(async () => (await editorNode(page, '.pattern-source')).x).toBeCloseTo(-100 - 2 * step, 6);
  await shot(page, 'pattern-moved');
  // Escape finishes too, as a click outside does: the pattern is saved.
  await page.keyboard.press('Escape');
  await expect.poll(() => drawn(page, '.pattern-editor')).toBe(0);
  await expect(announcer(page)).toHaveText('Pattern finished');
  await expect(canvas(page)).toBeFocused();
  expect(await selection(page)).toEqual(['patterned']);
  const pattern = (await asset(page, 'patterned')).shapeProps!.fillPattern!;
  expect(pattern.x).toBeCloseTo(-100 - 2 * step, 6);
  expect(pattern.y).toBeCloseTo(-100 - step, 6);
  expect(pattern.scale).toBeCloseTo(10 + step / 40, 6);

  // Each visit to an editor is one undo step, as with the pointer.
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await asset(page, 'patterned')).shapeProps!.fillPattern).toMatchObject({ x: -100, y: -100, scale: 10 });
  expect((await asset(page, 'photo')).crop!.width).toBeCloseTo(200 + 2 * step, 6);
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await asset(page, 'photo')).crop).toMatchObject({ x: 100, y: 75, width: 200, height: 150 });

  // The toolbar's Crop, pressed from the keyboard, hands the keyboard to the canvas: the arrows work at once.
  await canvas(page).focus();
  for (let press = 0; press < 3 && (await selection(page))[0] !== 'photo'; press++) {
    const before = await selection(page);
    await page.keyboard.press('Tab');
    await expect.poll(() => selection(page)).not.toEqual(before);
  }
  expect(await selection(page)).toEqual(['photo']);
  await page.getByRole('toolbar', { name: 'TOOLS' }).getByRole('button', { name: 'Crop', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => drawn(page, '.crop-editor')).toBe(1);
  await expect(canvas(page)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await editorNode(page, '.crop-source')).x).toBeCloseTo(-100 - step, 6);
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await asset(page, 'photo')).crop!.x).toBeCloseTo(100 + step, 6);
});

test('Tab brings an asset scrolled out of view into view', async ({ page, request }) => {
  await openDesign(page, request);
  // Zoomed in to 400 %, the view at the page's top-left: the star in the far corner is out of sight.
  await page.getByTestId('zoom-menu').click();
  await page.getByRole('menuitem', { name: '400%', exact: true }).click();
  await expect(page.getByTestId('zoom-menu')).toHaveText('400%');
  const area = page.getByTestId('canvas-area');
  await area.evaluate((element) => element.scrollTo(0, 0));
  /** Whether the asset's drawn box lies wholly inside the scrolled view of the canvas area. */
  const inView = (id: string) =>
    page.evaluate(
      ([pageId, assetId]) => {
        const stage = (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getStage(pageId!)!;
        const rect = stage.findOne(`#${assetId}`)!.getClientRect();
        const at = stage.container().getBoundingClientRect();
        const area = document.querySelector<HTMLElement>('[data-testid="canvas-area"]')!;
        const view = area.getBoundingClientRect();
        const left = at.left + rect.x;
        const top = at.top + rect.y;
        return left >= view.left && top >= view.top && left + rect.width <= view.left + area.clientWidth && top + rect.height <= view.top + area.clientHeight;
      },
      [PAGE_ID, id],
    );
  expect(await inView('far')).toBe(false);

  await canvas(page).evaluate((element) => element.focus({ preventScroll: true }));
  for (const id of ['photo', 'patterned', 'far']) {
    await page.keyboard.press('Tab');
    await expect.poll(() => selection(page)).toEqual([id]);
  }
  await expect.poll(() => inView('far')).toBe(true);
  await expect(announcer(page)).toHaveText('Star shape selected, 3 of 3');
  await expect(canvas(page)).toBeFocused();
  await shot(page, 'far-revealed');
});
