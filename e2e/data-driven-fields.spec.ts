import { AUTH_HEADER, type TextConfig, fillTextConfig } from '@layout/model';
import { layoutText } from '@layout/render';
import { loadDefaultFontSet } from '@layout/render/node';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { pageOnScreen, toScreen } from './support/canvas';

/**
 * Data-driven fields on the canvas (spec 000 sections 1 and 3, spec 001 sections 2.3, 3 and 5):
 * a text holding '%fullName%' is drawn with the signed-in user's name, laid out by the shared
 * layout, its box as tall as the filled lines; editing it in place shows the placeholder; new
 * details re-lay out every text on every page at once; the document keeps the placeholders.
 */

const SHOTS = process.env.E2E_SHOTS;

type TextAsset = { id: string; type: 'text'; pageId: string; x: number; y: number; width: number; height: number; textConfig: TextConfig };
type Content = { pages: { id: string }[]; assets: { id: string; type: string }[] };
type Hook = { getContent: () => Content; getSelection: () => readonly string[] };

const fonts = await loadDefaultFontSet();

let unique = 0;
async function signUp(request: APIRequestContext, firstname: string, lastname: string): Promise<{ jwt: string; id: number }> {
  const email = `ddf-${Date.now()}-${++unique}@example.com`;
  const password = 'e2e secret password';
  const registered = await request.post('/api/users', { data: { firstname, lastname, email, password, password2: password } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  const { jwt, userData } = (await login.json()) as { jwt: string; userData: { id: number } };
  return { jwt, id: userData.id };
}

async function signIn(page: Page, jwt: string) {
  await page.addInitScript((token) => localStorage.setItem('layout_token', token), jwt);
}

// Empty while the editor is not there yet (a page just navigated to).
const editorContent = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor?: Hook }).__layoutEditor?.getContent() ?? { pages: [], assets: [] });

const texts = async (page: Page) => (await editorContent(page)).assets.filter((a) => a.type === 'text') as TextAsset[];

async function textNamed(page: Page, id: string): Promise<TextAsset> {
  return (await texts(page)).find((t) => t.id === id)!;
}

/** The text as the export will lay it out: its fields filled with these details, in the default font. */
function laidOut(asset: TextAsset, values: Record<string, string>) {
  const config = fillTextConfig(asset.textConfig, values);
  return layoutText({ textConfig: config, width: asset.width }, fonts.resolve(config));
}

/** A strip of the page (page px) and where ink is expected in it, from left to right. */
type Strip = { top: number; bottom: number; left: number; right: number };

/**
 * Where each line's glyphs land on the page when laid out with these details, as the export will
 * put them: one strip per line, from half an em above its baseline down to the baseline (the
 * lines' descenders stay out of the next line's strip), with the ink's left and right ends.
 */
function expectedStrips(asset: TextAsset, values: Record<string, string>): Strip[] {
  const config = fillTextConfig(asset.textConfig, values);
  const font = fonts.resolve(config);
  const layout = layoutText({ textConfig: config, width: asset.width }, font);
  return layout.lines.map((line) => {
    let left = Infinity;
    let right = -Infinity;
    for (const glyph of line.glyphs) {
      const bbox = font.getGlyph(glyph.glyphId).bbox;
      if (bbox.maxX <= bbox.minX) continue; // a space
      left = Math.min(left, glyph.x + bbox.minX * layout.scale);
      right = Math.max(right, glyph.x + bbox.maxX * layout.scale);
    }
    const top = asset.y + line.y - layout.fontSizePx / 2;
    return { top, bottom: asset.y + line.y, left: asset.x + left, right: asset.x + right };
  });
}

/**
 * What the page's content layer painted darker than the page in each strip, left and right ends
 * in page px (null for a strip with nothing), and how many page px a canvas pixel is.
 */
