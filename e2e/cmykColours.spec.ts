import { AUTH_HEADER } from '@layout/model';
import { openPrintProfile } from '@layout/render/printProfile';
import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { pageOnScreen, toScreen } from './support/canvas';

/**
 * CMYK colours (issue 26): a colour entered as inks in the colour picker and in the brand colours
 * is stored as `device-cmyk()`, shown on the canvas through the print profile (not by the naive
 * formula, which would draw 0/100/100/0 as #ff0000), and a wrong ink value is named and changes
 * nothing.
 */

type Asset = { id: string; type: string; x: number; y: number; width: number; height: number; shapeProps?: { fill: string } };
type Hook = { getContent: () => { assets: Asset[]; pages: { id: string }[] } };
type Account = { token: string; id: number };

const SHOTS = process.env.E2E_SHOTS ?? '';
const RED_INKS = 'device-cmyk(0% 100% 100% 0%)';
const CYAN_INKS = 'device-cmyk(100% 0% 0% 0%)';

async function register(request: APIRequestContext): Promise<Account> {
  const email = `cmyk-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'e2e secret password';
  const registered = await request.post('/api/users', { data: { firstname: 'Cy', lastname: 'Mak', email, password, password2: password } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { jwt, userData } = (await (await request.post('/api/auth/login', { data: { email, password } })).json()) as { jwt: string; userData: { id: number } };
  return { token: jwt, id: userData.id };
}

/** The screen colour the server's print profile gives the inks: what the canvas must show. */
async function throughProfile(request: APIRequestContext, cmyk: { c: number; m: number; y: number; k: number }): Promise<number[]> {
  const response = await request.get('/api/print/profile');
  expect(response.status()).toBe(200);
  const profile = await openPrintProfile(new Uint8Array(await response.body()));
  const { r, g, b } = profile.cmykToRgb(cmyk);
  profile.close();
  return [r, g, b];
}

const content = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getContent());
const shapeFill = async (page: Page, id: string) => (await content(page)).assets.find((a) => a.id === id)?.shapeProps?.fill;

/** The pixel the canvas shows at a point of the first page (its content layer, at the canvas's own resolution). */
function canvasPixel(page: Page, point: { x: number; y: number }): Promise<number[]> {
  return page.evaluate((at) => {
    type Layer = { x(): number; y(): number; scaleX(): number; getCanvas(): { _canvas: HTMLCanvasElement } };
    type Stage = { width(): number; findOne(selector: string): Layer };
    const hook = (window as unknown as { __layoutEditor: Hook & { getStage(id: string): Stage } }).__layoutEditor;
    const stage = hook.getStage(hook.getContent().pages[0]!.id);
    const layer = stage.findOne('.content-layer');
    const canvas = layer.getCanvas()._canvas;
    const ratio = canvas.width / stage.width();
    const x = Math.round((layer.x() + at.x * layer.scaleX()) * ratio);
    const y = Math.round((layer.y() + at.y * layer.scaleX()) * ratio);
    return [...canvas.getContext('2d')!.getImageData(x, y, 1, 1).data.slice(0, 3)];
  }, point);
}

const near = (a: number[], b: number[], tolerance = 2) => a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);

async function openEditor(page: Page, account: Account) {
  await page.addInitScript((token) => localStorage.setItem('layout_token', token), account.token);
  await page.goto('/designs/new');
  await page.waitForFunction(() => (window as unknown as { __layoutEditor?: Hook }).__layoutEditor?.getContent());
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
}

/** Types the four inks into a picker's CMYK fields (named '<label> C %' and so on) and presses Enter. */
async function typeInks(scope: Locator, label: string, inks: [string, string, string, string]) {
  for (const [i, letter] of ['C', 'M', 'Y', 'K'].entries()) await scope.getByRole('textbox', { name: `${label} ${letter} %` }).fill(inks[i]!);
  await scope.getByRole('textbox', { name: `${label} K %` }).press('Enter');
}

test('a shape filled with inks typed as CMYK: stored as device-cmyk, drawn through the print profile; a wrong ink changes nothing', async ({ page, request }) => {
  const account = await register(request);
  await openEditor(page, account);
  await page.getByTestId('menu-Shapes').click();
  await page.getByRole('button', { name: 'Rectangle' }).click();
  await expect.poll(async () => (await content(page)).assets.filter((a) => a.type === 'shape').length).toBe(1);
  const rect = (await content(page)).assets.find((a) => a.type === 'shape')!;
  const before = rect.shapeProps!.fill;
  const centre = { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
  await page.mouse.click(...(Object.values(toScreen(await pageOnScreen(page), centre)) as [number, number]));
  await page.getByRole('toolbar', { name: 'TOOLS' }).getByRole('button', { name: 'Fill', exact: true }).click();
  const popup = page.getByRole('region', { name: 'FILL COLOUR' });
  await expect(popup).toBeVisible();
  // A screen colour leaves the ink fields empty.
  await expect(popup.getByRole('textbox', { name: 'Fill colour C %' })).toHaveValue('');

  // A wrong ink: named under the fields, marked, and the shape keeps its colour.
  await typeInks(popup, 'Fill colour', ['0', '120', '100', 'x']);
  const problem = popup.getByRole('alert');
  await expect(problem).toHaveText('M and K must be numbers from 0 to 100');
  await expect(popup.getByRole('textbox', { name: 'Fill colour M %' })).toHaveAttribute('aria-invalid', 'true');
  await expect(popup.getByRole('textbox', { name: 'Fill colour C %' })).not.toHaveAttribute('aria-invalid', 'true');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/cmyk-wrong-ink.png` });
  expect(await shapeFill(page, rect.id)).toBe(before);

  // Corrected: stored as the inks, the fields and the hex field show them.
  await typeInks(popup, 'Fill colour', ['0', '100', '100', '0']);
  await expect.poll(() => shapeFill(page, rect.id)).toBe(RED_INKS);
  await expect(problem).toHaveCount(0);
  await expect(popup.getByRole('textbox', { name: 'Fill colour hex' })).toHaveValue(RED_INKS);
  await expect(popup.getByRole('textbox', { name: 'Fill colour M %' })).toHaveValue('100');
  await expect(popup.getByRole('group', { name: 'Document colours' }).getByRole('button', { name: 'C 0 M 100 Y 100 K 0' })).toBeVisible();

  // On the canvas: the profile's red for those inks, not the naive #ff0000.
  const expected = await throughProfile(request, { c: 0, m: 100, y: 100, k: 0 });
  expect(near(expected, [255, 0, 0], 20)).toBe(false);
  await expect.poll(() => canvasPixel(page, centre).then((pixel) => near(pixel, expected)), { timeout: 15_000 }).toBe(true);
  if (SHOTS) {
    await popup.screenshot({ path: `${SHOTS}/cmyk-picker.png` });
    await page.screenshot({ path: `${SHOTS}/cmyk-canvas.png` });
  }

  // device-cmyk() typed into the hex field is taken too.
  const hex = popup.getByRole('textbox', { name: 'Fill colour hex' });
  await hex.fill('device-cmyk(1 0 0 0)');
  await hex.press('Enter');
  await expect.poll(() => shapeFill(page, rect.id)).toBe(CYAN_INKS);
  await expect(popup.getByRole('textbox', { name: 'Fill colour C %' })).toHaveValue('100');
  const cyan = await throughProfile(request, { c: 100, m: 0, y: 0, k: 0 });
  await expect.poll(() => canvasPixel(page, centre).then((pixel) => near(pixel, cyan))).toBe(true);
});

