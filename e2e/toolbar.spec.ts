import { mmToPx } from '@layout/model';
import { type Page, expect, test } from '@playwright/test';
import { pageOnScreen, toScreen } from './support/canvas';

/**
 * The floating TOOLS toolbar (spec 001 section 2.6) as a user works it: the tools follow the
 * selection, each tool changes the document in one undo step, the toolbar moves in 5 px steps
 * and stays where it was put.
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
  shapeProps?: { strokeWidth: number; cornerRadius?: number };
  lineConfig?: { strokeWidth: number; dash: number[]; dashEnabled: boolean; lineCap: string };
};
type Hook = { getContent: () => { assets: Asset[] }; getSelection: () => readonly string[] };

const mod = process.platform === 'darwin' ? 'Meta' : 'Control';
const assets = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getContent().assets);
const byId = async (page: Page, id: string) => (await assets(page)).find((a) => a.id === id)!;
const selection = (page: Page) => page.evaluate(() => [...(window as unknown as { __layoutEditor: Hook }).__layoutEditor.getSelection()]);
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'TOOLS' });
const tool = (page: Page, name: string) => toolbar(page).getByRole('button', { name, exact: true });
const popup = (page: Page, title: string) => page.getByRole('region', { name: title });

async function openTool(page: Page, name: string, title: string) {
  await tool(page, name).click();
  await expect(popup(page, title)).toBeVisible();
  return popup(page, title);
}

/** Undo from the keyboard with the focus outside any field. */
async function undo(page: Page) {
  await page.keyboard.press('Escape');
  await page.locator('body').click({ position: { x: 5, y: 5 } }).catch(() => undefined);
  await page.keyboard.press(`${mod}+z`);
}

async function clickAsset(page: Page, asset: Asset, modifiers: 'Shift'[] = []) {
  const at = toScreen(await pageOnScreen(page), { x: asset.x + asset.width / 2, y: asset.y + asset.height / 2 });
  for (const key of modifiers) await page.keyboard.down(key);
  await page.mouse.click(at.x, at.y);
  for (const key of modifiers) await page.keyboard.up(key);
}

async function addShape(page: Page, name: string): Promise<Asset> {
  await page.getByTestId('menu-Shapes').click();
  const before = (await assets(page)).length;
  await page.getByRole('button', { name }).click();
  await expect.poll(async () => (await assets(page)).length).toBe(before + 1);
  return (await assets(page)).at(-1)!;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/designs/new');
  await page.waitForFunction(() => (window as unknown as { __layoutEditor?: Hook }).__layoutEditor?.getContent());
});

test('the toolbar shows the tools of the selection and hides without one', async ({ page }) => {
  await expect(toolbar(page)).toHaveCount(0);
  const rect = await addShape(page, 'Rectangle');
  await clickAsset(page, rect);
  await expect(toolbar(page).getByRole('button')).toHaveText(['Format', 'Fill', 'Stroke', 'Copy', 'Rotate', 'Multiply', 'Arrange', 'Align', 'Flip', 'Delete']);

  await page.getByTestId('menu-Text').click();
  await page.getByRole('button', { name: 'Add Heading H1' }).click();
  const text = (await assets(page)).find((a) => a.type === 'text')!;
  await clickAsset(page, text);
  await expect(toolbar(page).getByRole('button')).toHaveText(['Format', 'Colour', 'Box Fill', 'Position', 'Copy', 'Rotate', 'Multiply', 'Arrange', 'Align', 'Delete']);

  await clickAsset(page, rect, ['Shift']);
  await expect(toolbar(page).getByRole('button')).toHaveText(['Align', 'Copy', 'Delete', 'Rotate']);

  await page.keyboard.press('Escape');
  const on = await pageOnScreen(page);
  await page.mouse.click(on.left + 5 * on.scale, on.top + 700 * on.scale);
  await expect(toolbar(page)).toHaveCount(0);
});

