import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '@layout/model';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../catalogue/catalogue.tables';
import { designs } from '../designs/designs.table';
import { createDownloadLinkSigner, signedDownloadPath } from '../storage/downloadLinks';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { updateUser } from '../users/users.queries';
import { boxSize, cardContent, pdfTool, productId, readPdfStructure, requireTools, storeIcon, storeLato, storePhoto, storePicture } from './testing';
import { exportFiles } from './exports.table';
import { createExportSweeper, noteExportFile } from './sweep';

let t: TestApp;
let alice: SignedUp;
let bob: SignedUp;
let admin: SignedUp;
let guest: SignedUp;
let fontId: number;
let photo: string;
let businessCards: number;

beforeAll(async () => {
  requireTools('pdfinfo', 'pdffonts', 'pdftotext', 'pdfimages', 'pdftoppm', 'qpdf');
  // A queue of one: a request with more files than that must still go through (one file per worker at a time).
  t = await createTestApp({ env: { EXPORT_WORKERS: '2', EXPORT_QUEUE_LIMIT: '1' } });
  [alice, bob, admin, guest] = await Promise.all([t.signUp(), t.signUp(), t.signUp(), t.signUp()]);
  await updateUser(t.app.db, admin.user.id, { role: 'admin' });
  // PRO: these tests save more designs than a free account may keep.
  await updateUser(t.app.db, alice.user.id, { storagePlan: 'PRO' });
  await updateUser(t.app.db, guest.user.id, { role: 'guest' });
  fontId = await storeLato(t, alice);
  photo = await storePhoto(t, alice, 1200, 800);
  businessCards = await productId(t, 'Single Sided Business Cards');
});
afterAll(() => t.close());

async function saveDesign(who: SignedUp, name: string, options: { pages?: number; productId?: number | null; text?: string; photo?: string } = {}): Promise<number> {
  const design = cardContent({ fontId, photo: options.photo ?? photo, pages: options.pages, text: options.text });
  const productId = options.productId === undefined ? businessCards : options.productId;
  const res = await t.app.inject({ method: 'POST', url: '/api/designs', headers: who.headers, payload: { name, design, ...(productId === null ? {} : { productId }) } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().id as number;
}

const exportUrl = (id: number, type: string, isPrintResolution: boolean, exportId?: string) =>
  `/api/designs/${id}/export/${type}?isPrintResolution=${isPrintResolution}${exportId ? `&exportId=${exportId}` : ''}`;

async function exportLink(who: SignedUp | null, id: number, type: string, isPrintResolution: boolean): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: exportUrl(id, type, isPrintResolution), headers: who?.headers ?? {} });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().signedUrl as string;
}

async function download(signedUrl: string) {
  const res = await t.app.inject({ method: 'GET', url: signedUrl });
  return { status: res.statusCode, body: res.rawPayload, headers: res.headers, json: () => res.json() };
}

const MM = 72 / 25.4;

