import type { CheckoutView, PaidDesignInfo, PaymentResult } from '@layout/model';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { illustrationSubcategories, illustrations } from '../illustrations/illustrations.table';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { updateUser } from '../users/users.queries';
import { checkouts, sales } from './payments.table';
import { DECLINED_CARD, GOOD_CARD, type StockFixtures, checkoutIdOf, pdfItem, stockFixtures } from './stockFixtures';

/**
 * Paying for stock (issue 24 sections 1 and 2; spec 000 sections 3, 4 and 7): what a design still
 * costs, priced on the server with the stock fee; the export refused until it is paid; the
 * built-in test provider's cards; purchases once; the creators' sales.
 */

let t: TestApp;
let designer: SignedUp;
let buyer: SignedUp;
let other: SignedUp;
let admin: SignedUp;
let woodland: number;
let make: StockFixtures;

beforeAll(async () => {
  // Buyers pay the price + 10 % + $0.50: $3 costs $3.80, $2 costs $2.70.
  t = await createTestApp({ env: { STOCK_FEE_PERCENT: '10', STOCK_FEE_DOLLAR: '0.5' } });
  [designer, buyer, other, admin] = await Promise.all([t.signUp(), t.signUp(), t.signUp(), t.signUp()]);
  await updateUser(t.app.db, designer.user.id, { role: 'designer', creatorName: 'Willow Draws' });
  await updateUser(t.app.db, admin.user.id, { role: 'admin' });
  make = await stockFixtures(t);
  const [collection] = await t.app.db
    .insert(illustrationSubcategories)
    .values({ name: 'Woodland', costCents: 400, assignedTo: designer.user.id, illustrationCategoryId: make.category })
    .returning();
  woodland = collection!.id;
});
afterAll(() => t.close());

const illustration = (name: string, cost: string, subcategory?: number) => make.illustration(designer, name, cost, subcategory);
const shape = (name: string, cost: string) => make.shape(designer, name, cost);
const designWith = (owner: SignedUp, stock: { illustrations?: number[]; svgs?: number[] }) => make.designWith(owner, stock);
const post = (who: SignedUp | null, url: string, payload?: unknown) => make.post(who, url, payload);
const get = (who: SignedUp | null, url: string) => make.get(who, url);
const exportPdf = (who: SignedUp, designId: number) => get(who, `/api/designs/${designId}/export/pdf?isPrintResolution=false`);

describe('what a design still costs (POST /designs/:id/payment-info)', () => {
  it('lists each paid item once, priced with the fee, leaving out free ones and the buyer’s own', async () => {
    const [oak, pine, free, star] = [await illustration('Oak', '3'), await illustration('Pine', '3'), await illustration('Free fern', '0'), await shape('Star', '2')];
    const designId = await designWith(buyer, { illustrations: [oak, oak, free], svgs: [star] });
    const info = (await post(buyer, `/api/designs/${designId}/payment-info`)).json() as PaidDesignInfo;
    expect(info.unpaidAssetsInDesign.map((item) => [item.itemType, item.name, item.cost, item.fullCost])).toEqual([
      ['illustration', 'Oak', 3, 3.8],
      ['svg', 'Star', 2, 2.7],
    ]);
    expect(info.unpaidAssetsInDesign[0]!.user).toEqual({ id: designer.user.id, creatorName: 'Willow Draws' });
    expect(info.totalCostToPay).toBe(6.5);
    // The creator's own items cost them nothing; someone else's design is not found.
    const own = await designWith(designer, { illustrations: [pine] });
    expect((await post(designer, `/api/designs/${own}/payment-info`)).json()).toEqual({ unpaidAssetsInDesign: [], totalCostToPay: 0 });
    expect((await post(other, `/api/designs/${designId}/payment-info`)).statusCode).toBe(404);
  });
});

