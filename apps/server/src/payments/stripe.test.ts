import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDesignContent } from '@layout/model';
import { desc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { illustrationCategories, illustrationPurchases, illustrations } from '../illustrations/illustrations.table';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { findUserById, updateUser } from '../users/users.queries';
import { checkouts, sales } from './payments.table';
import { eventOf } from './stripeProvider';

/**
 * The Stripe adapter (issue 24 section 1) against a local fake of Stripe's API: checkout sessions
 * are asked for as Stripe expects them, webhooks signed as Stripe signs them fulfil once, a bad
 * or stale signature changes nothing, and cards never reach Layout.
 */

const SECRET_KEY = 'sk_test_layout';
const WEBHOOK_SECRET = 'whsec_layout_test';

interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

/** How the fake answers: `refundsFailing` makes it refuse refunds (a 500, as on an outage). */
interface FakeState {
  refundsFailing: boolean;
}

/** Stripe's API as far as Layout uses it: checkout sessions, cancelling subscriptions, refunds. */
function startFakeStripe(): Promise<{ server: Server; url: string; requests: Recorded[]; state: FakeState }> {
  const requests: Recorded[] = [];
  const state: FakeState = { refundsFailing: false };
  let sessions = 0;
  let refunds = 0;
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => resolve(body));
    });
  const server = createServer(async (request, response) => {
    const form = new URLSearchParams(await read(request));
    const path = (request.url ?? '').split('?')[0]!;
    const idempotencyKey = request.headers['idempotency-key'];
    requests.push({
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization,
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      form,
    });
    response.setHeader('content-type', 'application/json');
    const session = /^\/v1\/checkout\/sessions\/(cs_\w+)$/.exec(path);
    if (request.method === 'GET' && session) {
      response.end(JSON.stringify({ id: session[1], object: 'checkout.session', payment_intent: `pi_of_${session[1]}` }));
      return;
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      if (state.refundsFailing) {
        response.statusCode = 500;
        response.end(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is having a bad day' } }));
        return;
      }
      response.end(
        JSON.stringify({ id: `re_${++refunds}`, object: 'refund', amount: Number(form.get('amount')), payment_intent: form.get('payment_intent'), status: 'succeeded' }),
      );
      return;
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${++sessions}`;
      response.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/pay/${id}`, mode: form.get('mode') }));
      return;
    }
    const cancel = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(path);
    if (request.method === 'DELETE' && cancel) {
      response.end(JSON.stringify({ id: cancel[1], object: 'subscription', status: 'canceled' }));
      return;
    }
    response.statusCode = 404;
    response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `No such route ${path}` } }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, state })));
}

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TestApp;
let buyer: SignedUp;
let designer: SignedUp;
let owlId: number;
const signer = new Stripe(SECRET_KEY);

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    env: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fake.url, STOCK_FEE_PERCENT: '10', STOCK_FEE_DOLLAR: '0.5' },
  });
  [buyer, designer] = await Promise.all([t.signUp(), t.signUp()]);
  await updateUser(t.app.db, designer.user.id, { role: 'designer' });
  const [category] = await t.app.db.insert(illustrationCategories).values({ name: 'Birds', order: 1 }).returning();
  const [owl] = await t.app.db
    .insert(illustrations)
    .values({ name: 'Owl', type: 'svg', fileKey: 'x/owl.svg', previewKey: 'x/owl.svg', costCents: 300, userId: designer.user.id, illustrationCategoryId: category!.id })
    .returning();
  owlId = owl!.id;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => fake.server.close(resolve));
});

/** Posts an event to the webhook signed as Stripe signs it (or with the header given). */
function deliver(event: object, header?: string) {
  const payload = JSON.stringify(event);
  const signature = header ?? signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
}

const completed = (id: string, checkoutId: string, extra: object = {}) => ({
  id,
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: { id: `cs_${id}`, object: 'checkout.session', client_reference_id: checkoutId, payment_status: 'paid', subscription: null, ...extra } },
});

async function stockCheckout(who: SignedUp = buyer): Promise<string> {
  const made = await t.app.inject({ method: 'POST', url: '/api/illustrations/create-checkout-session', headers: who.headers, payload: { illustrationsId: [owlId] } });
  expect(made.statusCode, made.body).toBe(200);
  expect(made.json().link).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_\d+$/);
  const [row] = await t.app.db.select().from(checkouts).where(eq(checkouts.userId, who.user.id)).orderBy(desc(checkouts.createdAt)).limit(1);
  return row!.id;
}

const findRow = async (checkoutId: string) => (await t.app.db.select().from(checkouts).where(eq(checkouts.id, checkoutId)))[0]!;