test('Copy, Delete, Arrange, Rotate, Flip and Multiply each change the document in one undo step', async ({ page }) => {
  const a = await addShape(page, 'Rectangle');
  const b = await addShape(page, 'Circle');
  await clickAsset(page, { ...a, width: 20, height: 20 });

  await tool(page, 'Copy').click();
  let all = await assets(page);
  expect(all).toHaveLength(3);
  const copy = all.at(-1)!;
  expect([copy.x - a.x, copy.y - a.y]).toEqual([30, 30]);
  expect(await selection(page)).toEqual([copy.id]);
  await undo(page);
  expect(await assets(page)).toHaveLength(2);

  await clickAsset(page, { ...a, width: 20, height: 20 });
  const layering = await openTool(page, 'Arrange', 'LAYERING');
  await layering.getByRole('button', { name: 'Bring to front' }).click();
  expect((await byId(page, a.id)).zIndex).toBeGreaterThan((await byId(page, b.id)).zIndex);
  await undo(page);
  expect((await byId(page, a.id)).zIndex).toBeLessThan((await byId(page, b.id)).zIndex);

  await clickAsset(page, { ...a, width: 20, height: 20 });
  const rotation = await openTool(page, 'Rotate', 'ROTATION');
  await rotation.getByRole('textbox', { name: 'Rotation angle' }).fill('45');
  await rotation.getByRole('textbox', { name: 'Rotation angle' }).press('Enter');
  expect((await byId(page, a.id)).rotation).toBe(45);
  await undo(page);
  expect((await byId(page, a.id)).rotation).toBe(0);

  await clickAsset(page, { ...a, width: 20, height: 20 });
  const flip = await openTool(page, 'Flip', 'FLIP');
  await flip.getByRole('button', { name: 'Flip horizontal' }).click();
  expect((await byId(page, a.id)).scaleX).toBe(-1);
  await undo(page);
  expect((await byId(page, a.id)).scaleX).toBe(1);

  await clickAsset(page, { ...a, width: 20, height: 20 });
  const multiply = await openTool(page, 'Multiply', 'MULTIPLY');
  await multiply.getByRole('button', { name: 'Increase Copies' }).click();
  await multiply.getByRole('textbox', { name: 'Offset X' }).fill('10');
  await multiply.getByRole('button', { name: 'Multiply', exact: true }).click();
  all = await assets(page);
  expect(all).toHaveLength(4);
  expect(all.slice(2).map((c) => c.x - a.x)).toEqual([10, 20]);
  await undo(page);
  expect(await assets(page)).toHaveLength(2);

  await clickAsset(page, { ...a, width: 20, height: 20 });
  await tool(page, 'Delete').click();
  expect((await assets(page)).map((x) => x.id)).toEqual([b.id]);
  await undo(page);
  expect(await assets(page)).toHaveLength(2);
});

test('alignment to the border, and to the selection for several assets, which clears the selection', async ({ page }) => {
  const a = await addShape(page, 'Rectangle');
  const b = await addShape(page, 'Circle');
  await clickAsset(page, { ...a, width: 20, height: 20 });
  const align = await openTool(page, 'Align', 'ALIGNMENT');
  await expect(align.getByRole('radio', { name: 'Border' })).toBeChecked();
  await align.getByRole('button', { name: 'Align left' }).click();
  expect((await byId(page, a.id)).x).toBe(0);
  await undo(page);

  await clickAsset(page, { ...a, width: 20, height: 20 });
  await clickAsset(page, b, ['Shift']);
  const group = await openTool(page, 'Align', 'ALIGNMENT');
  await expect(group.getByRole('radio', { name: 'Selection' })).toBeChecked();
  await group.getByRole('button', { name: 'Align right' }).click();
  const [ra, rb] = [await byId(page, a.id), await byId(page, b.id)];
  expect(ra.x + ra.width).toBeCloseTo(rb.x + rb.width, 6);
  expect(await selection(page)).toEqual([]);
});

