import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signInAdmin } from './support/admin';
import { pageOnScreen, toScreen } from './support/canvas';

/**
 * The Photos panel (spec 001 sections 2.3 and 4.12) with the starter photo library the server
 * seeds on its first start: collections with More > / < Back, a search titled with its query,
 * the display orientation, adding by click and by drag, replacing a selected image, paging a
 * large collection, and the guest's login warning on Upload Image.
 */

type Asset = { id: string; type: string; pageId: string; x: number; y: number; width: number; height: number; imageElementSrc?: string; crop?: { width: number; height: number } };
type Hook = { getContent: () => { assets: Asset[]; pages: { id: string }[] }; getSelection: () => readonly string[] };
const content = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getContent());
const selection = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getSelection());

const SHOTS = process.env.E2E_SHOTS ?? '';
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/photos-${name}.png` });
}

async function openPhotos(page: Page) {
  await page.goto('/designs/new');
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  await page.getByTestId('menu-Photos').click();
  await expect(page.getByTestId('photos-panel')).toBeVisible();
}

async function signIn(page: Page, request: APIRequestContext): Promise<string> {
  const email = `photos-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'photos e2e password';
  expect((await request.post('/api/users', { data: { firstname: 'Pia', lastname: 'Photo', email, password, password2: password } })).ok()).toBe(true);
  const { jwt } = (await (await request.post('/api/auth/login', { data: { email, password } })).json()) as { jwt: string };
  await page.addInitScript((token) => localStorage.setItem('layout_token', token), jwt);
  return jwt;
}

const panel = (page: Page) => page.getByTestId('photos-panel');
const results = (page: Page) => page.getByTestId('photo-results');
const tiles = (page: Page) => results(page).getByTestId('photo-tile');

test('a guest browses the collections, opens one with More > and goes back, searches, and changes the orientation', async ({ page }) => {
  await openPhotos(page);
  await expect(panel(page).getByPlaceholder('all free photos')).toBeVisible();
  await expect(panel(page).getByTestId('photo-collection')).toHaveCount(6);
  await expect(panel(page).getByTestId('photo-collection-title').first()).toHaveText('Skies and Sunsets');
  // 'Paper and Fabric Textures' has 25 characters: shortened, whole in its tooltip.
  await expect(panel(page).getByTestId('photo-collection-title').and(panel(page).getByTitle('Paper and Fabric Textures'))).toHaveText('Paper and Fabric Texture…');
  // Landscape shows 2 previews a collection.
  await expect(panel(page).getByTestId('photo-collection').first().getByTestId('photo-collection-preview')).toHaveCount(2);
  await expect(panel(page).getByTestId('photo-collection-preview').first().locator('img')).toHaveJSProperty('complete', true);
  await shot(page, 'collections');

  await panel(page).getByRole('button', { name: 'More Bokeh Lights' }).click();
  await expect(page.getByTestId('photo-results-title')).toHaveText('Bokeh Lights');
  await expect(tiles(page)).toHaveCount(6);
  await expect(panel(page).getByTestId('photo-collection')).toHaveCount(0);
  await shot(page, 'collection-open');
  await panel(page).getByRole('button', { name: '< Back' }).click();
  await expect(panel(page).getByTestId('photo-collection')).toHaveCount(6);

  const search = panel(page).getByPlaceholder('all free photos');
  await search.fill('bokeh');
  // Nothing happens until Enter.
  await expect(results(page)).toHaveCount(0);
  await search.press('Enter');
  await expect(page.getByTestId('photo-results-title')).toHaveText('bokeh');
  await expect(tiles(page)).toHaveCount(2);
  await expect(tiles(page).first()).toHaveAttribute('aria-label', /bokeh|lights/i);

  for (const [mode, count, aspect] of [
    ['Portrait', 2, 2 / 3],
    ['Square', 2, 1],
  ] as const) {
    await panel(page).getByTestId('photo-orientation').click();
    await page.getByRole('option', { name: mode }).click();
    await expect(tiles(page)).toHaveCount(count);
    const box = (await tiles(page).first().boundingBox())!;
    expect(Math.abs(box.width / box.height - aspect)).toBeLessThan(0.05);
  }
  await shot(page, 'search-square');

  await search.fill('no such picture anywhere');
  await search.press('Enter');
  await expect(results(page)).toContainText('No photos found.');
  await panel(page).getByRole('button', { name: '< Back' }).click();
  await expect(search).toHaveValue('');
  await expect(panel(page).getByTestId('photo-collection')).toHaveCount(6);
});

test('a guest clicking Upload Image gets the required-login warning', async ({ page }) => {
  await openPhotos(page);
  await panel(page).getByRole('button', { name: 'Upload Image', exact: true }).click();
  await expect(page.getByText('Please log in or sign up for a free account to save, upload, export your files')).toBeVisible();
});

