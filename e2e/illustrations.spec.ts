import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { signInAdmin } from './support/admin';
import { pageOnScreen, toScreen } from './support/canvas';

/**
 * The Illustrations panel (spec 001 section 2.3) with the starter set the server seeds on its
 * first start (38 illustrations by 'Layout Studio'): browsing the groups, the chips, price labels,
 * search by keyword and by creator (Hire Me), the collection offer, adding by click and by drag,
 * and a creator's upload through the stock dialog, found, edited and deleted.
 */

type Asset = { id: string; type: string; pageId: string; x: number; y: number; width: number; height: number; illustrationConfig?: { link: string; id?: number } };
type Hook = { getContent: () => { assets: Asset[] }; getSelection: () => readonly string[] };
const content = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getContent());
const selection = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getSelection());

const SHOTS = process.env.E2E_SHOTS ?? '';
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/illustrations-${name}.png` });
}

const panel = (page: Page) => page.getByTestId('illustrations-panel');
/** The card of an illustration, by its name. */
const card = (page: Page, name: string) =>
  panel(page)
    .getByTestId('illustration-card')
    .filter({ has: page.getByRole('button', { name, exact: true }) });
const search = async (page: Page, query: string) => {
  const box = panel(page).getByPlaceholder('illustrations');
  await box.fill(query);
  await box.press('Enter');
};

async function openIllustrations(page: Page) {
  await page.goto('/designs/new');
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  await page.getByTestId('menu-Illustrations').click();
  await expect(panel(page)).toBeVisible();
  await expect(card(page, 'Birthday cake')).toBeVisible();
}

async function signInUser(page: Page, request: APIRequestContext) {
  const email = `illustrations-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'illustrations e2e password';
  expect((await request.post('/api/users', { data: { firstname: 'Ivy', lastname: 'Ink', email, password, password2: password } })).ok()).toBe(true);
  const { jwt } = (await (await request.post('/api/auth/login', { data: { email, password } })).json()) as { jwt: string };
  await page.addInitScript((token) => localStorage.setItem('layout_token', token), jwt);
}