test('shape format and opacity: the slider previews and records one step at the end', async ({ page }) => {
  const rect = await addShape(page, 'Rectangle');
  await clickAsset(page, rect);
  const format = await openTool(page, 'Format', 'SHAPE FORMAT');
  await format.getByRole('button', { name: 'Increase Border width' }).click();
  await format.getByRole('button', { name: 'Increase Corner radius' }).click();
  const formatted = await byId(page, rect.id);
  expect([formatted.shapeProps!.strokeWidth, formatted.shapeProps!.cornerRadius]).toEqual([1, 1]);

  const slider = format.getByRole('slider', { name: 'Opacity' });
  const box = (await slider.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const track = (await format.locator('.mantine-Slider-track').boundingBox())!;
  await page.mouse.move(track.x + track.width * 0.7, box.y + box.height / 2, { steps: 3 });
  await page.mouse.move(track.x + track.width * 0.5, box.y + box.height / 2, { steps: 3 });
  await page.mouse.up();
  // Mantine reports the end of a slider drag on the next task: wait for the recorded value.
  await expect.poll(async () => (await byId(page, rect.id)).opacity).toBeLessThan(0.6);
  expect((await byId(page, rect.id)).opacity).toBeGreaterThan(0.4);
  await undo(page);
  expect((await byId(page, rect.id)).opacity).toBe(1);
  // The opacity drag was one step: the one before it was the corner radius.
  expect((await byId(page, rect.id)).shapeProps!.cornerRadius).toBe(1);
});

test('line format: width, dotted style, square caps and length', async ({ page }) => {
  await page.getByTestId('menu-Lines').click();
  await page.getByRole('button', { name: 'Solid line' }).click();
  await expect.poll(async () => (await assets(page)).filter((a) => a.type === 'line').length).toBe(1);
  const line = (await assets(page)).find((a) => a.type === 'line')!;
  await clickAsset(page, line);
  const format = await openTool(page, 'Format', 'LINE FORMAT');
  await format.getByText('Dotted', { exact: true }).click();
  await format.getByText('Square', { exact: true }).click();
  await format.getByRole('button', { name: 'Increase Line width' }).click();
  const changed = await byId(page, line.id);
  expect(changed.lineConfig).toMatchObject({ dash: [3, 3], dashEnabled: true, lineCap: 'square' });
  // Shown width = stroke x 0.7529: 1.328 shows as 1, one step of 0.25 shows 1.25.
  expect(changed.lineConfig!.strokeWidth * 0.7529).toBeCloseTo(1.25, 2);
  await undo(page);
  expect((await byId(page, line.id)).lineConfig!.strokeWidth).toBeCloseTo(1.328, 6);
});

test('text Position fields move and resize in the document units', async ({ page }) => {
  await page.getByTestId('menu-Text').click();
  await page.getByRole('button', { name: 'Add Heading H1' }).click();
  const text = (await assets(page)).find((a) => a.type === 'text')!;
  await clickAsset(page, text);
  const position = await openTool(page, 'Position', 'POSITION');
  await position.getByRole('checkbox', { name: 'Link X and Y' }).uncheck();
  const x = position.getByRole('textbox', { name: 'X (mm)' });
  await x.fill('20');
  await x.press('Enter');
  const moved = await byId(page, text.id);
  expect(moved.x).toBeCloseTo(mmToPx(20), 6);
  expect(moved.y).toBe(text.y);
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

  await page.reload();
  await page.waitForFunction(() => (window as unknown as { __layoutEditor?: Hook }).__layoutEditor?.getContent());
  const again = await addShape(page, 'Rectangle');
  await clickAsset(page, again);
  const restored = (await toolbar(page).boundingBox())!;
  expect([Math.round(restored.x), Math.round(restored.y)]).toEqual([Math.round(moved.x), Math.round(moved.y)]);
});
