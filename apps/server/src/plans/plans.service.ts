import { CANCEL_PLAN_MESSAGES, type CancelPlanResult, type CheckoutLink, PRO_PLAN_PRICE_AUD, cancelPlanOutcome, storagePlanOf } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import { countUserDesigns } from '../designs/designs.queries';
import { HttpError } from '../http/errors';
import { returnBase } from '../payments/providers';
import type { UserRow } from '../users/users.table';
import { endPlan, insertPlanCheckout, isProviderSubscription, setCheckoutProviderRef } from './plans.queries';

/**
 * The storage plans (spec 000 sections 1 and 4, spec 001 section 4.10): PRO is bought through a
 * checkout priced here (49 a year, PRO_PLAN_PRICE_AUD, in the configured currency's minor units;
 * nothing the client sends), fulfilled by payments/fulfil.ts, and cancelled here. Which plan is
 * in force is the model's storagePlanOf (past planRenewsAt the account is FREE again).
 */

/** What a PRO checkout buys. */
export const PRO_PLAN = { name: 'pro', months: 12 } as const;

/** The query the editor reads on its return from a plan checkout, to fetch the profile again. */
export const PLAN_RETURN_QUERY = 'plan=pro';

/** Where the provider sends the browser back to after a plan checkout: paid, or given up. */
export function planReturnUrls(base: string): { successUrl: string; cancelUrl: string } {
  return { successUrl: `${base}/designs/new?${PLAN_RETURN_QUERY}`, cancelUrl: `${base}/designs/new` };
}

/** Starts a PRO checkout (a yearly subscription) for the caller; a user already PRO gets 409. */
export async function startPlanCheckout(app: FastifyInstance, user: UserRow): Promise<CheckoutLink> {
  if (storagePlanOf(user) === 'PRO') throw new HttpError(409, 'You are already on the PRO plan', 'You are already on the PRO plan');
  const amountCents = PRO_PLAN_PRICE_AUD * 100;
  const currency = app.config.payments.currency;
  const checkoutId = await insertPlanCheckout(app.db, {
    userId: user.id,
    contents: { stock: [], plan: { ...PRO_PLAN } },
    amountCents,
    currency,
    provider: app.payments.name,
  });
  const made = await app.payments.createCheckout({
    checkoutId,
    mode: 'subscription',
    lines: [{ name: 'Layout PRO storage plan (1 year)', amountCents }],
    currency,
    customerEmail: user.email,
    ...planReturnUrls(returnBase(app)),
  });
  if (made.providerRef) await setCheckoutProviderRef(app.db, checkoutId, made.providerRef);
  return { link: made.link };
}

/**
 * Cancel on the plan bar (spec 001 section 4.10 and 8): a FREE account has nothing to cancel; PRO
 * with more than 10 designs must delete some first (nothing changes); otherwise the provider's
 * subscription ends and the account is FREE at once.
 */
export async function cancelPlan(app: FastifyInstance, user: UserRow, now = new Date()): Promise<CancelPlanResult> {
  if (storagePlanOf(user, now) !== 'PRO') return { outcome: 'notSubscribed', message: CANCEL_PLAN_MESSAGES.notSubscribed, designsToDelete: 0 };
  const outcome = cancelPlanOutcome(await countUserDesigns(app.db, user.id));
  if (outcome.kind === 'deleteFirst') return { outcome: 'deleteFirst', message: outcome.message, designsToDelete: outcome.toDelete };
  if (user.planId && (await isProviderSubscription(app.db, user.planId))) await app.payments.cancelSubscription(user.planId);
  await endPlan(app.db, user.id, now);
  return { outcome: 'cancelled', message: CANCEL_PLAN_MESSAGES.cancelled, designsToDelete: 0 };
}