test('a user browses the groups with price labels, filters by a chip, searches by keyword and by creator (Hire Me), and sees the collection offer, and buys it', async ({
  page,
  request,
}) => {
  await signInUser(page, request);
  await openIllustrations(page);
  await expect(panel(page).getByRole('button', { name: 'Upload new illustration' })).toHaveCount(0);
  await expect(panel(page).getByText('Celebrations', { exact: true }).first()).toBeVisible();
  await expect(card(page, 'Birthday cake').getByTestId('illustration-price')).toHaveText('$2.00');
  await expect(card(page, 'Fireworks').getByTestId('illustration-price')).toHaveText('Free');
  await expect(card(page, 'Mountains').getByTestId('illustration-price')).toHaveText('$1.50');
  await shot(page, 'browse');

  // Chips: 3 a slide; the next slide shows the next 3; a chip shows its category alone.
  const chips = panel(page).getByTestId('illustration-chip');
  await expect(chips).toHaveText(['Celebrations', 'Nature', 'Food and drink']);
  await expect(panel(page).getByRole('button', { name: 'Previous illustration categories' })).toBeHidden();
  await panel(page).getByRole('button', { name: 'Next illustration categories' }).click();
  await expect(chips).toHaveText(['Business', 'Animals', 'Seasons']);
  await expect(panel(page).getByRole('button', { name: 'Next illustration categories' })).toBeHidden();
  await chips.filter({ hasText: 'Animals' }).click();
  await expect(card(page, 'Birthday cake')).toHaveCount(0);
  await expect(card(page, 'Cat')).toBeVisible();
  await expect(card(page, 'Fox')).toBeVisible();
  await chips.filter({ hasText: 'Animals' }).click();
  await expect(card(page, 'Birthday cake')).toBeVisible();

  // A keyword: 'cake' starts keywords of the birthday cake and the cupcake only.
  await search(page, 'cake');
  await expect(panel(page).getByTestId('illustration-tile')).toHaveCount(2);
  await expect(card(page, 'Birthday cake')).toBeVisible();
  await expect(card(page, 'Cupcake')).toBeVisible();
  await expect(panel(page).getByTestId('hire-me')).toHaveCount(0);

  // A creator: their illustrations, and Hire Me (the viewer is not a designer).
  await search(page, 'Layout Studio');
  const hireMe = panel(page).getByTestId('hire-me');
  await expect(hireMe).toContainText('Layout Studio');
  await expect(hireMe).toContainText('Hire me to create custom artwork for your business');
  // The house studio's website is the print company's (MAIN_WEBSITE_URL of the journeys' server), opened in a new tab.
  await expect(hireMe.getByRole('link', { name: 'Hire Me' })).toHaveAttribute('href', 'http://print-site.test/');
  await expect(hireMe.getByRole('link', { name: 'Hire Me' })).toHaveAttribute('target', '_blank');
  await expect(card(page, 'Whale')).toBeVisible();
  await shot(page, 'hire-me');

  // The card menu: creator, price, the collection's price; no owner controls for a user.
  await search(page, '');
  await card(page, 'Balloons').getByRole('button', { name: 'About Balloons' }).click();
  const menu = page.getByTestId('illustration-menu');
  await expect(menu).toContainText('By Layout Studio');
  await expect(menu).toContainText('Price: $2.00');
  await expect(menu.getByRole('menuitem', { name: /Buy collection for \$6\.00/ })).toBeEnabled();
  await expect(menu.getByRole('menuitem', { name: 'Edit illustration' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The collection offer: four $2.00 items for $6.00.
  await panel(page).getByRole('button', { name: 'Open collection Party Pack' }).click();
  await expect(panel(page).getByTestId('collection-offer')).toContainText('Buy all items in this collection for just $6.00 and save $2.00.');
  await expect(panel(page).getByTestId('illustration-tile')).toHaveCount(4);
  await shot(page, 'collection');

  // Buy Collection: what it covers and its total, then the test provider's checkout; back in the
  // editor the four are in Purchased Illustrations.
  await panel(page).getByRole('button', { name: 'Buy Collection' }).click();
  const buy = page.getByRole('dialog', { name: 'Buy illustrations collection' });
  await expect(buy.getByTestId('buy-illustrations-items')).toContainText('Balloons');
  await expect(buy.getByTestId('buy-illustrations-total')).toHaveText('$6.00');
  await buy.getByTestId('buy-illustrations-confirm').click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('checkout-lines')).toContainText('6.00 AUD');
  const form = page.getByRole('form', { name: 'Payment' });
  await form.getByLabel('Name on card').fill('Una User');
  await form.getByLabel('Card number').fill('4242424242424242');
  await form.getByLabel('Expiry month').fill('12');
  await form.getByLabel('Expiry year').fill('39');
  await form.getByLabel('CSV').fill('123');
  await form.getByTestId('payment-pay').click();
  await expect(page).toHaveURL(/\/designs\/new/);
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  await page.getByTestId('menu-Illustrations').click();
  // Bought items show twice now: in Purchased Illustrations and in their own group.
  await expect(panel(page).getByText('Purchased Illustrations').first()).toBeVisible();
  await expect(card(page, 'Balloons')).toHaveCount(2);
});

test('a click adds an illustration 250 wide to the page; a drag drops one where it is let go', async ({ page }) => {
  await openIllustrations(page);
  await card(page, 'Birthday cake').getByRole('button', { name: 'Birthday cake', exact: true }).click();
  await expect.poll(async () => (await content(page)).assets.length).toBe(1);
  const cake = (await content(page)).assets[0]!;
  expect(cake).toMatchObject({ type: 'illustration', x: 50, y: 50, width: 250, height: 250 });
  expect(cake.illustrationConfig?.link).toMatch(/^\/api\/files\/illustrations\/.+\.svg$/);
  expect(await selection(page)).toEqual([cake.id]);

  const on = await pageOnScreen(page);
  const canvas = page.getByTestId('page-canvas-0');
  const box = (await canvas.boundingBox())!;
  const target = toScreen(on, { x: 700, y: 400 });
  await card(page, 'Whale')
    .getByRole('button', { name: 'Whale', exact: true })
    .dragTo(canvas, { targetPosition: { x: target.x - box.x, y: target.y - box.y } });
  await expect.poll(async () => (await content(page)).assets.length).toBe(2);
  const whale = (await content(page)).assets[1]!;
  expect(whale.type).toBe('illustration');
  expect(whale.width).toBe(250);
  expect(Math.abs(whale.x + whale.width / 2 - 700)).toBeLessThanOrEqual(1 / on.scale);
  expect(Math.abs(whale.y + whale.height / 2 - 400)).toBeLessThanOrEqual(1 / on.scale);
  await shot(page, 'added');
  await page.getByTestId('undo').click();
  await expect.poll(async () => (await content(page)).assets.length).toBe(1);
});

test('a creator uploads a new illustration through the dialog, finds it, edits it and deletes it', async ({ page, request }) => {
  // Designers and admins upload; the e2e server's creator is its admin (docs/decisions.md).
  const admin = await signInAdmin(request);
  await page.addInitScript((token) => localStorage.setItem('layout_token', token), admin.token);
  const folder = mkdtempSync(join(tmpdir(), 'illustrations-e2e-'));
  const kite = join(folder, 'kite.svg');
  writeFileSync(
    kite,
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" onload="alert(1)"><script>alert(2)</script><path d="M100 10L170 90L100 170L30 90Z" fill="#4ac6e3"/><path d="M100 170q-20 20 0 30" stroke="#263147" fill="none" stroke-width="4"/></svg>',
  );
  const notes = join(folder, 'notes.txt');
  writeFileSync(notes, 'not a picture');
  await openIllustrations(page);

  await panel(page).getByRole('button', { name: 'Upload new illustration' }).click();
  const dialog = page.getByTestId('stock-upload-dialog');
  await expect(page.getByRole('dialog', { name: 'Upload new illustration' })).toBeVisible();
  // An upload needs a name and a file; the price and the name have their limits.
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toContainText('Name has to include 1 or more symbols');
  await expect(dialog).toContainText('Add at least one file');
  await dialog.getByLabel('Name', { exact: true }).fill('K'.repeat(43));
  await dialog.getByLabel('Price ($)').fill('1.555');
  await expect(dialog).toContainText('Name has to be at most 42 symbols');
  await expect(dialog).toContainText('Price has to be a number with at most 2 decimals');
  await dialog.getByLabel('Name', { exact: true }).fill('Blue kite');
  await dialog.getByLabel('Price ($)').fill('1.5');
  // The fee the price carries (GET /commissions/info; the journeys' server charges none).
  await expect(dialog).toContainText('No stock fee: buyers pay $1.50');
  await dialog.getByLabel('Keywords').fill('Kite WIND sky');
  // A text file is left out; the same file added again is kept once.
  const addFiles = async (files: string[]) => {
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Add files' }).click();
    await (await chooser).setFiles(files);
  };
  await addFiles([kite, notes]);
  await expect(dialog).toContainText('Not added (only SVG, PNG and JPEG): notes.txt');
  await addFiles([kite]);
  await expect(dialog.getByTestId('upload-previews').locator('img')).toHaveCount(1);
  await expect(dialog).toContainText('1 of 10 files');
  await shot(page, 'upload-dialog');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('"Blue kite" was uploaded')).toBeVisible();

  // Found in My illustrations and by its keyword, priced, with the script gone from its file.
  const mine = panel(page).getByTestId('my-illustrations');
  await expect(mine.getByRole('button', { name: 'Blue kite', exact: true })).toBeVisible();
  await search(page, 'wind');
  await expect(panel(page).getByTestId('illustration-tile')).toHaveCount(1);
  await expect(card(page, 'Blue kite').getByTestId('illustration-price')).toHaveText('$1.50');
  await shot(page, 'uploaded');
  const link = await card(page, 'Blue kite').locator('img').getAttribute('src');
  const file = await (await request.get(link!)).text();
  expect(file).toContain('<path');
  expect(file).not.toMatch(/script|onload/);

  // Edit illustration: the same dialog, needing only a name.
  await card(page, 'Blue kite').getByRole('button', { name: 'About Blue kite' }).click();
  await page.getByTestId('illustration-menu').getByRole('menuitem', { name: 'Edit illustration' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit illustration' })).toBeVisible();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Blue kite');
  await expect(dialog.getByRole('button', { name: 'Add files' })).toHaveCount(0);
  await dialog.getByLabel('Name', { exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText('Name has to include 1 or more symbols');
  await dialog.getByLabel('Name', { exact: true }).fill('Red kite');
  await dialog.getByLabel('Price ($)').fill('0');
  await shot(page, 'edit-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Red kite').getByTestId('illustration-price')).toHaveText('Free');
  await expect(card(page, 'Blue kite')).toHaveCount(0);

  // Delete, after a confirmation.
  await card(page, 'Red kite').click({ button: 'right' });
  await page.getByTestId('illustration-menu').getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete illustration' });
  await expect(confirm).toContainText('Delete "Red kite"?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, 'Red kite')).toHaveCount(0);
  await expect(panel(page).getByText('No illustrations found for "wind"')).toBeVisible();
  expect((await request.get(link!)).status()).toBe(404);
});
