import { type Unit, arrowNudge, toPx } from '@layout/model';
import { type Page, expect, test } from '@playwright/test';

/**
 * The page canvas from the keyboard (issue 25; docs/decisions.md, "Assets selected from the
 * keyboard"): the canvas is a Tab stop with a name and a visible focus ring; while it has the
 * focus, Tab and Shift+Tab select the page's assets in stacking order, round and round, and a
 * live region says what was selected; the arrow keys move the selection, Delete removes it, Enter
 * edits a text and Escape gives the focus back to the canvas; Escape clears the selection, and
 * Tab then leaves the canvas.
 *
 * With KB_SHOTS=<folder> the focused canvas is photographed (kb-*.png), to look at.
 */

type Asset = { id: string; type: string; x: number; y: number; textConfig?: { text: string } };
type Hook = { getContent: () => { assets: Asset[]; layoutDimensions: { units: Unit } }; getSelection: () => readonly string[] };

const hook = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getContent());
const assets = async (page: Page) => (await hook(page)).assets;
const selection = (page: Page) => page.evaluate(() => [...(window as unknown as { __layoutEditor: Hook }).__layoutEditor.getSelection()]);
const canvas = (page: Page) => page.getByRole('application', { name: 'Page 1 canvas' });
const announcer = (page: Page) => page.getByTestId('canvas-announcer');

async function shot(page: Page, name: string) {
  const folder = process.env.KB_SHOTS;
  if (!folder) return;
  await page.screenshot({ path: `${folder}/kb-${name}.png` });
  // A close-up of the canvas's top-left corner: its focus ring and the selection's handles.
  const box = (await canvas(page).boundingBox())!;
  await page.screenshot({ path: `${folder}/kb-${name}-close.png`, clip: { x: box.x - 12, y: box.y - 12, width: 420, height: 340 } });
}

/** Adds an asset from a panel of the left menu with the pointer, and answers it. */
async function add(page: Page, menu: string, button: string): Promise<Asset> {
  await page.getByTestId(`menu-${menu}`).click();
  const before = (await assets(page)).length;
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect.poll(async () => (await assets(page)).length).toBe(before + 1);
  return (await assets(page)).at(-1)!;
}

