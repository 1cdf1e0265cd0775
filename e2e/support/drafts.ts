import type { Page } from '@playwright/test';

/**
 * For a journey that reloads with unsaved changes and is not about drafts: the editor offers the
 * draft back when it was written before the page went (drafts.spec.ts checks that), which depends
 * on timing. Whenever the offer shows, it is discarded.
 */
export async function discardDraftOffers(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Unsaved changes' }), (offer) => offer.getByRole('button', { name: 'Discard' }).click());
}
