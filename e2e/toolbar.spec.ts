import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { mmToPx } from '@layout/model';
import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { pageOnScreen, toScreen } from './support/canvas';
import { discardDraftOffers } from './support/drafts';

/**
 * The floating TOOLS toolbar (spec 001 section 2.6) as a user works it: the tools follow the
 * selection, each tool changes the document in one undo step, popups close on Escape and on a
 * click outside, the toolbar moves in 5 px steps and stays where it was put.
 *
 * With TOOLBAR_SHOTS=<path prefix> the toolbar and every popup are photographed, to look at.
 */

type Asset = {
  id: string;
  type: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  scaleX: number;
  zIndex: number;
  opacity: number;
  locked?: boolean;
  filters?: Record<string, number>;
  shapeProps?: { strokeWidth: number; cornerRadius?: number; numPoints?: number };
  lineConfig?: { strokeWidth: number; dash: number[]; dashEnabled: boolean; lineCap: string };
  textConfig?: { fontSize: number; text: string };
};
type Hook = { getContent: () => { assets: Asset[] }; getSelection: () => readonly string[] };

const mod = process.platform === 'darwin' ? 'Meta' : 'Control';
const assets = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getContent().assets);
const byId = async (page: Page, id: string) => (await assets(page)).find((a) => a.id === id)!;
const selection = (page: Page) => page.evaluate(() => [...(window as unknown as { __layoutEditor: Hook }).__layoutEditor.getSelection()]);
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'TOOLS' });
const tool = (page: Page, name: string) => toolbar(page).getByRole('button', { name, exact: true });
const popup = (page: Page, title: string) => page.getByRole('region', { name: title });

async function shot(page: Page, name: string, of?: Locator) {
  const prefix = process.env.TOOLBAR_SHOTS;
  if (!prefix) return;
  // Hover tooltips would cover what is photographed.
  await page.mouse.move(1, 450);
  await (of ?? page).screenshot({ path: `${prefix}${name}.png` });
}

async function openTool(page: Page, name: string, title: string) {
  await tool(page, name).click();
  await expect(popup(page, title)).toBeVisible();
  return popup(page, title);
}

/** Undo from the keyboard with the focus outside any field. */
async function undo(page: Page) {
  await page.keyboard.press('Escape');
  await page
    .locator('body')
    .click({ position: { x: 5, y: 5 } })
    .catch(() => undefined);
  await page.keyboard.press(`${mod}+z`);
}

async function clickAt(page: Page, point: { x: number; y: number }, modifiers: 'Shift'[] = []) {
  const at = toScreen(await pageOnScreen(page), point);
  for (const key of modifiers) await page.keyboard.down(key);
  await page.mouse.click(at.x, at.y);
  for (const key of modifiers) await page.keyboard.up(key);
}

const clickAsset = (page: Page, asset: Pick<Asset, 'x' | 'y' | 'width' | 'height'>, modifiers: 'Shift'[] = []) =>
  clickAt(page, { x: asset.x + asset.width / 2, y: asset.y + asset.height / 2 }, modifiers);

async function addShape(page: Page, name: string): Promise<Asset> {
  await page.getByTestId('menu-Shapes').click();
  const before = (await assets(page)).length;
  await page.getByRole('button', { name }).click();
  await expect.poll(async () => (await assets(page)).length).toBe(before + 1);
  return (await assets(page)).at(-1)!;
}

async function addHeading(page: Page): Promise<Asset> {
  await page.getByTestId('menu-Text').click();
  await page.getByRole('button', { name: 'Add Heading H1' }).click();
  await expect.poll(async () => (await assets(page)).filter((a) => a.type === 'text').length).toBe(1);
  return (await assets(page)).find((a) => a.type === 'text')!;
}

async function openNewDesign(page: Page) {
  await page.goto('/designs/new');
  await page.waitForFunction(() => (window as unknown as { __layoutEditor?: Hook }).__layoutEditor?.getContent());
}

// ---- A saved design with pictures, for the picture tools (the drawing fixture's assets).