describe('GET /api/designs/:id/export/pdf', () => {
  it('gives the owner a signed link to a Print Ready PDF: TrimBox at the product size, the stored font embedded, the photo at full resolution', async () => {
    const id = await saveDesign(alice, 'Card for press');
    const signedUrl = await exportLink(alice, id, 'pdf', true);
    expect(signedUrl).toMatch(/^\/api\/downloads\/exports\/[0-9a-f-]{36}\.pdf\?expires=\d+&name=Card\+for\+press\.pdf&signature=[\w-]+$/);

    const file = await download(signedUrl);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="Card for press.pdf"');
    expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');

    const boxes = pdfTool('pdfinfo', ['-box'], file.body);
    const trim = boxSize(boxes, 'TrimBox');
    expect(trim.width).toBeCloseTo(90 * MM, 1);
    expect(trim.height).toBeCloseTo(55 * MM, 1);
    // The product's bleed (3 mm a side) around the trim.
    expect(boxSize(boxes, 'BleedBox').width).toBeCloseTo(96 * MM, 1);

    const fonts = pdfTool('pdffonts', [], file.body);
    const lato = fonts.split('\n').find((line) => line.includes('Lato'));
    expect(lato, fonts).toBeDefined();
    expect(lato).toMatch(/\byes\s+yes\s+(yes|no)\s+\d+\s+\d+\s*$/); // embedded, subset
    expect(pdfTool('pdftotext', [], file.body, ['-'])).toContain('Hello Lato');

    const images = pdfTool('pdfimages', ['-list'], file.body).split('\n').slice(2).filter(Boolean);
    expect(images).toHaveLength(1);
    expect(images[0]!.trim().split(/\s+/).slice(3, 5)).toEqual(['1200', '800']);

    // PDF/X-4 for Layout's own press, titled with the design's name (render's pdfx.test.ts checks the rest).
    const pdf = readPdfStructure(file.body);
    expect(pdf.info['/GTS_PDFXVersion']).toBe('u:PDF/X-4');
    expect(pdf.info['/Title']).toBe('u:Card for press');
    expect(pdf.intents.map((intent) => intent['/OutputConditionIdentifier'])).toEqual(['u:FOGRA39']);
  });

  it('makes a Standard PDF: the trim alone, the photo downsampled', async () => {
    const id = await saveDesign(alice, 'Card for screen');
    const file = await download(await exportLink(alice, id, 'pdf', false));
    expect(file.status).toBe(200);
    const boxes = pdfTool('pdfinfo', ['-box'], file.body);
    expect(boxSize(boxes, 'MediaBox')).toEqual(boxSize(boxes, 'TrimBox'));
    expect(boxSize(boxes, 'MediaBox').width).toBeCloseTo(90 * MM, 1);
    const [image] = pdfTool('pdfimages', ['-list'], file.body).split('\n').slice(2).filter(Boolean);
    const width = Number(image!.trim().split(/\s+/)[3]);
    // 150 px wide on the page is 1.5625 in: 150 ppi is about 235 px of the 1200.
    expect(width).toBeGreaterThan(200);
    expect(width).toBeLessThan(300);
  });

  it('names the file after the design, in UTF-8 when it is not ASCII', async () => {
    const id = await saveDesign(alice, 'Café menu');
    const signedUrl = await exportLink(alice, id, 'pdf', false);
    const file = await download(signedUrl);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Caf_ menu.pdf"; filename*=UTF-8''Caf%C3%A9%20menu.pdf`);
  });

  it('lets an admin export anyone’s design, answers another user as if it did not exist (404), refuses a guest, and answers 404 for a missing design', async () => {
    const id = await saveDesign(alice, 'Private card');
    expect((await download(await exportLink(admin, id, 'pdf', false))).status).toBe(200);

    const foreign = await t.app.inject({ method: 'GET', url: exportUrl(id, 'pdf', true), headers: bob.headers });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().details).toBe(MESSAGES.designNotFound);
    const asGuest = await t.app.inject({ method: 'GET', url: exportUrl(id, 'pdf', true), headers: guest.headers });
    expect(asGuest.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: exportUrl(id, 'pdf', true) });
    expect(anonymous.statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'GET', url: exportUrl(999_999, 'pdf', true), headers: alice.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().details).toBe(MESSAGES.designNotFound);
  });

  it('refuses a format the product does not offer with 422 naming it, and an unknown type or a missing flag', async () => {
    const id = await saveDesign(alice, 'Sticker');
    const noStandard = await productId(t, 'Round Stickers');
    await t.app.db.update(products).set({ pdfStandard: false }).where(eq(products.id, noStandard));
    await t.app.db.update(designs).set({ productId: noStandard }).where(eq(designs.id, id));
    const refused = await t.app.inject({ method: 'GET', url: exportUrl(id, 'pdf', false), headers: alice.headers });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual([{ property: 'type', constraints: { formatOffered: 'Round Stickers cannot be downloaded as Standard PDF' } }]);
    // The format it does offer still exports.
    expect((await t.app.inject({ method: 'GET', url: exportUrl(id, 'pdf', true), headers: alice.headers })).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'GET', url: exportUrl(id, 'gif', true), headers: alice.headers })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: `/api/designs/${id}/export/pdf`, headers: alice.headers })).statusCode).toBe(422);
  });

  it('exports a design without a product in every format (nothing limits a custom size)', async () => {
    const id = await saveDesign(alice, 'Custom size', { productId: null });
    expect((await download(await exportLink(alice, id, 'pdf', true))).status).toBe(200);
  });
});