test('a brand colour added as CMYK inks is kept as inks on the server, shown in My Stuff and offered in the colour picker', async ({ page, request }) => {
  const account = await register(request);
  await openEditor(page, account);
  await page.getByRole('region', { name: 'My brand colours', exact: true }).getByRole('button', { name: 'Manage brand colours' }).click();
  const managing = page.getByTestId('brand-colour-management');
  await expect(managing).toBeVisible();

  // A wrong ink: named, and Add colour waits.
  await typeInks(managing, 'Brand colour', ['100', '0', '', '0']);
  await expect(managing.getByRole('alert')).toHaveText('Y must be a number from 0 to 100');
  await expect(managing.getByRole('button', { name: 'Add colour' })).toBeDisabled();

  await typeInks(managing, 'Brand colour', ['100', '0', '0', '0']);
  await expect(managing.getByRole('textbox', { name: 'Brand colour hex' })).toHaveValue(CYAN_INKS);
  await managing.getByRole('button', { name: 'Add colour' }).click();
  const tile = managing.getByTestId('my-colour');
  await expect(tile).toHaveCount(1);
  // Named by its inks, captioned with them on two lines.
  await expect(tile.locator('[aria-label="C 100 M 0 Y 0 K 0"]')).toBeVisible();
  await expect(tile).toContainText('C100 M0Y0 K0');
  const stored = async () =>
    ((await (await request.get(`/api/users/${account.id}/colors`, { headers: { [AUTH_HEADER]: account.token } })).json()) as { color: string }[]).map((c) => c.color);
  await expect.poll(stored).toEqual([CYAN_INKS]);

  // The swatch shows the profile's cyan.
  const cyan = await throughProfile(request, { c: 100, m: 0, y: 0, k: 0 });
  const swatchColour = () => tile.locator('[aria-label="C 100 M 0 Y 0 K 0"] .mantine-ColorSwatch-colorOverlay').evaluate((overlay) => getComputedStyle(overlay).backgroundColor);
  await expect.poll(swatchColour).toBe(`rgb(${cyan.join(', ')})`);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/cmyk-brand-colours.png` });

  // Back in My Stuff, and offered as My colours in a shape's colour picker: picking it stores the inks.
  await managing.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('region', { name: 'My brand colours', exact: true }).getByTestId('my-colour').locator('[aria-label="C 100 M 0 Y 0 K 0"]')).toBeVisible();
  await page.getByTestId('menu-Shapes').click();
  await page.getByRole('button', { name: 'Rectangle' }).click();
  await expect.poll(async () => (await content(page)).assets.filter((a) => a.type === 'shape').length).toBe(1);
  const rect = (await content(page)).assets.find((a) => a.type === 'shape')!;
  const at = toScreen(await pageOnScreen(page), { x: rect.x + 10, y: rect.y + 10 });
  await page.mouse.click(at.x, at.y);
  await page.getByRole('toolbar', { name: 'TOOLS' }).getByRole('button', { name: 'Fill', exact: true }).click();
  const popup = page.getByRole('region', { name: 'FILL COLOUR' });
  await popup.getByRole('group', { name: 'My colours' }).getByRole('button', { name: 'C 100 M 0 Y 0 K 0' }).click();
  await expect.poll(() => shapeFill(page, rect.id)).toBe(CYAN_INKS);
});

test('a page background typed as inks is stored as inks; its button and the page show it through the print profile', async ({ page, request }) => {
  const account = await register(request);
  await openEditor(page, account);
  await page.getByTestId('page-background-0').click();
  const picker = page.getByRole('dialog').filter({ has: page.getByLabel('Background colour value') });
  await typeInks(picker, 'Background colour', ['0', '0', '20', '0']);
  const inks = 'device-cmyk(0% 0% 20% 0%)';
  await expect.poll(async () => (await content(page)).pages[0]!.backgroundColor).toBe(inks);
  await expect(page.getByLabel('Background colour value')).toHaveValue(inks);
  const cream = await throughProfile(request, { c: 0, m: 0, y: 20, k: 0 });
  const buttonColour = () =>
    page
      .getByTestId('page-background-0')
      .locator('span')
      .last()
      .evaluate((dot) => getComputedStyle(dot).backgroundColor);
  await expect.poll(buttonColour).toBe(`rgb(${cream.join(', ')})`);
  // The page itself, in the middle of the trim, is the same colour on the canvas.
  await expect.poll(async () => near(await canvasPixel(page, { x: 500, y: 400 }), cream)).toBe(true);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/cmyk-page-background.png` });
});
