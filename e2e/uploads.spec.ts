import { AUTH_HEADER, MESSAGES } from '@layout/model';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { pageOnScreen, toScreen } from './support/canvas';
import { discardDraftOffers } from './support/drafts';

/**
 * Uploading pictures (spec 000 section 5, spec 001 sections 2.5, 5 and 8) through the page's
 * upload icon: JPEG and PNG kept, others left out with a notice, 'Loading image...' with a
 * progress bar while they upload, then both on the page; guests get the login warning; brand
 * colours kept on the server survive a reload.
 */

type Asset = { id: string; type: string; pageId: string; width: number; height: number; imageElementSrc?: string; imageId?: number };
type Hook = { getContent: () => { assets: Asset[]; pages: { id: string }[] } };
const content = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getContent());

const SHOTS = process.env.E2E_SHOTS ?? '';
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/uploads-${name}.png` });
}

/** A new user signed in on a new design; returns the session token and the user's id. */
async function signInOnNewDesign(page: Page, request: APIRequestContext) {
  const email = `uploads-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'uploads e2e password';
  const registered = await request.post('/api/users', { data: { firstname: 'Una', lastname: 'Upload', email, password, password2: password } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { jwt, userData } = (await (await request.post('/api/auth/login', { data: { email, password } })).json()) as { jwt: string; userData: { id: number } };
  await page.addInitScript((token) => localStorage.setItem('layout_token', token), jwt);
  await openNewDesign(page);
  await expect(page.getByTestId('save-button')).toBeVisible();
  return { token: jwt, userId: userData.id };
}

async function openNewDesign(page: Page) {
  await page.goto('/designs/new');
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
}

test('two pictures uploaded through the page’s upload icon land on that page; a GIF is left out with a notice', async ({ page, request }) => {
  const { token } = await signInOnNewDesign(page, request);
  // A grainy photo (about 600 kB), so its upload takes a while on the slowed connection below.
  const grain = await sharp({ create: { width: 1200, height: 800, channels: 3, noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .png()
    .toBuffer();
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2f7fb8' } })
    .composite([{ input: grain, blend: 'soft-light' }, { input: Buffer.from('<svg width="1200" height="800"><circle cx="600" cy="400" r="300" fill="#f4c542"/></svg>') }])
    .jpeg({ quality: 92 })
    .toBuffer();
  const logo = await sharp({ create: { width: 400, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: Buffer.from('<svg width="400" height="600"><rect x="50" y="50" width="300" height="500" rx="60" fill="#c0392b"/></svg>') }])
    .png()
    .toBuffer();
  const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#00ff00' } })
    .gif()
    .toBuffer();

  // A slow connection (200 kB/s up), so the progress can be seen part-way.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 200 * 1024 });

  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('page-upload-0').click();
  const dialog = await chooser;
  expect(dialog.isMultiple()).toBe(true);
  await dialog.setFiles([
    { name: 'beach.jpg', mimeType: 'image/jpeg', buffer: photo },
    { name: 'brand.png', mimeType: 'image/png', buffer: logo },
    { name: 'animation.gif', mimeType: 'image/gif', buffer: gif },
  ]);

  await expect(page.getByText('Only JPEG and PNG pictures can be uploaded')).toBeVisible();
  await expect(page.getByText('Left out: animation.gif')).toBeVisible();
  const progress = page.getByTestId('upload-progress');
  await expect(progress).toBeVisible();
  await expect(progress).toContainText(MESSAGES.loadingImage);
  // Part-way: the bar is partly filled.
  await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-label', /^Uploaded ([1-9]|[1-9]\d)%$/);
  await expect(progress.getByRole('progressbar')).toBeVisible();
  await shot(page, 'progress');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  await expect(progress).toBeHidden();
  await expect.poll(async () => (await content(page)).assets.filter((a) => a.type === 'image').length).toBe(2);
  const { assets, pages } = await content(page);
  const images = assets.filter((a) => a.type === 'image');
  for (const image of images) {
    expect(image.pageId).toBe(pages[0]!.id);
    expect(image.imageElementSrc).toMatch(/^\/api\/files\/images\/.+\.(jpg|png)$/);
  }
  // Fitted in 250 x 251 at their natural proportions (spec 001 section 4.7).
  expect(images.map((i) => [Math.round(i.width), Math.round(i.height)])).toEqual([
    [250, 167],
    [167, 251],
  ]);
  const stored = (await (await request.get('/api/images', { headers: { [AUTH_HEADER]: token } })).json()) as { name: string }[];
  expect(stored.map((s) => s.name).sort()).toEqual(['beach.jpg', 'brand.png']);

  // Both added in one undo step, both selected.
  await page.keyboard.press('Escape');
  await shot(page, 'added');
  await page.getByTestId('undo').click();
  await expect.poll(async () => (await content(page)).assets.filter((a) => a.type === 'image').length).toBe(0);
});

test('a refused picture shows the server’s reason as a toast and adds nothing', async ({ page, request }) => {
  await signInOnNewDesign(page, request);
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('page-upload-0').click();
  // A page of HTML named and typed as a JPEG: the browser keeps it, the server reads the bytes.
  await (await chooser).setFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
  await expect(page.getByText('Error: Invalid picture')).toBeVisible();
  await expect(page.getByText('holiday.jpg is not a JPEG or PNG picture')).toBeVisible();
  // The server's id of the request, for the user to quote (x-request-id).
  const toast = page.getByText(/Request id: [0-9a-f-]{36}/);
  await expect(toast).toBeVisible();
  await expect(toast).toBeInViewport({ ratio: 1 });
  await shot(page, 'refused');
  expect((await content(page)).assets).toEqual([]);
});

test('a guest pressing the page’s upload icon gets the login warning, not the file dialog', async ({ page }) => {
  await openNewDesign(page);
  let chose = false;
  page.on('filechooser', () => (chose = true));
  await page.getByTestId('page-upload-0').click();
  const warning = page.getByRole('dialog', { name: 'Login required' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(MESSAGES.loginRequired);
  await shot(page, 'guest');
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(warning).toBeHidden();
  expect(chose).toBe(false);
});

test('a brand colour added to My colours is kept on the server and is there after a reload', async ({ page, request }) => {
  const { token, userId } = await signInOnNewDesign(page, request);
  const addRectangleAndOpenFill = async () => {
    await page.getByTestId('menu-Shapes').click();
    await page.getByRole('button', { name: 'Rectangle' }).click();
    await page.getByRole('toolbar', { name: 'TOOLS' }).getByRole('button', { name: 'Fill', exact: true }).click();
    const fill = page.getByRole('region', { name: 'FILL COLOUR' });
    await expect(fill).toBeVisible();
    return fill;
  };

  const fill = await addRectangleAndOpenFill();
  const hex = fill.getByRole('textbox', { name: 'Fill colour hex' });
  await hex.fill('#4ac6e3');
  await hex.press('Enter');
  await fill.getByRole('button', { name: 'Add to My colours' }).click();
  const myColours = fill.getByRole('group', { name: 'My colours' });
  await expect(myColours.getByRole('button', { name: '#4ac6e3' })).toHaveCount(1);
  await expect
    .poll(async () => ((await (await request.get(`/api/users/${userId}/colors`, { headers: { [AUTH_HEADER]: token } })).json()) as { color: string }[]).map((c) => c.color))
    .toEqual(['#4ac6e3']);
  // Kept on the server, not in this browser.
  expect(await page.evaluate(() => localStorage.getItem('layout.myColours'))).toBeNull();
  await shot(page, 'brand-colour');

  // The rectangle was never saved: its draft may be offered back after the reload.
  await discardDraftOffers(page);
  await page.reload();
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  const again = await addRectangleAndOpenFill();
  await expect(again.getByRole('group', { name: 'My colours' }).getByRole('button', { name: '#4ac6e3' })).toHaveCount(1);
});

test('without Dropbox keys, Upload image > From Dropbox says Dropbox is not configured', async ({ page, request }) => {
  await signInOnNewDesign(page, request);
  await page.getByTestId('menu-My Stuff').click();
  await page.getByTestId('upload-image-menu').click();
  await page.getByRole('menuitem', { name: 'From Dropbox' }).click();
  const picker = page.getByRole('dialog', { name: 'Add from Dropbox' });
  await expect(picker).toBeVisible();
  await expect(picker.getByText(MESSAGES.dropboxNotConfigured)).toBeVisible();
  await shot(page, 'dropbox-not-configured');
  await picker.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(picker).toBeHidden();
});

test('a picture file dragged from the desktop onto a page is uploaded to My images and lands where it was let go', async ({ page, request }) => {
  const { token } = await signInOnNewDesign(page, request);
  const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#8e44ad' } })
    .png()
    .toBuffer();
  const on = await pageOnScreen(page);
  const target = { x: 400, y: 300 };
  const screen = toScreen(on, target);
  const canvas = page.getByTestId('page-canvas-0');
  const dataTransfer = await page.evaluateHandle(
    (bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], 'banner.png', { type: 'image/png' }));
      return transfer;
    },
    [...png],
  );
  await canvas.dispatchEvent('dragover', { dataTransfer });
  await canvas.evaluate(
    (element, { transfer, x, y }) =>
      element.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer as DataTransfer, bubbles: true, cancelable: true, clientX: x, clientY: y })),
    { transfer: dataTransfer, x: screen.x, y: screen.y },
  );

  await expect.poll(async () => (await content(page)).assets.filter((a) => a.type === 'image').length).toBe(1);
  const image = (await content(page)).assets.find((a) => a.type === 'image')! as Asset & { x: number; y: number };
  // 600 x 300 fitted in 250 x 251 (spec 001 section 4.7), centred where it was let go.
  expect([Math.round(image.width), Math.round(image.height)]).toEqual([250, 125]);
  expect(Math.abs(image.x + image.width / 2 - target.x)).toBeLessThanOrEqual(1 / on.scale);
  expect(Math.abs(image.y + image.height / 2 - target.y)).toBeLessThanOrEqual(1 / on.scale);
  const stored = (await (await request.get('/api/images', { headers: { [AUTH_HEADER]: token } })).json()) as { name: string }[];
  expect(stored.map((s) => s.name)).toEqual(['banner.png']);
  await shot(page, 'dropped-file');
  await page.getByTestId('undo').click();
  await expect.poll(async () => (await content(page)).assets.filter((a) => a.type === 'image').length).toBe(0);
});
