import { expect, test } from '@playwright/test';

/**
 * New with unsaved changes asks Save and Exit first (spec 001 sections 2.7 and 4.9); then, or
 * straight away without changes, the Start new design dialog (e2e/start-new-design.spec.ts).
 */
const startDialog = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Start new design' });

type Hook = { getContent: () => { assets: unknown[] } };
const assetCount = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { __layoutEditor?: Hook }).__layoutEditor?.getContent().assets.length ?? -1);

test('New with unsaved changes: Cancel stays, No and closing lead to Start new design', async ({ page }) => {
  await page.goto('/designs/new');
  // Nothing changed yet: New opens Start new design without asking about changes.
  await page.getByTestId('menu-New').click();
  await expect(startDialog(page)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Save and Exit' })).toHaveCount(0);
  await startDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByTestId('menu-Shapes').click();
  await page.getByRole('button', { name: 'Rectangle' }).click();
  await expect.poll(() => assetCount(page)).toBe(1);

  await page.getByTestId('menu-New').click();
  const dialog = page.getByRole('dialog', { name: 'Save and Exit' });
  await expect(dialog).toContainText('unsaved changes');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await assetCount(page)).toBe(1);

  // Closing it opens Start new design, which can still be cancelled.
  await page.getByTestId('menu-New').click();
  await page.keyboard.press('Escape');
  const start = page.getByRole('dialog', { name: 'Start new design' });
  await expect(start).toBeVisible();
  await start.getByRole('button', { name: 'Cancel' }).click();
  expect(await assetCount(page)).toBe(1);

  await page.getByTestId('menu-New').click();
  await page.getByRole('dialog', { name: 'Save and Exit' }).getByRole('button', { name: 'No' }).click();
  await startDialog(page).getByRole('button', { name: 'Start' }).click();
  await expect.poll(() => assetCount(page)).toBe(0);
});

test('a guest answering Yes is asked to log in', async ({ page }) => {
  await page.goto('/designs/new');
  await page.getByTestId('menu-Shapes').click();
  await page.getByRole('button', { name: 'Rectangle' }).click();
  await page.getByTestId('menu-New').click();
  await page.getByRole('dialog', { name: 'Save and Exit' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(/login|log in/i).first()).toBeVisible();
  expect(await assetCount(page)).toBe(1);
});

test('a user answering Yes for a never-saved design saves it through Save my design, then starts a new one', async ({ page, request }) => {
  const email = `new-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'e2e secret password';
  const registered = await request.post('/api/users', {
    data: { firstname: 'Nia', lastname: 'New', email, password, password2: password },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password or order reference number').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);

  await page.goto('/designs/new');
  await page.getByTestId('menu-Shapes').click();
  await page.getByRole('button', { name: 'Rectangle' }).click();
  await page.getByTestId('menu-New').click();
  await page.getByRole('dialog', { name: 'Save and Exit' }).getByRole('button', { name: 'Yes' }).click();
  await page.getByTestId('save-design-name').fill(`Saved before new ${Date.now()}`.slice(0, 42));
  await page.getByTestId('save-design-confirm').click();
  // Saved, then Start new design.
  await expect(page).toHaveURL(/\/designs\/\d+$/);
  await startDialog(page).getByRole('button', { name: 'Start' }).click();
  await expect.poll(() => assetCount(page)).toBe(0);
  await expect(page).toHaveURL(/\/designs\/new$/);
  // The design was saved: My Stuff lists it, with a picture of its first page (the rectangle).
  await page.getByTestId('menu-My Stuff').click();
  await expect(page.getByTestId('drawer')).toContainText('Saved before new');
  const preview = page.getByTestId('drawer').locator('img[src^="data:image/jpeg"]').first();
  await expect(preview).toBeVisible();
  const picture = await preview.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let coloured = 0;
    for (let i = 0; i < data.length; i += 4) if (Math.max(data[i]!, data[i + 1]!, data[i + 2]!) - Math.min(data[i]!, data[i + 1]!, data[i + 2]!) > 40) coloured += 1;
    return { width: img.naturalWidth, height: img.naturalHeight, coloured };
  });
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/my-stuff-preview.png` });
  expect(picture.width).toBeGreaterThan(100);
  // The rectangle's colour shows in the picture (a white page would have no coloured pixel).
  expect(picture.coloured).toBeGreaterThan(100);
});
