import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { type CheckoutContents, checkouts } from '../payments/payments.table';
import { users } from '../users/users.table';

/** Records an open plan checkout, priced already (minor units); answers its id. */
export async function insertPlanCheckout(
  db: Queryable,
  checkout: { userId: number; contents: CheckoutContents; amountCents: number; currency: string; provider: 'test' | 'stripe' },
): Promise<string> {
  const [row] = await db
    .insert(checkouts)
    .values({ ...checkout, purpose: 'plan' })
    .returning({ id: checkouts.id });
  return row!.id;
}

/** The provider's id of the checkout session, once the provider made it. */
export async function setCheckoutProviderRef(db: Queryable, checkoutId: string, providerRef: string): Promise<void> {
  await db.update(checkouts).set({ providerRef }).where(eq(checkouts.id, checkoutId));
}

/** Whether a plan's id is a subscription the provider started (a plan given by support, or bought on the test provider, is not). */
export async function isProviderSubscription(db: Queryable, planId: string): Promise<boolean> {
  const [row] = await db.select({ id: checkouts.id }).from(checkouts).where(eq(checkouts.subscriptionRef, planId)).limit(1);
  return row !== undefined;
}

/** The account is FREE: no plan, no paid period. */
export async function endPlan(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ storagePlan: null, planId: null, planRenewsAt: null, updatedAt: now }).where(eq(users.id, userId));
}