describe('what the export reads', () => {
  it('fills data-driven fields with the exporting user’s details, as the editor shows them', async () => {
    const id = await saveDesign(alice, 'Fields', { text: 'Call %fullName%' });
    const file = await download(await exportLink(alice, id, 'pdf', false));
    expect(pdfTool('pdftotext', [], file.body, ['-'])).toContain(`Call ${alice.user.firstname} ${alice.user.lastname}`);
  });

  it('draws SVG artwork from storage as vector paths, in its colours', async () => {
    const link = await storeIcon(t, alice, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#ff0000"/></svg>');
    const content = cardContent({ fontId, text: 'Icon' });
    content.assets.push({
      id: 'icon',
      type: 'icon',
      pageId: content.pages[0]!.id,
      zIndex: 3,
      x: 200,
      y: 60,
      width: 100,
      height: 100,
      rotation: 0,
      scaleX: 1,
      scaleY: 1,
      opacity: 1,
      link,
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/designs', headers: alice.headers, payload: { name: 'With icon', design: content, productId: businessCards } });
    const file = await download(await exportLink(alice, res.json().id, 'pdf', false));
    expect(pdfTool('pdfimages', ['-list'], file.body).split('\n').slice(2).filter(Boolean)).toEqual([]);
    // Rasterised at 96 dpi a PDF point grid matches the editor's px: the icon's middle is red.
    const raster = await sharp(execFileSync('pdftoppm', ['-r', '96', '-png', '-singlefile', '-'], { input: file.body }))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...raster.data.subarray((y * raster.info.width + x) * raster.info.channels, (y * raster.info.width + x) * raster.info.channels + 3)];
    expect(at(250, 110)).toEqual([255, 0, 0]);
    expect(at(330, 110)).toEqual([255, 255, 255]);
  });

  it('reads pattern pictures and raster artwork too: a shape filled with a green picture, a blue PNG illustration', async () => {
    const stored = async (rgb: [number, number, number]) => {
      return storePicture(
        t,
        alice,
        await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
          .png()
          .toBuffer(),
      );
    };
    const content = cardContent({ fontId, text: 'Pattern' });
    const place = { pageId: content.pages[0]!.id, y: 60, width: 100, height: 100, rotation: 0, scaleX: 1, scaleY: 1, opacity: 1 };
    content.assets.push(
      {
        ...place,
        id: 'patterned',
        type: 'shape',
        zIndex: 3,
        x: 20,
        shapeProps: {
          type: 'rect',
          fill: '#000000',
          stroke: '#000000',
          strokeWidth: 0,
          strokeEnabled: false,
          fillEnabled: true,
          fillPattern: { image: await stored([0, 255, 0]), x: 0, y: 0, scale: 1, repeat: 'repeat' },
        },
      },
      { ...place, id: 'raster-art', type: 'illustration', zIndex: 4, x: 200, illustrationConfig: { link: await stored([0, 0, 255]) } },
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/designs', headers: alice.headers, payload: { name: 'Patterned', design: content, productId: businessCards } });
    expect(res.statusCode).toBe(201);
    const file = await download(await exportLink(alice, res.json().id, 'pdf', false));
    const raster = await sharp(execFileSync('pdftoppm', ['-r', '96', '-png', '-singlefile', '-'], { input: file.body }))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...raster.data.subarray((y * raster.info.width + x) * raster.info.channels, (y * raster.info.width + x) * raster.info.channels + 3)];
    expect(at(70, 110)).toEqual([0, 255, 0]);
    expect(at(250, 110)).toEqual([0, 0, 255]);
  });

  it('leaves out a picture it may not fetch (the server’s own network, data: links) and still makes the file', async () => {
    for (const link of ['http://127.0.0.1:9/photo.jpg', 'data:image/png;base64,iVBORw0KGgo=']) {
      const id = await saveDesign(alice, `Unfetchable ${link.slice(0, 4)}`, { photo: link });
      const file = await download(await exportLink(alice, id, 'pdf', true));
      expect(file.status).toBe(200);
      expect(pdfTool('pdfimages', ['-list'], file.body).split('\n').slice(2).filter(Boolean)).toEqual([]);
    }
  });
});

describe('GET /api/designs/:id/export/jpg and png', () => {
  it('makes a one-page design one JPG at 300 ppi (1063 x 650 px for a 90 x 55 mm card), on white', async () => {
    const id = await saveDesign(alice, 'Card picture');
    const file = await download(await exportLink(alice, id, 'jpg', true));
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toBe('attachment; filename="Card picture.jpg"');
    const meta = await sharp(file.body).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1063, height: 650, density: 300, hasAlpha: false });
  });

  it('makes a PNG at screen resolution (96 ppi: one pixel per editor px)', async () => {
    const id = await saveDesign(alice, 'Card screen');
    const file = await download(await exportLink(alice, id, 'png', false));
    expect(file.headers['content-type']).toBe('image/png');
    const meta = await sharp(file.body).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 340, height: 208 });
  });

  it('makes a multi-page design a ZIP of pages named <name>-page-<n>, each at 300 ppi', async () => {
    const id = await saveDesign(alice, 'Three sides', { pages: 3 });
    const file = await download(await exportLink(alice, id, 'png', true));
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toBe('attachment; filename="Three sides.zip"');
    const entries = unzipSync(new Uint8Array(file.body));
    expect(Object.keys(entries)).toEqual(['Three sides-page-1.png', 'Three sides-page-2.png', 'Three sides-page-3.png']);
    for (const bytes of Object.values(entries)) {
      expect(await sharp(Buffer.from(bytes)).metadata()).toMatchObject({ format: 'png', width: 1063, height: 650, density: 300 });
    }
  });
});

