import type { Product } from '@layout/model';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { signInAdmin } from './support/admin';

/**
 * The admins' Print colours page (issue 26): an admin opens it from the account menu, prints a
 * product's Print Ready PDF in CMYK and back in RGB, each change saved at once; a customer has no
 * such menu item and is sent to log in at its address. Round Stickers: no other journey exports
 * them, so the journeys running beside this one keep their RGB files.
 */

const SHOTS = process.env.PRINT_COLOURS_SHOTS_DIR;
const PRODUCT = 'Round Stickers';

async function printColorsOf(request: APIRequestContext, name: string): Promise<Product['printColors']> {
  const products = (await (await request.get('/api/products')).json()) as Product[];
  return products.find((p) => p.name === name)!.printColors;
}

async function signedIn(page: Page, token: string) {
  await page.addInitScript((t) => localStorage.setItem('layout_token', t), token);
  await page.goto('/');
}

test('an admin prints a product in CMYK from the Print colours page, and back in RGB', async ({ page, request }) => {
  const admin = await signInAdmin(request);
  await signedIn(page, admin.token);
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Print colours' }).click();
  await expect(page).toHaveURL(/\/admin\/print-colours$/);
  await expect(page.getByRole('heading', { name: 'Print colours' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Products' });
  const row = table.getByRole('row').filter({ hasText: PRODUCT });
  await expect(row).toContainText('Stickers');
  const select = row.getByRole('combobox', { name: `Print Ready PDF colours of ${PRODUCT}` });
  await expect(select).toHaveValue('RGB');

  await select.click();
  await page.getByRole('option', { name: 'CMYK' }).click();
  await expect(page.getByRole('status')).toHaveText(`${PRODUCT}: Print Ready PDF in CMYK.`);
  await expect(select).toHaveValue('CMYK');
  await expect.poll(() => printColorsOf(request, PRODUCT)).toBe('cmyk');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/print-colours.png`, fullPage: true });

  // Kept: the page shows the server's setting again after a reload.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: PRODUCT }).getByRole('combobox')).toHaveValue('CMYK');

  const again = page.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: PRODUCT }).getByRole('combobox');
  await again.click();
  await page.getByRole('option', { name: 'RGB' }).click();
  await expect(page.getByRole('status')).toHaveText(`${PRODUCT}: Print Ready PDF in RGB.`);
  await expect.poll(() => printColorsOf(request, PRODUCT)).toBe('rgb');
});

test('a customer does not see the Print colours page: no menu item, and its address sends them to log in', async ({ page, request }) => {
  const email = `colours-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'e2e secret password';
  expect((await request.post('/api/users', { data: { firstname: 'Cora', lastname: 'Customer', email, password, password2: password } })).ok()).toBe(true);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  const { jwt } = (await login.json()) as { jwt: string };
  await signedIn(page, jwt);
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('menuitem', { name: 'My orders' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Print colours' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/admin/print-colours');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Print colours' })).toHaveCount(0);
  // And the API refuses them the change.
  const products = (await (await request.get('/api/products')).json()) as Product[];
  const refused = await request.patch(`/api/products/${products[0]!.id}`, { data: { printColors: 'cmyk' }, headers: { 'x-auth-token': jwt } });
  expect(refused.status()).toBe(403);
});
