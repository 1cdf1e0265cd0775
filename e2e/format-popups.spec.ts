import { AUTH_HEADER, createDesignContent, defaultLayoutDimensions } from '@layout/model';
import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { pageOnScreen, toScreen } from './support/canvas';

/**
 * The colour and text formatting popups of the floating toolbar (spec 001 sections 2.6 and 4.13),
 * driven as a user does: select on the canvas, open a tool of TOOLS, change values, read the
 * document through the test hook, undo in one step.
 */

type TextConfig = {
  fontSize: number;
  lineHeight: number;
  letterSpacing: number;
  align: string;
  fontStyle: string[];
  textDecoration: string[];
  isUpperCase: boolean;
  isBoxed: boolean;
  padding: number;
  cornerRadius: number;
  backgroundColor: string;
  fill: string;
};
type Asset = {
  id: string;
  type: string;
  x: number;
  y: number;
  width: number;
  height: number;
  textConfig?: TextConfig;
  shapeProps?: { fill: string; stroke: string; strokeEnabled: boolean; strokeWidth: number };
  lineConfig?: { stroke: string; points: number[] };
};
type Hook = { getContent: () => { assets: Asset[]; pages: { id: string }[] } };

const SHOTS = process.env.E2E_SHOTS ?? '';
const mod = process.platform === 'darwin' ? 'Meta' : 'Control';

const content = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getContent());
const assetsOf = async (page: Page, type: string) => (await content(page)).assets.filter((a) => a.type === type);
const byId = async (page: Page, id: string) => (await content(page)).assets.find((a) => a.id === id)!;
const text = async (page: Page) => (await assetsOf(page, 'text'))[0]!;

async function openEditor(page: Page) {
  await page.goto('/designs/new');
  await page.waitForFunction(() => (window as unknown as { __layoutEditor?: Hook }).__layoutEditor?.getContent());
}

async function addHeading(page: Page) {
  await page.getByTestId('menu-Text').click();
  await page.getByRole('button', { name: 'Add Heading H1' }).click();
  await expect.poll(async () => (await assetsOf(page, 'text')).length).toBe(1);
}

async function addRectangle(page: Page) {
  await page.getByTestId('menu-Shapes').click();
  await page.getByRole('button', { name: 'Rectangle' }).click();
}

/** Clicks a page point on the canvas (selecting what is there). */
async function clickAt(page: Page, point: { x: number; y: number }) {
  const at = toScreen(await pageOnScreen(page), point);
  await page.mouse.click(at.x, at.y);
}

const tools = (page: Page) => page.getByRole('toolbar', { name: 'TOOLS' });
const popup = (page: Page, title: string) => page.getByRole('region', { name: title });