describe('signed download links', () => {
  it('refuses a link whose name, key, expiry or signature was changed (403 Invalid download link)', async () => {
    const id = await saveDesign(alice, 'Tamper');
    const signedUrl = await exportLink(alice, id, 'pdf', false);
    const url = new URL(signedUrl, 'http://x');
    const variants = [
      () => url.searchParams.set('name', 'other.pdf'),
      () => url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600)),
      () => url.searchParams.set('signature', 'A'.repeat(43)),
      () => url.searchParams.delete('signature'),
      () => (url.pathname = url.pathname.replace(/\.pdf$/, '.zip')),
    ];
    for (const change of variants) {
      const original = new URL(url);
      change();
      const res = await download(url.pathname + url.search);
      expect(res.status, url.toString()).toBe(403);
      expect(res.json().message).toBe('Invalid download link');
      url.href = original.href;
    }
    expect((await download(signedUrl)).status).toBe(200);
  });

  it("refuses a genuine link once it has expired (403 'Download link expired')", async () => {
    const id = await saveDesign(alice, 'Expired');
    const key = new URL(await exportLink(alice, id, 'pdf', false), 'http://x').pathname.replace('/api/downloads/', '');
    const signer = createDownloadLinkSigner(t.config.jwtSecret);
    const old = signedDownloadPath(signer, key, { expiresInSeconds: 60, fileName: 'Expired.pdf' }, Date.now() - 2 * 3600_000);
    const res = await download(old);
    expect(res.status).toBe(403);
    expect(res.json().message).toBe('Download link expired');
  });
});

