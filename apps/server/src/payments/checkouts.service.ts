import {
  CHECKOUT_LIFETIME_HOURS,
  type CheckoutPurpose,
  type CheckoutView,
  type DesignCheckoutRequest,
  type PayRequest,
  type PaymentForm,
  type PaymentResult,
  type StockCheckoutRequest,
  priceWithFee,
  testCardOutcome,
} from '@layout/model';
import type { FastifyInstance } from 'fastify';
import { cents, dollars } from '../db/money';
import { HttpError, notFound } from '../http/errors';
import { findSubcategory, listCollectionIllustrations } from '../illustrations/illustrations.queries';
import { planReturnUrls } from '../plans/plans.service';
import type { UserRow } from '../users/users.table';
import { expireCheckout, findCheckout, insertCheckout, recordDecline, setCheckoutProviderRef } from './checkouts.queries';
import { fulfilCheckout } from './fulfil';
import { settleRefund } from './refunds';
import { returnBase } from './providers';
import type { CheckoutContents, CheckoutRow } from './payments.table';
import { type UnpaidLine, designStock, linesOwnedAlready, unpaidStock } from './unpaid';

/**
 * Checkouts (spec 000 sections 4 and 7): what the caller asks to buy is priced here from the
 * database, left out when it is theirs or bought already, recorded as an open checkout, and handed
 * to the provider, whose page takes the money. The built-in provider's page pays through
 * payCheckout; Stripe's through its webhook (webhook.routes.ts).
 */

const lineTotal = (line: { priceCents: number; feeCents: number }) => line.priceCents + line.feeCents;

/** Nothing left to pay for: no checkout is made. */
const nothingToPay = () => new HttpError(409, 'There is nothing to pay for: every paid item is yours already', 'NOTHING_TO_PAY');

/** A checkout made: its page's link (what the API answers) and its id. */
export interface OpenedCheckout {
  link: string;
  checkoutId: string;
}

/** Records the checkout and asks the provider for its page. */
async function openCheckout(
  app: FastifyInstance,
  user: UserRow,
  purpose: CheckoutPurpose,
  contents: CheckoutContents,
  urls: { successUrl: string; cancelUrl: string },
): Promise<OpenedCheckout> {
  const amountCents = contents.stock.reduce((sum, line) => sum + lineTotal(line), 0);
  const currency = app.config.payments.currency;
  const checkoutId = await insertCheckout(app.db, { userId: user.id, purpose, contents, amountCents, currency, provider: app.payments.name });
  const made = await app.payments.createCheckout({
    checkoutId,
    mode: 'payment',
    lines: contents.stock.map((line) => ({ name: line.name, amountCents: lineTotal(line) })),
    currency,
    customerEmail: user.email,
    ...urls,
  });
  if (made.providerRef) await setCheckoutProviderRef(app.db, checkoutId, made.providerRef);
  return { link: made.link, checkoutId };
}

/** A checkout line as stored: without what only the screens show. */
const stored = ({ link: _link, creatorName: _creator, ...line }: UnpaidLine) => line;

/** The unpaid items of the designs to export, each once. */
async function unpaidOfDesigns(app: FastifyInstance, user: UserRow, designIds: readonly number[]): Promise<UnpaidLine[]> {
  const illustrations = new Set<number>();
  const svgs = new Set<number>();
  for (const id of new Set(designIds)) {
    const stock = await designStock(app, user, id);
    for (const item of stock.illustrations) illustrations.add(item);
    for (const item of stock.svgs) svgs.add(item);
  }
  return unpaidStock(app, user, { illustrations: [...illustrations], svgs: [...svgs] });
}

/** Where the editor comes back to after paying for an export: the first design, with ?success, which exports the bucket. */
function exportReturnUrls(app: FastifyInstance, designId: number): { successUrl: string; cancelUrl: string } {
  const design = `${returnBase(app)}/designs/${designId}`;
  return { successUrl: `${design}?success`, cancelUrl: design };
}

