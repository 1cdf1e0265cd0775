import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/** The reset link of the newest e-mail in the server's outbox (no SMTP_URL in e2e runs). */
function latestResetLink(to: string): string | null {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).sort();
  } catch {
    return null;
  }
  for (const file of files.reverse()) {
    // Undo quoted-printable soft line breaks and '=3D' before looking for the link.
    const mail = readFileSync(join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (!mail.includes(to)) continue;
    const match = mail.match(/https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+/);
    if (match) return match[0];
  }
  return null;
}

test('a user who forgot the password resets it from the e-mailed link and logs in', async ({ page, request }) => {
  const email = `reset-${Date.now()}@example.com`;
  const oldPassword = 'the old password';
  const newPassword = 'the brand new password';
  const created = await request.post('/api/users', {
    data: { firstname: 'Rita', lastname: 'Reset', email, password: oldPassword, password2: oldPassword },
  });
  expect(created.status()).toBe(201);

  await page.goto('/auth/reset-password');
  await expect(page.getByText('To reset password please enter your e-mail')).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/auth\/reset-password\/success/);
  await expect(page.getByText('Operation completed successfully, check your email')).toBeVisible();

  await expect.poll(() => latestResetLink(email)).not.toBeNull();
  const link = new URL(latestResetLink(email)!);
  await page.goto(link.pathname + link.search);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: /save|change|set/i }).click();
  await expect(page).toHaveURL(/\/auth\/login/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password or order reference number').fill(newPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await expect(page.getByText('To save a design, login or sign up', { exact: false })).toHaveCount(0);
});