describe('paying in the editor with the built-in provider (POST /designs/pay)', () => {
  it('refuses the export until paid; a declined card changes nothing; a good one buys each item once and credits the creator', async () => {
    const [birch, moon] = [await illustration('Birch', '3'), await shape('Moon', '2')];
    const designId = await designWith(buyer, { illustrations: [birch], svgs: [moon] });
    const refused = await exportPdf(buyer, designId);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ message: 'This design has paid items that are not paid for yet', details: 'PAYMENT_REQUIRED' });

    const declined = (await post(buyer, '/api/designs/pay', { paymentDetails: DECLINED_CARD, currentDesignsToExport: [pdfItem(designId)] })).json() as PaymentResult;
    expect(declined).toEqual({ success: false, amount: 6.5, message: 'Your card was declined' });
    expect((await exportPdf(buyer, designId)).statusCode).toBe(402);

    const paid = (await post(buyer, '/api/designs/pay', { paymentDetails: GOOD_CARD, currentDesignsToExport: [pdfItem(designId)] })).json() as PaymentResult;
    expect(paid).toEqual({ success: true, amount: 6.5, message: 'Payment successful' });
    expect((await exportPdf(buyer, designId)).statusCode).toBe(200);
    const bought = (await get(buyer, `/api/users/${buyer.user.id}/paid-illustrations`)).json() as { id: number }[];
    expect(bought.map((i) => i.id)).toContain(birch);
    expect(((await get(buyer, `/api/users/${buyer.user.id}/paid-svgs`)).json() as { id: number }[]).map((s) => s.id)).toContain(moon);

    // Paying again charges nothing and sells nothing twice.
    const again = (await post(buyer, '/api/designs/pay', { paymentDetails: GOOD_CARD, currentDesignsToExport: [pdfItem(designId)] })).json() as PaymentResult;
    expect(again).toEqual({ success: true, amount: 0, message: 'There is nothing to pay for' });
    const birchSales = await t.app.db.select().from(sales).where(eq(sales.itemId, birch));
    expect(birchSales).toHaveLength(1);
    expect(birchSales[0]).toMatchObject({ sellerId: designer.user.id, buyerId: buyer.user.id, priceCents: 300, feeCents: 80 });
  });

  it('checks the card form as the spec does, and prices nothing the client sends', async () => {
    const designId = await designWith(other, { illustrations: [await illustration('Elm', '3')] });
    const bad = await post(other, '/api/designs/pay', { paymentDetails: { ...GOOD_CARD, name: 'Cher' }, currentDesignsToExport: [pdfItem(designId)] });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Name field should include first and last name');
    const priced = await post(other, '/api/designs/pay', { paymentDetails: GOOD_CARD, currentDesignsToExport: [pdfItem(designId)], amount: 0.01 });
    expect(priced.statusCode).toBe(422);
    const checkout = await post(other, '/api/designs/create-checkout-session', { exportItems: [pdfItem(designId)], isExportToPt: false, total: 0.01 });
    expect(checkout.statusCode).toBe(422);
  });
});

