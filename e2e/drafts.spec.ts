import { expect, test } from '@playwright/test';
import { addRectangle, assetCount, draftKeys, draftsChecked, openDesign, storedDesign, userWithDesign } from './support/savingWorld';

/**
 * Nothing lost: unsaved changes are kept as a draft in the browser (IndexedDB) and offered back
 * on the next visit; a save made while offline is retried until it lands.
 */

test('changes left unsaved when the tab closed are offered back on the next visit; Restore brings them back', async ({ context, request }, testInfo) => {
  const { token, id } = await userWithDesign(context, request);
  const page = await context.newPage();
  await openDesign(page, id);
  await addRectangle(page);
  await addRectangle(page);
  await expect.poll(() => draftKeys(page)).toHaveLength(1);
  await page.close();

  const again = await context.newPage();
  await openDesign(again, id);
  const prompt = again.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(prompt).toContainText(/Restore unsaved changes from .+\?/);
  await again.screenshot({ path: testInfo.outputPath('restore-prompt.png') });
  expect(await assetCount(again)).toBe(0);
  await prompt.getByRole('button', { name: 'Restore' }).click();
  await expect.poll(() => assetCount(again)).toBe(2);
  await expect(again.getByTestId('save-status')).toHaveText('Unsaved changes');
  // Restored as an unsaved change: saving it stores it, and the draft goes.
  await again.getByTestId('save-button').click();
  await expect(again.getByTestId('save-status')).toHaveText('All changes saved');
  expect((await storedDesign(request, token, id)).design.assets).toHaveLength(2);
  await expect.poll(() => draftKeys(again)).toEqual([]);
});

test('Discard drops the draft: the stored design stays and is not offered again', async ({ context, request }) => {
  const { id } = await userWithDesign(context, request);
  const page = await context.newPage();
  await openDesign(page, id);
  await addRectangle(page);
  await expect.poll(() => draftKeys(page)).toHaveLength(1);
  await page.close();

  const again = await context.newPage();
  await openDesign(again, id);
  await again.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Discard' }).click();
  expect(await assetCount(again)).toBe(0);
  await expect.poll(() => draftKeys(again)).toEqual([]);
  await again.reload();
  await expect(again.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  await draftsChecked(again);
  await expect(again.getByRole('dialog', { name: 'Unsaved changes' })).toHaveCount(0);
});

test('a save made offline waits and says so; back online it lands and the draft goes', async ({ context, request }) => {
  const { token, id } = await userWithDesign(context, request);
  const page = await context.newPage();
  await openDesign(page, id);
  await addRectangle(page);
  await expect.poll(() => draftKeys(page)).toHaveLength(1);

  await context.setOffline(true);
  await page.getByTestId('save-button').click();
  await expect(page.getByTestId('save-status')).toHaveText('Offline - will retry');
  expect((await storedDesign(request, token, id)).design.assets).toHaveLength(0);

  await context.setOffline(false);
  await expect.poll(async () => (await storedDesign(request, token, id)).design.assets.length).toBe(1);
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
  await expect.poll(() => draftKeys(page)).toEqual([]);
});

test('a never-saved new design is kept too: /designs/new offers it back', async ({ context, request }) => {
  await userWithDesign(context, request);
  const page = await context.newPage();
  await page.goto('/designs/new');
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  await addRectangle(page);
  await expect.poll(() => draftKeys(page)).toHaveLength(1);
  await page.close();

  const again = await context.newPage();
  await again.goto('/designs/new');
  await again.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Restore' }).click();
  await expect.poll(() => assetCount(again)).toBe(1);
});

test('changes given up on purpose (Save and Exit: No) are not offered back', async ({ context, request }) => {
  const { id } = await userWithDesign(context, request);
  const page = await context.newPage();
  await openDesign(page, id);
  await addRectangle(page);
  await expect.poll(() => draftKeys(page)).toHaveLength(1);
  await page.getByTestId('menu-New').click();
  await page.getByRole('dialog', { name: 'Save and Exit' }).getByRole('button', { name: 'No' }).click();
  await page.getByRole('dialog', { name: 'Start new design' }).getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/designs\/new$/);
  await expect.poll(() => draftKeys(page)).toEqual([]);
  await openDesign(page, id);
  await draftsChecked(page);
  await expect(page.getByRole('dialog', { name: 'Unsaved changes' })).toHaveCount(0);
});

test('the draft of a tab still open is its own: another tab on the design is not offered it', async ({ context, request }) => {
  const { id } = await userWithDesign(context, request);
  const editing = await context.newPage();
  await openDesign(editing, id);
  await addRectangle(editing);
  await expect.poll(() => draftKeys(editing)).toHaveLength(1);

  const other = await context.newPage();
  await openDesign(other, id);
  // Offered only once the editing tab is gone.
  await draftsChecked(other);
  await expect(other.getByRole('dialog', { name: 'Unsaved changes' })).toHaveCount(0);
  await editing.close();
  await other.reload();
  await expect(other.getByRole('dialog', { name: 'Unsaved changes' })).toBeVisible();
});
