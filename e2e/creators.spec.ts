import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH_HEADER } from '@layout/model';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { signInAdmin, signUpWithRole } from './support/admin';

/**
 * Creators (issue 23 section 4; spec 000 sections 2, 3, 4 and 7; spec 001 sections 2.3 and 5): a
 * designer keeps a creator profile in My details (creator name shown as the page address with
 * dashes, website, Hire Me); their creator page /{Name-With-Dashes} lists their public templates
 * and illustrations with Hire Me, each opened in the editor by a click; a path naming no creator
 * is Page Not Found; after login the designer lands on their page. Designers publish shapes to the
 * library from the Shapes panel; an admin keeps the svg categories.
 */

type Asset = { id: string; type: string };
type Hook = { getContent: () => { assets: Asset[] } };
const content = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getContent());

const SHOTS = process.env.E2E_SHOTS;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/creators-${name}.png` });
}

const FILES = join(import.meta.dirname, 'fixtures/files');
const unique = () => Math.random().toString(36).slice(2, 7);

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { jwt: string }).jwt;
}

async function openEditor(page: Page, token: string, path = '/designs/new') {
  await page.addInitScript((t) => localStorage.setItem('layout_token', t), token);
  await page.goto(path);
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
}

/** Publishes a copy of a house template as the designer's own public template (POST /api/templates). */
async function publishTemplate(request: APIRequestContext, token: string, name: string) {
  const house = ((await (await request.get('/api/templates/public-admin-templates')).json()) as Record<string, unknown>[])[0]!;
  const created = await request.post('/api/templates', {
    headers: { [AUTH_HEADER]: token },
    data: { name, productSizeId: house.productSizeId, productId: house.productId, categoryId: house.categoryId, template: house.template },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number; template: { assets: unknown[] } };
}

/** Uploads a published illustration as the designer (POST /api/illustrations/upload). */
async function uploadIllustration(request: APIRequestContext, token: string, name: string) {
  const categories = (await (await request.get('/api/illustration-categories')).json()) as { id: number }[];
  const uploaded = await request.post('/api/illustrations/upload', {
    headers: { [AUTH_HEADER]: token },
    multipart: {
      name,
      cost: '0',
      order: '1',
      illustrationCategoryId: String(categories[0]!.id),
      isPublished: 'true',
      file: { name: 'bird.svg', mimeType: 'image/svg+xml', buffer: readFileSync(join(FILES, 'illustration.svg')) },
    },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
}

test('a designer sets up a creator profile in My details; their creator page lists their template and illustration with Hire Me, each opens in the editor', async ({
  page,
  request,
}) => {
  const suffix = unique();
  const name = `Anna Marie ${suffix}`;
  const slug = `Anna-Marie-${suffix}`;
  // Another designer already holds a name that would open the same page as 'taken <suffix>'.
  const other = await signUpWithRole(request, 'designer', { firstname: 'Otto', lastname: 'Other' });
  const otherToken = await tokenOf(request, other);
  const taken = await request.put(`/api/users/${other.id}`, { headers: { [AUTH_HEADER]: otherToken }, data: { creatorName: `Taken ${suffix}` } });
  expect(taken.ok(), await taken.text()).toBe(true);

  const designer = await signUpWithRole(request, 'designer', { firstname: 'Anna', lastname: 'Marie' });
  const token = await tokenOf(request, designer);
  await openEditor(page, token);

  // My Stuff's plan bar: My details > Update opens the dialog with its Creator profile part.
  await page.getByTestId('drawer').getByRole('button', { name: 'Update' }).click();
  const dialog = page.getByRole('dialog', { name: 'Data Driven Fields' });
  const profile = dialog.getByTestId('creator-profile');
  await expect(profile.getByText('Creator profile')).toBeVisible();
  const nameField = profile.getByLabel('Creator name');
  await nameField.fill(`taken ${suffix}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByText('This creator name is already taken')).toBeVisible();

  await nameField.fill(name);
  await expect(profile.getByTestId('creator-page-url')).toHaveText(`Your page: ${new URL(page.url()).origin}/${slug}`);
  await profile.getByLabel('Hire Me website').fill('annamarie.example');
  await profile.getByRole('switch', { name: /Show Hire Me/ }).check();
  await shot(page, 'my-details');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const saved = (await (await request.get('/api/profile', { headers: { [AUTH_HEADER]: token } })).json()) as Record<string, unknown>;
  expect(saved).toMatchObject({ creatorName: name, website: 'https://annamarie.example', isShowHireMe: true });

  // What the page lists: a public template and a published illustration of theirs.
  const template = await publishTemplate(request, token, `Anna card ${suffix}`);
  await uploadIllustration(request, token, `Anna bird ${suffix}`);

  // A visitor (a guest) opens the creator page: the drawer shows the creator's view.
  const visitor = await page.context().browser()!.newContext();
  const guest = await visitor.newPage();
  await guest.goto(`/${slug}`);
  await expect(guest.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  const drawer = guest.getByTestId('drawer');
  await expect(drawer.getByRole('heading', { name })).toBeVisible();
  await expect(guest.getByTestId('menu-Creator')).toHaveAttribute('aria-pressed', 'true');
  const hireMe = drawer.getByTestId('hire-me');
  await expect(hireMe).toContainText('Hire me to create custom artwork for your business');
  await expect(hireMe.getByRole('link', { name: 'Hire Me' })).toHaveAttribute('href', 'https://annamarie.example');
  const templates = drawer.getByTestId('creator-templates');
  await expect(templates.getByTestId('template-card')).toHaveCount(1);
  await expect(templates.getByRole('button', { name: `Anna card ${suffix}`, exact: true })).toBeVisible();
  const illustrations = drawer.getByTestId('creator-illustrations');
  await expect(illustrations.getByRole('button', { name: `Anna bird ${suffix}`, exact: true })).toBeVisible();
  if (SHOTS && (await guest.getByRole('button', { name: 'Skip' }).isVisible())) await guest.getByRole('button', { name: 'Skip' }).click();
  await shot(guest, 'creator-page');

  // A click on the template applies it (the size check asks first when the sizes differ).
  await templates.getByRole('button', { name: `Anna card ${suffix}`, exact: true }).click();
  const sizeQuestion = guest.getByRole('dialog', { name: 'Change size' });
  await expect.poll(async () => (await sizeQuestion.count()) > 0 || (await content(guest)).assets.length > 0).toBe(true);
  if ((await sizeQuestion.count()) > 0) await sizeQuestion.getByRole('button', { name: 'Yes' }).click();
  await expect.poll(async () => (await content(guest)).assets.length).toBe(template.template.assets.length);
  // A click on the illustration adds it.
  await illustrations.getByRole('button', { name: `Anna bird ${suffix}`, exact: true }).click();
  await expect.poll(async () => (await content(guest)).assets.filter((a) => a.type === 'illustration').length).toBeGreaterThan(0);

  // A one-segment path naming no creator: Page Not Found.
  await guest.goto('/no-such-creator');
  await expect(guest.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(guest.getByTestId('drawer')).toHaveCount(0);
  await visitor.close();

  // After login the designer with a creator name lands on their creator page.
  const fresh = await page.context().browser()!.newContext();
  const login = await fresh.newPage();
  await login.goto('/auth/login');
  await login.getByLabel('Email').fill(designer.email);
  await login.getByLabel('Password or order reference number').fill(designer.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login).toHaveURL(new RegExp(`/${slug}$`));
  await expect(login.getByTestId('creator-panel')).toBeVisible();
  await fresh.close();
});

