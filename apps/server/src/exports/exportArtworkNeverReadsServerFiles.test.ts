import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Asset } from '@layout/model';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { findUserById } from '../users/users.queries';
import { gatherExportInputs } from './exportInputs';
import renderExport from './exportWorker';
import { cardContent, drawn, ghostscriptPng, pdfTool, requireTools, storePhoto } from './testing';

/**
 * Rule: an SVG reaches a renderer only sanitised, whatever its source (here an outside link), and
 * no renderer is handed a path or URL to resolve: pictures an SVG names (file: URLs, paths on the
 * server's disk, another user's stored picture, /dev/zero, a FIFO) are not in the export, and the
 * export finishes.
 */
let t: TestApp;
let ann: SignedUp;
let ben: SignedUp;
let server: Server;
let base: string;
let dir: string;
let svg: string;

beforeAll(async () => {
  requireTools('pdfimages', 'gs', 'mkfifo');
  t = await createTestApp();
  [ann, ben] = await Promise.all([t.signUp(), t.signUp()]);
  dir = mkdtempSync(join(tmpdir(), 'layout-svg-export-'));
  // A picture on the server's disk (7 x 5, green), a FIFO nobody writes to, and Ann's private photo (300 x 200, green).
  const onDisk = join(dir, 'secret.png');
  writeFileSync(
    onDisk,
    await sharp({ create: { width: 7, height: 5, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer(),
  );
  const fifo = join(dir, 'pipe.png');
  execFileSync('mkfifo', [fifo]);
  const annsPhoto = await storePhoto(t, ann, 300, 200, '#00ff00');
  const picture = (href: string, attribute = 'href') => `<image ${attribute}="${href}" x="0" y="0" width="40" height="40"/>`;
  svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="40">',
    '<rect width="40" height="40" fill="#ff0000"/>',
    picture(`file://${onDisk}`),
    picture(onDisk, 'xlink:href'),
    picture('secret.png'),
    picture(annsPhoto),
    picture(`http://127.0.0.1:${'PORT'}/secret.png`),
    picture('/dev/zero'),
    picture(fifo, 'xlink:href'),
    `<rect width="40" height="40" style="fill:url(file://${onDisk})" opacity="0"/>`,
    '</svg>',
  ].join('');
  server = createServer((request, response) => {
    if (request.url === '/art.svg') return response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svg.replace('PORT', String((server.address() as AddressInfo).port)));
    if (request.url === '/secret.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(execFileSync('cat', [onDisk]));
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

/** Ben's card with the outside SVG as an icon, as an svg_image, and as a photo (rasterised). */
function card(): ReturnType<typeof cardContent> {
  const content = cardContent({ fontId: 0, text: 'Art' });
  const place = { pageId: content.pages[0]!.id, rotation: 0, scaleX: 1, scaleY: 1, opacity: 1, width: 80, height: 80, y: 60 };
  content.assets.push(
    { ...place, id: 'icon', type: 'icon', zIndex: 3, x: 20, link: `${base}/art.svg` } as Asset,
    { ...place, id: 'svg-image', type: 'svg_image', zIndex: 3, x: 120, link: `${base}/art.svg` } as Asset,
    { ...place, id: 'photo', type: 'image', zIndex: 3, x: 220, imageElementSrc: `${base}/art.svg` } as Asset,
  );
  return content;
}

describe('an SVG from an outside link that names pictures outside itself', () => {
  it('is drawn without any of them, and the export finishes', async () => {
    const viewer = (await findUserById(t.app.db, ben.user.id))!;
    const content = card();
    // The fake server is on 127.0.0.1: the filter is opened for it, as for every test that serves files.
    const inputs = await gatherExportInputs(t.app, content, viewer, { allowPrivateAddresses: true });
    const result = await drawn(renderExport({ content, output: { type: 'pdf', kind: 'print', bleedMm: 0, colors: 'rgb' }, entryBaseName: 'card', ...inputs }));
    expect(result.skipped).toEqual([]);
    const pdf = Buffer.from(result.body);
    // The only picture in the file is the photo asset's own rasterised SVG (its size, not 7 x 5 or 300 x 200).
    const images = pdfTool('pdfimages', ['-list'], pdf)
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((line) => line.trim().split(/\s+/));
    // (Its alpha is listed as an 'smask' of the same size.)
    expect(images.filter((columns) => columns[2] === 'image').map((columns) => columns.slice(3, 5).join('x'))).toEqual(['40x40']);
    // Every copy of the artwork is its red square: no green picture drawn over it.
    const raster = await sharp(ghostscriptPng(pdf, 96)).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...raster.data.subarray((y * raster.info.width + x) * raster.info.channels, (y * raster.info.width + x) * raster.info.channels + 3)];
    for (const x of [60, 160, 260]) expect(at(x, 100), `x ${x}`).toEqual([255, 0, 0]);
  });

  it('reaches the renderer sanitised: no reference outside the file is left in the SVG the worker gets', async () => {
    const viewer = (await findUserById(t.app.db, ben.user.id))!;
    const inputs = await gatherExportInputs(t.app, card(), viewer, { allowPrivateAddresses: true });
    const [, art] = inputs.svgs[0]!;
    expect('ok' in art && art.ok).toMatch(/^<svg/);
    const text = 'ok' in art ? art.ok : '';
    expect(text).not.toMatch(/href|url\(|secret|dev\/zero|pipe|api\/files/);
    const [, photo] = inputs.pictures.find(([link]) => link.endsWith('/art.svg'))!;
    expect('ok' in photo && Buffer.from(photo.ok).toString('utf8')).toBe(text);
  });
});
