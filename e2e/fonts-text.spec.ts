import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AUTH_HEADER, type Font, type FontCombination, type TextConfig } from '@layout/model';
import { fontFromBytes, layoutText, sfntFromWoff } from '@layout/render';
import { loadDefaultFontSet } from '@layout/render/node';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';

/**
 * Fonts and the Text panel (spec 001 sections 2.3, 3, 4.11, 4.13): texts added in a premade font
 * combination and texts given a stored font in the font picker are drawn with that font's file;
 * the data driven fields list shows the user's details, which the Data Driven Fields dialog saves.
 */

const require = createRequire(import.meta.url);
const SHOTS = process.env.E2E_SHOTS;

type TextAsset = { id: string; type: 'text'; pageId: string; x: number; y: number; width: number; height: number; textConfig: TextConfig };
type Hook = {
  getContent: () => { pages: { id: string }[]; assets: { id: string; type: string }[] };
  getStage: (pageId: string) => unknown;
};

let unique = 0;
async function signUp(request: APIRequestContext): Promise<{ jwt: string; id: number }> {
  const email = `fonts-${Date.now()}-${++unique}@example.com`;
  const password = 'e2e secret password';
  const registered = await request.post('/api/users', { data: { firstname: 'Fay', lastname: 'Fontaine', email, password, password2: password } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  const { jwt, userData } = (await login.json()) as { jwt: string; userData: { id: number } };
  return { jwt, id: userData.id };
}

async function openEditor(page: Page, jwt?: string) {
  if (jwt) await page.addInitScript((token) => localStorage.setItem('layout_token', token), jwt);
  await page.goto('/designs/new');
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
}

const texts = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __layoutEditor?: Hook }).__layoutEditor?.getContent().assets.filter((a) => a.type === 'text') ?? []) as TextAsset[]);

/**
 * The horizontal extent of what is drawn dark inside a text's box on the page's content layer, in
 * page px (null while nothing is drawn there): the glyphs as the canvas painted them.
 */
function inkExtent(page: Page, asset: TextAsset) {
  return page.evaluate((box) => {
    type Layer = { x(): number; y(): number; scaleX(): number; getCanvas(): { _canvas: HTMLCanvasElement } };
    type Stage = { width(): number; findOne(selector: string): Layer };
    const hook = (window as unknown as { __layoutEditor: { getStage(id: string): Stage | undefined } }).__layoutEditor;
    const stage = hook.getStage(box.pageId);
    if (!stage) return null;
    const layer = stage.findOne('.content-layer');
    const canvas = layer.getCanvas()._canvas;
    const ratio = canvas.width / stage.width();
    const toCanvas = (x: number, y: number) => ({ x: Math.round((layer.x() + x * layer.scaleX()) * ratio), y: Math.round((layer.y() + y * layer.scaleX()) * ratio) });
    const from = toCanvas(box.x - 20, box.y);
    const to = toCanvas(box.x + box.width + 20, box.y + box.height);
    const data = canvas.getContext('2d')!.getImageData(from.x, from.y, to.x - from.x, to.y - from.y);
    let min = Infinity;
    let max = -Infinity;
    for (let y = 0; y < data.height; y++) {
      for (let x = 0; x < data.width; x++) {
        const i = (y * data.width + x) * 4;
        if (data.data[i + 3]! > 128 && data.data[i]! + data.data[i + 1]! + data.data[i + 2]! < 200) {
          min = Math.min(min, x);
          max = Math.max(max, x);
        }
      }
    }
    if (min > max) return null;
    const px = ratio * layer.scaleX();
    return { left: box.x - 20 + min / px, right: box.x - 20 + (max + 1) / px, pxPerPagePx: px };
  }, asset);
}

/** Where the glyphs of a text land (page px) when laid out with a font's file, as the export will. */
function expectedInk(asset: TextAsset, font: Awaited<ReturnType<typeof fontFromBytes>>): { left: number; right: number } {
  const layout = layoutText({ textConfig: asset.textConfig, width: asset.width }, font);
  let left = Infinity;
  let right = -Infinity;
  for (const line of layout.lines) {
    for (const glyph of line.glyphs) {
      const bbox = font.getGlyph(glyph.glyphId).bbox;
      if (bbox.maxX <= bbox.minX) continue; // a space
      left = Math.min(left, glyph.x + bbox.minX * layout.scale);
      right = Math.max(right, glyph.x + bbox.maxX * layout.scale);
    }
  }
  return { left: asset.x + left, right: asset.x + right };
}

async function storedFont(request: APIRequestContext, font: Font) {
  const file = await request.get(font.link);
  expect(file.ok()).toBe(true);
  return fontFromBytes(new Uint8Array(await file.body()));
}

/** Waits until the text is drawn where its font puts its glyphs, to within a canvas pixel or two. */
async function expectDrawnWith(page: Page, asset: TextAsset, font: Awaited<ReturnType<typeof fontFromBytes>>) {
  const expected = expectedInk(asset, font);
  await expect
    .poll(async () => {
      const ink = await inkExtent(page, asset);
      if (!ink) return 'nothing drawn';
      const slack = 2.5 / ink.pxPerPagePx;
      return Math.abs(ink.left - expected.left) <= slack && Math.abs(ink.right - expected.right) <= slack
        ? 'as laid out'
        : `ink ${ink.left.toFixed(1)}..${ink.right.toFixed(1)}, expected ${expected.left.toFixed(1)}..${expected.right.toFixed(1)}`;
    })
    .toBe('as laid out');
}

