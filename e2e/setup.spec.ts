import { MESSAGES } from '@layout/model';
import { type Page, expect, test } from '@playwright/test';

/** The Setup panel (spec 001 sections 2.3, 4.8 and 5): size, custom size, margins, columns, Apply. */

const SHOTS = process.env.E2E_SHOTS ?? '';
type Layout = { flatWidth: number; flatHeight: number; units: string; marginTop: number; columnNumber: number; columnGutter: number };
type Hook = { getContent: () => { layoutDimensions: Layout; assets: { x: number; width: number }[] } };

const layout = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getContent().layoutDimensions);

async function openSetup(page: Page) {
  await page.goto('/designs/new');
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  await page.getByTestId('menu-Setup').click();
  await expect(page.getByTestId('setup-panel')).toBeVisible();
}

test('a standard size, margins and columns are applied together, and one undo takes them back', async ({ page }) => {
  await openSetup(page);
  const panel = page.getByTestId('setup-panel');
  // A new design is in A4 Landscape: the select names it.
  await expect(panel.getByRole('combobox', { name: 'Size' })).toHaveValue('A4 Landscape (297 x 210 mm)');
  await panel.getByRole('combobox', { name: 'Size' }).click();
  await page.getByRole('option', { name: 'A5 Portrait (148 x 210 mm)' }).click();
  await expect(panel.getByRole('textbox', { name: 'Width' })).toHaveValue('148');
  await panel.getByRole('textbox', { name: 'Top' }).fill('12');
  await panel.getByRole('textbox', { name: 'Number' }).fill('4');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => layout(page)).toMatchObject({ flatWidth: 148, flatHeight: 210, marginTop: 12, columnNumber: 4, columnGutter: 6 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/setup-a5.png` });
  await page.getByTestId('undo').click();
  await expect.poll(() => layout(page)).toMatchObject({ flatWidth: 297, flatHeight: 210, marginTop: 8, columnNumber: 3 });
  await expect(panel.getByRole('textbox', { name: 'Width' })).toHaveValue('297');
});

test('a custom size: the select is disabled, the spec’s errors show inline and disable Apply, the warning shows', async ({ page }) => {
  await openSetup(page);
  const panel = page.getByTestId('setup-panel');
  await panel.getByRole('checkbox', { name: 'Use custom size' }).check();
  await expect(panel.getByRole('combobox', { name: 'Size' })).toBeDisabled();
  await expect(panel.getByText(MESSAGES.customSizeWarning)).toBeVisible();
  const width = panel.getByRole('textbox', { name: 'Width' });
  const height = panel.getByRole('textbox', { name: 'Height' });
  const apply = panel.getByRole('button', { name: 'Apply' });

  await width.fill('0');
  await expect(panel.getByText(`Error: ${MESSAGES.customSizeZero}`)).toBeVisible();
  await expect(apply).toBeDisabled();
  await width.fill('500');
  await height.fill('200');
  await expect(panel.getByText(`Error: ${MESSAGES.customSizeMaxLandscape}`)).toBeVisible();
  await width.fill('200');
  await height.fill('500');
  await expect(panel.getByText(`Error: ${MESSAGES.customSizeMaxPortrait}`)).toBeVisible();
  await height.fill('100');
  await expect(panel.getByText(/^Error:/)).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/setup-custom.png` });
  await apply.click();
  await expect.poll(() => layout(page)).toMatchObject({ flatWidth: 200, flatHeight: 100, units: 'mm' });

  // Units: the fields show the same size in px; the page keeps its size.
  await panel.getByRole('combobox', { name: 'Units' }).click();
  await page.getByRole('option', { name: 'px' }).click();
  await expect(width).toHaveValue('755.9');
  await apply.click();
  await expect.poll(() => layout(page)).toMatchObject({ flatWidth: 755.9, units: 'px' });
});
