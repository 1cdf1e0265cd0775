import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Asset } from '@layout/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { updateUser } from '../users/users.queries';
import { cardContent, productId, requireTools, storeLato, storePhoto } from './testing';

/**
 * A product printed in CMYK (issue 26, the admin's PATCH /api/products/:id): its designs' Print
 * Ready PDF is written in the press's inks, the print runs' too; the same design's standard PDF
 * and pictures stay RGB. The setting is read from the database by the export, never from the
 * request. render's pdf/cmyk.test.ts checks the colours themselves.
 */
let t: TestApp;
let admin: SignedUp;
let ann: SignedUp;
let designId: number;

beforeAll(async () => {
  requireTools('qpdf');
  t = await createTestApp();
  [admin, ann] = [await t.signUp(), await t.signUp()];
  await updateUser(t.app.db, admin.user.id, { role: 'admin' });
  const cards = await productId(t, 'Single Sided Business Cards');
  const set = await t.app.inject({ method: 'PATCH', url: `/api/products/${cards}`, headers: admin.headers, payload: { printColors: 'cmyk' } });
  expect(set.statusCode, set.body).toBe(200);
  const design = cardContent({ fontId: await storeLato(t, ann), photo: await storePhoto(t, ann, 300, 200, '#2a9d8f'), text: 'Black ink' });
  design.assets = design.assets.map((asset) => (asset.type === 'text' ? { ...asset, textConfig: { ...asset.textConfig, fill: '#000000' } } : asset));
  design.assets.push({
    id: 'inks',
    type: 'shape',
    pageId: design.pages[0]!.id,
    zIndex: 3,
    x: 250,
    y: 20,
    width: 60,
    height: 60,
    rotation: 0,
    scaleX: 1,
    scaleY: 1,
    opacity: 1,
    shapeProps: { type: 'rect', fill: 'device-cmyk(0% 100% 0% 0%)', stroke: '#000000', strokeWidth: 0, strokeEnabled: false, fillEnabled: true },
  } as Asset);
  const res = await t.app.inject({ method: 'POST', url: '/api/designs', headers: ann.headers, payload: { name: 'Ink card', design, productId: cards } });
  expect(res.statusCode, res.body).toBe(201);
  designId = res.json().id;
});
afterAll(() => t?.close());

async function download(url: string, payload?: object): Promise<Buffer> {
  const link = await t.app.inject({ method: payload ? 'POST' : 'GET', url, headers: ann.headers, ...(payload ? { payload } : {}) });
  expect(link.statusCode, link.body).toBe(200);
  return (await t.app.inject({ method: 'GET', url: link.json().signedUrl })).rawPayload;
}

/** The PDF with every stream decompressed and no object streams (qpdf's QDF form), as text: what a reader sees. */
function plain(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'layout-colors-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    execFileSync('qpdf', ['--qdf', '--object-streams=disable', join(dir, 'in.pdf'), join(dir, 'out.pdf')]);
    return readFileSync(join(dir, 'out.pdf')).toString('latin1');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const expectCmyk = (text: string) => {
  expect(text).not.toContain('DeviceRGB');
  expect(text).not.toContain('ICCBased');
  expect(text).toMatch(/\/ColorSpace \/DeviceCMYK/);
  // Pure black text in black ink alone; the stored inks as they are.
  expect(text).toMatch(/\/DeviceCMYK cs\n0 0 0 1 scn\nBT/);
  expect(text).toContain('0 1 0 0 scn');
};

describe('a design whose product prints in CMYK', () => {
  it('downloads its Print Ready PDF in the press inks: no RGB, the photo in CMYK, black text in black ink, the stored inks as they are', async () => {
    expectCmyk(plain(await download(`/api/designs/${designId}/export/pdf?isPrintResolution=true`)));
  });

  it('keeps its Standard PDF in RGB, the ink colour as the screen shows it', async () => {
    const text = plain(await download(`/api/designs/${designId}/export/pdf?isPrintResolution=false`));
    expect(text).toContain('/DeviceRGB');
    expect(text).not.toContain('DeviceCMYK');
    expect(text).not.toContain('0 1 0 0 scn');
  });

  it('prints its print runs in CMYK too', async () => {
    const text = plain(await download(`/api/designs/${designId}/print-run`, { isPrintResolution: true, output: 'onePdf', records: [{ fullName: 'Ada' }] }));
    expectCmyk(text);
  });

  it('follows the setting at each export: back to RGB, the Print Ready PDF is sRGB again', async () => {
    const cards = await productId(t, 'Single Sided Business Cards');
    await t.app.inject({ method: 'PATCH', url: `/api/products/${cards}`, headers: admin.headers, payload: { printColors: 'rgb' } });
    const text = plain(await download(`/api/designs/${designId}/export/pdf?isPrintResolution=true`));
    expect(text).toContain('/DefaultRGB');
    expect(text).not.toContain('0 0 0 1 scn');
  });
});
