import { AUTH_HEADER, MESSAGES, ODD_PAGE_COUNT_WARNING, type Product, addPage, addShapeAsset, addTextAsset, createDesignContent, defaultLayoutDimensions } from '@layout/model';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';

/**
 * Pages of the canvas (spec 001 sections 2.5, 4.5): the page list and its button strips, the
 * bottom menu's page, history and zoom controls, and the Pages panel.
 */

type EditorPageData = { id: string; backgroundColor: string };
type EditorAsset = { id: string; type: string; pageId: string; x: number; y: number; width: number; height: number };
type EditorContent = { pages: EditorPageData[]; assets: EditorAsset[] };
type EditorHook = {
  getContent: () => EditorContent;
  getStage: (pageId: string) => unknown;
};

const SHOTS = process.env.E2E_SHOTS ?? '';

async function editorContent(page: Page): Promise<EditorContent> {
  const content = await page.evaluate(() => (window as unknown as { __layoutEditor?: EditorHook }).__layoutEditor?.getContent() ?? null);
  if (!content) throw new Error('the editor is not open');
  return content;
}

const pageIds = async (page: Page) => (await editorContent(page)).pages.map((p) => p.id);

/** A new user, signed in through the API, with the editor open on a new design; returns the session token. */
async function openEditorAsNewUser(page: Page, request: APIRequestContext, path = '/designs/new') {
  const email = `pages-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'pages e2e password';
  const registered = await request.post('/api/users', { data: { firstname: 'Paige', lastname: 'Pages', email, password, password2: password } });
  expect(registered.ok()).toBe(true);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  const { jwt } = (await login.json()) as { jwt: string };
  await page.addInitScript((token) => localStorage.setItem('layout_token', token), jwt);
  await page.goto(path);
  await expect(page.getByTestId('save-button')).toBeVisible();
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  return jwt;
}

/**
 * Where a page's (0, 0) is on the screen and its scale, read from its Konva stage: the content
 * layer's transform within the stage's container.
 */
async function pageOrigin(page: Page, pageId: string) {
  return page.evaluate((id) => {
    type Layer = { getAbsoluteTransform: () => { point: (p: { x: number; y: number }) => { x: number; y: number } }; getAbsoluteScale: () => { x: number } };
    type Stage = { container: () => HTMLElement; findOne: (selector: string) => Layer | undefined };
    const stage = (window as unknown as { __layoutEditor: { getStage: (id: string) => Stage | undefined } }).__layoutEditor.getStage(id);
    const layer = stage?.findOne('.content-layer');
    if (!stage || !layer) return null;
    const box = stage.container().getBoundingClientRect();
    const at = layer.getAbsoluteTransform().point({ x: 0, y: 0 });
    return { x: box.left + at.x, y: box.top + at.y, scale: layer.getAbsoluteScale().x };
  }, pageId);
}

async function addRectangle(page: Page) {
  await page.getByTestId('menu-Shapes').click();
  await page.getByRole('button', { name: 'Rectangle' }).click();
}

test('pages are added, copied with their assets, deleted with confirmation, and undone and redone', async ({ page, request }) => {
  await openEditorAsNewUser(page, request);
  const [first] = await pageIds(page);

  // Add new page: a white page at the end, made active.
  await page.getByTestId('add-page').click();
  await expect.poll(async () => (await pageIds(page)).length).toBe(2);
  const [, second] = await pageIds(page);
  await expect(page.getByTestId('page-header-1')).toHaveAttribute('data-active', 'true');
  expect((await editorContent(page)).pages[1]!.backgroundColor).toBe('#ffffff');

  // A rectangle on the first page, then Copy page: the copy follows it, its assets copied with new ids.
  await page.getByTestId('page-header-0').click();
  await expect(page.getByTestId('page-header-0')).toHaveAttribute('data-active', 'true');
  await addRectangle(page);
  const original = (await editorContent(page)).assets.filter((a) => a.pageId === first);
  expect(original.length).toBeGreaterThan(0);
  await page.getByTestId('page-copy-0').click();
  await expect.poll(async () => (await pageIds(page)).length).toBe(3);
  let content = await editorContent(page);
  const copyId = content.pages[1]!.id;
  expect(content.pages.map((p) => p.id)).toEqual([first, copyId, second]);
  const copies = content.assets.filter((a) => a.pageId === copyId);
  expect(copies.map((a) => a.type).sort()).toEqual(original.map((a) => a.type).sort());
  expect(copies.every((c) => !original.some((o) => o.id === c.id))).toBe(true);
  expect(copies.map((a) => [a.x, a.y]).sort()).toEqual(original.map((a) => [a.x, a.y]).sort());
  await expect(page.getByTestId('page-header-1')).toHaveAttribute('data-active', 'true');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/pages-copied.png` });

  // Undo and redo across page operations.
  await page.getByTestId('undo').click();
  await expect.poll(() => pageIds(page)).toEqual([first, second]);
  await page.getByTestId('redo').click();
  await expect.poll(() => pageIds(page)).toEqual([first, copyId, second]);

  // Delete asks first; Cancel keeps the page.
  await page.getByTestId('page-delete-2').click();
  const dialog = page.getByRole('dialog', { name: 'Delete page' });
  await expect(dialog).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/pages-delete-confirm.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await pageIds(page)).toEqual([first, copyId, second]);

  // Deleting the active page (the copy) makes the first page active.
  await page.getByTestId('page-header-1').click();
  await page.getByTestId('page-delete-1').click();
  await page.getByRole('dialog', { name: 'Delete page' }).getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => pageIds(page)).toEqual([first, second]);
  content = await editorContent(page);
  expect(content.assets.some((a) => a.pageId === copyId)).toBe(false);
  await expect(page.getByTestId('page-header-0')).toHaveAttribute('data-active', 'true');

  // The last page cannot be deleted: a warning, not the confirmation.
  await page.getByTestId('page-delete-1').click();
  await page.getByRole('dialog', { name: 'Delete page' }).getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => pageIds(page)).toEqual([first]);
  await page.getByTestId('page-delete-0').click();
  const warning = page.getByRole('dialog', { name: 'Warning' });
  await expect(warning).toContainText('a design needs at least one page');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/pages-last-page.png` });
  await warning.getByRole('button', { name: 'OK' }).click();
  expect(await pageIds(page)).toEqual([first]);

  // Undo brings the deleted page back.
  await page.getByTestId('undo').click();
  await expect.poll(() => pageIds(page)).toEqual([first, second]);
});

test('an asset dragged onto another page moves there, that page becomes active, and one undo brings it back', async ({ page, request }) => {
  await openEditorAsNewUser(page, request);
  await page.getByTestId('add-page').click();
  await expect.poll(async () => (await pageIds(page)).length).toBe(2);
  const [first, second] = await pageIds(page);
  await page.getByTestId('zoom-menu').click();
  await page.getByRole('menuitem', { name: '25%', exact: true }).click();
  await page.getByTestId('page-header-0').click();
  await addRectangle(page);
  const square = (await editorContent(page)).assets.find((a) => a.type === 'shape')!;
  expect(square.pageId).toBe(first);
  const from = (await pageOrigin(page, first!))!;
  const to = (await pageOrigin(page, second!))!;
  // Press on the square's centre, release over (300, 200) of the second page.
  const grab = { x: from.x + (square.x + square.width / 2) * from.scale, y: from.y + (square.y + square.height / 2) * from.scale };
  const drop = { x: to.x + 300 * to.scale, y: to.y + 200 * to.scale };
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(drop.x, drop.y, { steps: 12 });
  await page.mouse.up();

  await expect.poll(async () => (await editorContent(page)).assets.find((a) => a.id === square.id)!.pageId).toBe(second);
  const moved = (await editorContent(page)).assets.find((a) => a.id === square.id)!;
  // The point grabbed is where the pointer let go (within a pixel of the screen).
  expect(Math.abs(moved.x + square.width / 2 - 300)).toBeLessThanOrEqual(1 / to.scale);
  expect(Math.abs(moved.y + square.height / 2 - 200)).toBeLessThanOrEqual(1 / to.scale);
  await expect(page.getByTestId('page-header-1')).toHaveAttribute('data-active', 'true');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/pages-dropped-on-page-2.png` });

  await page.getByTestId('undo').click();
  await expect.poll(async () => (await editorContent(page)).assets.find((a) => a.id === square.id)).toMatchObject({ pageId: first, x: square.x, y: square.y });
});