/** POST /designs/create-checkout-session: the unpaid items of the designs to export. */
export async function startDesignCheckout(app: FastifyInstance, user: UserRow, request: DesignCheckoutRequest): Promise<OpenedCheckout> {
  const { exportItems, isExportToPt = false } = request;
  const lines = await unpaidOfDesigns(
    app,
    user,
    exportItems.map((item) => item.designId),
  );
  if (lines.length === 0) throw nothingToPay();
  const contents: CheckoutContents = { stock: lines.map(stored), exportItems: [...exportItems], isExportToPt };
  return openCheckout(app, user, 'export', contents, exportReturnUrls(app, exportItems[0]!.designId));
}

/**
 * POST /illustrations/create-checkout-session: illustrations, a collection and paid svgs. A
 * collection's items cost the collection's price when that is less than buying them one by one
 * (the model's collectionCostToPay): its price and fee are spread over its lines, so the lines
 * still add up to what is charged and each sale credits its share.
 */
export async function startStockCheckout(app: FastifyInstance, user: UserRow, request: StockCheckoutRequest): Promise<OpenedCheckout> {
  const collection = request.collectionId ? await findSubcategory(app.db, request.collectionId) : null;
  if (request.collectionId && !collection) throw notFound('Collection not found');
  const inCollection = collection ? (await listCollectionIllustrations(app.db, collection.id)).map((found) => found.row.id) : [];
  const lines = await unpaidStock(app, user, { illustrations: [...new Set([...inCollection, ...(request.illustrationsId ?? [])])], svgs: [...new Set(request.svgsId ?? [])] });
  if (lines.length === 0) throw nothingToPay();
  const stock = lines.map(stored);
  const offer = collection ? priceCollection(app, stock, new Set(inCollection), collection.costCents) : undefined;
  const contents: CheckoutContents = { stock, ...(offer && collection ? { collection: { id: collection.id, name: collection.name, totalCents: offer } } : {}) };
  const editor = `${returnBase(app)}/designs/new`;
  return openCheckout(app, user, 'stock', contents, { successUrl: `${editor}?purchased`, cancelUrl: editor });
}

/** Spreads the collection's price over its lines (in place) when it is the cheaper; answers what they cost in all, or undefined. */
function priceCollection(app: FastifyInstance, stock: CheckoutContents['stock'], members: ReadonlySet<number>, collectionCents: number): number | undefined {
  const lines = stock.filter((line) => line.itemType === 'illustration' && members.has(line.itemId));
  const oneByOne = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const offerTotal = cents(priceWithFee(dollars(collectionCents), app.config.commission));
  if (lines.length === 0 || offerTotal >= oneByOne) return undefined;
  spread(lines, 'priceCents', collectionCents);
  spread(lines, 'feeCents', offerTotal - collectionCents);
  return offerTotal;
}

/** Sets `field` of the lines to shares of `total` in proportion to what they were; the last takes the rounding. */
function spread(lines: CheckoutContents['stock'], field: 'priceCents' | 'feeCents', total: number): void {
  const before = lines.reduce((sum, line) => sum + line[field], 0);
  let left = total;
  for (const [index, line] of lines.entries()) {
    const share = index === lines.length - 1 ? left : before === 0 ? 0 : Math.round((line[field] * total) / before);
    line[field] = share;
    left -= share;
  }
}

/** Why an open checkout past its lifetime expired (its page says so). */
const TIME_RAN_OUT = `This checkout was open for more than ${CHECKOUT_LIFETIME_HOURS} hours`;

/**
 * A checkout of the caller's (anyone else's is not found). One left open past its lifetime is
 * expired as it is read: what it priced may have changed since, so it is never charged.
 */
async function ownCheckout(app: FastifyInstance, user: UserRow, checkoutId: string, now = new Date()): Promise<CheckoutRow> {
  const found = await findCheckout(app.db, checkoutId);
  if (!found || found.userId !== user.id) throw notFound('Checkout not found');
  const stale = found.status === 'open' && now.getTime() - found.createdAt.getTime() >= CHECKOUT_LIFETIME_HOURS * 3600_000;
  if (!stale) return found;
  await expireCheckout(app.db, found.id, TIME_RAN_OUT);
  return { ...found, status: 'expired', declineReason: TIME_RAN_OUT };
}