/** Opens a tool of the floating toolbar and returns its popup. */
async function openTool(page: Page, tool: string, title: string): Promise<Locator> {
  await tools(page).getByRole('button', { name: tool, exact: true }).click();
  const opened = popup(page, title);
  await expect(opened).toBeVisible();
  return opened;
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/fmt-${name}.png` });
}

/** Types a colour into a picker's hex field and confirms it with Enter. */
async function typeHex(popupBox: Locator, label: string, color: string) {
  const field = popupBox.getByRole('textbox', { name: `${label} hex` });
  await field.fill(color);
  await field.press('Enter');
}

/** Undo from the keyboard, outside any field (shortcuts are ignored inside inputs). */
async function undo(page: Page) {
  await page
    .locator('body')
    .click({ position: { x: 5, y: 5 } })
    .catch(() => undefined);
  await page.keyboard.press(`${mod}+z`);
}

test.beforeEach(async ({ page }) => {
  await openEditor(page);
});

test('text format: size, alignment, bold, underline and the advanced values are each one undo step; the label follows', async ({ page }) => {
  await addHeading(page);
  const heading = await text(page);
  await clickAt(page, { x: heading.x + 20, y: heading.y + heading.height / 2 });
  const format = await openTool(page, 'Format', 'TEXT FORMAT');
  await expect(format.getByTestId('text-type-label')).toHaveText('Heading H1');
  await shot(page, 'text-format');

  // Size: one click of the up arrow is one point, the label turns 'Customized text', the box grows.
  await format.getByRole('button', { name: 'Increase Font size' }).click();
  await expect.poll(async () => (await text(page)).textConfig!.fontSize).toBe(27);
  expect((await text(page)).height).toBeGreaterThan(heading.height);
  await expect(format.getByTestId('text-type-label')).toHaveText('Customized text');
  await format.getByRole('textbox', { name: 'Font size' }).fill('200');
  await format.getByRole('textbox', { name: 'Font size' }).press('Enter');
  await expect.poll(async () => (await text(page)).textConfig!.fontSize).toBe(180);
  await format.getByRole('button', { name: 'Align center' }).click();
  await format.getByRole('button', { name: 'Bold' }).click();
  await format.getByRole('button', { name: 'Underline' }).click();
  await expect(format.getByRole('button', { name: 'Underline' })).toHaveAttribute('aria-pressed', 'true');
  let config = (await text(page)).textConfig!;
  expect(config).toMatchObject({ align: 'center', fontStyle: [], textDecoration: ['underline'] });

  // Advanced: line height, letter spacing, line-through, uppercase.
  await format.getByRole('button', { name: /Advanced/ }).click();
  await format.getByRole('button', { name: 'Increase Line height' }).click();
  await format.getByRole('button', { name: 'Decrease Letter spacing' }).click();
  await format.getByRole('button', { name: 'Line-through' }).click();
  await format.getByRole('button', { name: 'Uppercase' }).click();
  await expect.poll(async () => (await text(page)).textConfig!.isUpperCase).toBe(true);
  config = (await text(page)).textConfig!;
  expect(config).toMatchObject({ lineHeight: 1.4, letterSpacing: -0.1, textDecoration: ['underline', 'line-through'] });
  await shot(page, 'text-format-advanced');

  // Each change above was one undo step: undo the uppercase only.
  await undo(page);
  expect((await text(page)).textConfig).toMatchObject({ isUpperCase: false, textDecoration: ['underline', 'line-through'] });
  await undo(page);
  expect((await text(page)).textConfig!.textDecoration).toEqual(['underline']);
});

test('text format: a style sets the label, the font picker lists the document and My fonts, bold only for the default font', async ({ page }) => {
  await addHeading(page);
  const heading = await text(page);
  await clickAt(page, { x: heading.x + 20, y: heading.y + heading.height / 2 });
  const format = await openTool(page, 'Format', 'TEXT FORMAT');

  await format.getByRole('button', { name: 'Text style' }).click();
  await format.getByRole('menuitem', { name: 'Body text' }).click();
  await expect.poll(async () => (await text(page)).textConfig!.fontSize).toBe(9);
  await expect(format.getByTestId('text-type-label')).toHaveText('Body text');
  expect((await text(page)).textConfig!.fontStyle).toEqual([]);
  expect((await text(page)).height).toBeLessThan(heading.height);
  await undo(page);
  expect((await text(page)).textConfig!.fontSize).toBe(26);

  await clickAt(page, { x: heading.x + 20, y: heading.y + heading.height / 2 });
  const again = await openTool(page, 'Format', 'TEXT FORMAT');
  const fonts = again.getByRole('listbox', { name: 'Fonts' });
  // All fonts: the default font first, then the stored fonts (the seeded library).
  await expect(fonts.getByRole('option').first()).toHaveText('Roboto');
  await expect(fonts.getByRole('option', { name: 'Pacifico' })).toBeVisible();
  await expect(fonts.getByRole('option', { name: 'Roboto' })).toHaveAttribute('aria-selected', 'true');
  await again.getByRole('combobox', { name: 'Font category' }).click();
  await again.getByRole('option', { name: 'Document fonts' }).click();
  await expect(fonts.getByRole('option')).toHaveText(['Roboto']);
  await again.getByRole('combobox', { name: 'Font category' }).click();
  await again.getByRole('option', { name: 'My fonts' }).click();
  await expect(again.getByText('No fonts uploaded yet.')).toBeVisible();
  // Roboto is the default font (fontId 0): bold and italic are offered.
  await expect(again.getByRole('button', { name: 'Italic' })).toBeEnabled();
  await again.getByRole('button', { name: 'Italic' }).click();
  await expect.poll(async () => (await text(page)).textConfig!.fontStyle).toEqual(['bold', 'italic']);
  await shot(page, 'text-format-fonts');
});

test('text colour and box fill: picked, typed and toggled, each one undo step; the box height follows its padding', async ({ page }) => {
  await addHeading(page);
  const heading = await text(page);
  await clickAt(page, { x: heading.x + 20, y: heading.y + heading.height / 2 });

  const colour = await openTool(page, 'Colour', 'FILL COLOUR');
  await shot(page, 'text-colour');
  // Typed without its '#', a hex colour is taken too.
  await typeHex(colour, 'Text colour', '00aa00');
  await expect.poll(async () => (await text(page)).textConfig!.fill).toBe('#00aa00');
  await typeHex(colour, 'Text colour', '#FF0000');
  await expect.poll(async () => (await text(page)).textConfig!.fill).toBe('#ff0000');
  // A colour of the document is offered as a swatch; clicking it applies it.
  await expect(colour.getByRole('group', { name: 'Document colours' }).getByRole('button', { name: '#ff0000' })).toBeVisible();

  // Dragging over the picker previews only; the end of the drag is one change.
  const before = (await text(page)).textConfig!.fill;
  const area = (await colour.getByRole('slider', { name: 'Text colour saturation' }).boundingBox())!;
  await page.mouse.move(area.x + area.width * 0.2, area.y + area.height * 0.2);
  await page.mouse.down();
  await page.mouse.move(area.x + area.width * 0.8, area.y + area.height * 0.3, { steps: 8 });
  expect((await text(page)).textConfig!.fill).toBe(before);
  await page.mouse.move(area.x + area.width * 0.7, area.y + area.height * 0.6, { steps: 4 });
  await page.mouse.up();
  await expect.poll(async () => (await text(page)).textConfig!.fill).not.toBe(before);
  await undo(page);
  expect((await text(page)).textConfig!.fill).toBe(before);

  await clickAt(page, { x: heading.x + 20, y: heading.y + heading.height / 2 });
  const box = await openTool(page, 'Box Fill', 'BOX FILL');
  await box.getByRole('switch', { name: 'Boxed' }).check({ force: true });
  await expect.poll(async () => (await text(page)).textConfig!.isBoxed).toBe(true);
  const boxed = await text(page);
  expect(boxed.textConfig).toMatchObject({ padding: 2, backgroundColor: '#4ac6e3' });
  expect(boxed.height).toBeCloseTo(heading.height + 4, 1);
  await box.getByRole('button', { name: 'Increase Corner radius' }).click();
  await box.getByRole('button', { name: 'Increase Padding' }).click();
  await typeHex(box, 'Box colour', '#ffee00');
  await expect.poll(async () => (await text(page)).textConfig!.backgroundColor).toBe('#ffee00');
  expect((await text(page)).textConfig).toMatchObject({ cornerRadius: 1, padding: 3 });
  expect((await text(page)).height).toBeCloseTo(heading.height + 6, 1);
  await shot(page, 'box-fill');
  await undo(page);
  expect((await text(page)).textConfig).toMatchObject({ backgroundColor: '#4ac6e3', padding: 3 });
});

test('fill of a shape shared with another asks to change it everywhere: No changes one, Yes changes both', async ({ page }) => {
  await addRectangle(page);
  await addRectangle(page);
  const [first, second] = await assetsOf(page, 'shape');
  const original = first!.shapeProps!.fill;
  expect(second!.shapeProps!.fill).toBe(original);

  // No: only the selected rectangle.
  await clickAt(page, { x: first!.x + 10, y: first!.y + 10 });
  let fill = await openTool(page, 'Fill', 'FILL COLOUR');
  await typeHex(fill, 'Fill colour', '#00aa00');
  const dialog = page.getByRole('dialog', { name: 'Change colour everywhere' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`The colour ${original} is also used by 1 other item in this design. Do you want to change it everywhere?`);
  await shot(page, 'change-all-dialog');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect.poll(async () => (await byId(page, first!.id)).shapeProps!.fill).toBe('#00aa00');
  expect((await byId(page, second!.id)).shapeProps!.fill).toBe(original);
  // The answer closes the question, not the popup: the colour can be adjusted further.
  await expect(dialog).toBeHidden();
  await expect(fill).toBeVisible();
  await undo(page);
  expect((await byId(page, first!.id)).shapeProps!.fill).toBe(original);

  // Yes: both rectangles, undone together.
  await clickAt(page, { x: first!.x + 10, y: first!.y + 10 });
  fill = await openTool(page, 'Fill', 'FILL COLOUR');
  await typeHex(fill, 'Fill colour', '#aa0000');
  await page.getByRole('dialog', { name: 'Change colour everywhere' }).getByRole('button', { name: 'Yes' }).click();
  await expect.poll(async () => (await byId(page, second!.id)).shapeProps!.fill).toBe('#aa0000');
  expect((await byId(page, first!.id)).shapeProps!.fill).toBe('#aa0000');
  await undo(page);
  expect((await assetsOf(page, 'shape')).map((a) => a.shapeProps!.fill)).toEqual([original, original]);
});

test('a colour used once changes directly; the border is switched on and coloured, each one undo step', async ({ page }) => {
  await addRectangle(page);
  const [rect] = await assetsOf(page, 'shape');
  await clickAt(page, { x: rect!.x + 40, y: rect!.y + 40 });
  const fill = await openTool(page, 'Fill', 'FILL COLOUR');
  await typeHex(fill, 'Fill colour', '#123456');
  await expect.poll(async () => (await byId(page, rect!.id)).shapeProps!.fill).toBe('#123456');
  await expect(page.getByRole('dialog', { name: 'Change colour everywhere' })).toHaveCount(0);
  await shot(page, 'fill-colour');

  const stroke = await openTool(page, 'Stroke', 'BORDER COLOUR');
  await stroke.getByRole('switch', { name: 'Border' }).check({ force: true });
  await expect.poll(async () => (await byId(page, rect!.id)).shapeProps).toMatchObject({ strokeEnabled: true, strokeWidth: 1 });
  await typeHex(stroke, 'Border colour', '#ff8800');
  await expect.poll(async () => (await byId(page, rect!.id)).shapeProps!.stroke).toBe('#ff8800');
  await shot(page, 'border-colour');
  await stroke.getByRole('switch', { name: 'Border' }).uncheck({ force: true });
  await expect.poll(async () => (await byId(page, rect!.id)).shapeProps!.strokeEnabled).toBe(false);
  await undo(page);
  expect((await byId(page, rect!.id)).shapeProps).toMatchObject({ strokeEnabled: true, stroke: '#ff8800' });
});

test('two texts of one colour: the question waits for its answer, the picker waits with it; Yes colours both texts', async ({ page }) => {
  await addHeading(page);
  await page.getByRole('button', { name: 'Add Body text' }).click();
  await expect.poll(async () => (await assetsOf(page, 'text')).length).toBe(2);
  const [heading, body] = await assetsOf(page, 'text');
  expect(body!.textConfig!.fill).toBe(heading!.textConfig!.fill);
  const original = heading!.textConfig!.fill;

  await clickAt(page, { x: heading!.x + 20, y: heading!.y + heading!.height / 2 });
  await expect(tools(page).getByRole('button', { name: 'Colour', exact: true })).toBeVisible();
  const colour = await openTool(page, 'Colour', 'FILL COLOUR');
  await typeHex(colour, 'Text colour', '#0055ff');
  const dialog = page.getByRole('dialog', { name: 'Change colour everywhere' });
  await expect(dialog).toContainText('is also used by 1 other item in this design');

  // The picker sits beside the question but takes no clicks until it is answered.
  const swatch = colour.getByRole('group', { name: 'Document colours' }).getByRole('button').first();
  const at = (await swatch.boundingBox())!;
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[aria-label="Document colours"] button') ?? null, {
    x: at.x + at.width / 2,
    y: at.y + at.height / 2,
  });
  expect(hit).toBeNull();
  await shot(page, 'change-all-text');

  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect.poll(async () => (await assetsOf(page, 'text')).map((t) => t.textConfig!.fill)).toEqual(['#0055ff', '#0055ff']);
  await expect(dialog).toBeHidden();
  // Answered, the popup is still open and its picker takes clicks again.
  await expect(colour).toBeVisible();
  await expect(colour.getByRole('textbox', { name: 'Text colour hex' })).toHaveValue('#0055ff');
  await colour.getByRole('group', { name: 'Document colours' }).getByRole('button', { name: '#0055ff' }).click();
  await undo(page);
  expect((await assetsOf(page, 'text')).map((t) => t.textConfig!.fill)).toEqual([original, original]);
});

test('the Fill tool of a line colours the line, in one undo step', async ({ page }) => {
  await page.getByTestId('menu-Lines').click();
  await page.getByRole('button', { name: 'Solid line' }).click();
  await expect.poll(async () => (await assetsOf(page, 'line')).length).toBe(1);
  const [line] = await assetsOf(page, 'line');
  const fill = await openTool(page, 'Fill', 'FILL COLOUR');
  await expect(fill.getByRole('textbox', { name: 'Fill colour hex' })).toHaveValue(line!.lineConfig!.stroke.toLowerCase());
  await typeHex(fill, 'Fill colour', '#cc3300');
  await expect.poll(async () => (await byId(page, line!.id)).lineConfig!.stroke).toBe('#cc3300');
  await shot(page, 'line-fill');
  await undo(page);
  expect((await byId(page, line!.id)).lineConfig!.stroke).toBe(line!.lineConfig!.stroke);
});

/** A new user with a saved design holding an image (five colour bands) and an icon (three colours). */
async function openDesignWithArtwork(page: Page, request: APIRequestContext) {
  const email = `fmt-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'format e2e password';
  expect((await request.post('/api/users', { data: { firstname: 'Flo', lastname: 'Format', email, password, password2: password } })).ok()).toBe(true);
  const { jwt } = (await (await request.post('/api/auth/login', { data: { email, password } })).json()) as { jwt: string };
  // Bands 8, 6, 4, 3 and 2 px wide: the first four by size are red, green, blue, yellow; black is the fifth.
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 23;
    canvas.height = 4;
    const ctx = canvas.getContext('2d')!;
    let x = 0;
    for (const [color, width] of [
      ['#ff0000', 8],
      ['#00ff00', 6],
      ['#0000ff', 4],
      ['#ffff00', 3],
      ['#000000', 2],
    ] as const) {
      ctx.fillStyle = color;
      ctx.fillRect(x, 0, width, 4);
      x += width;
    }
    return canvas.toDataURL('image/png');
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 10"><rect width="10" height="10" fill="#112233"/><rect x="10" width="10" height="10" fill="#445566"/><circle cx="25" cy="5" r="5" fill="#778899"/></svg>`;
  const design = createDesignContent(defaultLayoutDimensions());
  const pageId = design.pages[0]!.id;
  const base = { pageId, rotation: 0, scaleX: 1, scaleY: 1, opacity: 1 };
  design.assets.push(
    { ...base, id: 'img', type: 'image', x: 100, y: 100, width: 230, height: 40, zIndex: 1, imageElementSrc: png },
    { ...base, id: 'ico', type: 'icon', x: 100, y: 300, width: 150, height: 50, zIndex: 2, link: `data:image/svg+xml,${encodeURIComponent(svg)}` },
  );
  const created = await request.post('/api/designs', { headers: { [AUTH_HEADER]: jwt }, data: { name: `Artwork ${Date.now()}`, design } });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  await page.addInitScript((token) => localStorage.setItem('layout_token', token), jwt);
  await page.goto(`/designs/${id}`);
  await page.waitForFunction(() => ((window as unknown as { __layoutEditor?: Hook }).__layoutEditor?.getContent().assets.length ?? 0) >= 2);
}

