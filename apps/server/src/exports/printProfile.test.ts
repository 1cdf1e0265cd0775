import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { cardContent, pressProfile, productId, readPdfStructure, requireTools, storeLato } from './testing';

/**
 * A print company's own press (PRINT_ICC_PROFILE): its Print Ready PDFs carry that profile as
 * their PDF/X output intent, named by its description; standard PDFs carry none.
 */
let t: TestApp;
let ann: SignedUp;
let designId: number;
const dir = mkdtempSync(join(tmpdir(), 'layout-press-'));
const PRESS = pressProfile('Press 7 Gloss');

beforeAll(async () => {
  requireTools('qpdf');
  const profile = join(dir, 'press.icc');
  writeFileSync(profile, PRESS);
  t = await createTestApp({ env: { PRINT_ICC_PROFILE: profile } });
  ann = await t.signUp();
  const design = cardContent({ fontId: await storeLato(t, ann), text: 'Gloss' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/designs',
    headers: ann.headers,
    payload: { name: 'Gloss card', design, productId: await productId(t, 'Single Sided Business Cards') },
  });
  designId = res.json().id;
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

async function exported(isPrintResolution: boolean): Promise<Buffer> {
  const link = await t.app.inject({ method: 'GET', url: `/api/designs/${designId}/export/pdf?isPrintResolution=${isPrintResolution}`, headers: ann.headers });
  expect(link.statusCode, link.body).toBe(200);
  return (await t.app.inject({ method: 'GET', url: link.json().signedUrl })).rawPayload;
}

describe('PRINT_ICC_PROFILE', () => {
  it("is the Print Ready PDF's output intent: the company's profile, embedded, named by its description", async () => {
    const pdf = readPdfStructure(await exported(true));
    expect(pdf.info['/GTS_PDFXVersion']).toBe('u:PDF/X-4');
    expect(pdf.info['/Title']).toBe('u:Gloss card');
    expect(pdf.intents).toHaveLength(1);
    const [intent] = pdf.intents;
    expect(intent).toMatchObject({ '/S': '/GTS_PDFX', '/OutputConditionIdentifier': 'u:Press 7 Gloss', '/Info': 'u:Press 7 Gloss' });
    expect(intent!['/RegistryName']).toBeUndefined();
    expect(pdf.stream(intent!['/DestOutputProfile']).equals(PRESS)).toBe(true);
  });

  it('is not in the standard PDF', async () => {
    const pdf = readPdfStructure(await exported(false));
    expect(pdf.intents).toEqual([]);
    expect(pdf.info['/GTS_PDFXVersion']).toBeUndefined();
  });
});