test('the page background colour is set from the page strip', async ({ page, request }) => {
  await openEditorAsNewUser(page, request);
  await page.getByTestId('page-background-0').click();
  const value = page.getByLabel('Background colour value');
  await value.fill('#ffd43b');
  await value.press('Enter');
  await expect.poll(async () => (await editorContent(page)).pages[0]!.backgroundColor).toBe('#ffd43b');
  // Typed as people type colours: without '#', short, or by name; the field shows what is stored.
  await value.fill('00ff00');
  await value.press('Enter');
  await expect.poll(async () => (await editorContent(page)).pages[0]!.backgroundColor).toBe('#00ff00');
  await value.fill('fff');
  await value.press('Enter');
  await expect.poll(async () => (await editorContent(page)).pages[0]!.backgroundColor).toBe('#ffffff');
  await value.fill('red');
  await value.press('Enter');
  await expect.poll(async () => (await editorContent(page)).pages[0]!.backgroundColor).toBe('#ff0000');
  await expect(value).toHaveValue('#ff0000');
  await page.keyboard.press('Escape');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/pages-background.png` });
  await page.getByTestId('undo').click();
  await expect.poll(async () => (await editorContent(page)).pages[0]!.backgroundColor).toBe('#ffffff');
  await page.getByTestId('undo').click();
  await expect.poll(async () => (await editorContent(page)).pages[0]!.backgroundColor).toBe('#00ff00');
});

test('the upload button of a page opens the file dialog for JPEG and PNG pictures for a user (e2e/uploads.spec.ts uploads through it)', async ({ page, request }) => {
  await openEditorAsNewUser(page, request);
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('page-upload-0').click();
  const dialog = await chooser;
  expect(dialog.isMultiple()).toBe(true);
  expect(await dialog.element().getAttribute('accept')).toBe('image/jpeg,image/png');
});

test('the upload button of a page gives a guest the login-required warning', async ({ page }) => {
  await page.goto('/designs/new');
  await page.getByTestId('page-upload-0').click();
  await expect(page.getByText(MESSAGES.loginRequired)).toBeVisible();
  await expect(page.getByTestId('menu-Photos')).toHaveAttribute('aria-pressed', 'false');
});

test('the zoom menu and Ctrl + wheel zoom the canvas, about the pointer', async ({ page, request }) => {
  await openEditorAsNewUser(page, request);
  const [pageId] = await pageIds(page);
  const canvas = page.getByTestId('page-slot-0').locator('canvas').first();

  await page.getByTestId('zoom-menu').click();
  await page.getByRole('menuitem', { name: '50%', exact: true }).click();
  await expect(page.getByTestId('zoom-menu')).toHaveText('50%');
  await expect.poll(async () => (await pageOrigin(page, pageId!))?.scale).toBeCloseTo(0.5, 5);
  const half = (await canvas.boundingBox())!;

  await page.getByTestId('zoom-menu').click();
  await page.getByRole('menuitem', { name: '100%', exact: true }).click();
  await expect(page.getByTestId('zoom-menu')).toHaveText('100%');
  await expect.poll(async () => (await pageOrigin(page, pageId!))?.scale).toBeCloseTo(1, 5);
  const full = (await canvas.boundingBox())!;
  // The page part of the stage doubles; the room around it for handles does not.
  expect(full.width).toBeGreaterThan(half.width * 1.6);

  // Ctrl + wheel about a point of the page (a rectangle's lower right corner, in view): that
  // point stays under the pointer.
  await addRectangle(page);
  const rectangle = (await editorContent(page)).assets.find((a) => a.type === 'shape')!;
  const before = (await pageOrigin(page, pageId!))!;
  const pointer = { x: before.x + (rectangle.x + rectangle.width) * before.scale, y: before.y + (rectangle.y + rectangle.height) * before.scale };
  const view = (await page.getByTestId('canvas-area').boundingBox())!;
  expect(pointer.x).toBeGreaterThan(view.x);
  expect(pointer.y).toBeGreaterThan(view.y);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/pages-before-wheel.png` });
  const pagePoint = { x: (pointer.x - before.x) / before.scale, y: (pointer.y - before.y) / before.scale };
  await page.mouse.move(pointer.x, pointer.y);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -200);
  await page.keyboard.up('Control');
  await expect.poll(async () => (await pageOrigin(page, pageId!))!.scale).toBeGreaterThan(1.2);
  const after = (await pageOrigin(page, pageId!))!;
  expect(after.x + pagePoint.x * after.scale).toBeCloseTo(pointer.x, -1);
  expect(after.y + pagePoint.y * after.scale).toBeCloseTo(pointer.y, -1);
  await expect(page.getByTestId('zoom-menu')).toHaveText(`${Math.round(after.scale * 100)}%`);
  if (SHOTS) {
    await page.mouse.move(pointer.x + 1, pointer.y + 1);
    await page.screenshot({ path: `${SHOTS}/pages-zoomed.png` });
  }

  // A plain wheel scrolls.
  const area = page.getByTestId('canvas-area');
  const scrollBefore = await area.evaluate((el) => el.scrollTop);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => area.evaluate((el) => el.scrollTop)).toBeGreaterThan(scrollBefore);
  expect((await pageOrigin(page, pageId!))!.scale).toBeCloseTo(after.scale, 5);
});

