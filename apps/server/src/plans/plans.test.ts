import { CANCEL_PLAN_MESSAGES, FREE_PLAN_DESIGN_LIMIT, MESSAGES, type UserData, createDesignContent } from '@layout/model';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fulfilCheckout, monthsAfter } from '../payments/fulfil';
import { checkouts } from '../payments/payments.table';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { updateUser } from '../users/users.queries';

/**
 * The storage plans (spec 000 sections 1 and 4; spec 001 sections 4.10 and 8): PRO is bought
 * through a checkout priced on the server, lasts its paid year, and is cancelled with the spec's
 * three outcomes. FREE keeps at most 10 designs.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const CHECKOUT = '/api/designs/create-checkout-session-billing';
const CANCEL = '/api/designs/cancel-subscription-billing';

const get = (who: SignedUp | null, url: string) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const profile = async (who: SignedUp): Promise<UserData> => (await get(who, '/api/profile')).json();
const saveDesign = (who: SignedUp, name: string) => t.app.inject({ method: 'POST', url: '/api/designs', headers: who.headers, payload: { name, design: createDesignContent() } });

async function saveDesigns(who: SignedUp, count: number, prefix = 'Design'): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 1; n <= count; n++) {
    const saved = await saveDesign(who, `${prefix} ${n}`);
    expect(saved.statusCode, saved.body).toBe(201);
    ids.push(saved.json().id);
  }
  return ids;
}

/** A user who bought PRO: a plan checkout, paid. */
async function proUser(): Promise<SignedUp> {
  const who = await t.signUp();
  const link = (await get(who, CHECKOUT)).json().link as string;
  expect(await fulfilCheckout(t.app.db, link.split('/').pop()!)).toBe('fulfilled');
  return who;
}

describe('who may call the plan routes', () => {
  it('a guest is asked to sign in', async () => {
    expect((await get(null, CHECKOUT)).statusCode).toBe(401);
    expect((await get(null, CANCEL)).statusCode).toBe(401);
  });

  it('users, designers and admins each buy and cancel their own plan', async () => {
    for (const role of ['user', 'designer', 'admin'] as const) {
      const who = await t.signUp();
      await updateUser(t.app.db, who.user.id, { role });
      expect((await get(who, CHECKOUT)).statusCode, role).toBe(200);
      expect((await get(who, CANCEL)).json().outcome, role).toBe('notSubscribed');
    }
  });
});

describe('GET /api/designs/create-checkout-session-billing (Upgrade to PRO)', () => {
  it('opens a yearly subscription checkout at 49 a year, priced on the server whatever the client sends', async () => {
    const ann = await t.signUp();
    const createCheckout = vi.spyOn(t.app.payments, 'createCheckout');
    const response = await get(ann, `${CHECKOUT}?amount=1&price=0.01`);
    expect(response.statusCode, response.body).toBe(200);
    const { link } = response.json() as { link: string };
    const checkoutId = link.split('/').pop()!;
    expect(link).toBe(`/checkout/${checkoutId}`);

    const [row] = await t.app.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    expect(row).toMatchObject({ userId: ann.user.id, purpose: 'plan', amountCents: 4900, currency: t.config.payments.currency, status: 'open' });
    expect(row!.contents.plan).toEqual({ name: 'pro', months: 12 });
    expect(createCheckout).toHaveBeenCalledWith(
      expect.objectContaining({
        checkoutId,
        mode: 'subscription',
        lines: [expect.objectContaining({ amountCents: 4900 })],
        customerEmail: ann.email,
        // The built-in provider's page is Layout's own: back to a path on the same origin.
        successUrl: '/designs/new?plan=pro',
        cancelUrl: '/designs/new',
      }),
    );
  });

  it('once paid, the user is PRO for 12 months from the payment and may save an 11th design', async () => {
    const ben = await t.signUp();
    await saveDesigns(ben, FREE_PLAN_DESIGN_LIMIT);
    expect((await saveDesign(ben, 'Eleventh')).statusCode).toBe(403);

    const link = (await get(ben, CHECKOUT)).json().link as string;
    expect(await fulfilCheckout(t.app.db, link.split('/').pop()!)).toBe('fulfilled');

    const data = await profile(ben);
    expect(data.storagePlan).toBe('pro');
    expect(data.planStarted).not.toBeNull();
    expect(data.planRenewsAt).toBe(monthsAfter(new Date(data.planStarted!), 12).toISOString());
    expect((await saveDesign(ben, 'Eleventh')).statusCode).toBe(201);
  });

  it('a user already on PRO is refused a second plan', async () => {
    const cat = await proUser();
    const response = await get(cat, CHECKOUT);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You are already on the PRO plan');
  });

  it('past its paid period the plan is FREE again: the designs are kept, an 11th is refused, PRO can be bought again', async () => {
    const dan = await proUser();
    await saveDesigns(dan, FREE_PLAN_DESIGN_LIMIT + 1);
    await updateUser(t.app.db, dan.user.id, { planRenewsAt: new Date(Date.now() - 60_000) });

    expect((await get(dan, `/api/users/${dan.user.id}/designs`)).json()).toHaveLength(FREE_PLAN_DESIGN_LIMIT + 1);
    const refused = await saveDesign(dan, 'One too many');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: MESSAGES.freePlanLimit, details: 'FREE_PLAN_LIMIT' });
    expect((await get(dan, CANCEL)).json().outcome).toBe('notSubscribed');
    expect((await get(dan, CHECKOUT)).statusCode).toBe(200);
  });
});

