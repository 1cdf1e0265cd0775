import { AUTH_HEADER, MESSAGES, createDesignContent } from '@layout/model';
import { type Page, expect, test } from '@playwright/test';
import { openDesign } from './support/savingWorld';

/** E2E_SHOTS=<folder> keeps pictures of the menu and the dialog to look at. */
const SHOTS = process.env.E2E_SHOTS ?? '';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password or order reference number').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('a signed-in user changes the password from the account menu; other sessions end, the old password stops working', async ({ page, browser, request }) => {
  const email = `change-${Date.now()}@example.com`;
  const oldPassword = 'the old password';
  const newPassword = 'the brand new password';
  const created = await request.post('/api/users', { data: { firstname: 'Cass', lastname: 'Change', email, password: oldPassword, password2: oldPassword } });
  expect(created.status()).toBe(201);

  // Another browser, logged in before the change, with a saved design open.
  const { jwt: otherToken } = (await (await request.post('/api/auth/login', { data: { email, password: oldPassword } })).json()) as { jwt: string };
  const design = await request.post('/api/designs', { headers: { [AUTH_HEADER]: otherToken }, data: { name: 'Kept elsewhere', design: createDesignContent() } });
  expect(design.ok(), await design.text()).toBe(true);
  const otherContext = await browser.newContext();
  await otherContext.addInitScript((token) => localStorage.setItem('layout_token', token), otherToken);
  const otherPage = await otherContext.newPage();
  await openDesign(otherPage, ((await design.json()) as { id: number }).id);

  await logIn(page, email, oldPassword);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.getByRole('button', { name: 'Account' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Change password', 'Go to print site', 'My orders', 'Logout']);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/account-menu.png`, clip: { x: 1000, y: 0, width: 400, height: 200 } });
  await menu.getByRole('menuitem', { name: 'Change password' }).click();

  const dialog = page.getByRole('dialog', { name: 'Change password' });
  const current = dialog.getByRole('textbox', { name: 'Current password', exact: true });
  const fresh = dialog.getByRole('textbox', { name: 'New password', exact: true });
  const repeated = dialog.getByRole('textbox', { name: 'Repeat new password', exact: true });
  const submit = dialog.getByRole('button', { name: 'Change password' });

  // The form checks the new password with the server's rules and messages before sending.
  await current.fill(oldPassword);
  await fresh.fill('short');
  await repeated.fill('shorter');
  await expect(repeated).toHaveAccessibleDescription(MESSAGES.passwordsDoNotMatch);
  await repeated.fill('short');
  await submit.click();
  await expect(fresh).toHaveAccessibleDescription('Password has to include at least 8 symbols');
  await expect(submit).toBeDisabled();

  // A wrong current password is the server's finding, shown under its field.
  await current.fill('not my password');
  await fresh.fill(newPassword);
  await repeated.fill(newPassword);
  await submit.click();
  await expect(current).toHaveAccessibleDescription('Current password is incorrect');
  await expect(fresh).toHaveAccessibleDescription('');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/change-password-wrong-current.png` });

  await current.fill(oldPassword);
  await submit.click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  if (SHOTS) {
    await expect(page.getByRole('alert').filter({ hasText: 'Your password has been changed.' })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `${SHOTS}/password-changed.png`, clip: { x: 900, y: 0, width: 500, height: 200 } });
  }
  await expect(dialog).toHaveCount(0);

  // This browser stays logged in; the other one is sent to login by its next request.
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  const token = (await page.evaluate(() => localStorage.getItem('layout_token')))!;
  expect((await request.get('/api/profile', { headers: { [AUTH_HEADER]: token } })).status()).toBe(200);
  await otherPage.getByTestId('save-button').click();
  await expect(otherPage).toHaveURL(/\/auth\/login/);
  await otherContext.close();

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);

  await logIn(page, email, oldPassword);
  await expect(page.getByText(`Error: ${MESSAGES.invalidCredentials}`)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);

  await logIn(page, email, newPassword);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
});