test('the Pages panel shows previews, reorders pages by dragging, adds pages and goes double sided', async ({ page, request }) => {
  await openEditorAsNewUser(page, request);
  await addRectangle(page);
  await page.getByTestId('add-page').click();
  await expect.poll(async () => (await pageIds(page)).length).toBe(2);
  const [first, second] = await pageIds(page);

  await page.getByTestId('pages-panel-toggle').click();
  const panel = page.getByTestId('pages-panel');
  // Page 2 (active) is blank; its preview follows a rectangle added to it.
  await expect(panel.getByTestId('preview-image-1')).toHaveAttribute('src', /^data:image\/png;base64,/);
  const blank = await panel.getByTestId('preview-image-1').getAttribute('src');
  await addRectangle(page);
  await expect.poll(() => panel.getByTestId('preview-image-1').getAttribute('src')).not.toBe(blank);
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('page-preview-0')).toContainText('Page 1');
  await expect(panel.getByTestId('page-preview-1')).toContainText('Page 2');
  // Previews are drawn from the page's canvas, fitted in 200 x 110.
  const preview = panel.getByTestId('preview-image-0');
  await expect(preview).toHaveAttribute('src', /^data:image\/png;base64,/);
  const box = (await preview.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(200.5);
  expect(box.height).toBeLessThanOrEqual(110.5);
  expect(Math.max(box.width / 200, box.height / 110)).toBeGreaterThan(0.99);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/pages-panel.png` });

  // Drag the first page below the second.
  await panel.getByTestId('page-preview-0').dragTo(panel.getByTestId('page-preview-1'), { targetPosition: { x: 100, y: 120 } });
  await expect.poll(() => pageIds(page)).toEqual([second, first]);
  await page.getByTestId('undo').click();
  await expect.poll(() => pageIds(page)).toEqual([first, second]);

  // Add Page in the panel, then Double sided: three pages get a fourth, and the warning says so.
  await panel.getByTestId('pages-panel-add').click();
  await expect.poll(async () => (await pageIds(page)).length).toBe(3);
  await panel.getByText('Double sided').click();
  await expect(page.getByRole('dialog', { name: 'Warning' })).toContainText(ODD_PAGE_COUNT_WARNING);
  await expect.poll(async () => (await pageIds(page)).length).toBe(4);
  await page.getByRole('dialog', { name: 'Warning' }).getByRole('button', { name: 'OK' }).click();
  await expect(panel.getByTestId('page-preview-0')).toContainText('Front 1');
  await expect(panel.getByTestId('page-preview-1')).toContainText('Back 1');
  await expect(page.getByTestId('page-header-3')).toContainText('Back 2');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/pages-double-sided.png` });
});

