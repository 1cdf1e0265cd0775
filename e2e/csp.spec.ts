import { type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';

/**
 * The editor under the server's Content-Security-Policy (apps/server/src/http/securityHeaders.ts):
 * no inline script but the hashed start-up script, no eval. A new design gets a text and an
 * uploaded picture, is saved and opened again (the start-up script then fetches the design and
 * preloads the font engine); the browser reports no violation of the policy on the way.
 */

type Asset = { type: string };
type Hook = { getContent: () => { assets: Asset[] } };
const assetTypes = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getContent().assets.map((a) => a.type));

/** Every CSP violation the pages report, and console messages about the policy. */
function watchPolicy(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (/Content[- ]Security[- ]Policy|unsafe-eval/i.test(error.message)) problems.push(`error: ${error.message}`);
  });
  return problems;
}

/** The violations reported to the current document (collected from before its first script). */
const reportedViolations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

test('the editor loads and works under the Content-Security-Policy with no violation', async ({ page, request }) => {
  const email = `csp-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'csp e2e password';
  const registered = await request.post('/api/users', { data: { firstname: 'Cass', lastname: 'Policy', email, password, password2: password } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { jwt } = (await (await request.post('/api/auth/login', { data: { email, password } })).json()) as { jwt: string };

  await page.addInitScript((token) => {
    localStorage.setItem('layout_token', token);
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
    });
  }, jwt);
  const problems = watchPolicy(page);

  const response = await page.goto('/designs/new');
  const policy = response!.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-");
  // WebAssembly may be compiled (Little CMS draws CMYK colours through the print profile); JavaScript is never evaluated.
  expect(policy).not.toContain("'unsafe-eval'");
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  await expect(page.getByTestId('save-button')).toBeVisible();

  // A text, from the Text panel.
  await page.getByTestId('menu-Text').click();
  await page.getByTestId('text-panel').getByRole('button', { name: 'Add Heading H1' }).click();
  await expect.poll(() => assetTypes(page)).toContain('text');

  // A picture, uploaded through the page's upload icon.
  const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2f7fb8' } })
    .png()
    .toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('page-upload-0').click();
  await (await chooser).setFiles([{ name: 'photo.png', mimeType: 'image/png', buffer: photo }]);
  await expect.poll(() => assetTypes(page)).toContain('image');

  // Saved (the preview picture is drawn from the canvas), then opened again by its address.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/designs') && r.request().method() === 'POST');
  await page.getByTestId('save-button').click();
  const dialog = page.getByRole('dialog', { name: 'Save my design' });
  await dialog.getByLabel('Name').fill(`CSP ${Date.now()}`.slice(0, 42));
  await dialog.getByRole('button', { name: 'Save' }).click();
  const { id } = (await (await saved).json()) as { id: number };
  expect((await reportedViolations(page)) ?? []).toEqual([]);

  await page.goto(`/designs/${id}`);
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  await expect.poll(async () => (await assetTypes(page)).sort()).toEqual(['image', 'text']);
  // A blocked start-up script would have been reported here: it runs on this address with a session.
  expect(await reportedViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});
