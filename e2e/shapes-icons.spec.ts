import { mkdirSync } from 'node:fs';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { pageOnScreen, toScreen } from './support/canvas';

/**
 * The Shapes and Icons panels (spec 001 sections 2.3, 4.12 and 9) with the libraries seeded on
 * the first start: adding by click and by drag, search, 'More > (N)' with 12 items and '< Back',
 * the '$' badge on paid shapes, and replacing a selected icon or shape from its panel.
 */

type Asset = { id: string; type: string; pageId: string; x: number; y: number; width: number; height: number; rotation: number; link?: string; svgId?: number };
type Hook = { getContent: () => { pages: { id: string }[]; assets: Asset[] }; getSelection: () => readonly string[] };
const content = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getContent());
const selection = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getSelection());

const SHOTS = process.env.E2E_SHOTS;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function signUp(request: APIRequestContext): Promise<string> {
  const email = `shapes-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'e2e secret password';
  expect((await request.post('/api/users', { data: { firstname: 'Sam', lastname: 'Shaper', email, password, password2: password } })).ok()).toBe(true);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  return ((await login.json()) as { jwt: string }).jwt;
}

async function openEditor(page: Page, token?: string) {
  if (token) await page.addInitScript((t) => localStorage.setItem('layout_token', t), token);
  await page.goto('/designs/new');
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
}

/** The panel's search field: typing alone does nothing, Enter searches. */
async function search(page: Page, placeholder: string, query: string) {
  const field = page.getByRole('searchbox', { name: `Search ${placeholder}` });
  await field.fill(query);
  await field.press('Enter');
}

test('Shapes: basic and library shapes by click and drag, search, More > (N) with 12 and < Back, $ on paid shapes', async ({ page }) => {
  await openEditor(page);
  await page.getByTestId('menu-Shapes').click();
  const panel = page.getByTestId('shapes-panel');
  // The four basic shapes come first, then the library's categories with their counts.
  await expect(panel.getByTestId('category').first()).toContainText('Basic shapes');
  await expect(panel.getByTestId('basic-shape')).toHaveCount(4);
  await expect(panel.getByText('Geometric shapes')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'More Geometric shapes' })).toHaveText(/^More > \(\d+\)$/);
  // A paid shape shows '$'.
  const rosette = panel.getByRole('button', { name: /^Rosette \(\$/ });
  await expect(rosette).toContainText('$');
  await expect(panel.getByRole('button', { name: 'Heart' })).toBeVisible();
  await shot(page, 'shapes-panel');

  // Click adds a library shape as an svg_image at its own proportions inside 250 x 250, selected.
  await panel.getByRole('button', { name: 'Heart' }).click();
  await expect.poll(async () => (await content(page)).assets.length).toBe(1);
  const heart = (await content(page)).assets[0]!;
  expect(heart).toMatchObject({ type: 'svg_image', width: 250 });
  expect(heart.height).toBeCloseTo(225, 0);
  expect(heart.link).toMatch(/^\/api\/files\/svgs\/.+\.svg$/);
  expect(typeof heart.svgId).toBe('number');
  expect(await selection(page)).toEqual([heart.id]);
  // Drawn in one colour, it takes the Fill tool's colour whole.
  await page.getByRole('toolbar', { name: 'TOOLS' }).getByRole('button', { name: 'Fill', exact: true }).click();
  const fill = page.getByRole('region', { name: 'FILL COLOUR' });
  await fill.getByRole('textbox', { name: 'Fill colour hex' }).fill('#e4572e');
  await fill.getByRole('textbox', { name: 'Fill colour hex' }).press('Enter');
  await expect.poll(async () => ((await content(page)).assets[0] as Asset & { shapeProps?: { fill?: string } }).shapeProps?.fill).toBe('#e4572e');
  await page.keyboard.press('Escape');

  // Drag drops one centred where it is let go.
  const on = await pageOnScreen(page);
  const canvas = page.getByTestId('page-canvas-0');
  const box = (await canvas.boundingBox())!;
  const at = toScreen(on, { x: 600, y: 400 });
  await panel.getByRole('button', { name: 'Shield' }).dragTo(canvas, { targetPosition: { x: at.x - box.x, y: at.y - box.y } });
  await expect.poll(async () => (await content(page)).assets.length).toBe(2);
  const shield = (await content(page)).assets[1]!;
  expect(shield.type).toBe('svg_image');
  expect(Math.abs(shield.x + shield.width / 2 - 600)).toBeLessThanOrEqual(1 / on.scale);
  expect(Math.abs(shield.y + shield.height / 2 - 400)).toBeLessThanOrEqual(1 / on.scale);
  // A basic shape still adds the canvas's own shape.
  await panel.getByRole('button', { name: 'Circle', exact: true }).click();
  await expect.poll(async () => (await content(page)).assets.map((a) => a.type)).toEqual(['svg_image', 'svg_image', 'shape']);
  // A paid shape on a page shows the page's paid-item notice.
  await expect(page.getByTestId('page-paid-0')).toHaveCount(0);
  await rosette.click();
  await expect(page.getByTestId('page-paid-0')).toBeVisible();
  await page.waitForTimeout(300);
  await shot(page, 'shapes-canvas');

  // More > opens the category with 12 items and '< Back'; Show more pages further.
  const more = panel.getByRole('button', { name: 'More Geometric shapes' });
  const count = Number((await more.textContent())!.match(/\((\d+)\)/)![1]);
  expect(count).toBeGreaterThan(12);
  await more.click();
  const open = panel.getByTestId('category-open');
  await expect(open.getByTestId('library-shape')).toHaveCount(12);
  await expect(panel.getByText('Basic shapes')).toHaveCount(0);
  await shot(page, 'shapes-more');
  await open.getByRole('button', { name: 'Show more' }).click();
  await expect(open.getByTestId('library-shape')).toHaveCount(Math.min(count, 24));
  await open.getByRole('button', { name: '< Back' }).click();
  await expect(panel.getByTestId('basic-shape')).toHaveCount(4);

  // Search submits on Enter: one group titled with the query; '< Back' ends the search.
  await panel.getByRole('searchbox', { name: 'Search shapes' }).fill('banner');
  await expect(panel.getByTestId('basic-shape')).toHaveCount(4);
  await panel.getByRole('searchbox', { name: 'Search shapes' }).press('Enter');
  await expect(open).toContainText('“banner”');
  await expect(open.getByRole('button', { name: 'Ribbon banner' })).toBeVisible();
  await expect(open.getByTestId('library-shape')).toHaveCount(6);
  await shot(page, 'shapes-search');
  await search(page, 'shapes', 'nothing like this');
  await expect(open).toContainText('No shapes found for “nothing like this”.');
  await open.getByRole('button', { name: '< Back' }).click();
  await expect(panel.getByRole('searchbox', { name: 'Search shapes' })).toHaveValue('');
  await expect(panel.getByTestId('basic-shape')).toHaveCount(4);
});

test('Icons: search "arrow" and add one; More > and < Back; replace a selected icon from the panel', async ({ page, request }) => {
  await openEditor(page, await signUp(request));
  await page.getByTestId('menu-Icons').click();
  const panel = page.getByTestId('icons-panel');
  await expect(panel.getByText('Contact', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'More Contact' })).toHaveText(/^More > \(\d+\)$/);
  await shot(page, 'icons-panel');

  await search(page, 'icons', 'arrow');
  const open = panel.getByTestId('category-open');
  await expect(open).toContainText('“arrow”');
  await expect(open.getByTestId('library-icon')).toHaveCount(12);
  await open.getByRole('button', { name: 'Arrow right', exact: true }).click();
  await expect.poll(async () => (await content(page)).assets.length).toBe(1);
  const icon = (await content(page)).assets[0]!;
  // An icon fits in 100 x 101 (spec 001 section 4.7); Tabler's are square.
  expect(icon).toMatchObject({ type: 'icon', width: 100, height: 100 });
  await shot(page, 'icons-search');

  // The selected icon's page shows 'Replace icon'; the panel then says a click replaces it.
  await open.getByRole('button', { name: '< Back' }).click();
  await page.getByTestId('replace-svg-button').click();
  await expect(page.getByTestId('replace-svg-button')).toHaveText('Cancel replace');
  await expect(panel.getByTestId('replace-note')).toContainText('Click an icon to replace the selected icon.');
  await panel.getByRole('button', { name: 'More Weather' }).click();
  await expect(open.getByTestId('library-icon')).toHaveCount(12);
  await shot(page, 'icons-replace');
  await open.getByRole('button', { name: 'Sun', exact: true }).click();
  await expect.poll(async () => (await content(page)).assets[0]!.link).not.toBe(icon.link);
  const replaced = (await content(page)).assets;
  expect(replaced).toHaveLength(1);
  expect(replaced[0]).toMatchObject({ id: icon.id, type: 'icon', x: icon.x, y: icon.y, width: 100, height: 100 });
  expect(await selection(page)).toEqual([icon.id]);
  await expect(panel.getByTestId('replace-note')).toHaveCount(0);
  // The replace is one undo step.
  await page.getByTestId('undo').click();
  await expect.poll(async () => (await content(page)).assets[0]!.link).toBe(icon.link);
  await page.waitForTimeout(300);
  await shot(page, 'icons-canvas');
});

test('Replace shape: a library shape replaces the selected one in its box; a guest gets the login warning', async ({ page, request }) => {
  await openEditor(page, await signUp(request));
  await page.getByTestId('menu-Shapes').click();
  const panel = page.getByTestId('shapes-panel');
  await panel.getByRole('button', { name: 'Heart' }).click();
  await expect.poll(async () => (await content(page)).assets.length).toBe(1);
  const heart = (await content(page)).assets[0]!;
  // The panel offers it too, for the selected shape.
  await panel.getByRole('button', { name: 'Replace selected shape' }).click();
  await expect(panel.getByTestId('replace-note')).toContainText('Click a shape to replace the selected shape.');
  await expect(page.getByTestId('replace-svg-button')).toHaveText('Cancel replace');
  await panel.getByRole('button', { name: 'Shield' }).click();
  await expect.poll(async () => (await content(page)).assets[0]!.link).not.toBe(heart.link);
  const shield = (await content(page)).assets[0]!;
  // Fitted in the heart's 250 x 225 box at its own proportions (100 x 110), centred there.
  expect(shield.height).toBeCloseTo(225, 0);
  expect(shield.width).toBeCloseTo((225 * 100) / 110, 0);
  expect(shield.x + shield.width / 2).toBeCloseTo(heart.x + heart.width / 2, 3);
  // Without replace mode a click adds again.
  await panel.getByRole('button', { name: 'Heart' }).click();
  await expect.poll(async () => (await content(page)).assets.length).toBe(2);

  const guest = await page.context().browser()!.newPage();
  await openEditor(guest);
  await guest.getByTestId('menu-Icons').click();
  await guest.getByTestId('icons-panel').getByRole('button', { name: 'More Contact' }).waitFor();
  await guest.getByTestId('icons-panel').getByTestId('library-icon').first().click();
  await expect.poll(async () => (await content(guest)).assets.length).toBe(1);
  await guest.getByTestId('replace-svg-button').click();
  await expect(guest.getByText('Please log in or sign up for a free account to save, upload, export your files')).toBeVisible();
  await guest.close();
});
