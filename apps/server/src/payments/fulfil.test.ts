import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { illustrationCategories, illustrationPurchases, illustrations } from '../illustrations/illustrations.table';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { findUserById, updateUser } from '../users/users.queries';
import { insertCheckout } from './checkouts.queries';
import { fulfilCheckout, handleProviderEvent } from './fulfil';
import { checkouts, sales } from './payments.table';

/**
 * Fulfilment once (issue 24 section 1): whatever reports a payment, and however often (a webhook
 * delivered twice, a replay), the buyer gets the item once, the creator one sale, the plan once.
 */

let t: TestApp;
let buyer: SignedUp;
let seller: SignedUp;
let illustrationId: number;

beforeAll(async () => {
  t = await createTestApp();
  [buyer, seller] = await Promise.all([t.signUp(), t.signUp()]);
  await updateUser(t.app.db, seller.user.id, { role: 'designer' });
  const [category] = await t.app.db.insert(illustrationCategories).values({ name: 'Birds', order: 1 }).returning();
  const [row] = await t.app.db
    .insert(illustrations)
    .values({ name: 'Wren', type: 'svg', fileKey: 'x/wren.svg', previewKey: 'x/wren.svg', costCents: 300, userId: seller.user.id, illustrationCategoryId: category!.id })
    .returning();
  illustrationId = row!.id;
});
afterAll(() => t.close());

const stockCheckout = () =>
  insertCheckout(t.app.db, {
    userId: buyer.user.id,
    purpose: 'stock',
    contents: { stock: [{ itemType: 'illustration', itemId: illustrationId, name: 'Wren', priceCents: 300, feeCents: 50, sellerId: seller.user.id }] },
    amountCents: 350,
    currency: 'aud',
    provider: 'stripe',
  });

describe('a paid checkout is fulfilled once', () => {
  it('records the purchase and the sale once, however often the payment is reported', async () => {
    const id = await stockCheckout();
    expect(await fulfilCheckout(t.app.db, id, { providerRef: 'cs_test_1' })).toBe('fulfilled');
    expect(await fulfilCheckout(t.app.db, id, { providerRef: 'cs_test_1' })).toBe('already');
    expect(await fulfilCheckout(t.app.db, '00000000-0000-4000-8000-000000000000')).toBe('unknown');
    expect(await t.app.db.select().from(sales).where(eq(sales.checkoutId, id))).toHaveLength(1);
    expect(await t.app.db.select().from(illustrationPurchases).where(eq(illustrationPurchases.userId, buyer.user.id))).toEqual([
      expect.objectContaining({ illustrationId, paidCents: 350 }),
    ]);
    const [row] = await t.app.db.select().from(checkouts).where(eq(checkouts.id, id));
    expect(row).toMatchObject({ status: 'paid', providerRef: 'cs_test_1' });
  });

  it('gives back an item owned already when a second payment for it arrives: no second purchase or sale', async () => {
    const [first, second] = [await stockCheckout(), await stockCheckout()];
    await fulfilCheckout(t.app.db, first);
    expect(await fulfilCheckout(t.app.db, second)).toBe('fulfilled');
    const [row] = await t.app.db.select().from(checkouts).where(eq(checkouts.id, second));
    expect(row).toMatchObject({ status: 'paid', refundCents: 350 });
    expect(await t.app.db.select().from(sales).where(eq(sales.checkoutId, second))).toHaveLength(0);
    expect(await t.app.db.select().from(illustrationPurchases).where(eq(illustrationPurchases.userId, buyer.user.id))).toHaveLength(1);
  });

  it('acts on a provider event once: a replayed event is acknowledged and changes nothing', async () => {
    const id = await insertCheckout(t.app.db, {
      userId: buyer.user.id,
      purpose: 'plan',
      contents: { stock: [], plan: { name: 'pro', months: 12 } },
      amountCents: 4900,
      currency: 'aud',
      provider: 'stripe',
    });
    const paid = { id: 'evt_1', kind: 'checkoutPaid', checkoutId: id, providerRef: 'cs_plan', subscriptionRef: 'sub_1' } as const;
    const now = new Date('2026-11-28T12:00:00Z');
    expect(await handleProviderEvent(t.app.db, 'stripe', paid, now)).toBe('handled');
    const pro = await findUserById(t.app.db, buyer.user.id);
    expect(pro).toMatchObject({ storagePlan: 'pro', planId: 'sub_1' });
    expect(pro!.planRenewsAt!.toISOString()).toBe('2027-11-28T12:00:00.000Z');

    // The same event again (a retry, a replay): nothing changes, even the plan's dates.
    expect(await handleProviderEvent(t.app.db, 'stripe', paid, new Date('2027-01-01T00:00:00Z'))).toBe('duplicate');
    expect((await findUserById(t.app.db, buyer.user.id))!.planRenewsAt!.toISOString()).toBe('2027-11-28T12:00:00.000Z');

    const renewed = new Date('2028-11-28T12:00:00Z');
    expect(await handleProviderEvent(t.app.db, 'stripe', { id: 'evt_2', kind: 'subscriptionRenewed', subscriptionRef: 'sub_1', periodEnd: renewed })).toBe('handled');
    expect((await findUserById(t.app.db, buyer.user.id))!.planRenewsAt!.toISOString()).toBe(renewed.toISOString());

    expect(await handleProviderEvent(t.app.db, 'stripe', { id: 'evt_3', kind: 'subscriptionEnded', subscriptionRef: 'sub_1' })).toBe('handled');
    expect(await findUserById(t.app.db, buyer.user.id)).toMatchObject({ storagePlan: null, planRenewsAt: null });
    expect(await handleProviderEvent(t.app.db, 'stripe', { id: 'evt_4', kind: 'ignored', type: 'customer.created' })).toBe('handled');
  });
});