const FIXTURES = join(import.meta.dirname, 'fixtures');
const PICTURES = ['background', 'image-plain', 'logo', 'shape-pattern'];
type Fixture = { name: string; design: { layoutDimensions: unknown; pages: { id: string }[]; assets: (Asset & { pageId: string })[] } };
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Registers a user, saves a design with the fixture's background, image, logo and pattern shape, and opens it. */
async function openPictureDesign(page: Page, request: APIRequestContext): Promise<Record<string, Asset>> {
  const fixture = JSON.parse(readFileSync(join(FIXTURES, 'assets-design.json'), 'utf8')) as Fixture;
  const design = { ...fixture.design, assets: fixture.design.assets.filter((a) => PICTURES.includes(a.id)).map((a, i) => ({ ...a, zIndex: i })) };
  const email = `toolbar-${unique()}@example.com`;
  const password = 'e2e secret password';
  const registered = await request.post('/api/users', { data: { firstname: 'Tia', lastname: 'Tools', email, password, password2: password } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  const { jwt } = (await login.json()) as { jwt: string };
  const created = await request.post('/api/designs', { headers: { 'x-auth-token': jwt }, data: { name: `Toolbar ${unique()}`.slice(0, 42), design } });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };

  await page.route('**/e2e-fixtures/**', async (route) => {
    const name = new URL(route.request().url()).pathname.replace(/^.*\/e2e-fixtures\//, '');
    const file = join(FIXTURES, 'files', name);
    if (!/^[\w.-]+$/.test(name) || !existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({ status: 200, contentType: extname(name) === '.svg' ? 'image/svg+xml' : 'image/png', body: readFileSync(file) });
  });
  await page.addInitScript((token) => localStorage.setItem('layout_token', token), jwt);
  await page.goto(`/designs/${id}`);
  await expect
    .poll(async () => (await page.evaluate(() => (window as unknown as { __layoutEditor?: Hook }).__layoutEditor?.getContent().assets.length)) ?? 0)
    .toBe(PICTURES.length);
  return Object.fromEntries(design.assets.map((a) => [a.id, a]));
}

// ---- Tests

test.describe('on a new design', () => {
  test.beforeEach(async ({ page }) => openNewDesign(page));

  test('the toolbar shows the tools of the selection and hides without one', async ({ page }) => {
    await expect(toolbar(page)).toHaveCount(0);
    const rect = await addShape(page, 'Rectangle');
    await clickAsset(page, rect);
    await expect(toolbar(page).getByRole('button')).toHaveText(['Format', 'Fill', 'Stroke', 'Copy', 'Rotate', 'Multiply', 'Arrange', 'Align', 'Flip', 'Delete']);
    await expect(toolbar(page)).toHaveCSS('width', '95px');
    await shot(page, 'toolbar-shape', toolbar(page));

    const text = await addHeading(page);
    await clickAsset(page, text);
    await expect(toolbar(page).getByRole('button')).toHaveText(['Format', 'Colour', 'Box Fill', 'Position', 'Copy', 'Rotate', 'Multiply', 'Arrange', 'Align', 'Delete']);

    await clickAsset(page, rect, ['Shift']);
    await expect(toolbar(page).getByRole('button')).toHaveText(['Align', 'Copy', 'Delete', 'Rotate']);
    await shot(page, 'toolbar-group', toolbar(page));

    await page.getByTestId('menu-Lines').click();
    await page.getByRole('button', { name: 'Solid line' }).click();
    const line = (await assets(page)).find((a) => a.type === 'line')!;
    await clickAsset(page, line);
    await expect(toolbar(page).getByRole('button')).toHaveText(['Format', 'Fill', 'Copy', 'Rotate', 'Multiply', 'Arrange', 'Align', 'Delete']);

    const on = await pageOnScreen(page);
    await page.mouse.click(on.left + 5 * on.scale, on.top + 700 * on.scale);
    await expect(toolbar(page)).toHaveCount(0);
  });

  test('one popup at a time, beside the toolbar; Escape or a click outside closes it', async ({ page }) => {
    const rect = await addShape(page, 'Rectangle');
    await clickAsset(page, rect);
    await openTool(page, 'Arrange', 'LAYERING');
    await expect(tool(page, 'Arrange')).toHaveAttribute('aria-expanded', 'true');
    const box = (await popup(page, 'LAYERING').boundingBox())!;
    const bar = (await toolbar(page).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(bar.x);
    expect(box.x + box.width).toBeGreaterThan(bar.x - 30);

    await openTool(page, 'Align', 'ALIGNMENT');
    await expect(popup(page, 'LAYERING')).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(popup(page, 'ALIGNMENT')).toHaveCount(0);
    await expect(toolbar(page)).toBeVisible();

    await openTool(page, 'Flip', 'FLIP');
    await page.getByText('Page 1', { exact: true }).click();
    await expect(popup(page, 'FLIP')).toHaveCount(0);
    await expect(toolbar(page)).toBeVisible();
    expect(await selection(page)).toEqual([rect.id]);
  });

  test('Copy, Delete, Arrange, Rotate, Flip and Multiply each change the document in one undo step', async ({ page }) => {
    const a = await addShape(page, 'Rectangle');
    const b = await addShape(page, 'Circle');
    const aCorner = { ...a, width: 20, height: 20 };
    await clickAsset(page, aCorner);

    await tool(page, 'Copy').click();
    let all = await assets(page);
    expect(all).toHaveLength(3);
    const copy = all.at(-1)!;
    expect([copy.x - a.x, copy.y - a.y]).toEqual([30, 30]);
    expect(await selection(page)).toEqual([copy.id]);
    await undo(page);
    expect(await assets(page)).toHaveLength(2);

    await clickAsset(page, aCorner);
    const layering = await openTool(page, 'Arrange', 'LAYERING');
    await shot(page, 'popup-layering');
    await layering.getByRole('button', { name: 'Bring to front' }).click();
    expect((await byId(page, a.id)).zIndex).toBeGreaterThan((await byId(page, b.id)).zIndex);
    await layering.getByRole('button', { name: 'Send to back' }).click();
    expect((await byId(page, a.id)).zIndex).toBeLessThan((await byId(page, b.id)).zIndex);
    await layering.getByRole('button', { name: 'Bring forward' }).click();
    expect((await byId(page, a.id)).zIndex).toBeGreaterThan((await byId(page, b.id)).zIndex);
    await undo(page);
    expect((await byId(page, a.id)).zIndex).toBeLessThan((await byId(page, b.id)).zIndex);

    await clickAsset(page, aCorner);
    const rotation = await openTool(page, 'Rotate', 'ROTATION');
    await shot(page, 'popup-rotation');
    const angle = rotation.getByRole('textbox', { name: 'Rotation angle' });
    await angle.fill('abc');
    await angle.press('Enter');
    expect((await byId(page, a.id)).rotation).toBe(0);
    await angle.fill('45');
    expect((await byId(page, a.id)).rotation).toBe(0);
    await angle.press('Enter');
    expect((await byId(page, a.id)).rotation).toBe(45);
    // The field follows the angle a quarter turn gives (Enter then keeps it, not the old 45).
    await rotation.getByRole('button', { name: '+90°' }).click();
    expect((await byId(page, a.id)).rotation).toBe(135);
    await expect(angle).toHaveValue('135');
    await undo(page);
    expect((await byId(page, a.id)).rotation).toBe(45);
    await undo(page);
    expect((await byId(page, a.id)).rotation).toBe(0);

    await clickAsset(page, aCorner);
    const flip = await openTool(page, 'Flip', 'FLIP');
    await shot(page, 'popup-flip');
    await flip.getByRole('button', { name: 'Flip horizontal' }).click();
    expect((await byId(page, a.id)).scaleX).toBe(-1);
    await undo(page);
    expect((await byId(page, a.id)).scaleX).toBe(1);

    await clickAsset(page, aCorner);
    const multiply = await openTool(page, 'Multiply', 'MULTIPLY');
    await expect(multiply.getByRole('textbox', { name: 'Copies' })).toHaveValue('1');
    await expect(multiply.getByRole('textbox', { name: 'Offset X (mm)' })).toHaveValue('0');
    await multiply.getByRole('button', { name: 'Decrease Copies' }).click();
    await expect(multiply.getByRole('button', { name: 'Multiply', exact: true })).toBeDisabled();
    // A typed number of copies is a whole number.
    await multiply.getByRole('textbox', { name: 'Copies' }).fill('1.7');
    await multiply.getByRole('textbox', { name: 'Copies' }).press('Enter');
    await expect(multiply.getByRole('textbox', { name: 'Copies' })).toHaveValue('2');
    await multiply.getByRole('textbox', { name: 'Offset X (mm)' }).fill('10');
    await shot(page, 'popup-multiply');
    await multiply.getByRole('button', { name: 'Multiply', exact: true }).click();
    all = await assets(page);
    expect(all).toHaveLength(4);
    expect(all[2]!.x - a.x).toBeCloseTo(mmToPx(10), 6);
    expect(all[3]!.x - a.x).toBeCloseTo(mmToPx(20), 6);
    expect(all.slice(2).map((c) => c.y)).toEqual([a.y, a.y]);
    await undo(page);
    expect(await assets(page)).toHaveLength(2);

    await clickAsset(page, aCorner);
    await tool(page, 'Delete').click();
    expect((await assets(page)).map((x) => x.id)).toEqual([b.id]);
    await expect(toolbar(page)).toHaveCount(0);
    await undo(page);
    expect(await assets(page)).toHaveLength(2);
  });

  test('a group: Rotate adds the angle to each member, Copy and Delete take all of them', async ({ page }) => {
    const a = await addShape(page, 'Rectangle');
    const b = await addShape(page, 'Circle');
    await clickAsset(page, { ...a, width: 20, height: 20 });
    await clickAsset(page, b, ['Shift']);
    expect(await selection(page)).toHaveLength(2);

    const rotation = await openTool(page, 'Rotate', 'ROTATION');
    await rotation.getByRole('textbox', { name: 'Rotation angle' }).fill('90');
    await rotation.getByRole('textbox', { name: 'Rotation angle' }).press('Enter');
    expect((await assets(page)).map((x) => x.rotation)).toEqual([90, 90]);
    await page.keyboard.press('Escape');

    await tool(page, 'Copy').click();
    expect(await assets(page)).toHaveLength(4);
    expect(await selection(page)).toHaveLength(2);
    await tool(page, 'Delete').click();
    expect(await assets(page)).toHaveLength(2);
    await undo(page);
    expect(await assets(page)).toHaveLength(4);
  });

  test('alignment to the border, and to the selection for several assets, which clears the selection', async ({ page }) => {
    const a = await addShape(page, 'Rectangle');
    const b = await addShape(page, 'Circle');
    await clickAsset(page, { ...a, width: 20, height: 20 });
    const align = await openTool(page, 'Align', 'ALIGNMENT');
    await expect(align.getByRole('radio', { name: 'Border' })).toBeChecked();
    await expect(align.getByRole('radio', { name: 'Selection' })).toHaveCount(0);
    await shot(page, 'popup-alignment');
    await align.getByRole('button', { name: 'Align left' }).click();
    expect((await byId(page, a.id)).x).toBe(0);
    await align.getByText('Bleed', { exact: true }).click();
    await align.getByRole('button', { name: 'Align top' }).click();
    expect((await byId(page, a.id)).y).toBeCloseTo(-mmToPx(7.5), 6);
    await undo(page);
    expect((await byId(page, a.id)).y).toBe(a.y);

    await clickAsset(page, { ...a, width: 20, height: 20 });
    await clickAsset(page, b, ['Shift']);
    const group = await openTool(page, 'Align', 'ALIGNMENT');
    await expect(group.getByRole('radio', { name: 'Selection' })).toBeChecked();
    await group.getByRole('button', { name: 'Align right' }).click();
    const [ra, rb] = [await byId(page, a.id), await byId(page, b.id)];
    expect(ra.x + ra.width).toBeCloseTo(rb.x + rb.width, 6);
    expect(await selection(page)).toEqual([]);
    await expect(toolbar(page)).toHaveCount(0);
  });

  test('shape format and opacity: the slider previews and records one step at the end', async ({ page }) => {
    const rect = await addShape(page, 'Rectangle');
    await clickAsset(page, rect);
    const format = await openTool(page, 'Format', 'SHAPE FORMAT');
    await format.getByRole('button', { name: 'Increase Border width' }).click();
    await format.getByRole('button', { name: 'Increase Corner radius' }).click();
    const formatted = await byId(page, rect.id);
    expect([formatted.shapeProps!.strokeWidth, formatted.shapeProps!.cornerRadius]).toEqual([1, 1]);
    await shot(page, 'popup-shape-format');

    const slider = format.getByRole('slider', { name: 'Opacity' });
    const box = (await slider.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    const track = (await format.locator('.mantine-Slider-track').boundingBox())!;
    await page.mouse.move(track.x + track.width * 0.7, box.y + box.height / 2, { steps: 3 });
    await page.mouse.move(track.x + track.width * 0.5, box.y + box.height / 2, { steps: 3 });
    // While dragging, the canvas shows the new opacity but the document keeps the old one.
    await expect(format.getByText(/^Opacity 5\d%$/)).toBeVisible();
    expect((await byId(page, rect.id)).opacity).toBe(1);
    await page.mouse.up();
    // Mantine reports the end of a slider drag on the next task: wait for the recorded value.
    await expect.poll(async () => (await byId(page, rect.id)).opacity).toBeLessThan(0.6);
    expect((await byId(page, rect.id)).opacity).toBeGreaterThan(0.4);
    // Keys pressed on the slider are the popup's: Backspace and Delete leave the shape alone.
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Delete');
    expect((await assets(page)).some((a) => a.id === rect.id)).toBe(true);
    await undo(page);
    expect((await byId(page, rect.id)).opacity).toBe(1);
    // The opacity drag was one step: the one before it was the corner radius.
    expect((await byId(page, rect.id)).shapeProps!.cornerRadius).toBe(1);

    const star = await addShape(page, 'Star');
    await clickAsset(page, { ...star, x: star.x + star.width * 0.4, width: 20, height: star.height });
    const starFormat = await openTool(page, 'Format', 'SHAPE FORMAT');
    await expect(starFormat.getByRole('textbox', { name: 'Corner radius' })).toHaveCount(0);
    await starFormat.getByRole('textbox', { name: 'Points' }).fill('7');
    await starFormat.getByRole('textbox', { name: 'Points' }).press('Enter');
    expect((await byId(page, star.id)).shapeProps!.numPoints).toBe(7);
  });

  test('fill and stroke of a shape open the colour popups', async ({ page }) => {
    const rect = await addShape(page, 'Rectangle');
    await clickAsset(page, rect);
    await openTool(page, 'Fill', 'FILL COLOUR');
    await openTool(page, 'Stroke', 'BORDER COLOUR');
  });

  test('line format: width, dotted style, square caps and length', async ({ page }) => {
    await page.getByTestId('menu-Lines').click();
    await page.getByRole('button', { name: 'Solid line' }).click();
    await expect.poll(async () => (await assets(page)).filter((a) => a.type === 'line').length).toBe(1);
    const line = (await assets(page)).find((a) => a.type === 'line')!;
    await clickAsset(page, line);
    const format = await openTool(page, 'Format', 'LINE FORMAT');
    await expect(format.getByRole('textbox', { name: 'Line width' })).toHaveValue('1');
    await format.getByText('Dotted', { exact: true }).click();
    await format.getByText('Square', { exact: true }).click();
    await format.getByRole('button', { name: 'Increase Line width' }).click();
    await shot(page, 'popup-line-format');
    const changed = await byId(page, line.id);
    expect(changed.lineConfig).toMatchObject({ dash: [3, 3], dashEnabled: true, lineCap: 'square' });
    // Shown width = stroke x 0.7529: 1.328 shows as 1, one step of 0.25 shows 1.25.
    expect(changed.lineConfig!.strokeWidth * 0.7529).toBeCloseTo(1.25, 2);
    await undo(page);
    expect((await byId(page, line.id)).lineConfig!.strokeWidth).toBeCloseTo(1.328, 6);

    await clickAsset(page, line);
    const again = await openTool(page, 'Format', 'LINE FORMAT');
    await again.getByText('Dashed', { exact: true }).click();
    expect((await byId(page, line.id)).lineConfig).toMatchObject({ dash: [16, 16], dashEnabled: true });
    await again.getByRole('textbox', { name: 'Line length' }).fill('100');
    await again.getByRole('textbox', { name: 'Line length' }).press('Enter');
    expect((await byId(page, line.id)).width).toBeCloseTo(mmToPx(100), 6);
    // A length the line cannot take: the field goes back to the line's.
    await again.getByRole('textbox', { name: 'Line length' }).fill('0');
    await again.getByRole('textbox', { name: 'Line length' }).press('Enter');
    await expect(again.getByRole('textbox', { name: 'Line length' })).toHaveValue('100');
    expect((await byId(page, line.id)).width).toBeCloseTo(mmToPx(100), 6);
    await undo(page);
    expect((await byId(page, line.id)).width).toBe(line.width);
  });

  test('text: Position fields move and resize in the document units; Format, Colour and Box Fill open their popups', async ({ page }) => {
    const text = await addHeading(page);
    await clickAsset(page, text);
    const position = await openTool(page, 'Position', 'POSITION');
    await expect(position.getByRole('checkbox', { name: 'Link X and Y' })).toBeChecked();
    await expect(position.getByRole('checkbox', { name: 'Keep aspect ratio' })).toBeChecked();
    await shot(page, 'popup-position');
    await position.getByRole('checkbox', { name: 'Link X and Y' }).uncheck();
    const x = position.getByRole('textbox', { name: 'X (mm)' });
    await x.fill('20');
    await x.press('Enter');
    const moved = await byId(page, text.id);
    expect(moved.x).toBeCloseTo(mmToPx(20), 6);
    expect(moved.y).toBe(text.y);

    // A negative size is ignored; below 1 stays in the field and resizes nothing.
    const width = position.getByRole('textbox', { name: 'Width (mm)' });
    await width.fill('-5');
    await width.press('Enter');
    await expect(width).not.toHaveValue('-5');
    expect((await byId(page, text.id)).width).toBe(text.width);
    await width.fill('0.1');
    await width.press('Enter');
    await expect(width).toHaveValue('0.1');
    expect((await byId(page, text.id)).width).toBe(text.width);

    // Linked aspect ratio: the whole text scales with the typed width, its type too.
    const wide = text.width / 2;
    await width.fill(String(Math.round((wide / mmToPx(1)) * 100) / 100));
    await width.press('Enter');
    const resized = await byId(page, text.id);
    expect(resized.height / resized.width).toBeCloseTo(text.height / text.width, 1);
    expect(resized.textConfig!.fontSize).toBeCloseTo(text.textConfig!.fontSize / 2, 0);
    await undo(page);
    expect((await byId(page, text.id)).width).toBe(text.width);

    // Unlinked: the width changes alone, the words flow onto more lines and the box grows with
    // them; the height follows the lines and cannot be typed.
    await clickAsset(page, text);
    const unlinked = await openTool(page, 'Position', 'POSITION');
    await unlinked.getByRole('checkbox', { name: 'Keep aspect ratio' }).uncheck();
    await expect(unlinked.getByRole('textbox', { name: 'Height (mm)' })).toBeDisabled();
    const narrowField = unlinked.getByRole('textbox', { name: 'Width (mm)' });
    await narrowField.fill('15');
    await narrowField.press('Enter');
    const narrow = await byId(page, text.id);
    expect(narrow.width).toBeCloseTo(mmToPx(15), 6);
    expect(narrow.textConfig!.fontSize).toBe(text.textConfig!.fontSize);
    expect(narrow.height).toBeGreaterThan(1.5 * text.height);
    await undo(page);
    expect((await byId(page, text.id)).width).toBe(text.width);

    await clickAsset(page, text);
    await expect.poll(() => selection(page)).toEqual([text.id]);
    await openTool(page, 'Format', 'TEXT FORMAT');
    await openTool(page, 'Colour', 'FILL COLOUR');
    await openTool(page, 'Box Fill', 'BOX FILL');
  });

  test('the toolbar drags in 5 px steps inside the editor and keeps its place after a reload', async ({ page }) => {
    const rect = await addShape(page, 'Rectangle');
    await clickAsset(page, rect);
    const handle = page.getByTestId('toolbar-handle');
    const start = (await toolbar(page).boundingBox())!;
    const grip = (await handle.boundingBox())!;
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x + grip.width / 2 - 203, grip.y + grip.height / 2 + 52, { steps: 6 });
    await page.mouse.up();
    const moved = (await toolbar(page).boundingBox())!;
    expect(Math.round(moved.x - start.x)).toBe(-205);
    expect(Math.round(moved.y - start.y)).toBe(50);
    await shot(page, 'toolbar-moved');

    // Dragged far past the edge, it stops inside the main area, right of the left menu.
    const main = (await page.getByTestId('floating-toolbar').evaluate((el) => (el.offsetParent as HTMLElement).getBoundingClientRect().toJSON())) as DOMRect;
    const from = (await handle.boundingBox())!;
    await page.mouse.move(from.x + 10, from.y + 5);
    await page.mouse.down();
    await page.mouse.move(from.x - 2000, from.y + 5, { steps: 4 });
    await page.mouse.up();
    const left = (await toolbar(page).boundingBox())!;
    expect(Math.round(left.x)).toBe(Math.round(main.x));
    expect(Math.round(left.y)).toBe(Math.round(moved.y));

    // Dragged far down, it stops above the bottom menu: Undo and Redo stay in sight and take clicks.
    const low = (await handle.boundingBox())!;
    await page.mouse.move(low.x + 10, low.y + 5);
    await page.mouse.down();
    await page.mouse.move(low.x + 10, low.y + 2000, { steps: 4 });
    await page.mouse.up();
    const bottom = (await toolbar(page).boundingBox())!;
    const menu = (await page.getByTestId('bottom-menu').boundingBox())!;
    expect(bottom.y + bottom.height).toBeLessThanOrEqual(menu.y + 0.5);
    expect(bottom.y + bottom.height).toBeGreaterThan(menu.y - 5 - 0.5);
    // Back to where it was, for the reload below.
    const back = (await handle.boundingBox())!;
    await page.mouse.move(back.x + 10, back.y + 5);
    await page.mouse.down();
    await page.mouse.move(back.x + 10, back.y + 5 - (bottom.y - left.y), { steps: 4 });
    await page.mouse.up();
    expect(Math.round((await toolbar(page).boundingBox())!.y)).toBe(Math.round(left.y));

    // The shapes were never saved: their draft may be offered back after the reload.
    await discardDraftOffers(page);
    await page.reload();
    await page.waitForFunction(() => (window as unknown as { __layoutEditor?: Hook }).__layoutEditor?.getContent());
    const again = await addShape(page, 'Rectangle');
    await clickAsset(page, again);
    const restored = (await toolbar(page).boundingBox())!;
    expect([Math.round(restored.x), Math.round(restored.y)]).toEqual([Math.round(left.x), Math.round(left.y)]);
  });

  test('the Pages panel opening pulls the toolbar inside the narrower main area; closing lets it back', async ({ page }) => {
    const rect = await addShape(page, 'Rectangle');
    await clickAsset(page, rect);
    const before = (await toolbar(page).boundingBox())!;
    await page.getByTestId('pages-panel-toggle').click();
    const panel = page.getByTestId('pages-panel');
    await expect(panel).toBeVisible();
    // Once the panel has slid open, the toolbar sits left of it and covers none of its controls.
    await expect
      .poll(async () => {
        const tools = (await toolbar(page).boundingBox())!;
        const opened = (await panel.boundingBox())!;
        return tools.x + tools.width <= opened.x;
      })
      .toBe(true);
    await page.getByTestId('print-format').getByText('Double sided').click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('page-slot-1')).toBeVisible();
    await page.getByTestId('pages-panel-toggle').click();
    await expect(panel).toBeHidden();
    await expect.poll(async () => Math.round((await toolbar(page).boundingBox())!.x)).toBe(Math.round(before.x));
  });
});

test.describe('on a design with pictures', () => {
  let pictures: Record<string, Asset>;
  test.beforeEach(async ({ page, request }) => {
    pictures = await openPictureDesign(page, request);
  });

  test('an image: filters and Fit, each one undo step; Crop opens the crop editor', async ({ page }) => {
    const image = pictures['image-plain']!;
    await clickAsset(page, image);
    await expect(toolbar(page).getByRole('button')).toHaveText(['Format', 'Fit', 'Crop', 'Copy', 'Rotate', 'Multiply', 'Arrange', 'Align', 'Flip', 'Extract', 'Delete']);
    await shot(page, 'toolbar-image', toolbar(page));

    const format = await openTool(page, 'Format', 'IMAGE FORMATTING');
    await shot(page, 'popup-image-formatting');
    await format.getByRole('switch', { name: 'Greyscale' }).click();
    expect((await byId(page, image.id)).filters).toEqual({ greyscale: 1 });
    await format.getByRole('slider', { name: 'Blur' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await byId(page, image.id)).filters).toEqual({ greyscale: 1, blur: 1 });
    await format.getByRole('button', { name: 'Reset filters' }).click();
    expect((await byId(page, image.id)).filters).toEqual({});
    await undo(page);
    expect((await byId(page, image.id)).filters).toEqual({ greyscale: 1, blur: 1 });
    await undo(page);
    expect((await byId(page, image.id)).filters).toEqual({ greyscale: 1 });
    await undo(page);
    expect((await byId(page, image.id)).filters ?? {}).toEqual({});

    await clickAsset(page, image);
    await tool(page, 'Fit').click();
    const fitted = await byId(page, image.id);
    const trim = { width: mmToPx(297), height: mmToPx(210) };
    expect(fitted.height).toBeCloseTo(trim.height, 6);
    expect(fitted.width / fitted.height).toBeCloseTo(image.width / image.height, 6);
    expect(fitted.x + fitted.width / 2).toBeCloseTo(trim.width / 2, 6);
    await undo(page);
    expect(await byId(page, image.id)).toMatchObject({ x: image.x, y: image.y, width: image.width, height: image.height });

    await clickAsset(page, image);
    await tool(page, 'Crop').click();
    await expect(page.getByRole('button', { name: 'Save crop' })).toBeVisible();
    await expect(tool(page, 'Crop')).toHaveAttribute('aria-pressed', 'true');
    await shot(page, 'image-crop-mode');
  });

  test('the background: Effects, and Lock as a toggle', async ({ page }) => {
    await clickAt(page, { x: 600, y: 700 });
    await expect(toolbar(page).getByRole('button')).toHaveText(['Effects', 'Lock', 'Delete']);
    await expect(tool(page, 'Lock')).toHaveAttribute('aria-pressed', 'false');
    await tool(page, 'Lock').click();
    expect((await byId(page, 'background')).locked).toBe(true);
    await expect(tool(page, 'Lock')).toHaveAttribute('aria-pressed', 'true');
    await shot(page, 'toolbar-background', toolbar(page));
    // Locked, it cannot be deleted, by the tool or the keys, until it is unlocked.
    await expect(tool(page, 'Delete')).toHaveAttribute('aria-disabled', 'true');
    await tool(page, 'Delete').click({ force: true });
    await page.keyboard.press('Delete');
    expect((await assets(page)).some((a) => a.id === 'background')).toBe(true);
    await tool(page, 'Lock').click();
    expect((await byId(page, 'background')).locked).toBe(false);
    await undo(page);
    expect((await byId(page, 'background')).locked).toBe(true);

    await clickAt(page, { x: 600, y: 700 });
    const effects = await openTool(page, 'Effects', 'IMAGE FORMATTING');
    await effects.getByRole('switch', { name: 'Sepia' }).click();
    expect((await byId(page, 'background')).filters).toEqual({ sepia: 1 });
  });

  test('a logo: Format and Extract; a pattern shape offers Crop, which opens the pattern editor', async ({ page }) => {
    await clickAsset(page, pictures.logo!);
    await expect(toolbar(page).getByRole('button')).toHaveText(['Format', 'Copy', 'Rotate', 'Multiply', 'Arrange', 'Align', 'Flip', 'Extract', 'Delete']);
    await openTool(page, 'Format', 'IMAGE FORMATTING');
    await openTool(page, 'Extract', 'COLOURS EXTRACTION');
    await shot(page, 'popup-extract');

    await clickAsset(page, pictures['shape-pattern']!);
    await expect(toolbar(page).getByRole('button')).toHaveText(['Format', 'Fill', 'Stroke', 'Crop', 'Copy', 'Rotate', 'Multiply', 'Arrange', 'Align', 'Flip', 'Delete']);
    await tool(page, 'Crop').click();
    await expect(page.getByRole('button', { name: 'Save image pattern' })).toBeVisible();
    await expect(tool(page, 'Crop')).toHaveAttribute('aria-pressed', 'true');
  });
});
