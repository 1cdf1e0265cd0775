import { expect, test } from '@playwright/test';
import { addRectangle, assetCount, draftKeys, openDesign, storedDesign, storedDesigns, userWithDesign } from './support/savingWorld';

/**
 * Two tabs on one design: the later save of an older copy no longer wins silently. The server
 * refuses it (409) and the editor asks: Reload, or Keep mine as a new design.
 */

test('a save based on an older copy opens the conflict dialog; Keep mine saves it as "<name> (copy)" and opens it', async ({ context, request }, testInfo) => {
  const { token, id, name } = await userWithDesign(context, request, `Card ${Date.now()}`);
  const first = await context.newPage();
  const second = await context.newPage();
  await openDesign(first, id);
  await openDesign(second, id);

  // The second tab's unsaved work is kept as its own draft...
  await addRectangle(second);
  await addRectangle(second);
  await expect.poll(() => draftKeys(second)).toHaveLength(1);

  await addRectangle(first);
  await first.getByTestId('save-button').click();
  await expect(first.getByTestId('save-status')).toHaveText('All changes saved');
  expect((await storedDesign(request, token, id)).design.assets).toHaveLength(1);
  // ...which the first tab's save does not remove.
  await expect.poll(() => draftKeys(first)).toHaveLength(1);

  // The second tab still holds the version both opened.
  await second.getByTestId('save-button').click();
  const dialog = second.getByRole('dialog', { name: 'Changed in another window' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('This design was saved in another tab or window after you opened it here.');
  await expect(second.getByTestId('save-status')).toHaveText('Save failed');
  await second.screenshot({ path: testInfo.outputPath('conflict-dialog.png') });
  // The first tab's save stands.
  expect((await storedDesign(request, token, id)).design.assets).toHaveLength(1);

  await dialog.getByRole('button', { name: 'Keep mine as a new design' }).click();
  await expect(dialog).toBeHidden();
  await expect(second).toHaveURL(/\/designs\/\d+$/);
  await expect.poll(() => Number(new URL(second.url()).pathname.split('/').pop())).not.toBe(id);
  const copyId = Number(new URL(second.url()).pathname.split('/').pop());
  const copy = await storedDesign(request, token, copyId);
  expect(copy.name).toBe(`${name} (copy)`);
  expect(copy.design.assets).toHaveLength(2);
  expect((await storedDesign(request, token, id)).design.assets).toHaveLength(1);
  await expect(second.getByLabel('Design name')).toHaveValue(`${name} (copy)`);
  await expect(second.getByTestId('save-status')).toHaveText('All changes saved');
  expect((await storedDesigns(request, token)).map((d) => d.name).sort()).toEqual([name, `${name} (copy)`].sort());
  // Saved: no draft is left to offer.
  await expect.poll(() => draftKeys(second)).toEqual([]);
});

test('Reload drops this copy’s changes for the stored version, which then saves normally', async ({ context, request }) => {
  const { token, id } = await userWithDesign(context, request);
  const first = await context.newPage();
  const second = await context.newPage();
  await openDesign(first, id);
  await openDesign(second, id);

  await addRectangle(first);
  await first.getByTestId('save-button').click();
  await expect(first.getByTestId('save-status')).toHaveText('All changes saved');

  await addRectangle(second);
  await addRectangle(second);
  await second.getByTestId('save-button').click();
  const dialog = second.getByRole('dialog', { name: 'Changed in another window' });
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => assetCount(second)).toBe(1);
  await expect(second.getByTestId('save-status')).toHaveText('All changes saved');

  // Now based on the stored version: the next save lands.
  await addRectangle(second);
  await second.getByTestId('save-button').click();
  await expect(second.getByTestId('save-status')).toHaveText('All changes saved');
  expect((await storedDesign(request, token, id)).design.assets).toHaveLength(2);
});