describe('checkouts on the built-in provider’s page', () => {
  it('prices a checkout when it is made, shows it to its buyer only, and pays it once', async () => {
    const cedar = await illustration('Cedar', '3');
    const designId = await designWith(other, { illustrations: [cedar] });
    const made = await post(other, '/api/designs/create-checkout-session', { exportItems: [pdfItem(designId)], isExportToPt: true });
    expect(made.statusCode, made.body).toBe(200);
    const { link } = made.json() as { link: string };
    expect(link).toMatch(/^\/checkout\/[0-9a-f-]{36}$/);
    const id = checkoutIdOf(link);

    // A price change after the checkout was made changes nothing in it.
    await t.app.db.update(illustrations).set({ costCents: 100 }).where(eq(illustrations.id, cedar));
    const view = (await get(other, `/api/payments/checkouts/${id}`)).json() as CheckoutView;
    expect(view).toMatchObject({ purpose: 'export', status: 'open', total: 3.8, currency: 'aud', provider: 'test', lines: [{ name: 'Cedar', amount: 3.8 }], declineReason: null });
    expect(view.returnUrl).toMatch(new RegExp(`/designs/${designId}\\?success$`));
    expect((await get(buyer, `/api/payments/checkouts/${id}`)).statusCode).toBe(404);
    expect((await get(null, `/api/payments/checkouts/${id}`)).statusCode).toBe(401);

    const declined = (await post(other, `/api/payments/checkouts/${id}/pay`, { ...GOOD_CARD, cardNumber: '4000000000009995' })).json() as PaymentResult;
    expect(declined).toMatchObject({ success: false, message: 'Your card has insufficient funds' });
    expect(((await get(other, `/api/payments/checkouts/${id}`)).json() as CheckoutView).declineReason).toBe('Your card has insufficient funds');
    expect(((await post(other, `/api/payments/checkouts/${id}/pay`, { ...GOOD_CARD, expDateYear: '20' })).json() as PaymentResult).message).toBe('Your card has expired');
    expect(((await post(other, `/api/payments/checkouts/${id}/pay`, { ...GOOD_CARD, cardNumber: '4111111111111111' })).json() as PaymentResult).success).toBe(false);

    expect((await post(other, `/api/payments/checkouts/${id}/pay`, GOOD_CARD)).json()).toMatchObject({ success: true, amount: 3.8 });
    expect((await post(other, `/api/payments/checkouts/${id}/pay`, GOOD_CARD)).json()).toMatchObject({ success: true, message: 'This checkout is paid already' });
    const [row] = await t.app.db.select().from(checkouts).where(eq(checkouts.id, id));
    expect(row).toMatchObject({ status: 'paid', amountCents: 380 });
    expect(await t.app.db.select().from(sales).where(eq(sales.itemId, cedar))).toHaveLength(1);
    // Bought: nothing left to pay, so no second checkout is made.
    expect((await post(other, '/api/designs/create-checkout-session', { exportItems: [pdfItem(designId)] })).statusCode).toBe(409);
  });

  it('sells a collection at its price when that is less than its items one by one, spread over the items', async () => {
    const [a, b] = [await illustration('Fox', '3', woodland), await illustration('Owl', '3', woodland)];
    const made = await post(buyer, '/api/illustrations/create-checkout-session', { collectionId: woodland });
    expect(made.statusCode, made.body).toBe(200);
    const id = checkoutIdOf((made.json() as { link: string }).link);
    const [row] = await t.app.db.select().from(checkouts).where(eq(checkouts.id, id));
    // The collection costs $4 + 10 % + $0.50 = $4.90 instead of 2 x $3.80.
    expect(row!.amountCents).toBe(490);
    expect(row!.contents.stock.map((line) => [line.itemId, line.priceCents, line.feeCents])).toEqual([
      [a, 200, 45],
      [b, 200, 45],
    ]);
    expect(row!.contents.collection).toEqual({ id: woodland, name: 'Woodland', totalCents: 490 });
    expect((await post(buyer, '/api/illustrations/create-checkout-session', { collectionId: 999999 })).statusCode).toBe(404);
    // One's own items are never sold to oneself.
    expect((await post(designer, '/api/illustrations/create-checkout-session', { collectionId: woodland })).statusCode).toBe(409);
  });

  it('sells illustrations and shapes one by one at the database’s price, leaving out what is bought already', async () => {
    const [ash, kite, rowan] = [await illustration('Ash', '3'), await shape('Kite', '2'), await illustration('Rowan', '3')];
    // A price sent by the client is not part of the request.
    expect((await post(other, '/api/illustrations/create-checkout-session', { illustrationsId: [ash], cost: 0.01 })).statusCode).toBe(422);

    const made = await post(other, '/api/illustrations/create-checkout-session', { illustrationsId: [ash, ash], svgsId: [kite] });
    expect(made.statusCode, made.body).toBe(200);
    const id = checkoutIdOf((made.json() as { link: string }).link);
    const [row] = await t.app.db.select().from(checkouts).where(eq(checkouts.id, id));
    expect(row).toMatchObject({ purpose: 'stock', amountCents: 650, currency: 'aud', provider: 'test', status: 'open' });
    expect(row!.contents.stock.map((line) => [line.itemType, line.itemId, line.priceCents, line.feeCents, line.sellerId])).toEqual([
      ['illustration', ash, 300, 80, designer.user.id],
      ['svg', kite, 200, 70, designer.user.id],
    ]);
    const view = (await get(other, `/api/payments/checkouts/${id}`)).json() as CheckoutView;
    expect(view.returnUrl).toMatch(/\/designs\/new\?purchased$/);
    expect(view.cancelUrl).toMatch(/\/designs\/new$/);
    expect((await post(other, `/api/payments/checkouts/${id}/pay`, GOOD_CARD)).json()).toEqual({ success: true, amount: 6.5, message: 'Payment successful' });

    // What is bought is never sold again: alone it makes no checkout, beside a new item it is left out.
    const again = await post(other, '/api/illustrations/create-checkout-session', { illustrationsId: [ash], svgsId: [kite] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ details: 'NOTHING_TO_PAY' });
    const mixed = checkoutIdOf(((await post(other, '/api/illustrations/create-checkout-session', { illustrationsId: [ash, rowan] })).json() as { link: string }).link);
    expect((await get(other, `/api/payments/checkouts/${mixed}`)).json()).toMatchObject({ lines: [{ name: 'Rowan', amount: 3.8 }], total: 3.8 });
    // A creator's own item is never sold to them.
    expect((await post(designer, '/api/illustrations/create-checkout-session', { illustrationsId: [rowan] })).statusCode).toBe(409);
  });

  it('never charges for an item bought through another checkout meanwhile: that checkout expires unpaid', async () => {
    const maple = await illustration('Maple', '3');
    const open = async () => checkoutIdOf(((await post(other, '/api/illustrations/create-checkout-session', { illustrationsId: [maple] })).json() as { link: string }).link);
    const [first, second] = [await open(), await open()];
    expect((await post(other, `/api/payments/checkouts/${first}/pay`, GOOD_CARD)).json()).toMatchObject({ success: true, amount: 3.8 });

    const stale = await post(other, `/api/payments/checkouts/${second}/pay`, GOOD_CARD);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: 'Some of these items are yours already, so nothing was charged: start again from the editor', details: 'ALREADY_BOUGHT' });
    expect(((await get(other, `/api/payments/checkouts/${second}`)).json() as CheckoutView).status).toBe('expired');
    expect((await post(other, `/api/payments/checkouts/${second}/pay`, GOOD_CARD)).json()).toMatchObject({ details: 'CHECKOUT_EXPIRED' });
    expect(await t.app.db.select().from(sales).where(eq(sales.itemId, maple))).toHaveLength(1);
  });

  it('expires a checkout left open for 24 hours: its page says so and no card is charged', async () => {
    const birch = await illustration('Birch', '3');
    const made = await post(other, '/api/illustrations/create-checkout-session', { illustrationsId: [birch] });
    const id = checkoutIdOf((made.json() as { link: string }).link);
    await t.app.db
      .update(checkouts)
      .set({ createdAt: new Date(Date.now() - 24 * 3600_000 - 1000) })
      .where(eq(checkouts.id, id));

    const view = (await get(other, `/api/payments/checkouts/${id}`)).json() as CheckoutView;
    expect(view).toMatchObject({ status: 'expired', declineReason: 'This checkout was open for more than 24 hours' });
    const paid = await post(other, `/api/payments/checkouts/${id}/pay`, GOOD_CARD);
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject({ details: 'CHECKOUT_EXPIRED' });
    expect(await t.app.db.select().from(sales).where(eq(sales.itemId, birch))).toHaveLength(0);
  });
});