/** How many of a preview's pixels are dark (the black squares of the test's pages). */
async function darkPixels(page: Page, testId: string): Promise<number> {
  const src = await page.getByTestId(testId).getAttribute('src');
  return page.evaluate(async (url) => {
    const image = new Image();
    image.src = url!;
    await image.decode();
    const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight);
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 60 && data[i + 1]! < 60 && data[i + 2]! < 60 && data[i + 3]! > 200) dark++;
    return dark;
  }, src);
}

test('the Pages panel shows every page, also pages never scrolled into view, and follows an undo on a page out of view', async ({ page, request }) => {
  const token = await openEditorAsNewUser(page, request);
  let design = createDesignContent();
  for (let i = 1; i < 6; i++) design = addPage(design);
  for (const { id } of design.pages) design = addShapeAsset(design, { pageId: id, kind: 'rect', fill: '#000000' });
  const created = await request.post('/api/designs', { headers: { [AUTH_HEADER]: token }, data: { name: `Six pages ${Date.now()}`, design } });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/designs/${id}`);
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  // The last pages are far below the first: never drawn on the canvas.
  await expect(page.getByTestId('page-placeholder-5')).toBeAttached();

  await page.getByTestId('pages-panel-toggle').click();
  const panel = page.getByTestId('pages-panel');
  for (let i = 0; i < 6; i++) await expect(panel.getByTestId(`preview-image-${i}`)).toHaveAttribute('src', /^data:image\/png;base64,/);
  const onScreen = await darkPixels(page, 'preview-image-0');
  expect(onScreen).toBeGreaterThan(100);
  // Drawn off screen, the last page's preview shows its square as the first page's does.
  await expect.poll(() => darkPixels(page, 'preview-image-5')).toBeGreaterThan(0.9 * onScreen);
  expect(await darkPixels(page, 'preview-image-5')).toBeLessThan(1.1 * onScreen);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/pages-panel-offscreen.png` });

  // An undo on page 1 while it is out of view: its preview, drawn off screen, follows.
  await page.getByTestId('page-header-0').click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await expect.poll(() => darkPixels(page, 'preview-image-0')).toBe(0);
  await page.getByTestId('canvas-area').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(page.getByTestId('page-placeholder-0')).toBeAttached();
  await page.getByTestId('undo').click();
  // Page 1 is now out of view: its preview is drawn off screen again, with its square back.
  await expect.poll(() => darkPixels(page, 'preview-image-0')).toBeGreaterThan(0.9 * onScreen);
});