test('a heading added from the Text panel in a premade combination is drawn in the combination’s font, kept with the saved design', async ({ page, request }) => {
  const { jwt } = await signUp(request);
  const combinations = (await (await request.get('/api/font-combinations')).json()) as FontCombination[];
  const fonts = (await (await request.get('/api/fonts/public')).json()) as Font[];
  expect(combinations.length).toBeGreaterThanOrEqual(5);
  const bold = combinations.find((c) => c.name === 'Bold Statement')!;
  const h1 = bold.textStyles.find((s) => s.name === 'h1')!;
  const h1Font = fonts.find((f) => f.id === h1.fontId)!;
  expect(h1Font.name).toBe('Bebas Neue');

  await openEditor(page, jwt);
  await page.getByTestId('menu-Text').click();
  const panel = page.getByTestId('text-panel');
  // The seven styles, in order, with their 'Add ...' labels.
  await expect(panel.getByRole('button', { name: /^Add / })).toHaveText([
    'Add Heading H1',
    'Add Heading H2',
    'Add Heading H3',
    'Add Subheading',
    'Add Body text',
    'Add Caption text',
    'Add Boxed text',
  ]);
  await page.getByTestId('font-combination').click();
  await page.getByRole('option', { name: 'Bold Statement' }).click();
  // Each button shows its style's font.
  await expect(page.getByTestId('add-text-h1').locator('.mantine-Button-label')).toHaveCSS('font-family', new RegExp(`layout-font-${h1.fontId}`));
  await page.getByTestId('add-text-h1').click();
  await expect.poll(async () => (await texts(page)).length).toBe(1);
  const [heading] = await texts(page);
  expect(heading!.textConfig).toMatchObject({ text: 'Heading 1', fontId: h1Font.id, fontFamily: 'Bebas Neue', fontSize: h1.size, letterSpacing: h1.letterSpacing });

  const bebas = await storedFont(request, h1Font);
  const roboto = (await loadDefaultFontSet()).resolve({ fontId: 0, fontStyle: ['bold'] });
  // The check can tell the fonts apart: the default font puts the same words elsewhere.
  const inRoboto = expectedInk(heading!, roboto);
  expect(Math.abs(inRoboto.right - expectedInk(heading!, bebas).right)).toBeGreaterThan(10);
  await expectDrawnWith(page, heading!, bebas);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/fonts-combination.png` });

  // Saved with the design, the combination and the font come back when it opens again.
  await page.getByTestId('save-button').click();
  await page.getByTestId('save-design-name').fill(`Fonts ${Date.now()}`);
  await page.getByTestId('save-design-confirm').click();
  await expect(page).toHaveURL(/\/designs\/\d+$/);
  await page.reload();
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  await expect.poll(async () => (await texts(page)).length).toBe(1);
  await expectDrawnWith(page, (await texts(page))[0]!, bebas);
  await page.getByTestId('menu-Text').click();
  await expect(page.getByTestId('font-combination')).toHaveValue('Bold Statement');
});

test('the font picker lists the stored categories and fonts; a chosen stored font draws the text, an uploaded one is under My fonts', async ({ page, request }) => {
  const { jwt } = await signUp(request);
  const fonts = (await (await request.get('/api/fonts/public')).json()) as Font[];
  const pacifico = fonts.find((f) => f.name === 'Pacifico')!;
  // An upload of the user's own (a real .ttf: Lobster unpacked from its package's WOFF).
  const ttf = Buffer.from(await sfntFromWoff(readFileSync(require.resolve('@fontsource/lobster/files/lobster-latin-400-normal.woff'))));
  const uploaded = await request.post('/api/fonts', {
    headers: { [AUTH_HEADER]: jwt },
    multipart: { font: { name: 'My Brand.v1.ttf', mimeType: 'font/ttf', buffer: ttf }, name: 'My Brand', fontCategoryId: '1' },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const mine = (await uploaded.json()) as Font;

  await openEditor(page, jwt);
  await page.getByTestId('menu-Text').click();
  await page.getByTestId('add-text-h3').click();
  await expect.poll(async () => (await texts(page)).length).toBe(1);
  const formatTool = page.getByTestId('floating-toolbar').getByRole('button', { name: 'Format' });
  await formatTool.click();
  const category = page.getByRole('combobox', { name: 'Font category' });
  await category.click();
  await expect(page.getByRole('option')).toContainText(['All fonts', 'Document fonts', 'My fonts', 'Sans serif', 'Serif', 'Display', 'Script & handwriting', 'Monospace']);
  await page.getByRole('option', { name: 'Script & handwriting' }).click();
  const list = page.getByRole('listbox', { name: 'Fonts' });
  await expect(list.getByRole('option', { name: 'Pacifico' })).toBeVisible();
  await expect(list.getByRole('option', { name: 'Montserrat', exact: true })).toHaveCount(0);
  await list.getByRole('option', { name: 'Pacifico' }).click();
  await expect.poll(async () => (await texts(page))[0]!.textConfig.fontId).toBe(pacifico.id);
  const [text] = await texts(page);
  expect(text!.textConfig.fontFamily).toBe('Pacifico');
  await expectDrawnWith(page, text!, await storedFont(request, pacifico));
  await expect(list.getByRole('option', { name: 'Pacifico' })).toHaveAttribute('aria-selected', 'true');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/fonts-picker.png` });

  // The in-place editing field uses the same face.
  await page.getByRole('button', { name: 'Edit Text' }).click();
  await expect(page.getByTestId('text-editor')).toHaveCSS('font-family', new RegExp(`layout-font-${pacifico.id}`));
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('text-editor')).toHaveCount(0);

  // Editing in place closed the popup; it opens again from the toolbar.
  await expect(category).toHaveCount(0);
  await formatTool.click();
  await category.click();
  await page.getByRole('option', { name: 'My fonts' }).click();
  await expect(page.getByRole('listbox', { name: 'Fonts' }).getByRole('option')).toHaveText(['My Brand']);
  await page.getByRole('listbox', { name: 'Fonts' }).getByRole('option', { name: 'My Brand' }).click();
  await expect.poll(async () => (await texts(page))[0]!.textConfig.fontId).toBe(mine.id);
  await expectDrawnWith(page, (await texts(page))[0]!, await storedFont(request, mine));
});