describe('checkout sessions on Stripe', () => {
  it('asks Stripe for a session priced by Layout, with the buyer, the checkout id and absolute return addresses', async () => {
    const checkoutId = await stockCheckout();
    const asked = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(asked.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(asked.form.get('mode')).toBe('payment');
    expect(asked.form.get('client_reference_id')).toBe(checkoutId);
    expect(asked.form.get('customer_email')).toBe(buyer.email);
    expect(asked.form.get('line_items[0][price_data][currency]')).toBe('aud');
    // $3 + 10 % + $0.50, in cents.
    expect(asked.form.get('line_items[0][price_data][unit_amount]')).toBe('380');
    expect(asked.form.get('line_items[0][price_data][product_data][name]')).toBe('Owl');
    expect(asked.form.get('success_url')).toBe(`${t.config.publicUrl}/designs/new?purchased`);
  });

  it('refuses card details: with Stripe they are typed on its page only', async () => {
    const card = { name: 'Bea Buyer', cardType: 'Visa', cardNumber: '4242424242424242', expDateMonth: '12', expDateYear: '99', csv: '123' };
    const design = await t.app.inject({ method: 'POST', url: '/api/designs', headers: buyer.headers, payload: { name: 'Owl card', design: createDesignContent() } });
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/designs/pay',
      headers: buyer.headers,
      payload: { paymentDetails: card, currentDesignsToExport: [{ designId: design.json().id, type: 'pdf', isPrintResolution: false }] },
    });
    expect(pay.statusCode).toBe(409);
    const checkoutId = await stockCheckout();
    expect((await t.app.inject({ method: 'POST', url: `/api/payments/checkouts/${checkoutId}/pay`, headers: buyer.headers, payload: card })).statusCode).toBe(409);
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().paymentProvider).toBe('stripe');
  });
});