test('colours extraction offers the first 4 colours of an image, all checked; Add puts the checked ones into My colours once', async ({ page, request }) => {
  await openDesignWithArtwork(page, request);
  await clickAt(page, { x: 200, y: 120 });
  const extract = await openTool(page, 'Extract', 'COLOURS EXTRACTION');
  const offered = extract.getByRole('group', { name: 'Extracted colours' }).getByRole('checkbox');
  await expect(offered).toHaveCount(4);
  for (const [i, color] of ['#ff0000', '#00ff00', '#0000ff', '#ffff00'].entries()) {
    await expect(offered.nth(i)).toHaveAccessibleName(color);
    await expect(offered.nth(i)).toBeChecked();
  }
  await shot(page, 'extract-image');
  await offered.nth(1).uncheck();
  await extract.getByRole('button', { name: 'Add' }).click();
  await expect(extract.getByRole('status')).toHaveText('Added to My colours: #ff0000, #0000ff, #ffff00');
  await extract.getByRole('button', { name: 'Add' }).click();
  await expect(extract.getByRole('status')).toHaveText('These colours are already in My colours.');

  // The icon's colours come from its svg; the palette keeps each colour once.
  await clickAt(page, { x: 120, y: 320 });
  const icon = await openTool(page, 'Extract', 'COLOURS EXTRACTION');
  const iconColours = icon.getByRole('group', { name: 'Extracted colours' }).getByRole('checkbox');
  await expect(iconColours).toHaveCount(3);
  await icon.getByRole('button', { name: 'Add' }).click();
  await expect(icon.getByRole('status')).toHaveText('Added to My colours: #112233, #445566, #778899');
  const palette = icon.getByRole('group', { name: 'My colours' });
  await expect(palette.locator('[title]')).toHaveCount(6);
  await shot(page, 'extract-icon');

  // My colours are offered as swatches in the colour pickers, and survive a reload.
  await page.reload();
  await page.waitForFunction(() => ((window as unknown as { __layoutEditor?: Hook }).__layoutEditor?.getContent().assets.length ?? 0) >= 2);
  await clickAt(page, { x: 120, y: 320 });
  const again = await openTool(page, 'Extract', 'COLOURS EXTRACTION');
  await expect(again.getByRole('group', { name: 'My colours' }).locator('[title]')).toHaveCount(6);
});