test('a text whose font is gone is drawn in the default font', async ({ page, request }) => {
  const { jwt } = await signUp(request);
  const font = { id: 999_999, family: 'Deleted Font' };
  // A design made through the editor's own content shape, then a text with an unknown font.
  await openEditor(page, jwt);
  const content = await page.evaluate(() => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getContent());
  const pageId = content.pages[0]!.id;
  const asset: TextAsset = {
    id: 'gone',
    type: 'text',
    pageId,
    x: 60,
    y: 60,
    width: 300,
    height: 40,
    textConfig: {
      text: 'Still readable',
      fontId: font.id,
      fontFamily: font.family,
      fontSize: 20,
      fontStyle: [],
      textDecoration: [],
      isUpperCase: false,
      isBoxed: false,
      padding: 0,
      cornerRadius: 0,
      backgroundColor: '',
      fill: '#000000',
      align: 'left',
      lineHeight: 1.3,
      letterSpacing: 0,
    },
  };
  const created = await request.post('/api/designs', {
    headers: { [AUTH_HEADER]: jwt },
    data: { name: `Missing font ${Date.now()}`, design: { ...content, assets: [{ ...asset, rotation: 0, scaleX: 1, scaleY: 1, opacity: 1, zIndex: 1 }] } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await page.goto(`/designs/${((await created.json()) as { id: number }).id}`);
  await expect.poll(async () => (await texts(page)).length).toBe(1);
  const roboto = (await loadDefaultFontSet()).resolve({ fontId: 0, fontStyle: [] });
  await expectDrawnWith(page, (await texts(page))[0]!, roboto);
});

test('data driven fields: the list shows the user’s details, Update My Details saves them (42 characters at most), a click adds the placeholder; guests see the sign-up prompt', async ({
  page,
  request,
}) => {
  await openEditor(page);
  await page.getByTestId('menu-Text').click();
  await expect(page.getByTestId('ddf-sign-up')).toContainText('Create free account');
  await expect(page.getByTestId('ddf-list')).toHaveCount(0);

  const { jwt } = await signUp(request);
  await openEditor(page, jwt);
  await page.getByTestId('menu-Text').click();
  await expect(page.getByTestId('ddf-fullName')).toContainText('Fay Fontaine');
  await expect(page.getByTestId('ddf-jobtitle')).toContainText('%jobtitle%');
  await page.getByTestId('update-my-details').click();
  const dialog = page.getByTestId('ddf-dialog');
  await expect(dialog.getByRole('textbox')).toHaveCount(11);
  await dialog.getByLabel('Job title').fill('x'.repeat(43));
  await expect(dialog.getByText('At most 42 characters')).toBeVisible();
  await expect(page.getByTestId('ddf-save')).toBeDisabled();
  await dialog.getByLabel('Job title').fill('Head of Type');
  await dialog.getByLabel('Phone').fill('0400 123 456');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/fonts-ddf-dialog.png` });
  await page.getByTestId('ddf-save').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('ddf-jobtitle')).toContainText('Head of Type');
  await expect(page.getByTestId('ddf-phone')).toContainText('0400 123 456');
  const profile = await request.get('/api/profile', { headers: { [AUTH_HEADER]: jwt } });
  expect(((await profile.json()) as { ddf: Record<string, string> }).ddf).toMatchObject({ jobtitle: 'Head of Type', phone: '0400 123 456' });

  await page.getByTestId('ddf-jobtitle').click();
  await expect.poll(async () => (await texts(page)).map((t) => t.textConfig.text)).toEqual(['%jobtitle%']);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/fonts-ddf-list.png` });
});
