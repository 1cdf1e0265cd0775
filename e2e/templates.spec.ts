import { AUTH_HEADER, type Template, createDesignContent, defaultLayoutDimensions, defaultTextConfig } from '@layout/model';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { signInAdmin } from './support/admin';
import { pageOnScreen, toScreen } from './support/canvas';

/**
 * The Templates panel (spec 001 sections 2.3, 4.11 and 4.12): the selects and their cascade, the
 * groups, designer and design-set search, applying with and without a size change, undo, the
 * card's context menu, editing a template and the template link. Signed in as the first admin
 * (the house templates are its own), so the top bar shows the size and the owner controls show.
 */

type Asset = { id: string; type: string; pageId: string };
type Hook = { getContent: () => { pages: { id: string; backgroundColor: string }[]; assets: Asset[]; layoutDimensions: { flatWidth: number; flatHeight: number } } };
const content = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getContent());

let admin: { token: string; id: number };

async function houseTemplate(request: APIRequestContext, name: string): Promise<Template> {
  const list = (await (await request.get('/api/templates/public-admin-templates')).json()) as Template[];
  return list.find((t) => t.name === name)!;
}

async function openTemplates(page: Page, path = '/designs/new') {
  await page.addInitScript((token) => localStorage.setItem('layout_token', token), admin.token);
  await page.goto(path);
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  await page.getByTestId('menu-Templates').click();
  await expect(page.getByTestId('templates-panel')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Loading templates' })).toHaveCount(0);
}

const drawer = (page: Page) => page.getByTestId('drawer');
const select = (page: Page, label: string) => drawer(page).getByRole('combobox', { name: label, exact: true });
async function choose(page: Page, label: string, option: string) {
  await select(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select(page, label)).toHaveValue(option);
}
const sectionTitles = (page: Page) => drawer(page).getByTestId('template-section').locator('> p:first-child').allInnerTexts();
/**
 * The template groups' sections, which come first. Journeys running beside this one publish
 * designer templates, whose marketplace sections ('Newest templates', one per designer) follow.
 */
const groupTitles = async (page: Page) => {
  const titles = await sectionTitles(page);
  const marketplace = titles.indexOf('Newest templates');
  return marketplace === -1 ? titles : titles.slice(0, marketplace);
};
const card = (page: Page, name: string) => drawer(page).getByRole('button', { name, exact: true });

async function dropOnPage(page: Page, source: ReturnType<Page['getByRole']>) {
  const on = await pageOnScreen(page);
  const canvas = page.getByTestId('page-canvas-0');
  const box = (await canvas.boundingBox())!;
  const screen = toScreen(on, { x: 100, y: 100 });
  await source.dragTo(canvas, { targetPosition: { x: screen.x - box.x, y: screen.y - box.y } });
}

test.beforeAll(async ({ request }) => {
  admin = await signInAdmin(request);
  // The admin's creator name is what 'By' shows and what a designer search finds.
  const named = await request.put(`/api/users/${admin.id}`, { headers: { [AUTH_HEADER]: admin.token }, data: { creatorName: 'Harbour Print Co' } });
  expect(named.ok(), await named.text()).toBe(true);
});

test('the selects start from the document and cascade; results are grouped by template group', async ({ page }) => {
  await openTemplates(page);
  // A new design (A4 Landscape, no product) starts on the first category's first product.
  await expect(select(page, 'Category')).toHaveValue('Business Cards');
  await expect(select(page, 'Product')).toHaveValue('Single Sided Business Cards');
  await expect(select(page, 'Size')).toHaveValue('Business Card 90 x 55 mm (90 x 55 mm)');
  await expect(select(page, 'Side')).toHaveValue('Front designs');
  await expect.poll(() => groupTitles(page)).toEqual(['Corporate', 'Creative', 'Trades']);
  await expect(drawer(page).getByTestId('template-card')).not.toHaveCount(0);
  await page.screenshot({ path: 'test-results/templates-panel.png' });

  // Changing category takes its first product and a size that product offers.
  await choose(page, 'Category', 'Flyers');
  await expect(select(page, 'Product')).toHaveValue('Flyers');
  await expect(select(page, 'Size')).toHaveValue('A4 Portrait (210 x 297 mm)');
  await expect.poll(() => groupTitles(page)).toEqual(['Events', 'Real Estate', 'Sales']);

  // Download-only products have no Side.
  await choose(page, 'Category', 'Documents');
  await expect(select(page, 'Side')).toHaveCount(0);

  // Changing product keeps a size it offers; Side filters front and back designs.
  await choose(page, 'Category', 'Business Cards');
  await choose(page, 'Product', 'Double Sided Business Cards');
  await expect(select(page, 'Size')).toHaveValue('Business Card 90 x 55 mm (90 x 55 mm)');
  await expect(card(page, 'Navy Corporate Card Front')).toBeVisible();
  await choose(page, 'Side', 'Back designs');
  await expect(card(page, 'Navy Corporate Card Back')).toBeVisible();
  await expect(card(page, 'Navy Corporate Card Front')).toHaveCount(0);
  // A template in a design set carries the link icon.
  await drawer(page).getByRole('button', { name: 'This template is part of design set: Navy Corporate Card' }).hover();
  await expect(page.getByText('This template is part of design set:')).toBeVisible();
  await choose(page, 'Size', 'Business Card 55 x 90 mm (55 x 90 mm)');
  await expect(drawer(page).getByText('No templates for this product, size and side yet.')).toBeVisible();
});

test('searching a designer and a design set', async ({ page }) => {
  await openTemplates(page);
  const search = drawer(page).getByRole('searchbox', { name: 'Search templates' });
  await search.fill('harbour print');
  await search.press('Enter');
  await expect(drawer(page).getByText('TEMPLATES DESIGNED BY')).toBeVisible();
  await expect(drawer(page).getByTestId('template-search-results').getByText('Harbour Print Co', { exact: true })).toBeVisible();
  await expect(card(page, 'Navy Corporate')).toBeVisible();
  await page.screenshot({ path: 'test-results/templates-designer-search.png' });
  await drawer(page).getByRole('button', { name: '< BACK' }).click();
  await expect(search).toHaveValue('');
  await expect.poll(() => groupTitles(page)).toEqual(['Corporate', 'Creative', 'Trades']);

  await choose(page, 'Product', 'Double Sided Business Cards');
  await search.fill('sunset creative card');
  await search.press('Enter');
  const results = drawer(page).getByTestId('template-search-results');
  await expect(results.getByText('Sunset Creative Card', { exact: true })).toBeVisible();
  await expect(results.getByText('by Harbour Print Co')).toBeVisible();
  await expect(results.getByTestId('template-card')).toHaveCount(2);

  await search.fill('navy');
  await search.press('Enter');
  // 'Navy' names a design set and its templates: the set, then nothing else.
  await expect(results.getByText('Navy Corporate Card', { exact: true })).toBeVisible();
  await search.fill('no such template');
  await search.press('Enter');
  await expect(drawer(page).getByText('No templates match “no such template” for this product and size.')).toBeVisible();
});

test('a template of another size asks first, changes the size in one undo step; one of the same size applies on a click', async ({ page, request }) => {
  await openTemplates(page);
  await expect(page.getByTestId('document-size')).toHaveText('297 x 210 mm');
  const navy = await houseTemplate(request, 'Navy Corporate');

  // Declining changes nothing.
  await dropOnPage(page, card(page, 'Navy Corporate'));
  const question = 'This template will change your artwork to "Business Card 90 x 55 mm" are you happy to proceed?';
  await expect(page.getByText(question)).toBeVisible();
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await expect(page.getByText(question)).toHaveCount(0);
  expect((await content(page)).assets).toHaveLength(0);

  await dropOnPage(page, card(page, 'Navy Corporate'));
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByTestId('document-size')).toHaveText('90 x 55 mm');
  await expect.poll(async () => (await content(page)).assets.length).toBe(navy.template.assets.length);
  expect((await content(page)).pages[0]!.backgroundColor).toBe(navy.template.backgroundColor);
  await page.waitForTimeout(300); // let the canvas paint for the screenshot (no assertion rests on it)
  await page.screenshot({ path: 'test-results/templates-applied-navy.png' });

  // One undo step brings the size and the empty page back.
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('document-size')).toHaveText('297 x 210 mm');
  expect((await content(page)).assets).toHaveLength(0);
  await page.getByTestId('redo').click();
  await expect(page.getByTestId('document-size')).toHaveText('90 x 55 mm');

  // The same size: a click applies at once, replacing the page's assets.
  const minimal = await houseTemplate(request, 'Minimal Studio');
  await card(page, 'Minimal Studio').click();
  await expect.poll(async () => (await content(page)).assets.length).toBe(minimal.template.assets.length);
  await expect(page.getByText('are you happy to proceed?')).toHaveCount(0);
  const afterClick = await content(page);
  expect(afterClick.assets.every((a) => a.pageId === afterClick.pages[0]!.id)).toBe(true);
  await expect(page.getByTestId('document-size')).toHaveText('90 x 55 mm');
  await page.getByTestId('undo').click();
  await expect.poll(async () => (await content(page)).assets.length).toBe(navy.template.assets.length);
});

