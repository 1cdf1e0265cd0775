import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Asset, CURRENT_SCHEMA_VERSION, type DesignContent, defaultLayoutDimensions } from '@layout/model';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderDesignPdf } from './document';
import { embeddedPictureOnly, withoutOutsideReferences } from './svgSafety';
import { requireTools, scratchDir } from './testing';

requireTools('pdfimages', 'pdftoppm', 'mkfifo');

/**
 * Defence in depth: even an SVG that never went through the server's sanitiser cannot make the
 * render read a file. Pictures inside the artwork come only from data: URIs of PNG/JPEG.
 */
const dir = scratchDir('layout-svg-refs-');
let onDisk: string;
let fifo: string;
let embedded: string;

beforeAll(async () => {
  // A 7 x 5 picture on disk: a file of the server the artwork names by path and by file: URL.
  onDisk = join(dir, 'secret.png');
  writeFileSync(
    onDisk,
    await sharp({ create: { width: 7, height: 5, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer(),
  );
  fifo = join(dir, 'pipe.png');
  execFileSync('mkfifo', [fifo]);
  embedded = (
    await sharp({ create: { width: 3, height: 2, channels: 3, background: '#0000ff' } })
      .png()
      .toBuffer()
  ).toString('base64');
});

const svgNaming = (...hrefs: string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="40">${hrefs
    .map((href, i) => (i % 2 ? `<image xlink:href="${href}" x="0" y="0" width="40" height="40"/>` : `<image href="${href}" x="0" y="0" width="40" height="40"/>`))
    .join('')}</svg>`;

function card(assets: Asset[]): DesignContent {
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    layoutDimensions: { ...defaultLayoutDimensions(), flatWidth: 90, flatHeight: 55, units: 'mm' },
    pages: [{ id: 'front', backgroundColor: '#ffffff' }],
    assets,
  };
}
const place = { pageId: 'front', scaleX: 1, scaleY: 1, rotation: 0, opacity: 1, width: 80, height: 80, x: 20, y: 20, zIndex: 1 };

function imagesOf(pdf: Uint8Array): string[][] {
  const file = join(dir, `out-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((line) => line.trim().split(/\s+/));
}

describe('pictures an SVG names outside itself', () => {
  it('are never opened: paths, file: URLs, relative paths, /dev/zero and a FIFO are left out; an embedded PNG is drawn', async () => {
    const svg = svgNaming(onDisk, `file://${onDisk}`, '/dev/zero', fifo, 'secret.png', `data:image/png;base64,${embedded}`);
    const { pdf } = await renderDesignPdf(card([{ ...place, id: 'art', type: 'icon', link: 'art.svg' } as Asset]), { kind: 'print', loadSvg: async () => svg });
    const images = imagesOf(pdf);
    // Only the embedded 3 x 2 picture; the 7 x 5 one on disk is not in the file.
    expect(images.map((columns) => columns.slice(3, 5))).toEqual([['3', '2']]);
  });

  it('are not read when a filtered illustration is rasterised either (librsvg)', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#ffffff"/><image href="${onDisk}" x="0" y="0" width="40" height="40"/><image href="file://${onDisk}" x="0" y="0" width="40" height="40"/></svg>`;
    const asset = { ...place, id: 'art', type: 'illustration', illustrationConfig: { link: 'art.svg' }, filters: { greyscale: 1 } } as unknown as Asset;
    const { pdf, skipped } = await renderDesignPdf(card([asset]), { kind: 'print', loadSvg: async () => svg, loadImage: async () => Buffer.from(svg) });
    expect(skipped).toEqual([]);
    const png = execFileSync('pdftoppm', ['-r', '72', '-png', '-singlefile', '-'], { input: pdf });
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    // The artwork's middle is its white background: no green picture, even greyed.
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const middle = at(Math.round(info.width * (60 / 340)), Math.round(info.height * (60 / 208)));
    expect(Math.min(...middle)).toBeGreaterThan(240);
  });
});

describe('svgSafety', () => {
  it('hands pdfkit bytes only for an embedded PNG/JPEG whose bytes are one', () => {
    expect(embeddedPictureOnly(`data:image/png;base64,${embedded}`).subarray(1, 4).toString()).toBe('PNG');
    for (const link of [onDisk, `file://${onDisk}`, '/dev/zero', 'secret.png', 'http://127.0.0.1/a.png', 'data:image/png;base64,AAAA', 'data:image/svg+xml;base64,PHN2Zz4=']) {
      expect(embeddedPictureOnly(link).length, link).toBe(0);
    }
  });

  it('removes every outside href, whatever its prefix or spelling, and the DOCTYPE', () => {
    const svg = `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns:a="http://www.w3.org/1999/xlink"><use href="#shape"/><image a:href='/etc/x.png'/><image HREF="&#x2f;etc/x.png"/><image href="data:image/png;base64,${embedded}"/></svg>`;
    const safe = withoutOutsideReferences(svg);
    expect(safe).not.toMatch(/DOCTYPE|ENTITY|\/etc|&#x2f;/);
    expect(safe).toContain('href="#shape"');
    expect(safe).toContain(`href="data:image/png;base64,${embedded}"`);
  });
});
