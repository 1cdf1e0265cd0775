import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH_HEADER, type Product, createDesignContent, defaultLayoutDimensions, defaultTextConfig, mmToPx } from '@layout/model';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';

/**
 * Download (issue 6; spec 000 sections 4 and 9, spec 001 sections 2.4, 2.7, 4.9): the formats of
 * the design's product, the preflight report of a Print Ready PDF, the file itself, Successful
 * download, and the export bucket in local storage (currentDesignsToExport).
 */

const BUCKET = 'currentDesignsToExport';
const SHOTS = process.env.DOWNLOAD_SHOTS_DIR;

async function signUp(request: APIRequestContext): Promise<string> {
  const email = `download-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'e2e secret password';
  const registered = await request.post('/api/users', { data: { firstname: 'Dana', lastname: 'Downer', email, password, password2: password } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { jwt } = (await (await request.post('/api/auth/login', { data: { email, password } })).json()) as { jwt: string };
  return jwt;
}

/**
 * A saved single-sided business card (90 x 55 mm) with a 400 x 300 px photo printed 160 px
 * (1.67 in) wide, so 240 ppi, a text 2 mm from the left trim edge and a rectangle reaching only
 * 1 mm into the bleed, a text in a font that no longer exists and a screen-green rectangle no
 * press prints as shown, opened in the editor; answers
 * the design's id.
 */
async function openBusinessCard(page: Page, request: APIRequestContext, token: string, productName = 'Single Sided Business Cards'): Promise<number> {
  const products = (await (await request.get('/api/products')).json()) as Product[];
  const product = products.find((p) => p.name === productName)!;
  const size = product.productSizes[0]!;
  const content = createDesignContent({ ...defaultLayoutDimensions(), flatWidth: size.width, flatHeight: size.height, units: 'mm' }, product.printFormat);
  const pageId = content.pages[0]!.id;
  const base = { pageId, scaleX: 1, scaleY: 1, rotation: 0, opacity: 1 };
  const photo = { name: 'photo.png', mimeType: 'image/png', buffer: readFileSync(join(import.meta.dirname, 'fixtures/files/photo.png')) };
  const uploaded = await request.post('/api/images/upload', { headers: { [AUTH_HEADER]: token }, multipart: { file: photo } });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const [image] = (await uploaded.json()) as { id: number; link: string }[];
  content.assets.push(
    { ...base, id: 'photo', type: 'image', zIndex: 3, x: 140, y: 25, width: 160, height: 120, imageElementSrc: image!.link, imageId: image!.id },
    { ...base, id: 'near-edge', type: 'text', zIndex: 1, x: mmToPx(2), y: 80, width: 200, height: 30, textConfig: defaultTextConfig({ text: 'Call us today' }) },
    // A font no font list has (deleted since): the editor cannot load it.
    {
      ...base,
      id: 'lost-font',
      type: 'text',
      zIndex: 4,
      x: 40,
      y: 150,
      width: 200,
      height: 30,
      textConfig: defaultTextConfig({ text: 'Hello', fontId: 987654, fontFamily: 'Vanished Sans' }),
    },
    {
      ...base,
      id: 'short-bleed',
      type: 'shape',
      zIndex: 2,
      x: -mmToPx(1),
      y: 100,
      width: 120,
      height: 40,
      shapeProps: { type: 'rect', fill: '#4ac6e3', stroke: '#000000', strokeWidth: 0, strokeEnabled: false, fillEnabled: true },
    },
    // A screen green no four-colour press prints.
    {
      ...base,
      id: 'screen-green',
      type: 'shape',
      zIndex: 5,
      x: 200,
      y: 150,
      width: 60,
      height: 30,
      shapeProps: { type: 'rect', fill: '#00ff00', stroke: '#000000', strokeWidth: 0, strokeEnabled: false, fillEnabled: true },
    },
  );
  const created = await request.post('/api/designs', {
    headers: { [AUTH_HEADER]: token },
    data: { name: 'Card for download', categoryId: product.categoryId, productId: product.id, productSizeId: size.id, printFormat: product.printFormat, design: content },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  await page.addInitScript((t) => localStorage.setItem('layout_token', t), token);
  await page.goto(`/designs/${id}`);
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  return id;
}

const bucket = (page: Page) => page.evaluate((key) => localStorage.getItem(key), BUCKET);
const downloadDialog = (page: Page) => page.getByRole('dialog', { name: 'Download' });

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('Download offers the product formats, warns before a Print Ready PDF, downloads it and a PNG, and empties the bucket', async ({ page, request }) => {
  const token = await signUp(request);
  const designId = await openBusinessCard(page, request, token);

  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const dialog = downloadDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(4);
  const labels = ['Print Ready PDF', 'Standard PDF', 'JPG', 'PNG'];
  for (const [index, label] of labels.entries()) await expect(dialog.getByRole('radio').nth(index)).toHaveAccessibleName(label);
  await expect(dialog.getByRole('radio', { name: 'Print Ready PDF' })).toBeChecked();
  await expect(dialog).toContainText('Print resolution, with crop lines and bleed');

  // The preflight report: the text 2 mm from the edge and the rectangle short of full bleed.
  const report = dialog.getByTestId('preflight-report');
  await expect(report.getByTestId('preflight-finding')).toHaveText([
    'Page 1: Photo is 240 ppi at its printed size (print needs 300 ppi)',
    'Page 1: Text "Call us today" is 2.0 mm from the trim edge (keep it 5 mm inside)',
    'Page 1: Shape reaches only 1.0 mm past the trim edge (full bleed needs 2 mm)',
    'Page 1: Text "Hello": its font Vanished Sans could not be loaded, so it shows in the default font',
    /^Page 1: Shape: #00ff00 prints as #[0-9a-f]{6} \(ΔE 1\d\): the press cannot print it as shown$/,
  ]);
  await expect(report).toContainText('Colours the press cannot print as shown');
  await expect(report).toContainText('These are warnings; you can still download.');
  await shot(page, 'download-preflight');

  // The Print Ready PDF: a real PDF with the card's trim (90 x 55 mm) and bleed around it.
  const pdfDownload = page.waitForEvent('download');
  await dialog.getByTestId('download-confirm').click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe('Card for download.pdf');
  const pdfPath = await pdf.path();
  const info = execFileSync('pdfinfo', ['-box', pdfPath], { encoding: 'utf8' });
  expect(info).toMatch(/Pages:\s+1/);
  const trim = info.match(/TrimBox:\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)/)!;
  expect(Number(trim[3]) - Number(trim[1])).toBeCloseTo((90 / 25.4) * 72, 0);
  expect(Number(trim[4]) - Number(trim[2])).toBeCloseTo((55 / 25.4) * 72, 0);
  const media = info.match(/MediaBox:\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)/)!;
  expect(Number(media[3]) - Number(media[1])).toBeGreaterThan(Number(trim[3]) - Number(trim[1]));

  const success = page.getByRole('dialog', { name: 'Successful download' });
  await expect(success).toBeVisible();
  // A FREE user is offered more storage; Upgrade storage opens the storage plans.
  await expect(success.getByTestId('storage-upsell')).toBeVisible();
  await shot(page, 'download-success-free');
  expect(await bucket(page)).toBeNull();
  await success.getByRole('button', { name: 'Upgrade storage' }).click();
  await expect(page.getByRole('dialog', { name: /extra storage/ })).toBeVisible();
  await page
    .getByRole('dialog', { name: /extra storage/ })
    .getByRole('button', { name: 'Close', exact: true })
    .click();

  // A PNG at print resolution: no preflight report (it belongs to the Print Ready PDF).
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await dialog.getByRole('radio', { name: 'PNG' }).check();
  await expect(dialog.getByTestId('preflight-report')).toHaveCount(0);
  await expect(dialog.getByRole('checkbox', { name: 'Print resolution (300 ppi)' })).toBeChecked();
  const exportRequest = page.waitForRequest((r) => r.url().includes(`/api/designs/${designId}/export/png`));
  const pngDownload = page.waitForEvent('download');
  await dialog.getByTestId('download-confirm').click();
  const asked = new URL((await exportRequest).url());
  expect(asked.searchParams.get('isPrintResolution')).toBe('true');
  expect(asked.searchParams.get('exportId')).toMatch(/^[0-9a-f-]{36}$/);
  const png = await pngDownload;
  expect(png.suggestedFilename()).toBe('Card for download.png');
  const pngInfo = execFileSync('file', [await png.path()], { encoding: 'utf8' });
  // 90 x 55 mm at 300 ppi: 1063 x 650 pixels.
  expect(pngInfo).toMatch(/PNG image data, 106[23] x 6(49|50)/);
  await expect(page.getByRole('dialog', { name: 'Successful download' })).toBeVisible();
  expect(await bucket(page)).toBeNull();
  await page.getByRole('dialog', { name: 'Successful download' }).getByRole('button', { name: 'Close', exact: true }).click();

  // Choosing a finding selects its asset on the page.
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await dialog.getByRole('link', { name: /Call us today/ }).click();
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __layoutEditor: { getSelection: () => string[] } }).__layoutEditor.getSelection())).toEqual(['near-edge']);
});

test('a failed export is shown in the dialog and its item stays in the bucket for a retry', async ({ page, request }) => {
  const token = await signUp(request);
  const designId = await openBusinessCard(page, request, token);
  await page.route('**/api/designs/*/export/**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, message: 'Internal Server Error' }) }),
  );
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const dialog = downloadDialog(page);
  await dialog.getByRole('radio', { name: 'JPG' }).check();
  await dialog.getByRole('checkbox', { name: 'Print resolution (300 ppi)' }).uncheck();
  await dialog.getByTestId('download-confirm').click();
  await expect(dialog.getByTestId('download-error')).toContainText('Internal Server Error');
  await shot(page, 'download-error');
  expect(JSON.parse((await bucket(page))!)).toEqual([{ designId, type: 'jpg', isPrintResolution: false }]);

  // Retrying once the server answers: the file comes and the bucket is empty.
  await page.unroute('**/api/designs/*/export/**');
  const jpg = page.waitForEvent('download');
  await dialog.getByTestId('download-confirm').click();
  expect((await jpg).suggestedFilename()).toBe('Card for download.jpg');
  await expect(page.getByRole('dialog', { name: 'Successful download' })).toBeVisible();
  expect(await bucket(page)).toBeNull();
});

test('progress shows while the file is made; PRO users are offered the print site', async ({ page, request }) => {
  const token = await signUp(request);
  await page.route('**/api/profile', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), storagePlan: 'PRO' } });
  });
  await openBusinessCard(page, request, token, 'Double Sided Business Cards');
  // The export is held back until the progress has been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/api/designs/*/export/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.route('**/api/exports/*/progress', (route) => route.fulfill({ json: { done: 1, total: 2 } }));
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const dialog = downloadDialog(page);
  await dialog.getByRole('radio', { name: 'Standard PDF' }).check();
  const pdf = page.waitForEvent('download');
  await dialog.getByTestId('download-confirm').click();
  await expect(dialog.getByTestId('download-progress')).toContainText('Preparing your file... page 2 of 2');
  await shot(page, 'download-progress');
  release();
  expect((await pdf).suggestedFilename()).toBe('Card for download.pdf');
  const success = page.getByRole('dialog', { name: 'Successful download' });
  await expect(success.getByTestId('print-site-offer')).toBeVisible();
  await expect(success.getByTestId('storage-upsell')).toHaveCount(0);
  await shot(page, 'download-success-pro');
});

test('a product without Print Ready PDF defaults to Standard PDF; unsaved changes and never-saved designs are saved first', async ({ page, request }) => {
  const token = await signUp(request);
  const designId = await openBusinessCard(page, request, token, 'Documents');
  // An unsaved change (a sixth asset) is saved before the dialog opens: the server exports the stored design.
  await page.getByTestId('menu-Shapes').click();
  await page.getByRole('button', { name: 'Rectangle' }).click();
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const dialog = downloadDialog(page);
  await expect(dialog).toBeVisible();
  const stored = (await (await request.get(`/api/designs/${designId}`, { headers: { [AUTH_HEADER]: token } })).json()) as { design: { assets: unknown[] } };
  expect(stored.design.assets).toHaveLength(6);
  await expect(dialog.getByRole('radio')).toHaveCount(3);
  await expect(dialog.getByRole('radio').first()).toHaveAccessibleName('Standard PDF');
  await expect(dialog.getByRole('radio', { name: 'Standard PDF' })).toBeChecked();
  await expect(dialog.getByTestId('preflight-report')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A new design: Save my design first, then the Download dialog.
  await page.goto('/designs/new');
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const save = page.getByRole('dialog', { name: 'Save my design' });
  await save.getByTestId('save-design-name').fill('Saved before download');
  await save.getByTestId('save-design-confirm').click();
  await expect(downloadDialog(page)).toBeVisible();
  // A design of no product is offered every format; an empty page has nothing to warn about.
  await expect(downloadDialog(page).getByRole('radio')).toHaveCount(4);
  await expect(downloadDialog(page).getByRole('radio', { name: 'Print Ready PDF' })).toBeChecked();
  await expect(downloadDialog(page).getByTestId('preflight-clear')).toHaveText('Print check: no problems found.');
  await shot(page, 'download-no-findings');
});

test('?success exports everything in the bucket, downloads each file and empties the bucket', async ({ page, request }) => {
  const token = await signUp(request);
  const designId = await openBusinessCard(page, request, token);
  const items = [
    { designId, type: 'pdf', isPrintResolution: false },
    { designId, type: 'png', isPrintResolution: false },
  ];
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [BUCKET, JSON.stringify(items)]);
  const names: string[] = [];
  page.on('download', (d) => names.push(d.suggestedFilename()));
  const asked = page.waitForRequest((r) => r.url().includes('/api/designs/export') && r.method() === 'POST');
  await page.goto(`/designs/${designId}?success`);
  expect((await asked).postDataJSON()).toEqual({ designsToExport: items });
  // Both files are made before the dialog shows: on a busy machine (the CI runs the server tests
  // beside these journeys) that takes longer than expect's usual 10 s.
  await expect(page.getByRole('dialog', { name: 'Successful download' })).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => names.sort()).toEqual(['Card for download.pdf', 'Card for download.png']);
  expect(await bucket(page)).toBeNull();
  await expect(page).toHaveURL(new RegExp(`/designs/${designId}$`));
});
