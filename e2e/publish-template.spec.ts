import { AUTH_HEADER, MESSAGES, type Template, createDesignContent, addShapeAsset } from '@layout/model';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { signInAdmin, signUpWithRole } from './support/admin';

/**
 * Designers and admins publish templates (spec 001 sections 2.3, 2.7, 3, 4.9, 5, 6 and 8): the Save
 * split button by role, Save as template only in a standard size, the Add template dialog with
 * every field and rule, the design set link on template cards, and the template link a guest
 * follows, who logs in and comes back to it.
 */

const shots = process.env.E2E_SHOTS ?? 'test-results';
type Asset = { id: string; type: string; pageId: string; shapeProps?: { type: string } };
type Hook = { getContent: () => { pages: { id: string }[]; assets: Asset[] } };
const content = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getContent());

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { jwt: string }).jwt;
}

/** The intro tour marked seen: these journeys are about publishing (the tour has its own). */
const skipIntroTour = (page: Page) => page.addInitScript(() => localStorage.setItem('is_intro_tour_shown', 'true'));

async function openEditor(page: Page, token: string) {
  await skipIntroTour(page);
  await page.addInitScript((t) => localStorage.setItem('layout_token', t), token);
  await page.goto('/designs/new');
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  await expect(page.getByTestId('save-button')).toBeVisible();
}

/** Setup: a standard size, or a custom one, applied. */
async function setSize(page: Page, size: { standard: string } | { width: string; height: string }) {
  await page.getByTestId('menu-Setup').click();
  const panel = page.getByTestId('setup-panel');
  const custom = panel.getByRole('checkbox', { name: 'Use custom size' });
  if ('standard' in size) {
    if (await custom.isChecked()) await custom.uncheck();
    await panel.getByRole('combobox', { name: 'Size' }).click();
    await page.getByRole('option', { name: size.standard, exact: true }).click();
  } else {
    await custom.check();
    await panel.getByRole('textbox', { name: 'Width' }).fill(size.width);
    await panel.getByRole('textbox', { name: 'Height' }).fill(size.height);
  }
  await panel.getByRole('button', { name: 'Apply' }).click();
}

async function saveMenu(page: Page) {
  await page.getByRole('button', { name: 'More save options' }).click();
  return page.getByRole('menu');
}

const BUSINESS_CARD = 'Business Card 90 x 55 mm (90 x 55 mm)';

