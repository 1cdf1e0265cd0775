import { execFileSync } from 'node:child_process';
import { ORDER_REFERENCE_PATTERN, type Order, createDesignContent } from '@layout/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '../mail/mailer';
import { productId, requireTools } from '../exports/testing';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { updateUser } from '../users/users.queries';

/**
 * Orders through Layout's own order page (spec 000 sections 2 and 4; issue 24 section 4): an
 * Australian customer sends a design of a printable product; the order keeps its print-ready PDF
 * and a reference the customer may log in with; admins keep the inbox.
 */

let t: TestApp;
let ann: SignedUp;
let bob: SignedUp;
let admin: SignedUp;
let cards: number;
let documents: number;
const sent: Mail[] = [];
const mailer: Mailer = { send: async (mail) => void sent.push(mail) };

beforeAll(async () => {
  requireTools('pdfinfo');
  t = await createTestApp({ mailer });
  [ann, bob, admin] = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
  await updateUser(t.app.db, ann.user.id, { country: 'Australia' });
  await updateUser(t.app.db, admin.user.id, { role: 'admin', country: 'Australia' });
  [cards, documents] = await Promise.all([productId(t, 'Single Sided Business Cards'), productId(t, 'Documents')]);
});
afterAll(() => t.close());

async function saveDesign(who: SignedUp, name: string, product = cards): Promise<number> {
  const design = createDesignContent({ ...createDesignContent().layoutDimensions, flatWidth: 90, flatHeight: 55, units: 'mm' });
  const res = await t.app.inject({ method: 'POST', url: '/api/designs', headers: who.headers, payload: { name, design, productId: product } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const order = (who: SignedUp | null, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/orders', headers: who?.headers ?? {}, payload });
const get = (who: SignedUp | null, url: string) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

describe('sending a design to print (POST /orders)', () => {
  it('records the order with a reference and its print-ready PDF, and mails the customer the reference', async () => {
    const designId = await saveDesign(ann, 'Team cards');
    const res = await order(ann, { designId, creator: 'Anna Studio' });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json() as Order;
    expect(placed).toMatchObject({ userId: ann.user.id, designId, designName: 'Team cards', creatorName: 'Anna Studio', status: 'received', printedAt: null });
    expect(placed.reference).toMatch(ORDER_REFERENCE_PATTERN);

    const pdf = await get(ann, placed.pdfLink);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const info = execFileSync('pdfinfo', ['-box', '-'], { input: pdf.rawPayload }).toString();
    // The print-ready file: trim box 90 x 55 mm inside the bleed.
    expect(info).toMatch(/TrimBox:\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+[\d.]+/);

    const mail = sent.find((m) => m.to === ann.email && m.subject.includes(placed.reference));
    expect(mail?.text).toContain(`Your order reference is ${placed.reference}`);

    // The file is the customer's and the admins': never served by its storage key.
    expect((await get(bob, placed.pdfLink)).statusCode).toBe(404);
    expect((await get(admin, placed.pdfLink)).statusCode).toBe(200);
    expect((await get(null, placed.pdfLink)).statusCode).toBe(401);
  });

  it('mails each admin, one mail apiece, that the order waits in the inbox; customers who are not admins get no such mail', async () => {
    const placed = (await order(ann, { designId: await saveDesign(ann, 'Admin notice cards'), creator: 'Anna Studio' })).json() as Order;
    const notices = sent.filter((m) => m.subject === `New order ${placed.reference} to print`);
    // The test admin and the admin account made on the first start, each in a To line of their own.
    expect(notices.map((m) => m.to).sort()).toEqual([admin.email, t.app.config.adminEmail].sort());
    const notice = notices.find((m) => m.to === admin.email)!;
    expect(notice.text).toContain(placed.reference);
    expect(notice.text).toContain(ann.email);
    expect(notice.text).toContain('Design: Admin notice cards');
    expect(notice.text).toContain('Product: Single Sided Business Cards');
    expect(notice.text).toContain(`${t.app.config.publicUrl}/admin/orders`);
    expect(notices.some((m) => m.to === ann.email || m.to === bob.email)).toBe(false);
  });

  it('refuses someone else’s design, a customer outside Australia, a download-only product and a guest', async () => {
    const annsDesign = await saveDesign(ann, 'Not yours');
    expect((await order(bob, { designId: annsDesign })).statusCode).toBe(404);
    const bobsDesign = await saveDesign(bob, 'From abroad');
    const abroad = await order(bob, { designId: bobsDesign });
    expect(abroad.statusCode).toBe(403);
    expect(abroad.json().message).toBe('Designs can be sent to print from Australia only');
    const document = await saveDesign(ann, 'A document', documents);
    const downloadOnly = await order(ann, { designId: document });
    expect(downloadOnly.statusCode).toBe(403);
    expect(downloadOnly.json().message).toBe('Documents can only be downloaded, not sent to print');
    expect((await order(null, { designId: annsDesign })).statusCode).toBe(401);
    for (const payload of [{}, { designId: 'x' }, { designId: annsDesign, price: 1 }]) expect((await order(ann, payload)).statusCode, JSON.stringify(payload)).toBe(422);
  });
});

describe('the customer’s orders and the admins’ inbox', () => {
  it('lists a customer’s own orders; the inbox lists everyone’s to print, and printed ones apart', async () => {
    const placed = (await order(ann, { designId: await saveDesign(ann, 'Inbox cards') })).json() as Order;
    const mine = (await get(ann, '/api/orders')).json() as Order[];
    expect(mine.map((o) => o.id)).toContain(placed.id);
    expect(((await get(bob, '/api/orders')).json() as Order[]).map((o) => o.id)).not.toContain(placed.id);

    const inbox = (await get(admin, '/api/admin/orders')).json() as Order[];
    expect(inbox.find((o) => o.id === placed.id)).toMatchObject({ customer: { email: ann.email } });
    expect((await get(ann, '/api/admin/orders')).statusCode).toBe(403);

    const printed = await t.app.inject({ method: 'PUT', url: `/api/orders/${placed.id}`, headers: admin.headers, payload: { status: 'printed' } });
    expect(printed.statusCode).toBe(200);
    expect(printed.json().printedAt).not.toBeNull();
    expect(((await get(admin, '/api/admin/orders')).json() as Order[]).map((o) => o.id)).not.toContain(placed.id);
    expect(((await get(admin, '/api/admin/orders?status=printed')).json() as Order[]).map((o) => o.id)).toContain(placed.id);
    expect((await t.app.inject({ method: 'PUT', url: `/api/orders/${placed.id}`, headers: ann.headers, payload: { status: 'received' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/orders/999999', headers: admin.headers, payload: { status: 'printed' } })).statusCode).toBe(404);
  });
});

describe('logging in with an order reference (spec 000 section 2: "Password or order reference number")', () => {
  it('signs the customer in with their e-mail and the reference, typed loosely; not with someone else’s', async () => {
    const placed = (await order(ann, { designId: await saveDesign(ann, 'Login cards') })).json() as Order;
    const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    const res = await login(ann.email, placed.reference.toLowerCase().replaceAll('-', ' '));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().userData.id).toBe(ann.user.id);
    expect((await login(bob.email, placed.reference)).statusCode).toBe(401);
    expect((await login(ann.email, 'AAAA-BBBB-CCCC-DDDD')).statusCode).toBe(401);
  });
});