test('pages far from view are placeholders, and scrolling makes the page in view active', async ({ page, request }) => {
  await openEditorAsNewUser(page, request);
  for (let i = 0; i < 5; i++) await page.getByTestId('add-page').click();
  await expect.poll(async () => (await pageIds(page)).length).toBe(6);
  const ids = await pageIds(page);
  // Adding made the last page active and brought it into view.
  await expect(page.getByTestId('page-header-5')).toHaveAttribute('data-active', 'true');
  await expect(page.getByTestId('page-slot-5').locator('canvas').first()).toBeVisible();
  // The first page is far above: not drawn, a placeholder of the same size.
  await expect(page.getByTestId('page-placeholder-0')).toBeAttached();
  expect(await page.evaluate((id) => !!(window as unknown as { __layoutEditor: EditorHook }).__layoutEditor.getStage(id), ids[0]!)).toBe(false);
  const drawn = (await page.getByTestId('page-slot-5').boundingBox())!;
  const placeholder = (await page.getByTestId('page-slot-0').boundingBox())!;
  expect(placeholder.height).toBeCloseTo(drawn.height, 0);

  // Scrolling to the top: the first page is drawn and becomes active.
  await page.getByTestId('canvas-area').evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(page.getByTestId('page-header-0')).toHaveAttribute('data-active', 'true');
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();

  // Wheeling down through the pages: pages are drawn and dropped as they pass, and the list
  // keeps its length (a dropped page's canvas once measured 0 x 0 and every placeholder took it).
  const area = page.getByTestId('canvas-area');
  const listHeight = () => area.evaluate((el) => el.scrollHeight);
  const fullHeight = await listHeight();
  const box = (await area.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const heights: number[] = [];
  for (let step = 0; step < 24; step++) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(30);
    heights.push(await listHeight());
  }
  expect(heights.every((h) => h === fullHeight)).toBe(true);
  const placeholders = await page.locator('[data-testid^="page-placeholder-"]').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
  expect(placeholders.length).toBeGreaterThan(0);
  expect(Math.min(...placeholders)).toBeGreaterThan(0);
  expect(Math.max(...placeholders)).toBe(Math.min(...placeholders));
});