function drawnStrips(page: Page, pageId: string, strips: Strip[]) {
  return page.evaluate(
    ({ pageId, strips }) => {
      type Layer = { x(): number; y(): number; scaleX(): number; getCanvas(): { _canvas: HTMLCanvasElement } };
      type Stage = { width(): number; findOne(selector: string): Layer };
      const hook = (window as unknown as { __layoutEditor: { getStage(id: string): Stage | undefined } }).__layoutEditor;
      const stage = hook.getStage(pageId);
      if (!stage) return null;
      const layer = stage.findOne('.content-layer');
      const canvas = layer.getCanvas()._canvas;
      const ratio = canvas.width / stage.width();
      const px = ratio * layer.scaleX();
      const toCanvas = (x: number, y: number) => ({ x: Math.round((layer.x() + x * layer.scaleX()) * ratio), y: Math.round((layer.y() + y * layer.scaleX()) * ratio) });
      const drawn = strips.map((strip) => {
        const from = toCanvas(strip.left - 40, strip.top);
        const to = toCanvas(strip.right + 40, strip.bottom);
        const data = canvas.getContext('2d')!.getImageData(from.x, from.y, to.x - from.x, Math.max(1, to.y - from.y));
        let min = Infinity;
        let max = -Infinity;
        for (let y = 0; y < data.height; y++) {
          for (let x = 0; x < data.width; x++) {
            const i = (y * data.width + x) * 4;
            if (data.data[i + 3]! > 128 && data.data[i]! + data.data[i + 1]! + data.data[i + 2]! < 600) {
              min = Math.min(min, x);
              max = Math.max(max, x);
            }
          }
        }
        return min > max ? null : { left: strip.left - 40 + min / px, right: strip.left - 40 + (max + 1) / px };
      });
      return { drawn, pagePxPerCanvasPx: 1 / px };
    },
    { pageId, strips },
  );
}

/**
 * Waits until the text's box is as tall as its lines filled with these details, and the canvas
 * shows those lines: each one's glyphs where the layout puts them, to a canvas pixel or two.
 */
async function expectDrawnFilled(page: Page, id: string, values: Record<string, string>) {
  await expect
    .poll(async () => {
      const asset = await textNamed(page, id);
      const layout = laidOut(asset, values);
      if (Math.abs(asset.height - layout.height) > 0.01) return `height ${asset.height}, laid out ${layout.height}`;
      const expected = expectedStrips(asset, values);
      const canvas = await drawnStrips(page, asset.pageId, expected);
      if (!canvas) return 'no stage';
      const slack = 2.5 * canvas.pagePxPerCanvasPx;
      const wrong = expected.flatMap((line, i) => {
        const drawn = canvas.drawn[i];
        if (!drawn) return [`line ${i + 1}: nothing drawn`];
        const off = Math.abs(drawn.left - line.left) > slack || Math.abs(drawn.right - line.right) > slack;
        return off ? [`line ${i + 1}: ink ${drawn.left.toFixed(1)}..${drawn.right.toFixed(1)}, expected ${line.left.toFixed(1)}..${line.right.toFixed(1)}`] : [];
      });
      return wrong.length === 0 ? 'drawn filled' : wrong.join('; ');
    })
    .toBe('drawn filled');
}

/** Where the glyphs of the laid-out text end on the page (page px): the left and right of its ink. */
function expectedInk(asset: TextAsset, values: Record<string, string>): { left: number; right: number } {
  const strips = expectedStrips(asset, values);
  return { left: Math.min(...strips.map((s) => s.left)), right: Math.max(...strips.map((s) => s.right)) };
}

/** The selection's box on screen against its text's box: both ratios are the zoom when the handles hold the text. */
function selectionBox(page: Page, asset: TextAsset) {
  return page.evaluate((box) => {
    type Transformer = { width(): number; height(): number; nodes(): { id(): string }[] };
    type Stage = { findOne(selector: string): Transformer | undefined };
    const hook = (window as unknown as { __layoutEditor: { getStage(id: string): Stage | undefined } }).__layoutEditor;
    const transformer = hook.getStage(box.pageId)?.findOne('.selection-transformer');
    if (
      !transformer ||
      transformer
        .nodes()
        .map((n) => n.id())
        .join() !== box.id
    )
      return null;
    return { widthRatio: transformer.width() / box.width, heightRatio: transformer.height() / box.height };
  }, asset);
}

async function expectHandlesAround(page: Page, id: string) {
  await expect
    .poll(async () => {
      const box = await selectionBox(page, await textNamed(page, id));
      return box && Math.abs(box.heightRatio - box.widthRatio) < 0.01 ? 'around the text' : JSON.stringify(box);
    })
    .toBe('around the text');
}

