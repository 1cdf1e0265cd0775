import { AUTH_HEADER, type Product, createDesignContent, defaultLayoutDimensions } from '@layout/model';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';

/**
 * The hand-off from the print company's site (spec 000 section 2): /receive-query-params with
 * width, height, side, product_id and user (a redirect token) opens the editor on that product
 * and size, signed in; a bad token leaves a guest with a toast; any other two-segment path is
 * not found.
 */

const SHOTS = process.env.E2E_SHOTS;

async function signUp(request: APIRequestContext): Promise<{ token: string; email: string }> {
  const email = `handoff-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'e2e secret password';
  const registered = await request.post('/api/users', { data: { firstname: 'Hana', lastname: 'Handoff', email, password, password2: password } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { jwt } = (await (await request.post('/api/auth/login', { data: { email, password } })).json()) as { jwt: string };
  return { token: jwt, email };
}

/** What the print site does: asks Layout for a one-time token of its signed-in customer. */
async function redirectToken(request: APIRequestContext, session: string): Promise<string> {
  const answer = await request.get('/api/auth/redirect-token', { headers: { [AUTH_HEADER]: session } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { jwt: string }).jwt;
}

type Hook = { getContent: () => { pages: unknown[]; layoutDimensions: { flatWidth: number; flatHeight: number; units: string } } };
const content = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor?: Hook }).__layoutEditor?.getContent() ?? null);

test('the print site sends a signed-in customer: a double-sided 90 x 55 mm business card with its formats', async ({ page, request }) => {
  const { token: session, email } = await signUp(request);
  const products = (await (await request.get('/api/products')).json()) as Product[];
  const cards = products.find((p) => p.name === 'Single Sided Business Cards')!;
  const jwt = await redirectToken(request, session);

  await page.goto(`/receive-query-params?width=90&height=55&side=double&product_id=${cards.id}&user=${encodeURIComponent(jwt)}`);
  // Signed in: the account menu and the document size show in the top bar.
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  await expect(page.getByTestId('document-size')).toHaveText('90 x 55 mm');
  await expect(page).toHaveURL(/\/designs\/new$/);
  await expect.poll(async () => (await content(page))?.pages.length).toBe(2);
  // The stored parameters were used once.
  expect(await page.evaluate(() => ['width', 'height', 'side', 'product_id', 'user'].map((k) => localStorage.getItem(k)))).toEqual([null, null, null, null, null]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/hand-off.png` });

  // The account is the customer's.
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('menu')).toContainText(email);
  await page.keyboard.press('Escape');

  // The product's download formats: Download saves the design first, then offers all four.
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await page.getByTestId('save-design-name').fill(`Card from print site ${Date.now()}`.slice(0, 42));
  await page.getByTestId('save-design-confirm').click();
  const dialog = page.getByRole('dialog', { name: 'Download' });
  await expect(dialog.getByRole('radio')).toHaveCount(4);
  await expect(dialog.getByRole('radio', { name: 'Print Ready PDF' })).toBeChecked();
});

test('a bad token leaves a guest with a toast, and the size still finds its product', async ({ page }) => {
  await page.goto('/receive-query-params?width=148&height=210&user=not-a-token');
  await expect(page.getByText('The sign-in link from the print site is invalid, expired or was used already')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0);
  await expect.poll(async () => (await content(page))?.layoutDimensions).toMatchObject({ flatWidth: 148, flatHeight: 210, units: 'mm' });
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('a reused token is refused; an unknown product and size fall back to the default document with a toast', async ({ page, request }) => {
  const { token: session } = await signUp(request);
  const jwt = await redirectToken(request, session);
  const used = await request.post('/api/auth/handle-redirect-token', { data: { jwt } });
  expect(used.ok()).toBe(true);
  await page.goto(`/receive-query-params?width=1&height=2&product_id=999999&user=${encodeURIComponent(jwt)}`);
  await expect(page.getByText('The sign-in link from the print site is invalid, expired or was used already')).toBeVisible();
  await expect(page.getByText('The product or size from the print site was not found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0);
  await expect.poll(async () => (await content(page))?.layoutDimensions).toMatchObject({ flatWidth: 297, flatHeight: 210 });
});

test('?redirect_pt=<id> brings the customer back to that design; a non-numeric one is ignored', async ({ page, request }) => {
  const { token } = await signUp(request);
  const created = await request.post('/api/designs', {
    headers: { [AUTH_HEADER]: token },
    data: { name: 'Back from the print site', design: createDesignContent(defaultLayoutDimensions()) },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  await page.addInitScript((t) => localStorage.setItem('layout_token', t), token);
  await page.goto(`/?redirect_pt=${id}`);
  await expect(page).toHaveURL(new RegExp(`/designs/${id}$`));
  await expect(page.getByTestId('top-bar').getByRole('textbox').first()).toHaveValue('Back from the print site');
  await page.goto('/?redirect_pt=abc');
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(page).toHaveURL(/\/\?redirect_pt=abc$/);
});

test('a path of two segments that is not a document shows Page Not Found', async ({ page }) => {
  await page.goto('/foo/bar');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: /main page/ }).click();
  await expect(page.getByTestId('top-bar')).toBeVisible();
});

test('Go to print site opens the print company’s site with a one-time token that signs the customer in there', async ({ page, context, request }) => {
  const { token: session, email } = await signUp(request);
  // The print site (MAIN_WEBSITE_URL of the journeys' server) answered here, as no such site runs.
  await context.route('http://print-site.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Print site</title><h1>Print site</h1>' }));
  await page.addInitScript((t) => localStorage.setItem('layout_token', t), session);
  await page.goto('/designs/new');
  await page.getByRole('button', { name: 'Account' }).click();
  const [printSite] = await Promise.all([context.waitForEvent('page'), page.getByRole('menuitem', { name: 'Go to print site' }).click()]);
  await expect(printSite).toHaveURL(/^http:\/\/print-site\.test\/\?user=/);
  await expect(printSite.getByRole('heading', { name: 'Print site' })).toBeVisible();

  // The print site exchanges the token for its customer's session, once.
  const jwt = new URL(printSite.url()).searchParams.get('user')!;
  const exchanged = await request.post('/api/auth/handle-redirect-token', { data: { jwt } });
  expect(exchanged.ok(), await exchanged.text()).toBe(true);
  expect(((await exchanged.json()) as { userData: { email: string } }).userData.email).toBe(email);
  expect((await request.post('/api/auth/handle-redirect-token', { data: { jwt } })).ok()).toBe(false);
});