test('a design opens (requested once, by index.html) with its guides switch; a round product gets the circular guide', async ({ page, request }) => {
  const token = await openEditorAsNewUser(page, request);
  await expect(page.getByTestId('guides-switch')).not.toBeChecked();
  const products = (await (await request.get('/api/products')).json()) as Product[];
  const round = products.find((p) => p.shape === 'round')!;
  const size = round.productSizes[0]!;
  const layout = { ...defaultLayoutDimensions(), flatWidth: size.width, flatHeight: size.height, units: size.units, guideLines: true };
  const created = await request.post('/api/designs', {
    headers: { [AUTH_HEADER]: token },
    data: { name: `Round ${Date.now()}`, productId: round.id, productSizeId: size.id, categoryId: round.categoryId, design: createDesignContent(layout) },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };

  // index.html asks for the design before the app's code arrives; the app takes that request.
  const designRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/designs/${id}`) designRequests.push(r.method());
  });
  await page.goto(`/designs/${id}`);
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  expect(designRequests).toEqual(['GET']);
  await expect(page.getByTestId('guides-switch')).toBeChecked();
  await expect(page.getByText('Hide guides')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/pages-round-guides.png` });
  await page.getByRole('switch', { name: 'Hide guides' }).uncheck();
  await expect(page.getByRole('switch', { name: 'Show guides' })).not.toBeChecked();
});

test('the context button edits and saves a selected text', async ({ page, request }) => {
  await openEditorAsNewUser(page, request);
  await page.getByTestId('menu-Text').click();
  await page.getByRole('button', { name: 'Add Heading H1' }).click();
  const button = page.getByTestId('page-strip-0').getByTestId('context-button');
  await expect(button).toHaveText('Edit Text');
  await button.click();
  await expect(button).toHaveText('Save Text');
  const editor = page.getByTestId('text-editor');
  await expect(editor).toBeFocused();
  await editor.fill('Written in place');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/pages-edit-text.png` });
  await button.click();
  await expect(editor).toBeHidden();
  await expect(button).toHaveText('Edit Text');
  const text = (await editorContent(page)).assets.find((a) => a.type === 'text') as unknown as { textConfig: { text: string } };
  expect(text.textConfig.text).toBe('Written in place');
});

test('a text edited in place shows the face the canvas draws, whatever font it names; a boxed text keeps its round corners', async ({ page, request }) => {
  const token = await openEditorAsNewUser(page, request);
  let design = createDesignContent();
  const pageId = design.pages[0]!.id;
  design = addTextAsset(design, { pageId, style: 'h1', text: 'The quick brown fox' });
  design = addTextAsset(design, { pageId, style: 'boxedText', text: 'Boxed' });
  // A font this editor has not loaded (drawn in the default font), which the machine may have.
  const [plain, boxed] = design.assets.filter((a) => a.type === 'text') as unknown as { x: number; y: number; textConfig: Record<string, unknown> }[];
  plain!.textConfig = { ...plain!.textConfig, fontFamily: 'Liberation Mono', fontId: 4242 };
  boxed!.textConfig = { ...boxed!.textConfig, cornerRadius: 12 };
  boxed!.y += 120;
  const created = await request.post('/api/designs', { headers: { [AUTH_HEADER]: token }, data: { name: `Fonts ${Date.now()}`, design } });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/designs/${id}`);
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  const editor = page.getByTestId('text-editor');

  const origin = (await pageOrigin(page, pageId))!;
  await page.mouse.dblclick(origin.x + (plain!.x + 10) * origin.scale, origin.y + (plain!.y + 10) * origin.scale);
  await expect(editor).toBeFocused();
  expect(await editor.evaluate((field) => getComputedStyle(field).fontFamily)).toBe('Roboto, sans-serif');
  await page.keyboard.press('Escape');

  await page.mouse.dblclick(origin.x + (boxed!.x + 10) * origin.scale, origin.y + (boxed!.y + 10) * origin.scale);
  await expect(editor).toBeFocused();
  expect(parseFloat(await editor.evaluate((field) => getComputedStyle(field).borderTopLeftRadius))).toBeGreaterThan(0);
});
