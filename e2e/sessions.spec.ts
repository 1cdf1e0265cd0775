import { expect, test } from '@playwright/test';

test('Logout ends the session on the server: the old token no longer opens the profile', async ({ page, request }) => {
  const email = `logout-${Date.now()}@example.com`;
  const password = 'a logout password';
  const created = await request.post('/api/users', { data: { firstname: 'Lou', lastname: 'Gout', email, password, password2: password } });
  expect(created.status()).toBe(201);

  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password or order reference number').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('layout_token'))).not.toBeNull();
  const token = (await page.evaluate(() => localStorage.getItem('layout_token')))!;
  const profile = () => request.get('/api/profile', { headers: { 'x-auth-token': token } }).then((r) => r.status());
  expect(await profile()).toBe(200);

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await page.evaluate(() => localStorage.getItem('layout_token'))).toBeNull();
  // The web does not wait for the server's answer before leaving, so poll for it.
  await expect.poll(profile).toBe(401);
});