/** Where the browser goes from a checkout's page: back to what it paid for. */
function returnUrls(app: FastifyInstance, checkout: CheckoutRow): { returnUrl: string; cancelUrl: string } {
  if (checkout.purpose === 'plan') {
    const urls = planReturnUrls(returnBase(app));
    return { returnUrl: urls.successUrl, cancelUrl: urls.cancelUrl };
  }
  const designId = checkout.contents.exportItems?.[0]?.designId;
  if (checkout.purpose === 'export' && designId !== undefined) {
    const urls = exportReturnUrls(app, designId);
    return { returnUrl: urls.successUrl, cancelUrl: urls.cancelUrl };
  }
  const editor = `${returnBase(app)}/designs/new`;
  return { returnUrl: `${editor}?purchased`, cancelUrl: editor };
}

/** GET /payments/checkouts/:checkoutId: what the checkout's page shows. */
export async function checkoutView(app: FastifyInstance, user: UserRow, checkoutId: string, now = new Date()): Promise<CheckoutView> {
  const checkout = await ownCheckout(app, user, checkoutId, now);
  const lines =
    checkout.purpose === 'plan'
      ? [{ name: 'PRO storage plan (1 year)', amount: dollars(checkout.amountCents) }]
      : checkout.contents.stock.map((line) => ({ name: line.name, amount: dollars(lineTotal(line)) }));
  return {
    id: checkout.id,
    purpose: checkout.purpose,
    status: checkout.status,
    lines,
    total: dollars(checkout.amountCents),
    currency: checkout.currency,
    provider: checkout.provider,
    declineReason: checkout.declineReason,
    refunded: dollars(checkout.refundCents),
    ...returnUrls(app, checkout),
  };
}

/**
 * Pays a checkout with a card on the built-in test provider's page: a declined card keeps it open
 * with the reason; an approved one fulfils it (once: paying a paid checkout again changes nothing).
 */
export async function payCheckout(app: FastifyInstance, user: UserRow, checkoutId: string, card: PaymentForm, now = new Date()): Promise<PaymentResult> {
  if (app.payments.name !== 'test') throw new HttpError(409, 'Cards are paid on Stripe’s checkout page, never here', 'USE_PROVIDER_CHECKOUT');
  const checkout = await ownCheckout(app, user, checkoutId, now);
  const amount = dollars(checkout.amountCents);
  if (checkout.status === 'paid') return { success: true, amount, message: 'This checkout is paid already' };
  if (checkout.status === 'expired') throw new HttpError(409, 'This checkout has expired, so nothing was charged: start again from the editor', 'CHECKOUT_EXPIRED');
  if (checkout.provider !== 'test') throw new HttpError(409, 'This checkout is paid on its provider’s page', 'USE_PROVIDER_CHECKOUT');
  // Bought since through another checkout: charging again is never right; the editor starts a new one.
  if (checkout.purpose !== 'plan' && (await linesOwnedAlready(app, user, checkout.contents.stock)).length > 0) {
    await expireCheckout(app.db, checkout.id, 'Some of these items became yours through another checkout');
    throw new HttpError(409, 'Some of these items are yours already, so nothing was charged: start again from the editor', 'ALREADY_BOUGHT');
  }
  const outcome = testCardOutcome(card, now);
  if (!outcome.approved) {
    await recordDecline(app.db, checkout.id, outcome.reason);
    return { success: false, amount, message: outcome.reason };
  }
  await fulfilCheckout(app.db, checkout.id, {}, now);
  // Two pages of one item paid at once: the later one finds it bought and gives its amount back.
  await settleRefund(app, checkout.id, now);
  return { success: true, amount, message: 'Payment successful' };
}

/**
 * POST /designs/pay: the editor's Payment dialog (spec 000 section 7) on the built-in provider:
 * an export checkout for the designs waiting, priced here, paid with the card at once.
 */
export async function payForDesigns(app: FastifyInstance, user: UserRow, request: PayRequest): Promise<PaymentResult> {
  if (app.payments.name !== 'test') throw new HttpError(409, 'Cards are paid on Stripe’s checkout page: start a checkout instead', 'USE_PROVIDER_CHECKOUT');
  const designIds = request.currentDesignsToExport.map((item) => item.designId);
  if ((await unpaidOfDesigns(app, user, designIds)).length === 0) return { success: true, amount: 0, message: 'There is nothing to pay for' };
  const made = await startDesignCheckout(app, user, { exportItems: request.currentDesignsToExport, isExportToPt: false });
  return payCheckout(app, user, made.checkoutId, request.paymentDetails);
}