describe('Stripe’s webhook', () => {
  it('fulfils a paid checkout once: a delivery repeated or replayed changes nothing', async () => {
    const checkoutId = await stockCheckout();
    const event = completed('evt_paid_1', checkoutId);
    const first = await deliver(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    // Stripe names its charset; the bytes are kept all the same.
    const charset = JSON.stringify(event);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload: charset, secret: WEBHOOK_SECRET }) },
      payload: charset,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    // The same payment under a new event id (Stripe's async success after completion) neither.
    expect((await deliver(completed('evt_paid_2', checkoutId))).statusCode).toBe(200);
    expect(await t.app.db.select().from(sales).where(eq(sales.checkoutId, checkoutId))).toHaveLength(1);
    expect(await t.app.db.select().from(illustrationPurchases).where(eq(illustrationPurchases.userId, buyer.user.id))).toHaveLength(1);
    const [row] = await t.app.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    expect(row).toMatchObject({ status: 'paid', providerRef: 'cs_evt_paid_1' });
  });

  it('refuses an event with a bad, missing or stale signature and changes nothing', async () => {
    const checkoutId = (
      await t.app.db
        .insert(checkouts)
        .values({ userId: buyer.user.id, purpose: 'stock', contents: { stock: [] }, amountCents: 0, currency: 'aud', provider: 'stripe' })
        .returning()
    )[0]!.id;
    const event = completed('evt_forged', checkoutId);
    const payload = JSON.stringify(event);
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await deliver(event, forged)).statusCode).toBe(400);
    const stale = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await deliver(event, stale)).statusCode).toBe(400);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json' }, payload });
    expect(unsigned.statusCode).toBe(400);
    const [row] = await t.app.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    expect(row!.status).toBe('open');
  });

  it('gives back an item the buyer owned already when a second checkout of it is paid: no second sale, one refund however often Stripe reports it', async () => {
    const twice = await t.signUp();
    // Two checkouts of the owl, open in two tabs, both paid on Stripe's page.
    const first = await stockCheckout(twice);
    const second = await stockCheckout(twice);
    expect(first).not.toBe(second);
    expect((await deliver(completed('evt_tab_1', first))).statusCode).toBe(200);

    // Stripe is down as the second payment arrives: the webhook fails, so Stripe delivers it again.
    fake.state.refundsFailing = true;
    const secondPaid = completed('evt_tab_2', second);
    const failed = await deliver(secondPaid);
    expect(failed.statusCode).toBe(500);
    expect(await findRow(second)).toMatchObject({ status: 'paid', refundCents: 380, refundedAt: null });

    fake.state.refundsFailing = false;
    expect((await deliver(secondPaid)).statusCode).toBe(200);
    expect((await deliver(secondPaid)).statusCode).toBe(200);
    const refunds = fake.requests.filter((r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === `pi_of_cs_evt_tab_2`);
    expect(refunds.length).toBeGreaterThanOrEqual(2);
    // Every attempt is one refund to Stripe: the same key, the line's amount ($3 + 10 % + $0.50).
    expect(new Set(refunds.map((r) => r.idempotencyKey))).toEqual(new Set([`layout-refund-${second}`]));
    expect(refunds.every((r) => r.form.get('amount') === '380')).toBe(true);
    expect((await findRow(second)).refundedAt).not.toBeNull();
    const refundsAfter = fake.requests.filter((r) => r.path === '/v1/refunds').length;
    expect((await deliver(secondPaid)).statusCode).toBe(200);
    expect(fake.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(refundsAfter);

    // The designer is credited once, the buyer owns the owl once, and the checkout's page says what came back.
    expect(await t.app.db.select().from(sales).where(eq(sales.buyerId, twice.user.id))).toHaveLength(1);
    const view = await t.app.inject({ method: 'GET', url: `/api/payments/checkouts/${second}`, headers: twice.headers });
    expect(view.json()).toMatchObject({ status: 'paid', refunded: 3.8 });
  });

  it('closes a checkout whose session expired or whose slow payment failed, and still fulfils one paid after it expired here', async () => {
    const closer = await t.signUp();
    const expiring = await stockCheckout(closer);
    const expired = {
      id: 'evt_expired',
      object: 'event',
      type: 'checkout.session.expired',
      data: { object: { id: 'cs_x', object: 'checkout.session', client_reference_id: expiring } },
    };
    expect((await deliver(expired)).statusCode).toBe(200);
    expect(await findRow(expiring)).toMatchObject({ status: 'expired', declineReason: 'The checkout expired before it was paid' });

    const failing = await stockCheckout(closer);
    const failed = { ...expired, id: 'evt_failed', type: 'checkout.session.async_payment_failed', data: { object: { ...expired.data.object, client_reference_id: failing } } };
    expect((await deliver(failed)).statusCode).toBe(200);
    expect(await findRow(failing)).toMatchObject({ status: 'expired', declineReason: 'The payment did not go through' });

    // Open past its 24 hours here, yet Stripe took the money: the buyer gets what they paid for.
    const late = await stockCheckout(closer);
    await t.app.db
      .update(checkouts)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(checkouts.id, late));
    const view = await t.app.inject({ method: 'GET', url: `/api/payments/checkouts/${late}`, headers: closer.headers });
    expect(view.json()).toMatchObject({ status: 'expired' });
    expect((await deliver(completed('evt_late', late))).statusCode).toBe(200);
    expect(await findRow(late)).toMatchObject({ status: 'paid', refundCents: 0 });
    expect(await t.app.db.select().from(illustrationPurchases).where(eq(illustrationPurchases.userId, closer.user.id))).toHaveLength(1);
  });

  it('starts, renews and ends a PRO plan bought as a Stripe subscription; Cancel ends the subscription on Stripe', async () => {
    const plan = await t.app.inject({ method: 'GET', url: '/api/designs/create-checkout-session-billing', headers: buyer.headers });
    expect(plan.statusCode, plan.body).toBe(200);
    const asked = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(asked.form.get('mode')).toBe('subscription');
    expect(asked.form.get('line_items[0][price_data][recurring][interval]')).toBe('year');
    expect(asked.form.get('line_items[0][price_data][unit_amount]')).toBe('4900');
    const [row] = await t.app.db.select().from(checkouts).where(eq(checkouts.purpose, 'plan'));

    expect((await deliver(completed('evt_plan', row!.id, { subscription: 'sub_layout1' }))).statusCode).toBe(200);
    expect(await findUserById(t.app.db, buyer.user.id)).toMatchObject({ storagePlan: 'pro', planId: 'sub_layout1' });

    const periodEnd = Math.floor(Date.UTC(2028, 10, 28) / 1000);
    const renewal = {
      id: 'evt_renewed',
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_1',
          object: 'invoice',
          billing_reason: 'subscription_cycle',
          // An invoice's own period looks back (it ends as the new year starts); the line's is the year paid for.
          period_end: Math.floor(Date.UTC(2027, 10, 28) / 1000),
          parent: { subscription_details: { subscription: 'sub_layout1' } },
          lines: { data: [{ period: { end: periodEnd } }] },
        },
      },
    };
    expect((await deliver(renewal)).statusCode).toBe(200);
    expect((await findUserById(t.app.db, buyer.user.id))!.planRenewsAt!.toISOString()).toBe('2028-11-28T00:00:00.000Z');

    const cancel = await t.app.inject({ method: 'GET', url: '/api/designs/cancel-subscription-billing', headers: buyer.headers });
    expect(cancel.json()).toMatchObject({ outcome: 'cancelled', message: 'Your subscription successfully cancelled!' });
    expect(fake.requests.some((r) => r.method === 'DELETE' && r.path === '/v1/subscriptions/sub_layout1')).toBe(true);
    // Stripe then reports the subscription deleted: nothing more to do, answered all the same.
    const deleted = { id: 'evt_deleted', object: 'event', type: 'customer.subscription.deleted', data: { object: { id: 'sub_layout1', object: 'subscription' } } };
    expect((await deliver(deleted)).statusCode).toBe(200);
    expect(await findUserById(t.app.db, buyer.user.id)).toMatchObject({ storagePlan: null });
  });
});