test('a designer uploads a priced shape with a category in the Shapes panel; it shows a $ badge and its owner edits and deletes it', async ({ page, request }) => {
  const designer = await signUpWithRole(request, 'designer', { firstname: 'Shay', lastname: 'Pe' });
  await openEditor(page, await tokenOf(request, designer));
  await page.getByTestId('menu-Shapes').click();
  const panel = page.getByTestId('shapes-panel');
  await expect(panel.getByRole('button', { name: 'Manage categories' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Upload new shape' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload new shape' });
  const shapeName = `Heart ${unique()}`;
  await dialog.locator('input[type="file"]').setInputFiles(join(FILES, 'shape.svg'));
  await expect(dialog.getByTestId('upload-previews').locator('img')).toHaveCount(1);
  await dialog.getByLabel('Name').fill(shapeName);
  await dialog.getByLabel('Price ($)').fill('3');
  const category = await dialog.getByLabel('Category', { exact: true }).first().inputValue();
  expect(category).not.toBe('');
  await dialog.getByLabel('Keywords').fill('Love Heart');
  await shot(page, 'upload-shape');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toHaveCount(0);

  // Found by a search, with its '$' badge; its menu offers Edit and Delete to its owner.
  const field = panel.getByRole('searchbox', { name: 'Search shapes' });
  await field.fill(shapeName);
  await field.press('Enter');
  const tile = panel.getByRole('button', { name: new RegExp(`^${shapeName} \\(\\$`) });
  await expect(tile).toContainText('$');
  await panel.getByRole('button', { name: `About ${shapeName}` }).click();
  const menu = page.getByTestId('svg-menu');
  await expect(menu).toContainText(`Category: ${category}`);
  await menu.getByRole('menuitem', { name: 'Edit shape' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit shape' });
  await edit.getByLabel('Name').fill(`${shapeName} red`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await field.fill(`${shapeName} red`);
  await field.press('Enter');
  await expect(panel.getByRole('button', { name: new RegExp(`^${shapeName} red \\(\\$`) })).toBeVisible();

  await panel.getByRole('button', { name: `About ${shapeName} red` }).click();
  await page.getByTestId('svg-menu').getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete shape' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(panel.getByRole('button', { name: new RegExp(`^${shapeName} red`) })).toHaveCount(0);
});

test('a designer saves a shape unpublished: only they see it, apart in the Shapes panel, and they publish it from there', async ({ page, request }) => {
  const designer = await signUpWithRole(request, 'designer', { firstname: 'Una', lastname: 'Pub' });
  await openEditor(page, await tokenOf(request, designer));
  await page.getByTestId('menu-Shapes').click();
  const panel = page.getByTestId('shapes-panel');
  await panel.getByRole('button', { name: 'Upload new shape' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload new shape' });
  const shapeName = `Draft ${unique()}`;
  await dialog.locator('input[type="file"]').setInputFiles(join(FILES, 'shape.svg'));
  await dialog.getByLabel('Name').fill(shapeName);
  await dialog.getByRole('switch', { name: 'Published' }).uncheck({ force: true });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toHaveCount(0);

  // Not in the library, but first in the panel under 'Your unpublished shapes' (priced at the default $2).
  const drafts = panel.getByTestId('category').filter({ hasText: 'Your unpublished shapes' });
  await expect(drafts.getByRole('button', { name: new RegExp(`^${shapeName} \\(\\$`) })).toBeVisible();
  await shot(page, 'unpublished-shape');
  const field = panel.getByRole('searchbox', { name: 'Search shapes' });
  await field.fill(shapeName);
  await field.press('Enter');
  await expect(panel.getByText(`No shapes found for “${shapeName}”.`)).toBeVisible();
  await field.fill('');
  await field.press('Enter');

  await drafts.getByRole('button', { name: `About ${shapeName}` }).click();
  await expect(page.getByTestId('svg-menu')).toContainText('Unpublished');
  await page.getByTestId('svg-menu').getByRole('menuitem', { name: 'Edit shape' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit shape' });
  await edit.getByRole('switch', { name: 'Published' }).check({ force: true });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await expect(drafts).toHaveCount(0);
  await field.fill(shapeName);
  await field.press('Enter');
  await expect(panel.getByRole('button', { name: new RegExp(`^${shapeName} \\(\\$`) })).toBeVisible();
});

test('an admin creates, renames and deletes an svg category from the Icons panel', async ({ page, request }) => {
  const admin = await signInAdmin(request);
  await openEditor(page, admin.token);
  await page.getByTestId('menu-Icons').click();
  const panel = page.getByTestId('icons-panel');
  await panel.getByRole('button', { name: 'Manage categories' }).click();
  const dialog = page.getByRole('dialog', { name: 'Icon categories' });
  const name = `Badges ${unique()}`;
  await dialog.getByLabel('New category name').fill(name);
  await dialog.getByRole('button', { name: 'Add category' }).click();
  await expect(dialog.getByLabel(`Name of ${name}`)).toBeVisible();
  await shot(page, 'icon-categories');
  await dialog.getByLabel(`Name of ${name}`).fill(`${name} plus`);
  await dialog
    .getByTestId('svg-category-row')
    .filter({ has: page.getByLabel(`Name of ${name}`) })
    .getByRole('button', { name: 'Rename' })
    .click();
  await expect(dialog.getByLabel(`Name of ${name} plus`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  // (The panel lists a category once it holds an item.)
  const categories = (await (await request.get('/api/svg-categories?type=icon')).json()) as { name: string }[];
  expect(categories.map((c) => c.name)).toContain(`${name} plus`);

  await panel.getByRole('button', { name: 'Manage categories' }).click();
  await dialog.getByRole('button', { name: `Delete ${name} plus` }).click();
  await dialog.getByTestId('svg-category-delete').getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByLabel(`Name of ${name} plus`)).toHaveCount(0);
});
