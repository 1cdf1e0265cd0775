import { readFileSync } from 'node:fs';
import { AUTH_HEADER, ORDER_REFERENCE_PATTERN, type Product, createDesignContent, defaultLayoutDimensions, defaultTextConfig } from '@layout/model';
import { type APIRequestContext, type Download, type Page, expect, test } from '@playwright/test';
import { signInAdmin } from './support/admin';

/**
 * Export to Print and Layout's own order page (issue 24 section 4; spec 000 sections 2 and 4,
 * spec 001 sections 2.4 and 2.7): an Australian customer sends a paid-up business card to print,
 * gets the order's reference and print-ready PDF and finds it in My orders; an admin finds it in
 * the Orders inbox, downloads its PDF and marks it printed.
 */

const SHOTS = process.env.ORDERS_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/**
 * A new customer signed in from Australia: on 127.0.0.1 the address gives no country, so the
 * one the login names is kept (auth.service countryOf).
 */
async function signUpInAustralia(request: APIRequestContext): Promise<string> {
  const email = `orders-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'e2e secret password';
  const registered = await request.post('/api/users', { data: { firstname: 'Olive', lastname: 'Orders', email, password, password2: password } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const login = await request.post('/api/auth/login', { data: { email, password, country: 'Australia' } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { jwt: string }).jwt;
}

/** A saved business card with a line of text (and a paid illustration when given), opened in the editor; answers its id. */
async function openBusinessCard(
  page: Page,
  request: APIRequestContext,
  token: string,
  name: string,
  options: { paidIllustration?: { id: number; link: string } } = {},
): Promise<number> {
  const { paidIllustration } = options;
  const products = (await (await request.get('/api/products')).json()) as Product[];
  const product = products.find((p) => p.name === 'Single Sided Business Cards')!;
  const size = product.productSizes[0]!;
  const content = createDesignContent({ ...defaultLayoutDimensions(), flatWidth: size.width, flatHeight: size.height, units: 'mm' }, product.printFormat);
  const pageId = content.pages[0]!.id;
  content.assets.push({
    id: 'title',
    type: 'text',
    pageId,
    zIndex: 1,
    x: 60,
    y: 80,
    width: 220,
    height: 30,
    scaleX: 1,
    scaleY: 1,
    rotation: 0,
    opacity: 1,
    textConfig: defaultTextConfig({ text: 'Olive Orders, printer' }),
  });
  if (paidIllustration) {
    const base = { pageId, x: 250, y: 20, width: 80, height: 80, rotation: 0, scaleX: 1, scaleY: 1, opacity: 1, zIndex: 2 };
    content.assets.push({ ...base, id: 'paid', type: 'illustration', illustrationConfig: paidIllustration });
  }
  const created = await request.post('/api/designs', {
    headers: { [AUTH_HEADER]: token },
    data: { name, categoryId: product.categoryId, productId: product.id, productSizeId: size.id, printFormat: product.printFormat, design: content },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  await page.addInitScript((t) => localStorage.setItem('layout_token', t), token);
  await page.goto(`/designs/${id}`);
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  return id;
}

async function expectPdf(download: Download) {
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

test('an Australian customer sends a design to print, gets its reference and PDF; the admin prints it', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const token = await signUpInAustralia(request);
  const designName = `Card to print ${Date.now()}`;
  const designId = await openBusinessCard(page, request, token, designName);

  // Export to Print: the dialog names the design and what it is sent as; nothing is left to pay.
  await page.getByRole('button', { name: 'Export to Print' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export (to print)' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('export-print-design')).toHaveText(designName);
  await expect(dialog).toContainText('Single Sided Business Cards');
  await expect(dialog).toContainText('Your design will be sent to print as a Print Ready PDF');
  await expect(dialog).toContainText('nothing to pay');
  await shot(page, 'export-to-print-dialog');

  // Send to print: Layout's own order page receives design_id and the redirect token, then places the order.
  await dialog.getByRole('button', { name: 'Send to print' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your order was received.' })).toBeVisible({ timeout: 45_000 });
  const reference = (await page.getByTestId('order-reference').textContent())!.trim();
  expect(reference).toMatch(ORDER_REFERENCE_PATTERN);
  await expect(page).toHaveURL(/\/orders\/new\?order=\d+$/);
  await expect(page.getByRole('heading', { name: designName })).toBeVisible();
  await shot(page, 'order-page');

  // A reload shows the same order: no second one is placed.
  await page.reload();
  await expect(page.getByTestId('order-reference')).toHaveText(reference);
  const mine = (await (await request.get('/api/orders', { headers: { [AUTH_HEADER]: token } })).json()) as { reference: string; designId: number }[];
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ reference, designId });

  // The print-ready PDF.
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download print-ready PDF' }).click();
  const pdf = await downloaded;
  expect(pdf.suggestedFilename()).toBe(`order-${reference}.pdf`);
  await expectPdf(pdf);

  // My orders lists it, to be printed.
  await page.getByRole('link', { name: 'My orders' }).click();
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
  const row = page.getByRole('table', { name: 'My orders' }).getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText(designName);
  await expect(row).toContainText('To be printed');
  await shot(page, 'my-orders');

  // The admin's inbox: the order with its customer; its PDF; marked printed, it leaves 'To print'.
  const admin = await signInAdmin(request);
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await adminPage.addInitScript((t) => localStorage.setItem('layout_token', t), admin.token);
  await adminPage.goto('/');
  await adminPage.getByRole('button', { name: 'Account' }).click();
  await adminPage.getByRole('menuitem', { name: 'Orders inbox' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Orders inbox' })).toBeVisible();
  const inboxRow = adminPage.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: reference });
  await expect(inboxRow).toContainText('Olive Orders');
  await expect(inboxRow).toContainText(designName);
  await expect(inboxRow).toContainText('To be printed');
  await shot(adminPage, 'orders-inbox');
  const adminDownload = adminPage.waitForEvent('download');
  await inboxRow.getByRole('button', { name: `Download the PDF of order ${reference}` }).click();
  await expectPdf(await adminDownload);
  await inboxRow.getByRole('button', { name: `Mark printed: order ${reference}` }).click();
  await expect(inboxRow).toHaveCount(0);
  const filter = adminPage.getByRole('radiogroup', { name: 'Which orders' });
  await filter.getByText('Printed', { exact: true }).click();
  await expect(filter.getByRole('radio', { name: 'Printed' })).toBeChecked();
  await expect(inboxRow).toContainText('Printed');
  await expect(inboxRow.getByRole('button', { name: `Mark to print: order ${reference}` })).toBeVisible();
  await shot(adminPage, 'orders-inbox-printed');
  await adminContext.close();

  // The customer sees it printed.
  await page.reload();
  await expect(page.getByRole('table', { name: 'My orders' }).getByRole('row').filter({ hasText: reference })).toContainText('Printed');
});

test('the order page with a used or invalid sign-in link says so and offers Login', async ({ page }) => {
  await page.goto('/orders/new?design_id=1&user=not-a-token');
  await expect(page.getByRole('heading', { name: 'Your order was not placed' })).toBeVisible();
  await expect(page.getByTestId('order-error')).toContainText('The sign-in link is invalid, expired or was used already');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a design with a paid illustration goes to checkout first, then on to the order page', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await signUpInAustralia(request);
  // A paid illustration of the starter library.
  const found = (await (await request.get('/api/illustrations/public?search=Birthday%20cake')).json()) as {
    illustrations: { id: number; name: string; fullCost: number; data: { regular: { file: { link: string } } } }[];
  };
  const cake = found.illustrations.find((i) => i.name === 'Birthday cake')!;
  expect(cake.fullCost).toBeGreaterThan(0);
  const designName = `Paid card ${Date.now()}`;
  const designId = await openBusinessCard(page, request, token, designName, { paidIllustration: { id: cake.id, link: cake.data.regular.file.link } });

  await page.getByRole('button', { name: 'Export to Print' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export (to print)' });
  await expect(dialog.getByTestId('export-print-unpaid')).toContainText('Birthday cake');
  await expect(dialog.getByTestId('export-print-total')).toHaveText(`$${cake.fullCost.toFixed(2)}`);
  await shot(page, 'export-to-print-dialog-unpaid');
  await dialog.getByRole('button', { name: `Pay $${cake.fullCost.toFixed(2)} and send to print` }).click();

  // The test provider's checkout; paid, the editor comes back with ?success and goes on to the order page.
  await expect(page).toHaveURL(/\/checkout\//);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pendingPrintDesignId'))).toContain(`"designId":${designId}`);
  const payment = page.getByRole('form', { name: 'Payment' });
  await payment.getByLabel('Name on card').fill('Olive Orders');
  await payment.getByLabel('Card type').selectOption('Visa');
  await payment.getByLabel('Card number').fill('4242424242424242');
  await payment.getByLabel('Expiry month').fill('12');
  await payment.getByLabel('Expiry year').fill('39');
  await payment.getByLabel('CSV').fill('123');
  await payment.getByTestId('payment-pay').click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your order was received.' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: designName })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pendingPrintDesignId'))).toBeNull();
});
