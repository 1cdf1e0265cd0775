import { type APIRequestContext, type Page, expect, test } from '@playwright/test';

/**
 * Start new design (spec 000 section 4, spec 001 sections 2.7 and 5): + New opens the dialog of
 * the product, size (or a custom size), name, theme and print format; Start makes the document
 * from the product at /designs/new. The greeting-cards tour shows once; the intro tour (My Stuff,
 * Templates, Learn) until it is marked seen.
 */

const SHOTS = process.env.E2E_SHOTS;

async function signIn(page: Page, request: APIRequestContext) {
  const email = `start-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'e2e secret password';
  const registered = await request.post('/api/users', { data: { firstname: 'Stella', lastname: 'Start', email, password, password2: password } });
  expect(registered.ok(), await registered.text()).toBe(true);
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password or order reference number').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

type Hook = { getContent: () => { pages: unknown[]; assets: unknown[]; layoutDimensions: { flatWidth: number; flatHeight: number; guideLines: boolean } } };
const content = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor?: Hook }).__layoutEditor?.getContent() ?? null);

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Start new design' });
async function choose(page: Page, label: string, option: string) {
  const select = dialog(page).getByRole('combobox', { name: label, exact: true });
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveValue(option);
}

test('a customer starts a new A5 flyer from the dialog', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/designs/new');
  await page.getByTestId('menu-New').click();
  await expect(dialog(page)).toBeVisible();
  await choose(page, 'Category', 'Flyers');
  await choose(page, 'Product', 'Flyers');
  await choose(page, 'Size', 'A5 Portrait (148 x 210 mm)');

  // A custom size over the limit is refused inline and Start waits (Flyers offer custom sizes).
  await dialog(page).getByLabel('Use custom size').check();
  await dialog(page).getByRole('textbox', { name: 'Width' }).fill('500');
  await expect(dialog(page).getByText('Error: maximum size: 300 x 430 mm')).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Start' })).toBeDisabled();
  await dialog(page).getByLabel('Use custom size').uncheck();

  // The name has to have a symbol.
  await dialog(page).getByTestId('new-design-name').fill('   ');
  await expect(dialog(page).getByText('Name has to include 1 or more symbols')).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Start' })).toBeDisabled();
  await dialog(page).getByTestId('new-design-name').fill('Summer fair flyer');
  await dialog(page).getByLabel('Theme').fill('Summer');
  await expect(dialog(page).getByRole('radio', { name: 'Single sided' })).toBeChecked();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/start-new-design-dialog.png` });

  await dialog(page).getByRole('button', { name: 'Start' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/designs\/new$/);
  await expect(page.getByTestId('document-size')).toHaveText('148 x 210 mm');
  await expect.poll(async () => (await content(page))?.pages.length).toBe(1);
  await expect(page.getByTestId('top-bar').getByRole('textbox').first()).toHaveValue('Summer fair flyer');
});

test('New with unsaved changes asks first; No leads to the dialog, whose Start makes a double-sided design', async ({ page }) => {
  await page.goto('/designs/new');
  await page.getByTestId('menu-Shapes').click();
  await page.getByRole('button', { name: 'Rectangle' }).click();
  await expect.poll(async () => (await content(page))?.assets.length).toBe(1);
  await page.getByTestId('menu-New').click();
  await page.getByRole('dialog', { name: 'Save and Exit' }).getByRole('button', { name: 'No' }).click();
  await expect(dialog(page)).toBeVisible();
  // Cancel keeps the design as it was.
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  expect((await content(page))?.assets.length).toBe(1);

  await page.getByTestId('menu-New').click();
  await page.getByRole('dialog', { name: 'Save and Exit' }).getByRole('button', { name: 'No' }).click();
  await choose(page, 'Category', 'Business Cards');
  await choose(page, 'Product', 'Double Sided Business Cards');
  await expect(dialog(page).getByRole('radio', { name: 'Double sided' })).toBeChecked();
  await dialog(page).getByRole('button', { name: 'Start' }).click();
  await expect.poll(async () => (await content(page))?.pages.length).toBe(2);
  expect((await content(page))?.assets.length).toBe(0);
  expect((await content(page))?.layoutDimensions).toMatchObject({ flatWidth: 90, flatHeight: 55 });
});

test('the greeting-cards tour shows once, pointing at the copy page button', async ({ page }) => {
  await page.goto('/designs/new');
  for (const round of [1, 2]) {
    await page.getByTestId('menu-New').click();
    await choose(page, 'Category', 'Greeting Cards');
    await dialog(page).getByRole('button', { name: 'Start' }).click();
    await expect.poll(async () => (await content(page))?.pages.length).toBe(2);
    // Greeting cards start with their guides on.
    expect((await content(page))?.layoutDimensions.guideLines).toBe(true);
    const tour = page.getByTestId('tour-greetingCards');
    if (round === 1) {
      await expect(tour).toContainText('Copy a page');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/greeting-cards-tour.png` });
      expect(await page.evaluate(() => localStorage.getItem('is_greeting_cards_tour_shown'))).not.toBeNull();
      await tour.getByRole('button', { name: 'Done' }).click();
    }
    await expect(tour).toHaveCount(0);
  }
});

test('the intro tour walks through My Stuff, Templates and Learn until it is marked seen', async ({ page }) => {
  await page.goto('/designs/new');
  const tour = page.getByTestId('tour-intro');
  await expect(tour).toContainText('My Stuff');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/intro-tour.png` });
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour).toContainText('Templates');
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour).toContainText('Learn');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/intro-tour-learn.png` });
  await tour.getByRole('button', { name: 'Done' }).click();
  await expect(tour).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(page.getByTestId('menu-My Stuff')).toBeVisible();
  await expect(tour).toHaveCount(0);
});

test('the intro tour does not stand in the way: a click elsewhere puts it away until the next visit', async ({ page }) => {
  await page.goto('/designs/new');
  const tour = page.getByTestId('tour-intro');
  await expect(tour).toBeVisible();
  await page.getByTestId('menu-Shapes').click();
  await expect(tour).toHaveCount(0);
  await page.reload();
  await expect(tour).toBeVisible();
});