test('the page canvas is reached with Tab, selects, moves, edits and deletes its assets from the keyboard, and is left with Escape and Tab', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('is_intro_tour_shown', 'true'));
  await page.goto('/designs/new');
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  // Three assets, in this stacking order from the back; the star, added last, is selected.
  const rect = await add(page, 'Shapes', 'Rectangle');
  const heading = await add(page, 'Text', 'Add Heading H1');
  const star = await add(page, 'Shapes', 'Star');
  expect(await selection(page)).toEqual([star.id]);
  const headingWords = heading.textConfig!.text;

  // Tab from the top of the page until the canvas has the focus: it is in the Tab order.
  await page.locator('body').focus();
  let reached = false;
  for (let i = 0; i < 200 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await canvas(page).evaluate((el) => el === document.activeElement);
  }
  expect(reached, 'the page canvas is reached with Tab').toBe(true);
  // Described by what its page holds, then by its keys.
  await expect(canvas(page)).toHaveAttribute('aria-describedby', /^page-description-\S+ canvas-keys-hint$/);
  await expect(canvas(page)).toHaveAccessibleDescription(/^Page 1 of 1: 3 assets: Rectangle shape, .+ text, Star shape\. ?Tab and Shift\+Tab/);
  await expect(page.locator('#canvas-keys-hint')).toContainText('Escape clears the selection');
  // Its focus ring: Mantine's, in the primary colour.
  expect(await canvas(page).evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');

  // Tab goes on from the star, the front-most, round to the back: the rectangle.
  await page.keyboard.press('Tab');
  await expect.poll(() => selection(page)).toEqual([rect.id]);
  await expect(announcer(page)).toHaveText('Rectangle shape selected, 1 of 3');
  await expect(canvas(page)).toBeFocused();
  await shot(page, 'rectangle-selected');
  await page.keyboard.press('Tab');
  await expect.poll(() => selection(page)).toEqual([heading.id]);
  await expect(announcer(page)).toHaveText(`${headingWords} text selected, 2 of 3`);
  await page.keyboard.press('Tab');
  await expect.poll(() => selection(page)).toEqual([star.id]);
  await expect(announcer(page)).toHaveText('Star shape selected, 3 of 3');
  // Shift+Tab goes back.
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => selection(page)).toEqual([heading.id]);
  await expect(canvas(page)).toBeFocused();
  await shot(page, 'heading-selected');

  // The arrow keys move the selected heading, in the document's units.
  const units = (await hook(page)).layoutDimensions.units;
  const step = (key: 'ArrowRight' | 'ArrowDown') => ({ dx: toPx(arrowNudge(key).dx, units), dy: toPx(arrowNudge(key).dy, units) });
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await assets(page)).find((a) => a.id === heading.id)!.x).toBeCloseTo(heading.x + step('ArrowRight').dx, 6);
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await assets(page)).find((a) => a.id === heading.id)!.y).toBeCloseTo(heading.y + step('ArrowDown').dy, 6);
  await expect(canvas(page)).toBeFocused();

  // Enter edits the heading in place, as a double-click does; Escape commits and gives the focus back.
  await page.keyboard.press('Enter');
  const field = page.getByTestId('text-editor');
  await expect(field).toBeFocused();
  await page.keyboard.type('Keyboard heading');
  await shot(page, 'heading-edited');
  await page.keyboard.press('Escape');
  await expect(field).toHaveCount(0);
  await expect(canvas(page)).toBeFocused();
  await expect.poll(async () => (await assets(page)).find((a) => a.id === heading.id)!.textConfig!.text).toBe('Keyboard heading');
  expect(await selection(page)).toEqual([heading.id]);
  await expect(announcer(page)).toHaveText('Keyboard heading text selected, 2 of 3');

  // Delete removes the selected star; Tab then starts again from the back.
  await page.keyboard.press('Tab');
  await expect.poll(() => selection(page)).toEqual([star.id]);
  await page.keyboard.press('Delete');
  await expect.poll(async () => (await assets(page)).map((a) => a.id)).toEqual([rect.id, heading.id]);
  await expect(announcer(page)).toHaveText('Nothing selected');
  await page.keyboard.press('Tab');
  await expect.poll(() => selection(page)).toEqual([rect.id]);
  await expect(announcer(page)).toHaveText('Rectangle shape selected, 1 of 2');

  // Escape clears the selection and keeps the focus; Tab then leaves the canvas, onwards.
  await page.keyboard.press('Escape');
  await expect.poll(() => selection(page)).toEqual([]);
  await expect(announcer(page)).toHaveText('Nothing selected');
  await expect(canvas(page)).toBeFocused();
  await shot(page, 'nothing-selected');
  await page.keyboard.press('Tab');
  await expect(canvas(page)).not.toBeFocused();
  await expect(page.getByTestId('add-page')).toBeFocused();
  expect(await selection(page)).toEqual([]);

  // Back in with Shift+Tab: Shift+Tab selects the front-most asset; Escape and Shift+Tab leave backwards.
  await page.keyboard.press('Shift+Tab');
  await expect(canvas(page)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => selection(page)).toEqual([heading.id]);
  await expect(announcer(page)).toHaveText('Keyboard heading text selected, 2 of 2');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Shift+Tab');
  await expect(canvas(page)).not.toBeFocused();
  await expect(page.getByTestId('page-delete-0')).toBeFocused();
});

test('a click on an asset gives the canvas the focus without its ring, and Tab goes on from that asset', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('is_intro_tour_shown', 'true'));
  await page.goto('/designs/new');
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  const rect = await add(page, 'Shapes', 'Rectangle');
  const star = await add(page, 'Shapes', 'Star');

  // A click on the star, the front-most.
  const box = (await canvas(page).boundingBox())!;
  const drawn = await page.evaluate((id) => {
    type Node = { getClientRect: () => { x: number; y: number; width: number; height: number } };
    type Stages = { getContent: () => { pages: { id: string }[] }; getStage: (pageId: string) => { findOne: (selector: string) => Node | undefined } };
    const editor = (window as unknown as { __layoutEditor: Stages }).__layoutEditor;
    return editor.getStage(editor.getContent().pages[0]!.id).findOne(`#${id}`)!.getClientRect();
  }, star.id);
  await page.mouse.click(box.x + drawn.x + drawn.width / 2, box.y + drawn.y + drawn.height / 2);
  await expect.poll(() => selection(page)).toEqual([star.id]);
  await expect(canvas(page)).toBeFocused();
  expect(await canvas(page).evaluate((el) => el.matches(':focus-visible'))).toBe(false);

  // Tab goes on from the star, round to the rectangle.
  await page.keyboard.press('Tab');
  await expect.poll(() => selection(page)).toEqual([rect.id]);
  await expect(announcer(page)).toHaveText('Rectangle shape selected, 1 of 2');
});
