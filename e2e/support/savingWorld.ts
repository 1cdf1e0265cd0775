import { AUTH_HEADER, createDesignContent } from '@layout/model';
import { type APIRequestContext, type BrowserContext, type Page, expect } from '@playwright/test';

/** A new user with a saved, empty design, signed in on every page of `context`. */
export async function userWithDesign(context: BrowserContext, request: APIRequestContext, name = `Saved ${Date.now()}`) {
  const email = `safe-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'e2e secret password';
  const registered = await request.post('/api/users', { data: { firstname: 'Sam', lastname: 'Saver', email, password, password2: password } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { jwt } = (await (await request.post('/api/auth/login', { data: { email, password } })).json()) as { jwt: string };
  const created = await request.post('/api/designs', { headers: { [AUTH_HEADER]: jwt }, data: { name, design: createDesignContent() } });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  await context.addInitScript((token) => localStorage.setItem('layout_token', token), jwt);
  return { token: jwt, id, name };
}

/** Opens the design in `page` and waits until its page is drawn. */
export async function openDesign(page: Page, id: number) {
  await page.goto(`/designs/${id}`);
  await expect(page.getByTestId('save-button')).toBeVisible();
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
}

type Hook = { getContent: () => { assets: unknown[] } };
export const assetCount = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor?: Hook }).__layoutEditor?.getContent().assets.length ?? -1);

export async function addRectangle(page: Page) {
  await page.getByTestId('menu-Shapes').click();
  await page.getByRole('button', { name: 'Rectangle' }).click();
}

export async function storedDesign(request: APIRequestContext, token: string, id: number) {
  const response = await request.get(`/api/designs/${id}`, { headers: { [AUTH_HEADER]: token } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { id: number; name: string; version: number; design: { assets: unknown[] } };
}

export async function storedDesigns(request: APIRequestContext, token: string) {
  const me = (await (await request.get('/api/profile', { headers: { [AUTH_HEADER]: token } })).json()) as { id: number };
  return (await (await request.get(`/api/users/${me.id}/designs`, { headers: { [AUTH_HEADER]: token } })).json()) as { id: number; name: string }[];
}

/** The keys of the drafts the editor keeps in this page's IndexedDB (without creating the database). */
export function draftKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'layout-drafts')) return [];
    return new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open('layout-drafts');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const keys = db.transaction('drafts').objectStore('drafts').getAllKeys();
        keys.onsuccess = () => {
          db.close();
          resolve(keys.result as string[]);
        };
      };
    });
  });
}

/** Waits until the editor has looked for a draft of the document it opened (and offered it, if any). */
export async function draftsChecked(page: Page) {
  await expect(page.locator('html[data-drafts-checked]')).toHaveCount(1);
}
