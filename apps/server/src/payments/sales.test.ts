import type { SalesPage } from '@layout/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { updateUser } from '../users/users.queries';
import { GOOD_CARD, type StockFixtures, checkoutIdOf, pdfItem, stockFixtures } from './stockFixtures';

/**
 * Sales (issue 24 section 2; spec 000 section 3): each sale credits its designer with the price,
 * the buyer paid the fee on top; a designer sees their own sales and earnings, an admin every
 * sale, anyone else nothing.
 */

let t: TestApp;
let make: StockFixtures;
let willow: SignedUp;
let reed: SignedUp;
let quiet: SignedUp;
let firstBuyer: SignedUp;
let secondBuyer: SignedUp;
let admin: SignedUp;

const salesOf = async (who: SignedUp) => {
  const res = await make.get(who, '/api/sales');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SalesPage;
};
const summary = (page: SalesPage) => page.sales.map((sale) => [sale.itemName, sale.sellerName, sale.buyerId, sale.price, sale.fee]);

beforeAll(async () => {
  // Buyers pay the price + 10 % + $0.50: $3 costs $3.80, $2 costs $2.70, $5 costs $6.00.
  t = await createTestApp({ env: { STOCK_FEE_PERCENT: '10', STOCK_FEE_DOLLAR: '0.5' } });
  [willow, reed, quiet, firstBuyer, secondBuyer, admin] = await Promise.all([t.signUp(), t.signUp(), t.signUp(), t.signUp(), t.signUp(), t.signUp()]);
  await updateUser(t.app.db, willow.user.id, { role: 'designer', creatorName: 'Willow Draws' });
  await updateUser(t.app.db, reed.user.id, { role: 'designer', creatorName: 'Reed Makes' });
  await updateUser(t.app.db, quiet.user.id, { role: 'designer', creatorName: 'Quiet Studio' });
  await updateUser(t.app.db, admin.user.id, { role: 'admin' });
  make = await stockFixtures(t);

  // Three sales, one after the other: Oak in the editor's Payment dialog, Kite through the
  // stock checkout's page, Elm by another customer.
  const oak = await make.illustration(willow, 'Oak', '3');
  const design = await make.designWith(firstBuyer, { illustrations: [oak] });
  const paid = await make.post(firstBuyer, '/api/designs/pay', { paymentDetails: GOOD_CARD, currentDesignsToExport: [pdfItem(design)] });
  expect(paid.json()).toMatchObject({ success: true, amount: 3.8 });

  const kite = await make.shape(reed, 'Kite', '2');
  const made = await make.post(firstBuyer, '/api/illustrations/create-checkout-session', { svgsId: [kite] });
  const checkoutId = checkoutIdOf((made.json() as { link: string }).link);
  expect((await make.post(firstBuyer, `/api/payments/checkouts/${checkoutId}/pay`, GOOD_CARD)).json()).toMatchObject({ success: true, amount: 2.7 });
  // Paying the same checkout again sells nothing twice.
  expect((await make.post(firstBuyer, `/api/payments/checkouts/${checkoutId}/pay`, GOOD_CARD)).json()).toMatchObject({ success: true });

  const elm = await make.illustration(willow, 'Elm', '5');
  const elmDesign = await make.designWith(secondBuyer, { illustrations: [elm] });
  const elmPaid = await make.post(secondBuyer, '/api/designs/pay', { paymentDetails: GOOD_CARD, currentDesignsToExport: [pdfItem(elmDesign)] });
  expect(elmPaid.json()).toMatchObject({ success: true, amount: 6 });
});
afterAll(() => t.close());

describe('GET /sales', () => {
  it('shows a designer their own sales, newest first, with each price earned and the fee the buyer paid on top', async () => {
    const page = await salesOf(willow);
    expect(summary(page)).toEqual([
      ['Elm', 'Willow Draws', secondBuyer.user.id, 5, 1],
      ['Oak', 'Willow Draws', firstBuyer.user.id, 3, 0.8],
    ]);
    expect(page).toMatchObject({ earnings: 8, fees: 1.8, currency: 'aud' });
    expect(page.sales.every((sale) => sale.sellerId === willow.user.id && sale.itemType === 'illustration')).toBe(true);

    expect(summary(await salesOf(reed))).toEqual([['Kite', 'Reed Makes', firstBuyer.user.id, 2, 0.7]]);
    expect(await salesOf(quiet)).toEqual({ sales: [], earnings: 0, fees: 0, currency: 'aud' });
  });

  it('shows an admin every sale of every designer', async () => {
    const page = await salesOf(admin);
    expect(summary(page)).toEqual([
      ['Elm', 'Willow Draws', secondBuyer.user.id, 5, 1],
      ['Kite', 'Reed Makes', firstBuyer.user.id, 2, 0.7],
      ['Oak', 'Willow Draws', firstBuyer.user.id, 3, 0.8],
    ]);
    expect(page).toMatchObject({ earnings: 10, fees: 2.5 });
  });

  it('is for creators only: a customer is refused (403), a visitor must sign in (401)', async () => {
    expect((await make.get(firstBuyer, '/api/sales')).statusCode).toBe(403);
    expect((await make.get(null, '/api/sales')).statusCode).toBe(401);
  });
});
