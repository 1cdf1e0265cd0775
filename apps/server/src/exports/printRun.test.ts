import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { updateUser } from '../users/users.queries';
import { cardContent, pdfTool, productId, requireTools, storeLato } from './testing';

let t: TestApp;
let alice: SignedUp;
let bob: SignedUp;
let fontId: number;
let doubleSided: number;

beforeAll(async () => {
  requireTools('pdfinfo', 'pdftotext');
  t = await createTestApp();
  [alice, bob] = await Promise.all([t.signUp(), t.signUp()]);
  await updateUser(t.app.db, alice.user.id, { storagePlan: 'PRO', firstname: 'Alice', lastname: 'Owner' });
  fontId = await storeLato(t, alice);
  doubleSided = await productId(t, 'Double Sided Business Cards');
});
afterAll(() => t.close());

/** A double-sided card: '%fullName%' on the front, '%phone%' on the back (each in a 200 x 40 px box). */
async function teamCard(who: SignedUp, name = `Team cards ${randomUUID().slice(0, 8)}`): Promise<number> {
  const design = cardContent({ fontId, pages: 2 });
  design.assets = design.assets.map((asset, index) =>
    asset.type === 'text' ? { ...asset, textConfig: { ...asset.textConfig, text: index === 0 ? '%fullName%' : 'Call %phone%' } } : asset,
  );
  const res = await t.app.inject({ method: 'POST', url: '/api/designs', headers: who.headers, payload: { name, design, productId: doubleSided } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().id as number;
}

const TEAM = [
  { fullName: 'Ada Lovelace', phone: '555-0101' },
  { fullName: 'Grace Hopper', phone: '555-0102' },
  { fullName: 'Alan Turing', phone: '555-0103' },
];

async function printRun(who: SignedUp, id: number, body: object, exportId?: string) {
  return t.app.inject({ method: 'POST', url: `/api/designs/${id}/print-run${exportId ? `?exportId=${exportId}` : ''}`, headers: who.headers, payload: body });
}

async function download(signedUrl: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url: signedUrl });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('POST /api/designs/:id/print-run', () => {
  it('makes one Print Ready PDF with a copy of the design per person, each person’s front and back together', async () => {
    const id = await teamCard(alice, 'Team cards');
    const exportId = randomUUID();
    const res = await printRun(alice, id, { isPrintResolution: true, output: 'onePdf', records: TEAM }, exportId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ records: 3, pages: 6 });
    expect(res.json().signedUrl).toMatch(/name=Team\+cards\.pdf/);

    const pdf = await download(res.json().signedUrl);
    expect(pdfTool('pdfinfo', [], pdf)).toMatch(/Pages:\s+6/);
    const pageText = (page: number) => pdfTool('pdftotext', ['-f', String(page), '-l', String(page)], pdf, ['-']).trim();
    expect([1, 2, 3, 4, 5, 6].map(pageText)).toEqual(['Ada Lovelace', 'Call 555-0101', 'Grace Hopper', 'Call 555-0102', 'Alan Turing', 'Call 555-0103']);
    // The owner's own name (the viewer's details) is not what a print run prints.
    expect(pdfTool('pdftotext', [], pdf, ['-'])).not.toContain('Alice Owner');
    // Every page counted in the progress.
    const progress = await t.app.inject({ method: 'GET', url: `/api/exports/${exportId}/progress`, headers: alice.headers });
    expect(progress.json()).toEqual({ done: 6, total: 6 });
  });

  it('or a ZIP of one PDF per person, named by row and name', async () => {
    const id = await teamCard(alice, 'Team');
    const res = await printRun(alice, id, { isPrintResolution: false, output: 'pdfPerRecord', records: TEAM });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().signedUrl).toMatch(/name=Team\.zip/);
    const files = unzipSync(new Uint8Array(await download(res.json().signedUrl)));
    expect(Object.keys(files)).toEqual(['Team-1-Ada-Lovelace.pdf', 'Team-2-Grace-Hopper.pdf', 'Team-3-Alan-Turing.pdf']);
    const grace = Buffer.from(files['Team-2-Grace-Hopper.pdf']!);
    expect(pdfTool('pdfinfo', [], grace)).toMatch(/Pages:\s+2/);
    expect(pdfTool('pdftotext', [], grace, ['-'])).toMatch(/Grace Hopper[\s\S]*Call 555-0102/);
  });

  it('lists every row with an empty field of the design, and makes nothing', async () => {
    const id = await teamCard(alice);
    const records = [TEAM[0], { fullName: 'No Phone' }, { fullName: '', phone: '555' }];
    const res = await printRun(alice, id, { isPrintResolution: true, output: 'onePdf', records });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('2 rows of the print run cannot be printed as designed');
    expect(res.json().details).toEqual([
      { property: 'records.1.phone', constraints: { missingValue: 'Row 2 has no Phone: its %phone% would print as typed.' } },
      { property: 'records.2.fullName', constraints: { missingValue: 'Row 3 has no Full name: its %fullName% would print as typed.' } },
    ]);
  });

  it('lists every row whose text is longer than its box holds, before anything is drawn', async () => {
    const id = await teamCard(alice);
    const long = 'Maximilian Alexander Bartholomew von Hohenzollern-Sigmaringen';
    const records = [TEAM[0], { fullName: long, phone: '555-0104' }];
    const res = await printRun(alice, id, { isPrintResolution: true, output: 'onePdf', records });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe('A row of the print run cannot be printed as designed');
    expect(res.json().details).toEqual([
      { property: 'records.1', constraints: { textOverflows: 'Row 2: “Maximilian Alexander Bartholomew von Ho…” on page 1 is longer than its text box holds.' } },
    ]);
  });

  it('refuses what is not a print run: unknown fields, no people, too long a value', async () => {
    const id = await teamCard(alice);
    for (const records of [[{ nickname: 'Ada' }], [], [{ fullName: 'x'.repeat(201), phone: '1' }]]) {
      const res = await printRun(alice, id, { isPrintResolution: true, output: 'onePdf', records });
      expect(res.statusCode, JSON.stringify(records).slice(0, 50)).toBe(422);
    }
  });

  it('is the owner’s: another user’s design is not found', async () => {
    const id = await teamCard(alice);
    const res = await printRun(bob, id, { isPrintResolution: true, output: 'onePdf', records: TEAM });
    expect(res.statusCode).toBe(404);
  });
});
