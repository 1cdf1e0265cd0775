import { type Page, expect, test } from '@playwright/test';
import { pageOnScreen, toScreen } from './support/canvas';

/** Dragging sidebar items onto pages (spec 001 section 1) and what the canvas does with files. */

type Asset = { id: string; type: string; pageId: string; x: number; y: number; width: number; height: number };
type Hook = { getContent: () => { pages: { id: string }[]; assets: Asset[] }; getSelection: () => readonly string[] };
const content = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getContent());
const selection = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getSelection());

async function openEditor(page: Page) {
  await page.goto('/designs/new');
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
}

test('a shape, a line and a text dragged from their panels land centred where they are let go, selected', async ({ page }) => {
  await openEditor(page);
  const on = await pageOnScreen(page);
  const canvas = page.getByTestId('page-canvas-0');
  const box = (await canvas.boundingBox())!;
  const dropAt = async (source: ReturnType<Page['getByRole']>, point: { x: number; y: number }) => {
    const screen = toScreen(on, point);
    await source.dragTo(canvas, { targetPosition: { x: screen.x - box.x, y: screen.y - box.y } });
  };

  await page.getByTestId('menu-Shapes').click();
  await dropAt(page.getByRole('button', { name: 'Circle' }), { x: 300, y: 200 });
  await expect.poll(async () => (await content(page)).assets.length).toBe(1);
  const circle = (await content(page)).assets[0]!;
  expect(circle.type).toBe('shape');
  expect(Math.abs(circle.x + circle.width / 2 - 300)).toBeLessThanOrEqual(1 / on.scale);
  expect(Math.abs(circle.y + circle.height / 2 - 200)).toBeLessThanOrEqual(1 / on.scale);
  expect(await selection(page)).toEqual([circle.id]);

  await page.getByTestId('menu-Lines').click();
  await dropAt(page.getByRole('button', { name: 'Dashed line' }), { x: 700, y: 500 });
  await page.getByTestId('menu-Text').click();
  await dropAt(page.getByRole('button', { name: /Add Heading H1/ }), { x: 600, y: 150 });
  await expect.poll(async () => (await content(page)).assets.map((a) => a.type)).toEqual(['shape', 'line', 'text']);
  const [, line, text] = (await content(page)).assets;
  expect(Math.abs(line!.x + line!.width / 2 - 700)).toBeLessThanOrEqual(1 / on.scale);
  expect(Math.abs(text!.y + text!.height / 2 - 150)).toBeLessThanOrEqual(1 / on.scale);

  // One undo step each.
  await page.getByTestId('undo').click();
  await expect.poll(async () => (await content(page)).assets.length).toBe(2);
});

test('a file dropped on the canvas does not take the browser away from the editor', async ({ page }) => {
  await openEditor(page);
  const url = page.url();
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['not really a picture'], 'photo.png', { type: 'image/png' }));
    return transfer;
  });
  const canvas = page.getByTestId('page-canvas-0');
  await canvas.dispatchEvent('dragover', { dataTransfer });
  const cancelled = await canvas.evaluate((element, transfer) => {
    const drop = new DragEvent('drop', {
      dataTransfer: transfer as DataTransfer,
      bubbles: true,
      cancelable: true,
      clientX: element.getBoundingClientRect().left + 50,
      clientY: element.getBoundingClientRect().top + 50,
    });
    element.dispatchEvent(drop);
    return drop.defaultPrevented;
  }, dataTransfer);
  expect(cancelled).toBe(true);
  expect(page.url()).toBe(url);
});