describe('GET /api/designs/cancel-subscription-billing (Cancel on the plan bar)', () => {
  it('PRO with more than 10 designs: says how many to delete first, and nothing changes', async () => {
    const eve = await proUser();
    await saveDesigns(eve, FREE_PLAN_DESIGN_LIMIT + 1);
    const before = await profile(eve);
    const response = await get(eve, CANCEL);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      outcome: 'deleteFirst',
      message: 'You need to delete 1 design(s) to return to a FREE account. Click Cancel again after you have 10 or less saved designs in your account.',
      designsToDelete: 1,
    });
    expect(await profile(eve)).toEqual(before);
  });

  it('PRO with 10 or fewer designs: cancelled, and the account is FREE at once', async () => {
    const fay = await proUser();
    const ids = await saveDesigns(fay, FREE_PLAN_DESIGN_LIMIT + 1);
    await t.app.inject({ method: 'DELETE', url: `/api/designs/${ids[0]}`, headers: fay.headers });

    const cancelSubscription = vi.spyOn(t.app.payments, 'cancelSubscription');
    expect((await get(fay, CANCEL)).json()).toEqual({ outcome: 'cancelled', message: CANCEL_PLAN_MESSAGES.cancelled, designsToDelete: 0 });
    // Bought on the built-in test provider: there is no provider subscription to end.
    expect(cancelSubscription).not.toHaveBeenCalled();
    expect(await profile(fay)).toMatchObject({ storagePlan: null, planId: null, planRenewsAt: null });
    expect((await saveDesign(fay, 'One too many')).statusCode).toBe(403);
  });

  it('a FREE account has nothing to cancel: the spec’s failure message', async () => {
    const gus = await t.signUp();
    expect((await get(gus, CANCEL)).json()).toEqual({ outcome: 'notSubscribed', message: 'Something went wrong, probably you already unsubscribed', designsToDelete: 0 });
    const hal = await proUser();
    expect((await get(hal, CANCEL)).json().outcome).toBe('cancelled');
    expect((await get(hal, CANCEL)).json()).toMatchObject({ outcome: 'notSubscribed', message: CANCEL_PLAN_MESSAGES.notSubscribed });
  });

  it('a plan paid through a provider subscription ends that subscription too', async () => {
    const ivy = await t.signUp();
    const link = (await get(ivy, CHECKOUT)).json().link as string;
    await fulfilCheckout(t.app.db, link.split('/').pop()!, { subscriptionRef: 'sub_ivy' });
    expect((await profile(ivy)).planId).toBe('sub_ivy');

    const cancelSubscription = vi.spyOn(t.app.payments, 'cancelSubscription');
    expect((await get(ivy, CANCEL)).json().outcome).toBe('cancelled');
    expect(cancelSubscription).toHaveBeenCalledWith('sub_ivy');
  });

  it('a plan given by support (no end date) is PRO until cancelled', async () => {
    const jo = await t.signUp();
    await updateUser(t.app.db, jo.user.id, { storagePlan: 'pro', planStarted: new Date(), planRenewsAt: null });
    expect((await get(jo, CHECKOUT)).statusCode).toBe(409);
    expect((await get(jo, CANCEL)).json().outcome).toBe('cancelled');
  });
});