test('the card’s context menu: details, assignment, link, delete', async ({ page, request }) => {
  await openTemplates(page);
  await card(page, 'Navy Corporate').click({ button: 'right' });
  const menu = page.getByTestId('template-menu');
  await expect(menu.getByText('Navy Corporate', { exact: true })).toBeVisible();
  await expect(menu.getByText('By Harbour Print Co')).toBeVisible();
  await expect(menu.getByText('Size: 90 mm x 55 mm')).toBeVisible();
  await expect(menu.getByText('Side: Front')).toBeVisible();
  await expect(menu.getByTestId('template-assignees')).toHaveText('Nobody');
  for (const item of ['Send user link', 'Edit template', 'Edit assignment', 'Delete template']) await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  await page.screenshot({ path: 'test-results/templates-context-menu.png' });

  // Edit assignment: the spec's e-mail rules, then the list shows who it is assigned to.
  await menu.getByRole('menuitem', { name: 'Edit assignment' }).click();
  const dialog = page.getByRole('dialog', { name: /Edit assignment/ });
  await dialog.getByLabel('Assign to unique user').check();
  await expect(dialog.getByText('Email has to include 1 or more symbols')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'User e-mail 1' }).fill('not an e-mail');
  await expect(dialog.getByText('Invalid email')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'User e-mail 1' }).fill('ann@example.com');
  await dialog.getByRole('button', { name: '+ Add more users' }).click();
  await dialog.getByRole('textbox', { name: 'User e-mail 2' }).fill('bob@example.com');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await card(page, 'Navy Corporate').click({ button: 'right' });
  await expect(menu.getByTestId('template-assignees')).toHaveText('ann@example.combob@example.com');

  // Send user link: a link that opens a new design with this template applied.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await menu.getByRole('menuitem', { name: 'Send user link' }).click();
  const navy = await houseTemplate(request, 'Navy Corporate');
  const link = `/designs/new?template=${navy.id}`;
  await expect(page.getByText(link, { exact: false })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(link);

  // Delete asks first; a deleted template leaves the panel.
  const created = await request.post('/api/templates', {
    headers: { [AUTH_HEADER]: admin.token },
    data: { name: 'Short Lived', productSizeId: navy.productSizeId, productId: navy.productId, categoryId: navy.categoryId, template: navy.template },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.reload();
  await page.getByTestId('menu-Templates').click();
  // Its group may hold templates other journeys made, putting it on a later slide: find it by name.
  const search = drawer(page).getByRole('searchbox', { name: 'Search templates' });
  await search.fill('Short Lived');
  await search.press('Enter');
  await card(page, 'Short Lived').click({ button: 'right' });
  await menu.getByRole('menuitem', { name: 'Delete template' }).click();
  await expect(page.getByText('Delete the template "Short Lived"? It can not be brought back.')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(card(page, 'Short Lived')).toHaveCount(0);
  expect((await request.get(`/api/templates/${((await created.json()) as Template).id}`)).status()).toBe(404);
});

test('Edit template opens the template as a template document that saves back into it; a template link starts a design with it', async ({ page, request }) => {
  await openTemplates(page);
  const organic = await houseTemplate(request, 'Organic Label');
  await choose(page, 'Category', 'Stickers');
  await choose(page, 'Product', 'Square Stickers');
  await card(page, 'Organic Label').click({ button: 'right' });
  const [editor] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('template-menu').getByRole('menuitem', { name: 'Edit template' }).click()]);
  await expect(editor).toHaveURL(new RegExp(`/templates/${organic.id}$`));
  await expect(editor.getByRole('textbox', { name: 'Design name' })).toHaveValue('Organic Label');
  await expect(editor.getByTestId('document-size')).toHaveText('50 x 50 mm');
  await expect.poll(async () => (await content(editor)).assets.length).toBe(organic.template.assets.length);
  await expect(editor.getByTestId('add-page')).toBeDisabled();
  await editor.getByRole('textbox', { name: 'Design name' }).fill('Organic Label Green');
  await editor.getByTestId('save-button').click();
  await expect.poll(async () => (await (await request.get(`/api/templates/${organic.id}`)).json()).name).toBe('Organic Label Green');
  const saved = (await (await request.get(`/api/templates/${organic.id}`)).json()) as Template;
  expect(saved.template.assets).toHaveLength(organic.template.assets.length);
  expect(saved.previewData).not.toBeNull();
  await editor.close();

  // The template link: a new design in the template's size with the template on its page.
  await page.goto(`/designs/new?template=${organic.id}`);
  await expect(page.getByTestId('document-size')).toHaveText('50 x 50 mm');
  await expect.poll(async () => (await content(page)).assets.length).toBe(organic.template.assets.length);
  await expect(page).toHaveURL(/\/designs\/new$/);
});

