import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { afterAll, expect } from 'vitest';

/**
 * Test helpers of the PDF export: the PDFs are read with poppler, Ghostscript and qpdf, as any
 * viewer or press would read them. Only the tests import this file.
 */

/** Fails the test file at once, naming the Debian package, when a tool it reads PDFs with is missing. */
export function requireTools(...tools: string[]): void {
  for (const tool of tools) {
    if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) {
      throw new Error(`${tool} is missing: apt-get install -y poppler-utils qpdf ghostscript`);
    }
  }
}

let pages = 0;

/**
 * Page `page` of a PDF as a PNG at `dpi`, drawn by Ghostscript, anti-aliased as poppler draws
 * (written beside the PDF). The colours of a Print Ready PDF are read so, not with pdftoppm:
 * poppler takes the one output intent of a PDF/X file as its display profile and shows its
 * calibrated colours as the press would print them (a proof), where Ghostscript, like most
 * viewers, shows the colours the file holds (docs/decisions.md, PDF/X-4).
 */
export function ghostscriptPage(pdf: string, page: number, dpi: number): PNG {
  const out = join(dirname(pdf), `gs-${page}-${dpi}-${++pages}.png`);
  execFileSync('gs', [
    '-q',
    '-dNOPAUSE',
    '-dBATCH',
    '-dSAFER',
    '-sDEVICE=png16m',
    `-r${dpi}`,
    '-dTextAlphaBits=4',
    '-dGraphicsAlphaBits=4',
    `-dFirstPage=${page}`,
    `-dLastPage=${page}`,
    '-o',
    out,
    pdf,
  ]);
  return PNG.sync.read(readFileSync(out));
}

/** A scratch folder for a test file's PDFs and rasters, removed afterwards unless KEEP_TEST_PDFS=1 (to look at them). */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => {
    if (process.env.KEEP_TEST_PDFS === '1') console.log('PDFs kept in', dir);
    else rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

/** The red, green and blue of pixel (x, y) of an RGBA raster (a decoded PNG). */
export function rgbAt(raster: { data: Uint8Array; width: number }, x: number, y: number): number[] {
  const i = (y * raster.width + x) * 4;
  return [raster.data[i]!, raster.data[i + 1]!, raster.data[i + 2]!];
}

/**
 * An assertion that a colour matches another within `defaultTolerance` levels per channel (a
 * test file's own allowance for its rasteriser's anti-aliasing and JPEG), overridable per call.
 */
export function colorExpectation(defaultTolerance: number) {
  return (actual: number[], expected: number[], tolerance = defaultTolerance): void => {
    expect(actual, `${actual} vs ${expected}`).toHaveLength(expected.length);
    expected.forEach((channel, i) => void expect(Math.abs(actual[i]! - channel), `${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance));
  };
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Dict = Record<string, Json>;
interface PdfObject {
  value?: Json;
  stream?: { dict: Dict; data?: string };
}

/** A PDF as qpdf's JSON (version 2) gives it: every object by reference, the trailer. */
export class PdfFile {
  readonly objects: Map<string, PdfObject>;
  readonly trailer: Dict;
  readonly version: string;

  constructor(file: string, decoded: boolean) {
    const args = decoded ? ['--decode-level=generalized', '--json-stream-data=inline'] : ['--decode-level=none', '--json-stream-data=none'];
    const json = JSON.parse(execFileSync('qpdf', ['--json=2', '--json-key=qpdf', ...args, file], { maxBuffer: 256 * 1024 * 1024 }).toString()) as {
      qpdf: [{ pdfversion: string }, Record<string, PdfObject>];
    };
    const [header, objects] = json.qpdf;
    this.version = header.pdfversion;
    this.trailer = objects.trailer!.value as Dict;
    this.objects = new Map(Object.entries(objects).filter(([key]) => key !== 'trailer'));
  }

  /** A value, through its reference when it is one ("12 0 R"); a stream as its dictionary. */
  get(value: Json | undefined): Json | undefined {
    if (typeof value !== 'string' || !/^\d+ \d+ R$/.test(value)) return value;
    const object = this.objects.get(`obj:${value}`);
    return object?.stream?.dict ?? object?.value;
  }

  dict(value: Json | undefined): Dict {
    const dict = this.get(value);
    if (!dict || typeof dict !== 'object' || Array.isArray(dict)) throw new Error(`not a dictionary: ${JSON.stringify(value)}`);
    return dict;
  }

  /** A stream's data (decoded, when the file was read so). */
  data(ref: Json | undefined): Buffer {
    const data = this.objects.get(`obj:${String(ref)}`)?.stream?.data;
    if (data === undefined) throw new Error(`no stream data for ${String(ref)}`);
    return Buffer.from(data, 'base64');
  }

  /** Every stream and dictionary object, with its reference. */
  *dictionaries(): Generator<[string, Dict, boolean]> {
    for (const [key, object] of this.objects) {
      const ref = key.slice(4);
      if (object.stream) yield [ref, object.stream.dict, true];
      else if (object.value && typeof object.value === 'object' && !Array.isArray(object.value)) yield [ref, object.value, false];
    }
  }

  pages(): Dict[] {
    const pages: Dict[] = [];
    const walk = (node: Dict) => {
      if (node['/Type'] === '/Page') pages.push(node);
      else for (const kid of (node['/Kids'] as Json[]) ?? []) walk(this.dict(kid));
    };
    walk(this.dict(this.dict(this.trailer['/Root'])['/Pages']));
    return pages;
  }
}

/** The colours of `testPictures`, as sRGB channels. */
export const PICTURE_COLORS: Readonly<Record<'stripeRed' | 'stripeBlue' | 'teal' | 'yellow', [number, number, number]>> = {
  stripeRed: [255, 0, 0],
  stripeBlue: [0, 0, 255],
  teal: [0x2a, 0x9d, 0x8f],
  yellow: [0xff, 0xd0, 0x00],
};

/**
 * The pictures the PDF/X and CMYK tests place, by file name: 'stripes.png' (lossless, its left
 * half red and its right half blue, 20 x 20), 'photo.jpg' (a flat teal photo, 300 x 200) and
 * 'logo.png' (a yellow disc on nothing: a picture with an alpha channel, a soft mask in the PDF).
 */
export async function testPictures(): Promise<Record<string, Buffer>> {
  const { stripeRed, stripeBlue, teal, yellow } = PICTURE_COLORS;
  const stripes = Buffer.alloc(20 * 20 * 3);
  for (let i = 0; i < 400; i++) stripes.set(i % 20 < 10 ? stripeRed : stripeBlue, i * 3);
  const hex = yellow.map((c) => c.toString(16).padStart(2, '0')).join('');
  const disc = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><circle cx="40" cy="40" r="36" fill="#${hex}"/></svg>`);
  return {
    'stripes.png': await sharp(stripes, { raw: { width: 20, height: 20, channels: 3 } })
      .png()
      .toBuffer(),
    'photo.jpg': await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: teal[0], g: teal[1], b: teal[2] } } })
      .jpeg({ quality: 95 })
      .toBuffer(),
    'logo.png': await sharp(disc).png().toBuffer(),
  };
}