/** With E2E_SHOTS: the window, and the text's neighbourhood magnified (body text is small at Fit). */
async function shot(page: Page, name: string, id: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  const asset = await textNamed(page, id);
  const on = await pageOnScreen(
    page,
    (await editorContent(page)).pages.findIndex((p) => p.id === asset.pageId),
  );
  const from = toScreen(on, { x: asset.x - 15, y: asset.y - 15 });
  const to = toScreen(on, { x: asset.x + asset.width + 15, y: asset.y + asset.height + 15 });
  const zoomed = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1400, height: 900 }, deviceScaleFactor: 1 });
  const clip = await page.screenshot({ clip: { x: from.x, y: from.y, width: to.x - from.x, height: to.y - from.y }, scale: 'device' });
  await zoomed.setContent(`<img src="data:image/png;base64,${clip.toString('base64')}" style="width:${4 * (to.x - from.x)}px;image-rendering:pixelated">`);
  await zoomed.screenshot({ path: `${SHOTS}/${name}-zoomed.png`, fullPage: true });
  await zoomed.close();
}

test('a user’s details fill the placeholders they add, edited in place as placeholders; new details re-lay out every page at once', async ({ page, request }) => {
  const { jwt } = await signUp(request, 'Fay', 'Fontaine-Beaumont');
  await signIn(page, jwt);
  await page.goto('/designs/new');
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  // Set in the page: a reload would lose it, so it proves the page changes without one.
  await page.evaluate(() => ((window as unknown as { sameVisit: boolean }).sameVisit = true));

  // A second page with the job title, which Fay has not given: drawn as the placeholder.
  await page.getByTestId('add-page').click();
  await expect(page.getByTestId('page-header-1')).toHaveAttribute('data-active', 'true');
  await page.getByTestId('menu-Text').click();
  await page.getByTestId('ddf-jobtitle').click();
  await expect.poll(async () => (await texts(page)).length).toBe(1);
  const jobId = (await texts(page))[0]!.id;

  // Her name on the first page, from the data driven fields list.
  await page.getByTestId('page-header-0').click();
  await expect(page.getByTestId('ddf-fullName')).toContainText('Fay Fontaine-Beaumont');
  await page.getByTestId('ddf-fullName').click();
  await expect.poll(async () => (await texts(page)).length).toBe(2);
  const name = (await texts(page)).find((t) => t.id !== jobId)!;
  // The document keeps the placeholder; the canvas draws the name.
  expect(name.textConfig.text).toBe('%fullName%');
  const fay = { fullName: 'Fay Fontaine-Beaumont' };
  // The check tells the two apart: the placeholder as typed would end elsewhere.
  expect(Math.abs(expectedInk(name, fay).right - expectedInk(name, {}).right)).toBeGreaterThan(5);
  await expectDrawnFilled(page, name.id, fay);
  await expectHandlesAround(page, name.id);
  await shot(page, 'ddf-added', name.id);

  // Edited in place, the field shows the placeholder; the user writes more of them, in any case.
  const on = await pageOnScreen(page);
  const at = toScreen(on, { x: name.x + 10, y: name.y + name.height / 2 });
  await page.mouse.dblclick(at.x, at.y);
  const field = page.getByTestId('text-editor');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('%fullName%');
  await shot(page, 'ddf-editing', name.id);
  await page.keyboard.press('End');
  await page.keyboard.type(', %JOBTITLE% (%nickname%)');
  await page.keyboard.press('Escape');
  await expect(field).toHaveCount(0);
  await expect.poll(async () => (await textNamed(page, name.id)).textConfig.text).toBe('%fullName%, %JOBTITLE% (%nickname%)');
  // No job title yet and no such field as nickname: both stay as typed.
  await expectDrawnFilled(page, name.id, fay);
  const before = await textNamed(page, name.id);
  expect(
    laidOut(before, fay)
      .lines.map((l) => l.text)
      .join(' '),
  ).toBe('Fay Fontaine-Beaumont, %JOBTITLE% (%nickname%)');

  // New details in the dialog: the texts on both pages re-lay out, the name and title now on more lines.
  await page.getByTestId('update-my-details').click();
  const dialog = page.getByTestId('ddf-dialog');
  await dialog.getByLabel('Full name').fill('Fay Fontaine-Beauregard');
  await dialog.getByLabel('Job title').fill('Head of Typography and Print Production');
  await page.getByTestId('ddf-save').click();
  await expect(dialog).toHaveCount(0);
  const details = { fullName: 'Fay Fontaine-Beauregard', jobtitle: 'Head of Typography and Print Production' };
  await expectDrawnFilled(page, name.id, details);
  const after = await textNamed(page, name.id);
  expect(laidOut(after, details).lines.length).toBeGreaterThan(laidOut(before, fay).lines.length);
  expect(after.height).toBeGreaterThan(before.height);
  expect(after.textConfig.text).toBe('%fullName%, %JOBTITLE% (%nickname%)');
  await expectHandlesAround(page, name.id);
  await shot(page, 'ddf-updated', name.id);
  await page.getByTestId('page-slot-1').scrollIntoViewIfNeeded();
  await expectDrawnFilled(page, jobId, details);
  await shot(page, 'ddf-second-page', jobId);
  expect(await page.evaluate(() => (window as unknown as { sameVisit?: boolean }).sameVisit)).toBe(true);

  // Saved, the design holds the placeholders, not Fay's details.
  await page.getByTestId('save-button').click();
  await page.getByTestId('save-design-name').fill(`Details ${Date.now()}`);
  await page.getByTestId('save-design-confirm').click();
  await expect(page).toHaveURL(/\/designs\/\d+$/);
  const designId = Number(/\/designs\/(\d+)$/.exec(page.url())![1]);
  const saved = await request.get(`/api/designs/${designId}`, { headers: { [AUTH_HEADER]: jwt } });
  const savedTexts = ((await saved.json()) as { design: Content }).design.assets.filter((a) => a.type === 'text') as TextAsset[];
  expect(savedTexts.map((t) => t.textConfig.text).sort()).toEqual(['%fullName%, %JOBTITLE% (%nickname%)', '%jobtitle%']);
});

