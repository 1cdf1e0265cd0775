import { AUTH_HEADER, createDesignContent, mmToPx, ptToPx } from '@layout/model';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { signInAdmin } from './support/admin';
import { pageOnScreen, toScreen } from './support/canvas';

/**
 * Smaller gaps of the spec, each as a user meets it: a name over 42 characters gets the spec's
 * message in the top bar, the Save my design and Copy design dialogs and from the server (spec 001
 * section 5); an account still holding the guest role loads its profile (spec 000 section 4); a
 * service worker left on the origin is gone after the next start (spec 000 section 7); a hovered
 * toast waits and hides once left (spec 001 section 9); a text dragged with the guides shown lands
 * on the 12 pt line grid (spec 000 section 9).
 */

type Asset = { id: string; type: string; x: number; y: number; width: number; height: number };
type Hook = { getContent: () => { assets: Asset[]; layoutDimensions: { marginTop: number } } };
const content = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getContent());

const SHOTS = process.env.E2E_SHOTS ?? '';
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/spec-gaps-${name}.png` });
}

const NAME_MESSAGE = 'Name has to include 1 or more symbols';

async function signUp(request: APIRequestContext) {
  const email = `gaps-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'spec gaps password';
  const registered = await request.post('/api/users', { data: { firstname: 'Gus', lastname: 'Gap', email, password, password2: password } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { jwt, userData } = (await (await request.post('/api/auth/login', { data: { email, password } })).json()) as { jwt: string; userData: { id: number } };
  return { token: jwt, id: userData.id };
}

async function openEditor(page: Page, token: string | null) {
  if (token) await page.addInitScript((t) => localStorage.setItem('layout_token', t), token);
  await page.goto('/designs/new');
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
}

test('a name over 42 characters is kept as typed and gets the spec’s message in the top bar, both dialogs and from the server', async ({ page, request }) => {
  const { token } = await signUp(request);
  const long = 'A summer flyer for the bakery on Main Street'; // 44 characters
  expect(long).toHaveLength(44);
  // The server's 422 says the same.
  const refused = await request.post('/api/designs', { headers: { [AUTH_HEADER]: token }, data: { name: long, design: createDesignContent() } });
  expect(refused.status()).toBe(422);
  expect(JSON.stringify(await refused.json())).toContain(NAME_MESSAGE);
  const saved = await request.post('/api/designs', { headers: { [AUTH_HEADER]: token }, data: { name: 'Bakery flyer', design: createDesignContent() } });
  expect(saved.ok(), await saved.text()).toBe(true);

  await openEditor(page, token);
  const name = page.getByLabel('Design name');
  await name.fill(long);
  await expect(name).toHaveValue(long);
  await expect(page.getByRole('tooltip')).toHaveText(`${NAME_MESSAGE} (44 of at most 42 characters)`);
  await shot(page, 'top-bar-name');

  // Save my design opens with that name: the message, the length, Save disabled until it fits.
  await page.getByTestId('save-button').click();
  const dialog = page.getByRole('dialog', { name: 'Save my design' });
  const field = dialog.getByTestId('save-design-name');
  await expect(field).toHaveValue(long);
  await expect(dialog).toContainText(NAME_MESSAGE);
  await expect(dialog).toContainText('44 of at most 42 characters');
  await expect(dialog.getByTestId('save-design-confirm')).toBeDisabled();
  await shot(page, 'save-dialog-name');
  // Pasted, not cut.
  await field.fill('');
  await page.keyboard.insertText(`${long}!!`);
  await expect(field).toHaveValue(`${long}!!`);
  await expect(dialog).toContainText('46 of at most 42 characters');
  await field.fill(long.slice(0, 42));
  await expect(dialog).not.toContainText(NAME_MESSAGE);
  await expect(dialog.getByTestId('save-design-confirm')).toBeEnabled();
  await page.keyboard.press('Escape');

  // Copy design: the same rule.
  await page.getByRole('region', { name: 'My designs', exact: true }).getByRole('button', { name: 'Actions for Bakery flyer' }).click();
  await page.getByRole('menuitem', { name: 'Copy design' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy design' });
  await copy.getByTestId('copy-design-name').fill(`${long} (copy)`);
  await expect(copy.getByTestId('copy-design-name')).toHaveValue(`${long} (copy)`);
  await expect(copy).toContainText(NAME_MESSAGE);
  await expect(copy.getByRole('button', { name: 'Copy' })).toBeDisabled();
  await shot(page, 'copy-dialog-name');
});

test('an account still holding the guest role loads its own profile at start and gets the guest top bar with its account menu', async ({ page, request }) => {
  const admin = await signInAdmin(request);
  const ghost = await signUp(request);
  const changed = await request.put(`/api/users/${ghost.id}/role`, { headers: { [AUTH_HEADER]: admin.token }, data: { role: 'guest' } });
  expect(changed.ok(), await changed.text()).toBe(true);
  const profile = page.waitForResponse((r) => r.url().endsWith('/api/profile'));
  await openEditor(page, ghost.token);
  expect((await profile).status()).toBe(200);
  // Signed in (the account's initials), and no error toast.
  await expect(page.getByTestId('top-bar')).toContainText('GG');
  await expect(page.getByText(/^Error: /)).toHaveCount(0);
  // It saves nothing (the server refuses the guest role): the guest variant, with Logout instead of Login.
  const topBar = page.getByTestId('top-bar');
  await expect(topBar).toContainText('To save a design, login or sign up to');
  await expect(topBar.getByTestId('save-button')).toHaveCount(0);
  await expect(topBar.getByRole('button', { name: 'Login' })).toHaveCount(0);
  await topBar.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Logout']);
  await shot(page, 'guest-role-top-bar');
});

test('a service worker left registered on the origin is unregistered at the next start', async ({ page }) => {
  await page.context().route('**/left-behind-worker.js', (route) => route.fulfill({ contentType: 'text/javascript', body: "self.addEventListener('fetch', () => {});" }));
  await openEditor(page, null);
  const registered = await page.evaluate(async () => {
    await navigator.serviceWorker.register('/left-behind-worker.js');
    return (await navigator.serviceWorker.getRegistrations()).length;
  });
  expect(registered).toBe(1);
  await page.reload();
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});

test('a toast waits while hovered and hides once the pointer leaves it', async ({ page, request }) => {
  const { token } = await signUp(request);
  await openEditor(page, token);
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('upload-icon-button').click();
  await (await chooser).setFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
  const toast = page.locator('[data-resumes-hiding="true"]').filter({ hasText: 'Only SVG, JPEG and PNG files can be uploaded as icons' });
  await expect(toast).toBeVisible();
  await toast.hover();
  // Longer than the 3000 ms auto-hide: hovered, it stays.
  await page.waitForTimeout(3500);
  await expect(toast).toBeVisible();
  await shot(page, 'toast-hovered');
  await page.mouse.move(700, 600);
  await expect(toast).toHaveCount(0);
});

test('a text dragged with the guides shown lands on the 12 pt line grid', async ({ page, request }) => {
  const { token } = await signUp(request);
  await openEditor(page, token);
  await page.getByTestId('guides-switch').click({ force: true });
  await expect(page.getByTestId('guides-switch')).toBeChecked();
  await page.getByTestId('menu-Text').click();
  await page.getByTestId('text-panel').getByRole('button', { name: 'Add Body text' }).click();
  await expect.poll(async () => (await content(page)).assets.length).toBe(1);
  const text = (await content(page)).assets[0]!;
  const on = await pageOnScreen(page);
  const from = toScreen(on, { x: text.x + text.width / 2, y: text.y + 4 });
  // Down by a distance that ends between two grid lines.
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(from.x + 60 * on.scale * (step / 10), from.y + 223 * on.scale * (step / 10));
  await shot(page, 'line-grid-drag');
  await page.mouse.up();
  const moved = (await content(page)).assets[0]!;
  expect(moved.y).not.toBeCloseTo(text.y, 1);
  const top = mmToPx((await content(page)).layoutDimensions.marginTop);
  const lines = (moved.y - top) / ptToPx(12);
  expect(Math.abs(lines - Math.round(lines))).toBeLessThan(0.01);
});