test('a photo clicked is added to the page at its proportions; one dragged lands centred where it is let go', async ({ page }) => {
  await openPhotos(page);
  await panel(page).getByRole('button', { name: 'More Skies and Sunsets' }).click();
  await expect(tiles(page)).toHaveCount(6);

  // 'Sunset glow' is 2400 x 1600: fitted within 250 x 251.
  await results(page)
    .getByRole('button', { name: /^A low sun/ })
    .click();
  await expect.poll(async () => (await content(page)).assets.length).toBe(1);
  const [added] = (await content(page)).assets;
  expect(added!.type).toBe('image');
  expect(added!.imageElementSrc).toMatch(/^\/api\/files\/photos\/[\w-]+\.jpg$/);
  expect(added!.width).toBeCloseTo(250, 1);
  expect(added!.height).toBeCloseTo(250 / 1.5, 1);
  expect(await selection(page)).toEqual([added!.id]);

  const on = await pageOnScreen(page);
  const canvas = page.getByTestId('page-canvas-0');
  const box = (await canvas.boundingBox())!;
  const point = { x: 650, y: 420 };
  const screen = toScreen(on, point);
  // 'Starry night', also 3:2.
  await results(page)
    .getByRole('button', { name: /^A deep blue night sky/ })
    .dragTo(canvas, { targetPosition: { x: screen.x - box.x, y: screen.y - box.y } });
  await expect.poll(async () => (await content(page)).assets.length).toBe(2);
  const dropped = (await content(page)).assets[1]!;
  expect(dropped.type).toBe('image');
  expect(Math.abs(dropped.x + dropped.width / 2 - point.x)).toBeLessThanOrEqual(1 / on.scale);
  expect(Math.abs(dropped.y + dropped.height / 2 - point.y)).toBeLessThanOrEqual(1 / on.scale);
  await expect.poll(() => selection(page)).toEqual([dropped.id]);
  // The page draws both pictures: the canvas is not blank where the dropped one is.
  const pixel = await page.evaluate(
    ({ x, y }) => {
      const canvases = [...document.querySelectorAll('[data-testid="page-canvas-0"] canvas')] as HTMLCanvasElement[];
      return canvases.some((c) => {
        const r = c.getBoundingClientRect();
        const ratio = c.width / r.width;
        const data = c.getContext('2d')!.getImageData((x - r.left) * ratio, (y - r.top) * ratio, 1, 1).data;
        return data[3]! > 0 && !(data[0]! > 250 && data[1]! > 250 && data[2]! > 250);
      });
    },
    { x: screen.x, y: screen.y },
  );
  expect(pixel).toBe(true);
  await shot(page, 'added');
});

test('a selected image is replaced: from its Format popup or the panel’s button, the next photo clicked takes its place', async ({ page, request }) => {
  await signIn(page, request);
  await openPhotos(page);
  await panel(page).getByRole('button', { name: 'More Skies and Sunsets' }).click();
  await results(page)
    .getByRole('button', { name: /^A low sun/ })
    .click();
  await expect.poll(async () => (await content(page)).assets.length).toBe(1);
  const before = (await content(page)).assets[0]!;

  // The panel offers replacing the selected image.
  await panel(page).getByTestId('replace-selected-image').click();
  await expect(panel(page).getByTestId('replace-mode')).toContainText('replace the selected image');
  // A portrait photo (1600 x 2400) into the landscape box: the box stays, the photo fills it.
  await results(page)
    .getByRole('button', { name: /^Soft pink and lilac dawn/ })
    .click();
  await expect.poll(async () => (await content(page)).assets[0]!.imageElementSrc).not.toBe(before.imageElementSrc);
  let after = (await content(page)).assets;
  expect(after).toHaveLength(1);
  expect(after[0]).toMatchObject({ id: before.id, x: before.x, y: before.y, width: before.width, height: before.height });
  expect(after[0]!.crop!.width / after[0]!.crop!.height).toBeCloseTo(before.width / before.height, 2);
  await expect(panel(page).getByTestId('replace-mode')).toHaveCount(0);
  await shot(page, 'replaced');

  // Now from the canvas: Format, then 'Replace image' opens the Photos panel in replace mode.
  await page.getByTestId('menu-Text').click();
  await page.getByRole('button', { name: 'Format' }).click();
  await page.getByTestId('replace-image').click();
  await expect(panel(page).getByTestId('replace-mode')).toBeVisible();
  const replacedSrc = after[0]!.imageElementSrc;
  await panel(page).getByRole('button', { name: 'More Geometric Patterns' }).click();
  await results(page)
    .getByRole('button', { name: /^A mosaic of triangles/ })
    .click();
  await expect.poll(async () => (await content(page)).assets[0]!.imageElementSrc).not.toBe(replacedSrc);
  after = (await content(page)).assets;
  expect(after).toHaveLength(1);
  expect(after[0]).toMatchObject({ id: before.id, width: before.width, height: before.height });

  // Out of replace mode, a click adds again; one undo takes the addition back.
  await results(page)
    .getByRole('button', { name: /^Bold triangles|^Diagonal stripes/ })
    .first()
    .click();
  await expect.poll(async () => (await content(page)).assets.length).toBe(2);
  await page.getByTestId('undo').click();
  await expect.poll(async () => (await content(page)).assets.length).toBe(1);
});