test('a design holding placeholders is filled with the details of whoever opens it, its boxes fitted to them', async ({ page, request }) => {
  const { jwt } = await signUp(request, 'Maximiliana', 'Featherstonehaugh-Wolfeschlegel');
  // Made elsewhere (a template's words, boxed one line tall for its placeholder), saved as hers.
  await signIn(page, jwt);
  await page.goto('/designs/new');
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  const content = await editorContent(page);
  const textConfig: TextConfig = {
    text: '%fullName%\n%website%',
    fontId: 0,
    fontFamily: 'Roboto',
    fontSize: 16,
    fontStyle: [],
    textDecoration: [],
    isUpperCase: false,
    isBoxed: true,
    padding: 2,
    cornerRadius: 0,
    backgroundColor: '#fff3bf',
    fill: '#000000',
    align: 'left',
    lineHeight: 1.3,
    letterSpacing: 0,
  };
  const template = {
    id: 'card-name',
    type: 'text',
    pageId: content.pages[0]!.id,
    x: 80,
    y: 80,
    width: 200,
    height: 60,
    rotation: 0,
    scaleX: 1,
    scaleY: 1,
    opacity: 1,
    zIndex: 1,
    textConfig,
  };
  const created = await request.post('/api/designs', { headers: { [AUTH_HEADER]: jwt }, data: { name: `Card ${Date.now()}`, design: { ...content, assets: [template] } } });
  expect(created.ok(), await created.text()).toBe(true);
  await page.goto(`/designs/${((await created.json()) as { id: number }).id}`);
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  await expect.poll(async () => (await texts(page)).length).toBe(1);

  const values = { fullName: 'Maximiliana Featherstonehaugh-Wolfeschlegel' };
  const opened = await textNamed(page, 'card-name');
  expect(opened.textConfig.text).toBe('%fullName%\n%website%');
  // The name wraps in the 200 px box; the website, not among her details, stays a placeholder.
  const lines = laidOut(opened, values).lines.map((l) => l.text);
  expect(lines[0]).toBe('Maximiliana');
  expect(lines.length).toBeGreaterThan(2);
  expect(lines.at(-1)).toBe('%website%');
  expect(opened.height).toBeGreaterThan(60);
  await expectDrawnFilled(page, 'card-name', values);
  // Fitted on opening, not edited: nothing to undo.
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
  await shot(page, 'ddf-opened', 'card-name');
});

test('a visitor who is not signed in keeps no details: a placeholder they type is drawn as typed', async ({ page }) => {
  await page.goto('/designs/new');
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  await page.getByTestId('menu-Text').click();
  await page.getByTestId('add-text-h3').click();
  await expect.poll(async () => (await texts(page)).length).toBe(1);
  const heading = (await texts(page))[0]!;
  const at = toScreen(await pageOnScreen(page), { x: heading.x + 10, y: heading.y + heading.height / 2 });
  await page.mouse.dblclick(at.x, at.y);
  await expect(page.getByTestId('text-editor')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('%fullName% (%phone%)');
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await textNamed(page, heading.id)).textConfig.text).toBe('%fullName% (%phone%)');
  await expectDrawnFilled(page, heading.id, {});
  await shot(page, 'ddf-guest', heading.id);
});