describe('POST /api/designs/export', () => {
  it('exports several designs in the order asked, each with its own link, and reports progress by exportId', async () => {
    const one = await saveDesign(alice, 'First');
    const two = await saveDesign(alice, 'Second', { pages: 2 });
    const exportId = randomUUID();
    const items = [
      { designId: one, type: 'pdf', isPrintResolution: true },
      { designId: two, type: 'pdf', isPrintResolution: false },
    ];
    const res = await t.app.inject({ method: 'POST', url: `/api/designs/export?exportId=${exportId}`, headers: alice.headers, payload: { designsToExport: items } });
    expect(res.statusCode).toBe(200);
    const { exports } = res.json() as { exports: Array<{ designId: number; signedUrl: string }> };
    expect(exports.map(({ signedUrl: _, ...item }) => item)).toEqual(items);
    expect(exports[0]!.signedUrl).toContain('name=First.pdf');
    const second = await download(exports[1]!.signedUrl);
    expect(pdfTool('pdfinfo', [], second.body)).toMatch(/Pages:\s+2/);

    const progress = await t.app.inject({ method: 'GET', url: `/api/exports/${exportId}/progress`, headers: alice.headers });
    expect(progress.statusCode).toBe(200);
    expect(progress.json()).toEqual({ done: 3, total: 3 });
    // Only whoever started it sees an export's progress; an unknown id is 404.
    expect((await t.app.inject({ method: 'GET', url: `/api/exports/${exportId}/progress`, headers: bob.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/exports/${randomUUID()}/progress`, headers: alice.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/exports/not-a-uuid/progress', headers: alice.headers })).statusCode).toBe(422);
  });

  it('exports more files than the queue holds in one request, one per worker at a time', async () => {
    const id = await saveDesign(alice, 'Many');
    const items = ['pdf', 'jpg', 'png', 'pdf', 'jpg'].map((type, index) => ({ designId: id, type, isPrintResolution: index % 2 === 0 }));
    const res = await t.app.inject({ method: 'POST', url: '/api/designs/export', headers: alice.headers, payload: { designsToExport: items } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().exports.map((e: { signedUrl: string }) => e.signedUrl.match(/\.(\w+)\?/)![1])).toEqual(['pdf', 'jpg', 'png', 'pdf', 'jpg']);
  });

  it('checks every item before rendering any: one foreign design refuses the whole request', async () => {
    const mine = await saveDesign(alice, 'Mine');
    const theirs = await saveDesign(bob, 'Theirs');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/designs/export',
      headers: alice.headers,
      payload: {
        designsToExport: [
          { designId: mine, type: 'pdf', isPrintResolution: true },
          { designId: theirs, type: 'pdf', isPrintResolution: true },
        ],
      },
    });
    expect(res.statusCode).toBe(404);
  });

  it('validates the body', async () => {
    for (const payload of [{}, { designsToExport: [] }, { designsToExport: [{ designId: 1, type: 'tiff', isPrintResolution: true }] }]) {
      expect((await t.app.inject({ method: 'POST', url: '/api/designs/export', headers: alice.headers, payload })).statusCode).toBe(422);
    }
  });
});

describe('failures', () => {
  it('answers 422 for damaged content and 500 for a render that fails, and keeps exporting afterwards', async () => {
    const damaged = await saveDesign(alice, 'Damaged');
    await t.app.db
      .update(designs)
      .set({ content: { pages: 'none' } as never })
      .where(eq(designs.id, damaged));
    const bad = await t.app.inject({ method: 'GET', url: exportUrl(damaged, 'pdf', true), headers: alice.headers });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toMatch(/content is damaged/);
    // Content that looks readable but is not a design is refused all the same (the export thread checks the whole document).
    const stored = (
      await t.app.db
        .select({ content: designs.content })
        .from(designs)
        .where(eq(designs.id, await saveDesign(alice, 'Odd asset')))
    )[0]!.content;
    const oddAsset = { ...stored, assets: [{ id: 'odd', type: 'shape', pageId: stored.pages[0]!.id, width: 'wide' }] };
    await t.app.db
      .update(designs)
      .set({ content: oddAsset as never })
      .where(eq(designs.id, damaged));
    const refused = await t.app.inject({ method: 'GET', url: exportUrl(damaged, 'pdf', true), headers: alice.headers });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toMatch(/content is damaged/);

    // A bleed the renderer refuses (more than the page can carry) makes the render itself throw, in the worker.
    const failing = await saveDesign(alice, 'Too much bleed');
    const product = await productId(t, 'Flyers');
    await t.app.db.update(products).set({ printBleedMm: 20 }).where(eq(products.id, product));
    await t.app.db.update(designs).set({ productId: product }).where(eq(designs.id, failing));
    const failed = await t.app.inject({ method: 'GET', url: exportUrl(failing, 'pdf', true), headers: alice.headers });
    expect(failed.statusCode).toBe(500);
    expect(failed.json().message).toBe('Export failed');

    const id = await saveDesign(alice, 'After the failure');
    expect((await download(await exportLink(alice, id, 'pdf', true))).status).toBe(200);
  });
});

describe('old exports', () => {
  /** An export file three hours old in the local exports folder, as an earlier run left it. */
  function leftoverFromAnEarlierRun(): string {
    const folder = join(t.config.dataDir, 'files', 'exports');
    mkdirSync(folder, { recursive: true });
    const leftover = join(folder, `${randomUUID()}.pdf`);
    writeFileSync(leftover, '%PDF-');
    const longAgo = new Date(Date.now() - 3 * 3600_000);
    utimesSync(leftover, longAgo, longAgo);
    return leftover;
  }

  it('are deleted once their link has expired, from this run and from earlier ones', async () => {
    const id = await saveDesign(alice, 'Swept');
    const signedUrl = await exportLink(alice, id, 'pdf', false);
    const key = new URL(signedUrl, 'http://x').pathname.replace('/api/downloads/', '');
    expect(await t.app.storage.get(key)).not.toBeNull();

    const leftover = leftoverFromAnEarlierRun();

    await t.app.exporter.sweeper.sweep(Date.now());
    expect(existsSync(leftover)).toBe(false);
    expect(await t.app.storage.get(key)).not.toBeNull();

    await t.app.exporter.sweeper.sweep(Date.now() + t.config.exports.linkTtlSeconds * 1000 + 1000);
    expect(await t.app.storage.get(key)).toBeNull();
  });

  it('are deleted by any instance: a file drawn elsewhere is noted in the database, not in one process', async () => {
    // As a worker process on another machine stores and notes a file, then stops.
    const key = `exports/${randomUUID()}.pdf`;
    await t.app.storage.put(key, Buffer.from('%PDF-'), 'application/pdf');
    await noteExportFile(t.app.db, key, t.config.exports.linkTtlSeconds);

    // Another instance's sweeper, which never saw the file.
    const elsewhere = createExportSweeper(t.app.db, t.app.storage, t.config.dataDir, t.config.exports.linkTtlSeconds, t.app.log);
    await elsewhere.sweepNoted(Date.now());
    expect(await t.app.storage.get(key)).not.toBeNull();
    await elsewhere.sweepNoted(Date.now() + t.config.exports.linkTtlSeconds * 1000 + 1000);
    expect(await t.app.storage.get(key)).toBeNull();
    expect(await t.app.db.select().from(exportFiles).where(eq(exportFiles.key, key))).toEqual([]);
  });

  it('an export deletes only what this run stored; the folder is scanned by the periodic sweep, not once per download', async () => {
    const leftover = leftoverFromAnEarlierRun();
    await exportLink(alice, await saveDesign(alice, 'Not a sweep'), 'pdf', false);
    expect(existsSync(leftover)).toBe(true);
    await t.app.exporter.sweeper.sweep();
    expect(existsSync(leftover)).toBe(false);
  });
});