test('My Images lists the user’s pictures; one clicked is added to the page', async ({ page, request }) => {
  const token = await signIn(page, request);
  const form = new FormData();
  const bytes = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#4ac6e3' } })
    .png()
    .toBuffer();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'portrait.png');
  const uploaded = await request.post('/api/images/upload', { headers: { 'x-auth-token': token }, multipart: form });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);

  await openPhotos(page);
  const mine = panel(page).getByTestId('my-images').getByTestId('my-image-tile');
  await expect(mine).toHaveCount(1);
  await shot(page, 'my-images');
  await mine.click();
  await expect.poll(async () => (await content(page)).assets.length).toBe(1);
  const [added] = (await content(page)).assets as (Asset & { imageId?: number })[];
  expect(added).toMatchObject({ type: 'image' });
  // 600 x 900 fitted within 250 x 251.
  expect(added!.height).toBeCloseTo(251, 1);
  expect(added!.width).toBeCloseTo((251 * 600) / 900, 1);
  expect(added!.imageId).toBeGreaterThan(0);
});

test('an admin adds pictures to the photo library from the panel and deletes one', async ({ page, request }) => {
  const admin = await signInAdmin(request);
  await page.addInitScript((token) => localStorage.setItem('layout_token', token), admin.token);
  await openPhotos(page);
  await panel(page).getByRole('button', { name: 'Add to photo library' }).click();
  await panel(page).getByLabel('Collection').fill('Studio Shots');
  await panel(page).getByLabel('Keywords').fill('Backdrop Plain');
  await panel(page).getByLabel('Description').fill('A studio backdrop');
  const chooser = page.waitForEvent('filechooser');
  await panel(page).getByTestId('photo-library-upload').click();
  const pictures = await Promise.all(
    ['#d8c3a5', '#8e8d8a'].map(async (colour, i) => ({
      name: `backdrop-${i}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
        .jpeg()
        .toBuffer(),
    })),
  );
  await (await chooser).setFiles(pictures);
  await expect(page.getByText('2 photos added to Studio Shots')).toBeVisible();
  await shot(page, 'admin-upload');
  await panel(page).getByRole('button', { name: 'More Studio Shots' }).click();
  await expect(tiles(page)).toHaveCount(2);

  // Found by its keywords, lowercased.
  const search = panel(page).getByPlaceholder('all free photos');
  await search.fill('plain');
  await search.press('Enter');
  await expect(page.getByTestId('photo-results-title')).toHaveText('plain');
  await expect(tiles(page)).toHaveCount(2);

  await tiles(page).first().hover();
  await results(page)
    .getByRole('button', { name: /^Delete A studio backdrop/ })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(tiles(page)).toHaveCount(1);
});

test('a collection of more than 30 photos shows 30, and the rest as the panel is scrolled to its end', async ({ page, request }) => {
  const admin = await signInAdmin(request);
  let collectionId = '';
  for (let batch = 0; batch < 4; batch++) {
    const form = new FormData();
    form.append('collection', 'E2E Paging');
    form.append('keywords', 'paging');
    form.append('description', 'A paging test picture');
    for (let i = 0; i < (batch < 3 ? 10 : 5); i++) {
      const hue = (batch * 10 + i) * 9;
      const bytes = await sharp({ create: { width: 300, height: 200, channels: 3, background: `hsl(${hue}, 60%, 50%)` } })
        .jpeg()
        .toBuffer();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `paging-${batch}-${i}.jpg`);
    }
    const uploaded = await request.post('/api/photos', { headers: { 'x-auth-token': admin.token }, multipart: form });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    collectionId = ((await uploaded.json()) as { collection: { id: string } }).collection.id;
  }
  // A title over 40 characters gets the wider style: a line of its own, whole.
  const title = 'E2E Paging: a collection with a very long title';
  const renamed = await request.put(`/api/photos/collections/${collectionId}`, { headers: { 'x-auth-token': admin.token }, data: { title, order: 0 } });
  expect(renamed.ok(), await renamed.text()).toBe(true);

  await openPhotos(page);
  const wide = panel(page).getByTestId('photo-collection-title').first();
  await expect(wide).toHaveText(title);
  await expect(wide).toHaveAttribute('data-wide', 'true');
  await shot(page, 'wide-title');
  await panel(page)
    .getByRole('button', { name: `More ${title}` })
    .click();
  await expect(tiles(page)).toHaveCount(30);
  await page.getByTestId('drawer').evaluate((drawer) => drawer.scrollTo(0, drawer.scrollHeight));
  await expect(tiles(page)).toHaveCount(35);
  await expect(results(page).getByRole('button', { name: 'Load more photos' })).toHaveCount(0);
  await shot(page, 'paged');
});
