import type { CheckoutPurpose } from '@layout/model';
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { type CheckoutContents, type CheckoutRow, checkouts } from './payments.table';

/** Records an open checkout, priced already (minor units); answers its id. */
export async function insertCheckout(
  db: Queryable,
  checkout: { userId: number; purpose: CheckoutPurpose; contents: CheckoutContents; amountCents: number; currency: string; provider: 'test' | 'stripe' },
): Promise<string> {
  const [row] = await db.insert(checkouts).values(checkout).returning({ id: checkouts.id });
  return row!.id;
}

/** The provider's id of the checkout session, once the provider made it. */
export async function setCheckoutProviderRef(db: Queryable, checkoutId: string, providerRef: string): Promise<void> {
  await db.update(checkouts).set({ providerRef }).where(eq(checkouts.id, checkoutId));
}

export async function findCheckout(db: Queryable, checkoutId: string): Promise<CheckoutRow | null> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
  return row ?? null;
}

/** A declined card: the checkout stays open, with the reason its page shows. */
export async function recordDecline(db: Queryable, checkoutId: string, reason: string): Promise<void> {
  await db
    .update(checkouts)
    .set({ declineReason: reason })
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'open')));
}

/** An open checkout that can no longer be paid (its time ran out, or what it sells is owned already): its page says so. */
export async function expireCheckout(db: Queryable, checkoutId: string, reason?: string): Promise<void> {
  await db
    .update(checkouts)
    .set({ status: 'expired', ...(reason ? { declineReason: reason } : {}) })
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'open')));
}

/** The refund of a checkout is taken (once: a second settlement finds it done). */
export async function markRefunded(db: Queryable, checkoutId: string, now: Date): Promise<void> {
  await db
    .update(checkouts)
    .set({ refundedAt: now })
    .where(and(eq(checkouts.id, checkoutId), isNull(checkouts.refundedAt)));
}
