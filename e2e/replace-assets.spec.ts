import { AUTH_HEADER, mmToPx } from '@layout/model';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';

/**
 * Replacing pictures and raster icons (spec 001 sections 4.12, 5 and 7): a selected logo takes
 * another of My logos ('Replace logo', replace mode in My Stuff), or a file uploaded from its
 * Format popup ('Replace with upload', kept in My logos / My images), keeping its frame, each one
 * undo step; an image likewise by upload; a guest gets the login warning. An icon uploaded as a
 * PNG is listed in My icons, placed, drawn on the page and in the exported PNG.
 */

type Asset = { id: string; type: string; x: number; y: number; width: number; height: number; imageElementSrc?: string; imageId?: number; link?: string };
type Hook = { getContent: () => { assets: Asset[]; layoutDimensions: { flatWidth: number; flatHeight: number; units: string } }; getSelection: () => string[] };
const content = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getContent());
const selection = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getSelection());
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

const SHOTS = process.env.E2E_SHOTS ?? '';
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/replace-${name}.png` });
}

interface Account {
  token: string;
  id: number;
}

async function signUp(request: APIRequestContext): Promise<Account> {
  const email = `replace-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'replace e2e password';
  const registered = await request.post('/api/users', { data: { firstname: 'Rea', lastname: 'Placer', email, password, password2: password } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { jwt, userData } = (await (await request.post('/api/auth/login', { data: { email, password } })).json()) as { jwt: string; userData: { id: number } };
  return { token: jwt, id: userData.id };
}

const square = (colour: string, width = 300, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** Uploads a picture as one of the account's images or logos; answers the stored item. */
async function uploadPicture(request: APIRequestContext, account: Account, folder: 'images' | 'logos', name: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const uploaded = await request.post(`/api/${folder}/upload`, { headers: { [AUTH_HEADER]: account.token }, multipart: form });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  return ((await uploaded.json()) as { id: number; link: string }[])[0]!;
}

async function openEditor(page: Page, account: Account | null) {
  if (account) await page.addInitScript((token) => localStorage.setItem('layout_token', token), account.token);
  await page.goto('/designs/new');
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
}

/** The selected asset's Format popup (IMAGE FORMATTING). */
async function openFormat(page: Page) {
  await page.getByRole('button', { name: 'Format' }).click();
  await expect(page.getByText('IMAGE FORMATTING')).toBeVisible();
}

/** Whether the page canvas shows something other than white at a page point. */
function drawnAt(page: Page, point: { x: number; y: number }) {
  return page.evaluate(
    ({ x, y }) => {
      type Stage = { findOne(selector: string): { x(): number; y(): number; scaleX(): number } };
      type EditorHook = { getContent: () => { pages: { id: string }[] }; getStage: (id: string) => Stage };
      const hook = (window as unknown as { __layoutEditor: EditorHook }).__layoutEditor;
      const layer = hook.getStage(hook.getContent().pages[0]!.id).findOne('.content-layer');
      const host = document.querySelector('[data-testid="page-canvas-0"]')!.getBoundingClientRect();
      const sx = host.left + layer.x() + x * layer.scaleX();
      const sy = host.top + layer.y() + y * layer.scaleX();
      const canvases = [...document.querySelectorAll('[data-testid="page-canvas-0"] canvas')] as HTMLCanvasElement[];
      return canvases.some((c) => {
        const r = c.getBoundingClientRect();
        const ratio = c.width / r.width;
        const data = c.getContext('2d')!.getImageData((sx - r.left) * ratio, (sy - r.top) * ratio, 1, 1).data;
        return data[3]! > 0 && !(data[0]! > 250 && data[1]! > 250 && data[2]! > 250);
      });
    },
    { x: point.x, y: point.y },
  );
}

test('a logo is replaced by another of My logos, then by an uploaded file, keeping its frame, one undo step each', async ({ page, request }) => {
  const account = await signUp(request);
  const wide = await uploadPicture(request, account, 'logos', 'wide-logo.png', await square('#c0392b', 400, 200));
  const tall = await uploadPicture(request, account, 'logos', 'tall-logo.png', await square('#2980b9', 200, 400));
  await openEditor(page, account);

  // My logos lists both (newest first); the wide one is added and selected.
  const logos = region(page, 'My logos');
  await logos.getByRole('button', { name: 'Add wide-logo.png' }).click();
  await expect.poll(async () => (await content(page)).assets.length).toBe(1);
  const added = (await content(page)).assets[0]!;
  expect(added).toMatchObject({ type: 'logo', imageId: wide.id, imageElementSrc: wide.link });
  expect(await selection(page)).toEqual([added.id]);

  // Format > Replace logo: My Stuff shows My logos in replace mode; the next logo clicked takes its place.
  await openFormat(page);
  await shot(page, 'logo-format');
  await page.getByTestId('replace-logo').click();
  const bar = region(page, 'My logos').getByTestId('replace-mode');
  await expect(bar).toContainText('Click one of your logos to replace the selected logo.');
  await shot(page, 'logo-replace-mode');
  await region(page, 'My logos').getByRole('button', { name: 'Add tall-logo.png' }).click();
  await expect.poll(async () => (await content(page)).assets[0]!.imageElementSrc).toBe(tall.link);
  let logo = (await content(page)).assets[0]!;
  // Still one logo, the same one, in its frame: the tall picture shown whole, centred in the old box.
  expect((await content(page)).assets).toHaveLength(1);
  expect(logo).toMatchObject({ id: added.id, imageId: tall.id });
  expect(logo.height).toBeCloseTo(added.height, 3);
  expect(logo.width).toBeCloseTo(added.height / 2, 3);
  expect(logo.x + logo.width / 2).toBeCloseTo(added.x + added.width / 2, 3);
  expect(logo.y).toBeCloseTo(added.y, 3);
  await expect(bar).toHaveCount(0);
  expect(await selection(page)).toEqual([added.id]);

  // Out of replace mode, a click adds again.
  await region(page, 'My logos').getByRole('button', { name: 'Add wide-logo.png' }).click();
  await expect.poll(async () => (await content(page)).assets.length).toBe(2);
  await page.getByTestId('undo').click();
  await expect.poll(async () => (await content(page)).assets.length).toBe(1);
  // One undo takes the replacement back.
  await page.getByTestId('undo').click();
  await expect.poll(async () => (await content(page)).assets[0]!.imageElementSrc).toBe(wide.link);
  await page.getByTestId('redo').click();
  await expect.poll(async () => (await content(page)).assets[0]!.imageElementSrc).toBe(tall.link);

  // Format > Replace with upload: the file goes to My logos and the logo shows it, in its frame.
  logo = (await content(page)).assets[0]!;
  await selectAsset(page, logo);
  await openFormat(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('replace-with-upload').click();
  const dialog = await chooser;
  expect(dialog.isMultiple()).toBe(false);
  await dialog.setFiles([{ name: 'square-logo.png', mimeType: 'image/png', buffer: await square('#27ae60') }]);
  await expect.poll(async () => (await content(page)).assets[0]!.imageElementSrc).not.toBe(tall.link);
  expect((await content(page)).assets[0]!.imageElementSrc).toMatch(/^\/api\/files\/logos\/[\w-]+\.png$/);
  const uploaded = (await content(page)).assets[0]!;
  expect(uploaded.imageId).toBeGreaterThan(tall.id);
  expect(uploaded.id).toBe(added.id);
  // The square picture shown whole, as large as fits in the logo's frame (25 x 50), centred in it.
  expect(uploaded.width).toBeCloseTo(logo.width, 3);
  expect(uploaded.height).toBeCloseTo(logo.width, 3);
  expect(uploaded.y + uploaded.height / 2).toBeCloseTo(logo.y + logo.height / 2, 3);
  await expect(region(page, 'My logos').getByRole('button', { name: 'Add square-logo.png' })).toBeVisible();
  await expect.poll(() => drawnAt(page, { x: uploaded.x + uploaded.width / 2, y: uploaded.y + uploaded.height / 2 })).toBe(true);
  await shot(page, 'logo-uploaded');
  await page.getByTestId('undo').click();
  await expect.poll(async () => (await content(page)).assets[0]!.imageElementSrc).toBe(tall.link);
});

/** Selects an asset by clicking its centre on the page. */
async function selectAsset(page: Page, asset: Asset) {
  const box = await page.evaluate(
    ({ x, y }) => {
      type Stage = { findOne(selector: string): { x(): number; y(): number; scaleX(): number } };
      type EditorHook = { getContent: () => { pages: { id: string }[] }; getStage: (id: string) => Stage };
      const hook = (window as unknown as { __layoutEditor: EditorHook }).__layoutEditor;
      const layer = hook.getStage(hook.getContent().pages[0]!.id).findOne('.content-layer');
      const host = document.querySelector('[data-testid="page-canvas-0"]')!.getBoundingClientRect();
      return { x: host.left + layer.x() + x * layer.scaleX(), y: host.top + layer.y() + y * layer.scaleX() };
    },
    { x: asset.x + asset.width / 2, y: asset.y + asset.height / 2 },
  );
  await page.mouse.click(box.x, box.y);
  await expect.poll(() => selection(page)).toEqual([asset.id]);
}

test('an image is replaced by an uploaded file, kept in My images, filling its frame', async ({ page, request }) => {
  const account = await signUp(request);
  const first = await uploadPicture(request, account, 'images', 'first.png', await square('#8e44ad', 600, 400));
  await openEditor(page, account);
  await region(page, 'My images').getByRole('button', { name: 'Add first.png' }).click();
  await expect.poll(async () => (await content(page)).assets.length).toBe(1);
  const before = (await content(page)).assets[0]!;
  expect(before).toMatchObject({ type: 'image', imageId: first.id });

  await openFormat(page);
  await expect(page.getByTestId('replace-image')).toHaveText('Replace image');
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('replace-with-upload').click();
  await (await chooser).setFiles([{ name: 'portrait.png', mimeType: 'image/png', buffer: await square('#f39c12', 300, 600) }]);
  await expect.poll(async () => (await content(page)).assets[0]!.imageElementSrc).not.toBe(first.link);
  expect((await content(page)).assets[0]!.imageElementSrc).toMatch(/^\/api\/files\/images\/[\w-]+\.png$/);
  const after = (await content(page)).assets[0] as Asset & { crop?: { width: number; height: number } };
  // The same frame, the portrait picture cropped to fill it.
  expect(after).toMatchObject({ id: before.id, x: before.x, y: before.y, width: before.width, height: before.height });
  expect(after.imageId).toBeGreaterThan(first.id);
  expect(after.crop!.width / after.crop!.height).toBeCloseTo(before.width / before.height, 2);
  await expect(region(page, 'My images').getByRole('button', { name: 'Add portrait.png' })).toBeVisible();
  await shot(page, 'image-uploaded');
  await page.getByTestId('undo').click();
  await expect.poll(async () => (await content(page)).assets[0]!.imageElementSrc).toBe(first.link);
});

test('a guest asked to replace a picture gets the login warning', async ({ page }) => {
  await openEditor(page, null);
  await page.getByTestId('menu-Photos').click();
  await page.getByTestId('photos-panel').getByRole('button', { name: 'More Skies and Sunsets' }).click();
  await page
    .getByTestId('photo-results')
    .getByRole('button', { name: /^A low sun/ })
    .click();
  await expect.poll(async () => (await content(page)).assets.length).toBe(1);
  await openFormat(page);
  let chooserOpened = false;
  page.on('filechooser', () => {
    chooserOpened = true;
  });
  await page.getByTestId('replace-with-upload').click();
  const warning = page.getByRole('dialog', { name: 'Login required' });
  await expect(warning).toContainText('Please log in or sign up for a free account to save, upload, export your files');
  expect(chooserOpened).toBe(false);
  await shot(page, 'guest-warning');
});

test('an icon uploaded as a PNG is listed in My icons, placed, drawn, and painted in the exported PNG', async ({ page, request }) => {
  const account = await signUp(request);
  await openEditor(page, account);
  const icons = region(page, 'My icons');
  await expect(icons).toContainText('Icons you upload (SVG, JPEG, PNG) appear here.');
  const chooser = page.waitForEvent('filechooser');
  await icons.getByTestId('upload-icon-button').click();
  await (await chooser).setFiles([
    { name: 'orange-badge.png', mimeType: 'image/png', buffer: await square('#e4572e', 200, 200) },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') },
  ]);
  await expect(page.getByText('Only SVG, JPEG and PNG files can be uploaded as icons')).toBeVisible();
  const tile = icons.getByRole('button', { name: 'Add orange badge' });
  await expect(tile).toBeVisible();
  await shot(page, 'icon-listed');

  await tile.click();
  await expect.poll(async () => (await content(page)).assets.length).toBe(1);
  const icon = (await content(page)).assets[0]!;
  expect(icon.type).toBe('icon');
  expect(icon.link).toMatch(/^\/api\/files\/svgs\/[\w-]+\.png$/);
  // Fitted in 100 x 101 at its own proportions (square).
  expect(icon.width).toBeCloseTo(100, 3);
  expect(icon.height).toBeCloseTo(100, 3);
  const centre = { x: icon.x + icon.width / 2, y: icon.y + icon.height / 2 };
  await expect.poll(() => drawnAt(page, centre)).toBe(true);
  await shot(page, 'icon-placed');

  // Saved, then exported as PNG by the server: the icon's orange is where the icon is.
  const design = await content(page);
  const created = await request.post('/api/designs', { headers: { [AUTH_HEADER]: account.token }, data: { name: `Raster icon ${Date.now()}`, design } });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  const exported = await request.get(`/api/designs/${id}/export/png?isPrintResolution=false`, { headers: { [AUTH_HEADER]: account.token }, timeout: 120_000 });
  expect(exported.ok(), await exported.text()).toBe(true);
  const { signedUrl } = (await exported.json()) as { signedUrl: string };
  const file = await request.get(signedUrl);
  expect(file.ok()).toBe(true);
  const png = sharp(await file.body());
  const { width, height } = await png.metadata();
  const pageWidth = mmToPx(design.layoutDimensions.flatWidth);
  const pageHeight = mmToPx(design.layoutDimensions.flatHeight);
  const { data, info } = await png.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const px = Math.round((x / pageWidth) * width!);
    const py = Math.round((y / pageHeight) * height!);
    const i = (py * info.width + px) * info.channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  const [r, g, b] = at(centre.x, centre.y);
  expect(Math.abs(r - 0xe4)).toBeLessThan(12);
  expect(Math.abs(g - 0x57)).toBeLessThan(12);
  expect(Math.abs(b - 0x2e)).toBeLessThan(12);
  // Beside the icon the page stays white.
  expect(at(icon.x + icon.width + 40, centre.y)).toEqual([255, 255, 255]);
});