describe('reading Stripe’s events', () => {
  it('acts on paid sessions, renewals and ended subscriptions only', () => {
    const unpaid = completed('evt_a', 'c1', { payment_status: 'unpaid' }) as unknown as Stripe.Event;
    expect(eventOf(unpaid)).toEqual({ id: 'evt_a', kind: 'ignored', type: 'checkout.session.completed' });
    const firstInvoice = { id: 'evt_b', type: 'invoice.paid', data: { object: { billing_reason: 'subscription_create', period_end: 1, parent: null } } } as unknown as Stripe.Event;
    expect(eventOf(firstInvoice).kind).toBe('ignored');
    expect(eventOf({ id: 'evt_c', type: 'customer.created', data: { object: {} } } as unknown as Stripe.Event).kind).toBe('ignored');
    expect(eventOf(completed('evt_d', 'c2', { subscription: { id: 'sub_x' } }) as unknown as Stripe.Event)).toMatchObject({ kind: 'checkoutPaid', subscriptionRef: 'sub_x' });
  });

  it('reads a slow payment’s success like a completed session', () => {
    const late = { ...completed('evt_e', 'c3'), type: 'checkout.session.async_payment_succeeded' } as unknown as Stripe.Event;
    expect(eventOf(late)).toEqual({ id: 'evt_e', kind: 'checkoutPaid', checkoutId: 'c3', providerRef: 'cs_evt_e', subscriptionRef: null });
    const free = completed('evt_f', 'c4', { payment_status: 'no_payment_required' }) as unknown as Stripe.Event;
    expect(eventOf(free).kind).toBe('checkoutPaid');
  });

  it('renews to the end of the year paid for, in either API version’s invoice and either paid-invoice event', () => {
    const end = Math.floor(Date.UTC(2029, 0, 15) / 1000);
    const lines = { data: [{ period: { start: end - 365 * 86400, end } }] };
    const current = { billing_reason: 'subscription_cycle', period_end: 1, parent: { subscription_details: { subscription: 'sub_new' } }, lines };
    const legacy = { billing_reason: 'subscription_cycle', period_end: 1, subscription: 'sub_old', lines };
    const renewed = { kind: 'subscriptionRenewed', periodEnd: new Date('2029-01-15T00:00:00Z') };
    expect(eventOf({ id: 'evt_g', type: 'invoice.paid', data: { object: current } } as unknown as Stripe.Event)).toMatchObject({ ...renewed, subscriptionRef: 'sub_new' });
    expect(eventOf({ id: 'evt_h', type: 'invoice.payment_succeeded', data: { object: legacy } } as unknown as Stripe.Event)).toMatchObject({
      ...renewed,
      subscriptionRef: 'sub_old',
    });
  });

  it('reads an expired session and a failed slow payment as the checkout closed unpaid', () => {
    const session = { id: 'cs_1', object: 'checkout.session', client_reference_id: 'c5' };
    expect(eventOf({ id: 'evt_j', type: 'checkout.session.expired', data: { object: session } } as unknown as Stripe.Event)).toEqual({
      id: 'evt_j',
      kind: 'checkoutClosed',
      checkoutId: 'c5',
      reason: 'The checkout expired before it was paid',
    });
    expect(eventOf({ id: 'evt_k', type: 'checkout.session.async_payment_failed', data: { object: session } } as unknown as Stripe.Event)).toMatchObject({
      kind: 'checkoutClosed',
      reason: 'The payment did not go through',
    });
  });

  it('ends the plan when Stripe deletes the subscription', () => {
    const deleted = { id: 'evt_i', type: 'customer.subscription.deleted', data: { object: { id: 'sub_gone', object: 'subscription' } } } as unknown as Stripe.Event;
    expect(eventOf(deleted)).toEqual({ id: 'evt_i', kind: 'subscriptionEnded', subscriptionRef: 'sub_gone' });
  });
});
