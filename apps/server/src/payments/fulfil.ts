import type { CheckoutPurpose } from '@layout/model';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { illustrationPurchases } from '../illustrations/illustrations.table';
import { svgPurchases } from '../svgs/svgs.table';
import { users } from '../users/users.table';
import { type CheckoutRow, checkouts, paymentEvents, sales } from './payments.table';
import type { ProviderEvent } from './provider';

/**
 * Fulfilment: a paid checkout gives the buyer what it bought, once. The checkout moves from
 * 'open' to 'paid' in the same transaction that records the purchases, the sales or the plan, so
 * a second report of the same payment (the test page and a retry, a webhook delivered twice or
 * replayed) finds it paid and changes nothing.
 */

/** Fulfils a paid checkout; answers what is to be given back (items owned already), in minor units. */
const FULFIL: Record<CheckoutPurpose, (tx: Tx, checkout: CheckoutRow, now: Date) => Promise<number>> = {
  stock: recordPurchases,
  // Paying for an export buys the design's unpaid items; the export itself follows in the browser.
  export: recordPurchases,
  plan: startPlan,
};

/**
 * Marks a checkout paid and fulfils it; 'already' when it was paid before (nothing changes). An
 * expired one is fulfilled too: only a provider that took the money reports it paid (the test
 * page refuses an expired checkout before charging), and money taken is never left unrecorded.
 */
export async function fulfilCheckout(
  db: Db | Tx,
  checkoutId: string,
  refs: { providerRef?: string | null; subscriptionRef?: string | null } = {},
  now = new Date(),
): Promise<'fulfilled' | 'already' | 'unknown'> {
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(checkouts)
      .set({
        status: 'paid',
        paidAt: now,
        declineReason: null,
        ...(refs.providerRef ? { providerRef: refs.providerRef } : {}),
        ...(refs.subscriptionRef ? { subscriptionRef: refs.subscriptionRef } : {}),
      })
      .where(and(eq(checkouts.id, checkoutId), inArray(checkouts.status, ['open', 'expired'])))
      .returning();
    if (!paid) {
      const [known] = await tx.select({ id: checkouts.id }).from(checkouts).where(eq(checkouts.id, checkoutId));
      return known ? 'already' : 'unknown';
    }
    const refundCents = await FULFIL[paid.purpose](tx, paid, now);
    if (refundCents > 0) await tx.update(checkouts).set({ refundCents }).where(eq(checkouts.id, paid.id));
    return 'fulfilled';
  });
}

/**
 * The buyer owns each item and each creator has the sale. An item bought once already (another
 * checkout of it was paid first) is not bought again: no second purchase, no sale, and its
 * amount is given back (answered, for settleRefund).
 */
async function recordPurchases(tx: Tx, checkout: CheckoutRow): Promise<number> {
  let refundCents = 0;
  for (const line of checkout.contents.stock) {
    const paidCents = line.priceCents + line.feeCents;
    const bought =
      line.itemType === 'illustration'
        ? await tx
            .insert(illustrationPurchases)
            .values({ userId: checkout.userId, illustrationId: line.itemId, paidCents })
            .onConflictDoNothing()
            .returning({ userId: illustrationPurchases.userId })
        : await tx.insert(svgPurchases).values({ userId: checkout.userId, svgId: line.itemId, paidCents }).onConflictDoNothing().returning({ userId: svgPurchases.userId });
    if (bought.length === 0) {
      refundCents += paidCents;
      continue;
    }
    await tx
      .insert(sales)
      .values({
        checkoutId: checkout.id,
        sellerId: line.sellerId,
        buyerId: checkout.userId,
        itemType: line.itemType,
        itemId: line.itemId,
        itemName: line.name,
        priceCents: line.priceCents,
        feeCents: line.feeCents,
        currency: checkout.currency,
      })
      .onConflictDoNothing();
  }
  return refundCents;
}

/** The months after `from`, on the same day of the month (UTC). */
export function monthsAfter(from: Date, months: number): Date {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

/** The buyer is PRO from now for the months bought; the subscription (or the checkout) is the plan's id. */
async function startPlan(tx: Tx, checkout: CheckoutRow, now: Date): Promise<number> {
  const months = checkout.contents.plan?.months ?? 12;
  await tx
    .update(users)
    .set({ storagePlan: 'pro', planId: checkout.subscriptionRef ?? checkout.id, planStarted: now, planRenewsAt: monthsAfter(now, months), updatedAt: now })
    .where(eq(users.id, checkout.userId));
  return 0;
}

/**
 * Acts on a verified provider event once: the event's id is recorded in the same transaction, so
 * a delivery that repeats it (or a replay) is acknowledged and changes nothing.
 */
export async function handleProviderEvent(db: Db, provider: 'test' | 'stripe', event: ProviderEvent, now = new Date()): Promise<'handled' | 'duplicate'> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx.insert(paymentEvents).values({ provider, eventId: event.id, type: event.kind }).onConflictDoNothing().returning({ eventId: paymentEvents.eventId });
    if (!fresh) return 'duplicate';
    switch (event.kind) {
      case 'checkoutPaid':
        await fulfilCheckout(tx, event.checkoutId, { providerRef: event.providerRef, subscriptionRef: event.subscriptionRef }, now);
        break;
      case 'checkoutClosed':
        await tx
          .update(checkouts)
          .set({ status: 'expired', declineReason: event.reason })
          .where(and(eq(checkouts.id, event.checkoutId), eq(checkouts.status, 'open')));
        break;
      case 'subscriptionRenewed':
        await tx.update(users).set({ storagePlan: 'pro', planRenewsAt: event.periodEnd, updatedAt: now }).where(eq(users.planId, event.subscriptionRef));
        break;
      case 'subscriptionEnded':
        await tx.update(users).set({ storagePlan: null, planRenewsAt: null, updatedAt: now }).where(eq(users.planId, event.subscriptionRef));
        break;
      case 'ignored':
        break;
    }
    return 'handled';
  });
}