test('a designer publishes page 2 of a double-sided design as a back-side template into a new design set, limited and assigned; the user finds it in Assigned to me and applies it', async ({
  page,
  request,
  browser,
}) => {
  const designer = await signUpWithRole(request, 'designer', { firstname: 'Dana', lastname: 'Draws' });
  const user = await signUpWithRole(request, 'user', { firstname: 'Uma', lastname: 'User' });
  await openEditor(page, await tokenOf(request, designer));

  // A double-sided design in a standard size, something on each page.
  await setSize(page, { standard: BUSINESS_CARD });
  await expect(page.getByTestId('document-size')).toHaveText('90 x 55 mm');
  await page.getByTestId('pages-panel-toggle').click();
  await page.getByTestId('pages-panel').getByText('Double sided').click();
  // One page made double sided: the odd-page warning, and a back page.
  await page.getByRole('dialog', { name: 'Warning' }).getByRole('button', { name: 'OK' }).click();
  await expect.poll(async () => (await content(page)).pages.length).toBe(2);
  await page.getByTestId('pages-panel-toggle').click();
  await page.getByTestId('menu-Shapes').click();
  await page.getByRole('button', { name: 'Rectangle' }).click();
  await page.getByTestId('page-slot-1').scrollIntoViewIfNeeded();
  await page
    .getByTestId('page-slot-1')
    .locator('canvas')
    .first()
    .click({ position: { x: 12, y: 12 } });
  await expect(page.getByTestId('page-header-1')).toHaveAttribute('data-active', 'true');
  await page.getByRole('button', { name: 'Star' }).click();
  const made = await content(page);
  const [front, back] = made.pages.map((p) => p.id);
  expect(made.assets.filter((a) => a.type === 'shape').map((a) => a.pageId)).toEqual([front, back]);

  // The Save menu of a designer: Save, Save as design, Save as template.
  const menu = await saveMenu(page);
  await expect(menu.getByRole('menuitem')).toHaveText([/^Save(Ctrl\+S)?$/, 'Save as design', 'Save as template']);
  await menu.getByRole('menuitem', { name: 'Save as template' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add template' });
  await expect(dialog).toBeVisible();
  // A designer has no Template group (the server gives the product's first).
  await expect(dialog.getByRole('combobox', { name: 'Template group' })).toHaveCount(0);
  await expect(dialog.getByRole('combobox', { name: 'Page' })).toHaveValue('Page 1');
  await expect(dialog.getByRole('combobox', { name: 'Side' })).toHaveValue('Front');
  await expect(dialog.getByRole('textbox', { name: 'Order' })).toHaveValue('1');
  await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveValue('Business Cards');
  const save = dialog.getByRole('button', { name: 'Save' });

  const name = `Navy back ${Date.now() % 100000}`;
  const setName = `Navy set ${Date.now() % 100000}`;
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('   ');
  await expect(dialog.getByText(MESSAGES.nameRequired)).toBeVisible();
  await expect(save).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`  ${name}  `);
  await dialog.getByRole('textbox', { name: 'Theme' }).fill('Corporate');
  await dialog.getByRole('combobox', { name: 'Page' }).click();
  await page.getByRole('option', { name: 'Page 2', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Side' }).click();
  await page.getByRole('option', { name: 'Back', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Order' }).fill('3a');
  await expect(save).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Order' }).fill('3');
  await dialog.getByRole('switch', { name: 'Limited access' }).check();

  // Assign to unique user: every field filled and valid; at least one remains; '+ Add more users'.
  await dialog.getByRole('switch', { name: 'Assign to unique user' }).check();
  await expect(dialog.getByText(MESSAGES.emailRequired)).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Remove user e-mail 1' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'User e-mail 1' }).fill('not-an-email');
  await expect(dialog.getByText(MESSAGES.invalidEmail)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'User e-mail 1' }).fill(user.email);
  await dialog.getByRole('button', { name: '+ Add more users' }).click();
  await expect(dialog.getByRole('textbox', { name: 'User e-mail 2' })).toBeVisible();
  await expect(save).toBeDisabled();
  await dialog.getByRole('button', { name: 'Remove user e-mail 2' }).click();
  await expect(dialog.getByRole('textbox', { name: 'User e-mail 2' })).toHaveCount(0);

  // A new design set, named by the name rules.
  await dialog.getByRole('combobox', { name: 'Design set' }).click();
  await page.getByRole('option', { name: 'Create new set', exact: true }).click();
  await expect(save).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'New set name' }).fill(setName);
  await expect(save).toBeEnabled();
  await page.screenshot({ path: `${shots}/publish-template-add-dialog.png` });
  await save.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`"${name}" was published`)).toBeVisible();

  const designerToken = await tokenOf(request, designer);
  const mine = (await (await request.get('/api/templates/limited-access', { headers: { [AUTH_HEADER]: designerToken } })).json()) as Template[];
  const published = mine.find((t) => t.name === name)!;
  expect(published).toMatchObject({ theme: 'Corporate', side: 'back', order: 3, isAccessLimited: true, assignedToUsers: [user.email], designSet: { name: setName } });
  expect(published.template.assets.map((a) => a.type)).toEqual(['shape']);
  expect((published.template.assets[0] as unknown as Asset).shapeProps?.type).toBe('star');
  expect(published.previewData).not.toBeNull();

  // The same name again is taken; the same set name cannot be created again.
  await (await saveMenu(page)).getByRole('menuitem', { name: 'Save as template' }).click();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await expect(dialog.getByText(MESSAGES.nameTaken)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} 2`);
  await dialog.getByRole('combobox', { name: 'Design set' }).click();
  await page.getByRole('option', { name: 'Create new set', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'New set name' }).fill(setName);
  await expect(dialog.getByText(MESSAGES.nameTaken)).toBeVisible();
  // The set is the designer's: it is offered as an existing set.
  await dialog.getByRole('combobox', { name: 'Design set' }).click();
  await expect(page.getByRole('option', { name: setName, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The design set link on its card opens the set in the Templates panel.
  await page.getByTestId('menu-Templates').click();
  const drawer = page.getByTestId('drawer');
  const search = drawer.getByRole('searchbox', { name: 'Search templates' });
  await search.fill(name);
  await search.press('Enter');
  await drawer.getByRole('button', { name: `This template is part of design set: ${setName}` }).click();
  await expect(search).toHaveValue(setName);
  await expect(drawer.getByTestId('template-search-results').getByText(setName, { exact: true })).toBeVisible();
  await expect(drawer.getByRole('button', { name, exact: true })).toBeVisible();

  // The user it is assigned to finds it in Assigned to me and applies it.
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await openEditor(userPage, await tokenOf(request, user));
  const toMe = userPage.getByRole('region', { name: 'Assigned to me', exact: true });
  await expect(toMe.getByTestId('my-template')).toHaveText([name]);
  // A user's Save menu has no template entries.
  await expect((await saveMenu(userPage)).getByRole('menuitem')).toHaveText([/^Save(Ctrl\+S)?$/, 'Save as design']);
  await userPage.keyboard.press('Escape');
  await toMe.getByRole('button', { name: `Apply ${name}` }).click();
  const sizeQuestion = userPage.getByRole('dialog', { name: 'Change size' });
  await expect.poll(async () => (await sizeQuestion.count()) > 0 || (await content(userPage)).assets.length > 0).toBe(true);
  if ((await sizeQuestion.count()) > 0) await sizeQuestion.getByRole('button', { name: 'Yes' }).click();
  await expect.poll(async () => (await content(userPage)).assets.map((a) => a.shapeProps?.type)).toEqual(['star']);
  await userContext.close();

  // Its creator opens it as a template: Update template fills the form from it, and saves it back.
  await page.goto(`/templates/${published.id}`);
  await expect(page.getByRole('textbox', { name: 'Design name' })).toHaveValue(name);
  const templateMenu = await saveMenu(page);
  await expect(templateMenu.getByRole('menuitem')).toHaveText([/^Save(Ctrl\+S)?$/, 'Save as design', 'Save as template', 'Update template']);
  await templateMenu.getByRole('menuitem', { name: 'Update template' }).click();
  const update = page.getByRole('dialog', { name: 'Update template' });
  await expect(update.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(update.getByRole('combobox', { name: 'Side' })).toHaveValue('Back');
  await expect(update.getByRole('textbox', { name: 'Order' })).toHaveValue('3');
  await expect(update.getByRole('combobox', { name: 'Design set' })).toHaveValue(setName);
  await expect(update.getByRole('switch', { name: 'Limited access' })).toBeChecked();
  await expect(update.getByRole('textbox', { name: 'User e-mail 1' })).toHaveValue(user.email);
  await expect(update.getByRole('combobox', { name: 'Page' })).toHaveCount(0);
  await update.getByRole('textbox', { name: 'Order' }).fill('5');
  await update.getByRole('button', { name: 'Save' }).click();
  await expect(update).toHaveCount(0);
  const updated = (await (await request.get(`/api/templates/${published.id}`, { headers: { [AUTH_HEADER]: designerToken } })).json()) as Template;
  expect(updated).toMatchObject({ order: 5, side: 'back', isAccessLimited: true, designSet: { name: setName }, version: published.version + 1 });
  expect(updated.template.assets.map((a) => a.type)).toEqual(['shape']);
});

test('an admin sees the Template group selector; Save as template in a custom size gives the spec’s message', async ({ page, request }) => {
  const admin = await signInAdmin(request);
  await openEditor(page, admin.token);

  await setSize(page, { width: '100', height: '100' });
  await expect(page.getByTestId('document-size')).toHaveText('100 x 100 mm');
  await (await saveMenu(page)).getByRole('menuitem', { name: 'Save as template' }).click();
  const warning = page.getByRole('dialog', { name: 'Warning' });
  await expect(warning).toContainText(MESSAGES.templateStandardSizesOnly);
  await expect(warning).toContainText('Template can be saved only in standard sizes.Change document size in "Setup" tab and try again.');
  await warning.getByRole('button', { name: 'OK' }).click();

  await setSize(page, { standard: BUSINESS_CARD });
  await (await saveMenu(page)).getByRole('menuitem', { name: 'Save as template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add template' });
  await expect(dialog.getByRole('combobox', { name: 'Template group' })).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Template group' })).not.toHaveValue('');
  await page.screenshot({ path: `${shots}/publish-template-admin-dialog.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('a guest following a link to a limited template logs in and comes back to it, applied', async ({ page, request }) => {
  const user = await signUpWithRole(request, 'user', { firstname: 'Lee', lastname: 'Linked' });
  const admin = await signInAdmin(request);
  const products = (await (await request.get('/api/products')).json()) as {
    id: number;
    categoryId: number;
    productSizes: { id: number; width: number; height: number; units: 'mm' }[];
  }[];
  const product = products.find((p) => p.productSizes.length > 0)!;
  const size = product.productSizes[0]!;
  const base = createDesignContent({ ...createDesignContent().layoutDimensions, flatWidth: size.width, flatHeight: size.height, units: size.units });
  const withStar = addShapeAsset(base, { pageId: base.pages[0]!.id, kind: 'star' });
  const created = await request.post('/api/templates', {
    headers: { [AUTH_HEADER]: admin.token },
    data: {
      name: `Linked ${Date.now() % 100000}`,
      productId: product.id,
      categoryId: product.categoryId,
      productSizeId: size.id,
      isAccessLimited: true,
      assignedToUsers: [user.email],
      template: { layoutDimensions: withStar.layoutDimensions, backgroundColor: '#ffffff', assets: withStar.assets },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };

  await skipIntroTour(page);
  await page.goto(`/designs/new?template=${id}`);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Log in to open the template that was sent to you.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByLabel('Password or order reference number').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect.poll(async () => (await content(page).catch(() => ({ assets: [] as Asset[] }))).assets.map((a) => a.shapeProps?.type)).toEqual(['star']);
  await expect(page).toHaveURL(/\/designs\/new$/);
  await expect(page.getByTestId('document-size')).toHaveText(`${size.width} x ${size.height} mm`);
});

test('a designer who opens another designer’s template gets no Update template; its creator does', async ({ page, request }) => {
  const [owner, other] = await Promise.all([
    signUpWithRole(request, 'designer', { firstname: 'Owen', lastname: 'Owner' }),
    signUpWithRole(request, 'designer', { firstname: 'Otto', lastname: 'Other' }),
  ]);
  const ownerToken = await tokenOf(request, owner);
  const house = ((await (await request.get('/api/templates/public-admin-templates')).json()) as Template[])[0]!;
  const created = await request.post('/api/templates', {
    headers: { [AUTH_HEADER]: ownerToken },
    data: { name: `Owned ${Date.now()}`.slice(0, 42), productSizeId: house.productSizeId, productId: house.productId, categoryId: house.categoryId, template: house.template },
  });
  expect(created.status(), await created.text()).toBe(201);
  const template = (await created.json()) as Template;

  await openEditor(page, await tokenOf(request, other));
  await page.goto(`/templates/${template.id}`);
  await expect(page.getByRole('textbox', { name: 'Design name' })).toHaveValue(template.name);
  await expect((await saveMenu(page)).getByRole('menuitem')).toHaveText([/^Save(Ctrl\+S)?$/, 'Save as design', 'Save as template']);
  await page.keyboard.press('Escape');

  await page.evaluate(() => localStorage.clear());
  await openEditor(page, ownerToken);
  await page.goto(`/templates/${template.id}`);
  await expect(page.getByRole('textbox', { name: 'Design name' })).toHaveValue(template.name);
  await expect((await saveMenu(page)).getByRole('menuitem')).toHaveText([/^Save(Ctrl\+S)?$/, 'Save as design', 'Save as template', 'Update template']);
});