describe('exports wait for payment', () => {
  it('refuses a bucket that holds a design with unpaid items (402) and exports it once paid', async () => {
    const fir = await illustration('Fir', '3');
    const [plain, paid] = [await designWith(buyer, {}), await designWith(buyer, { illustrations: [fir] })];
    const bucket = { designsToExport: [pdfItem(plain), pdfItem(paid)] };
    const refused = await post(buyer, '/api/designs/export', bucket);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ statusCode: 402, message: 'This design has paid items that are not paid for yet', details: 'PAYMENT_REQUIRED' });

    const made = await post(buyer, '/api/designs/create-checkout-session', { exportItems: bucket.designsToExport });
    expect(made.statusCode, made.body).toBe(200);
    const id = checkoutIdOf((made.json() as { link: string }).link);
    // The editor comes back to the first design with ?success, which exports the bucket.
    expect(((await get(buyer, `/api/payments/checkouts/${id}`)).json() as CheckoutView).returnUrl).toMatch(new RegExp(`/designs/${plain}\\?success$`));
    expect((await post(buyer, `/api/payments/checkouts/${id}/pay`, GOOD_CARD)).json()).toMatchObject({ success: true, amount: 3.8 });
    const exported = await post(buyer, '/api/designs/export', bucket);
    expect(exported.statusCode, exported.body).toBe(200);
    expect((exported.json() as { exports: unknown[] }).exports).toHaveLength(2);
  });
});