test('restoring: a picture that cannot be had is counted, a missing font falls back; a dropped design of another size asks first', async ({ page, request }) => {
  const headers = { [AUTH_HEADER]: admin.token };
  const sizes = (await (await request.get('/api/product-sizes')).json()) as { id: number; name: string }[];
  const a4 = sizes.find((s) => s.name === 'A4 Landscape')!;
  const products = (await (await request.get('/api/products')).json()) as { id: number; name: string; categoryId: number }[];
  const documents = products.find((p) => p.name === 'Documents')!;
  const base = { pageId: 't', scaleX: 1, scaleY: 1, rotation: 0, opacity: 1, width: 300, height: 200 };
  const broken = await request.post('/api/templates', {
    headers,
    data: {
      name: 'Broken Pieces',
      productSizeId: a4.id,
      productId: documents.id,
      categoryId: documents.categoryId,
      template: {
        layoutDimensions: { ...defaultLayoutDimensions(), flatWidth: 297, flatHeight: 210, units: 'mm' },
        backgroundColor: '#fff3bf',
        assets: [
          { ...base, id: 'a', zIndex: 1, x: 100, y: 100, type: 'image', imageElementSrc: '/api/files/images/not-there.png' },
          { ...base, id: 'b', zIndex: 2, x: 500, y: 100, height: 40, type: 'text', textConfig: defaultTextConfig({ text: 'Gone font', fontId: 987654, fontFamily: 'Gone' }) },
        ],
      },
    },
  });
  expect(broken.status(), await broken.text()).toBe(201);

  await openTemplates(page);
  await choose(page, 'Category', 'Documents');
  await expect(select(page, 'Size')).toHaveValue('A4 Landscape (297 x 210 mm)');
  await card(page, 'Broken Pieces').click();
  await expect(page.getByText('1 assets from template can not be restored')).toBeVisible();
  const applied = await content(page);
  expect(applied.pages[0]!.backgroundColor).toBe('#fff3bf');
  const text = applied.assets.find((a) => a.type === 'text') as unknown as { textConfig: { fontId: number; fontFamily: string } };
  expect([text.textConfig.fontId, text.textConfig.fontFamily]).toEqual([0, 'Roboto']);

  // A design (a business card in a custom size) dropped on the page: the design's question first.
  const layout = { ...defaultLayoutDimensions(), flatWidth: 90, flatHeight: 55, units: 'mm' as const };
  const design = createDesignContent(layout);
  design.assets.push({
    ...base,
    id: 'r',
    pageId: design.pages[0]!.id,
    zIndex: 1,
    x: 20,
    y: 20,
    width: 100,
    height: 60,
    type: 'shape',
    shapeProps: { type: 'rect', fill: '#228be6' },
  } as never);
  const saved = await request.post('/api/designs', { headers, data: { name: `Card ${Date.now()}`, design } });
  expect(saved.ok(), await saved.text()).toBe(true);
  const designId = ((await saved.json()) as { id: number }).id;
  const canvas = page.getByTestId('page-canvas-0');
  await canvas.evaluate((element, id) => {
    const transfer = new DataTransfer();
    transfer.setData('application/x-layout-item', JSON.stringify({ kind: 'design', designId: id }));
    const r = element.getBoundingClientRect();
    const at = { clientX: r.left + r.width / 2, clientY: r.top + r.height / 2, bubbles: true, cancelable: true, dataTransfer: transfer };
    element.dispatchEvent(new DragEvent('dragover', at));
    element.dispatchEvent(new DragEvent('drop', at));
  }, designId);
  await expect(page.getByText('This design will change your artwork to "90 x 55 mm" are you happy to proceed?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByTestId('document-size')).toHaveText('90 x 55 mm');
  await expect.poll(async () => (await content(page)).assets.map((a) => a.type)).toEqual(['shape']);
});
