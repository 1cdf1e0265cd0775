import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Asset, type DesignContent, createDesignContent, defaultTextConfig } from '@layout/model';
import { sfntFromWoff } from '@layout/render';
import { shippedOutputProfile } from '@layout/render/outputProfile';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { products } from '../catalogue/catalogue.tables';
import { insertFont } from '../fonts/fonts.queries';
import { insertUserImages } from '../images/images.queries';
import { newFileKey } from '../storage/keys';
import { insertSvgs } from '../svgs/svgs.queries';
import type { SignedUp, TestApp } from '../test/test-app';
import type { ExportOutcome, ExportResult } from './exportJob';

/** Fixtures of the export tests: a stored font, a stored photo, designs of a real product. */
const require = createRequire(import.meta.url);

/** Lato (a real TrueType font, unpacked from its WOFF) stored as an uploaded font; its id. */
export async function storeLato(t: TestApp, owner: SignedUp): Promise<number> {
  const ttf = Buffer.from(await sfntFromWoff(await readFile(require.resolve('@fontsource/lato/files/lato-latin-400-normal.woff'))));
  const key = newFileKey('fonts', 'ttf');
  await t.app.storage.put(key, ttf, 'font/ttf');
  return (await insertFont(t.app.db, { name: 'Lato', userId: owner.user.id, fileKey: key, fontCategoryId: 1 })).id;
}

/** A JPEG photo of `width` x `height` among `owner`'s pictures ('My images'); its address as the editor stores it. */
export async function storePhoto(t: TestApp, owner: SignedUp, width: number, height: number, background = '#3388cc'): Promise<string> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return storePicture(t, owner, jpeg);
}

/** A PNG or JPEG among `owner`'s pictures, as an upload stores it (file and row); its address. */
export async function storePicture(t: TestApp, owner: SignedUp, bytes: Buffer): Promise<string> {
  const meta = await sharp(bytes).metadata();
  const format = meta.format === 'png' ? 'png' : 'jpeg';
  const key = newFileKey('images', format === 'png' ? 'png' : 'jpg');
  await t.app.storage.put(key, bytes, `image/${format}`);
  await insertUserImages(t.app.db, [{ userId: owner.user.id, kind: 'image', name: 'photo', fileKey: key, thumbnailKey: key, format, width: meta.width!, height: meta.height! }]);
  return t.app.storage.url(key);
}

/** An SVG icon as an upload stores it: `owner`'s private icon, or (owner null) the public library's. Its address. */
export async function storeIcon(t: TestApp, owner: SignedUp | null, svg: string): Promise<string> {
  const key = newFileKey('svgs', 'svg');
  await t.app.storage.put(key, Buffer.from(svg), 'image/svg+xml');
  await insertSvgs(t.app.db, [{ name: 'icon', type: 'icon', fileKey: key, userId: owner?.user.id ?? null, isPublic: owner === null }]);
  return t.app.storage.url(key);
}

/** A print company's CMYK output profile (for PRINT_ICC_PROFILE): Layout's own under another description. */
export function pressProfile(description: string): Buffer {
  const bytes = Buffer.from(shippedOutputProfile().bytes);
  const shipped = 'Layout Coated FOGRA39';
  if (description.length > shipped.length) throw new Error('the description must fit in the place of the shipped one');
  bytes.write(description.padEnd(shipped.length, ' '), bytes.indexOf(shipped), 'latin1');
  return bytes;
}

/** A PDF's catalog, information and output intents as qpdf reads them (qpdf --json), with each stream's data. */
export function readPdfStructure(bytes: Buffer): { info: Record<string, unknown>; intents: Array<Record<string, unknown>>; stream(ref: unknown): Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'layout-export-'));
  try {
    const file = join(dir, 'file.pdf');
    writeFileSync(file, bytes);
    const json = JSON.parse(
      execFileSync('qpdf', ['--json=2', '--json-key=qpdf', '--decode-level=generalized', '--json-stream-data=inline', file], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }),
    );
    const objects = json.qpdf[1] as Record<string, { value?: unknown; stream?: { dict: Record<string, unknown>; data: string } }>;
    const get = (value: unknown): unknown =>
      typeof value === 'string' && /^\d+ \d+ R$/.test(value) ? (objects[`obj:${value}`]?.value ?? objects[`obj:${value}`]?.stream?.dict) : value;
    const trailer = objects.trailer!.value as Record<string, unknown>;
    const info = Object.fromEntries(Object.entries(get(trailer['/Info']) as Record<string, unknown>).map(([key, value]) => [key, get(value)]));
    const catalog = get(trailer['/Root']) as Record<string, unknown>;
    const intents = ((get(catalog['/OutputIntents']) as unknown[]) ?? []).map((intent) => get(intent) as Record<string, unknown>);
    return { info, intents, stream: (ref) => Buffer.from(objects[`obj:${String(ref)}`]?.stream?.data ?? '', 'base64') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function productId(t: TestApp, name: string): Promise<number> {
  const [row] = await t.app.db.select({ id: products.id }).from(products).where(eq(products.name, name));
  if (!row) throw new Error(`no product ${name}`);
  return row.id;
}

const base = { x: 20, y: 20, width: 200, height: 40, rotation: 0, scaleX: 1, scaleY: 1, opacity: 1 };

/** A business card (90 x 55 mm): on every page a text in `fontId` and, when given, the photo. */
export function cardContent(options: { fontId: number; photo?: string; pages?: number; text?: string }): DesignContent {
  const content = createDesignContent({ ...createDesignContent().layoutDimensions, flatWidth: 90, flatHeight: 55, units: 'mm' });
  while (content.pages.length < (options.pages ?? 1)) content.pages.push({ id: `page-${content.pages.length + 1}`, backgroundColor: '#ffffff' });
  for (const [index, page] of content.pages.entries()) {
    const text: Asset = {
      ...base,
      id: `text-${index}`,
      type: 'text',
      pageId: page.id,
      zIndex: 2,
      textConfig: defaultTextConfig({ text: options.text ?? 'Hello Lato', fontId: options.fontId }),
    };
    content.assets.push(text);
    if (options.photo) {
      content.assets.push({ ...base, id: `photo-${index}`, type: 'image', pageId: page.id, zIndex: 1, y: 80, width: 150, height: 100, imageElementSrc: options.photo } as Asset);
    }
  }
  return content;
}

/**
 * Fails the test file at once, naming the package, when a PDF tool is missing. vitest.config.ts
 * leaves files that call this out of `npm test` where poppler is not installed (not in CI).
 */
export function requireTools(...tools: string[]): void {
  for (const tool of tools) {
    if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) throw new Error(`${tool} is missing: apt-get install -y poppler-utils qpdf ghostscript`);
  }
}

/** Runs a poppler tool on `bytes` written to a scratch file; its standard output. */
export function pdfTool(tool: string, args: string[], bytes: Buffer, trailing: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'layout-export-'));
  try {
    const file = join(dir, 'file.pdf');
    writeFileSync(file, bytes);
    return execFileSync(tool, [...args, file, ...trailing], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Page 1 of a PDF as a PNG at `dpi`, drawn by Ghostscript: the colours a Print Ready PDF holds.
 * (pdftoppm shows a PDF/X file proofed on its output intent: render's pdf/testing.ts.)
 */
export function ghostscriptPng(bytes: Buffer, dpi: number): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'layout-export-'));
  try {
    const file = join(dir, 'file.pdf');
    writeFileSync(file, bytes);
    execFileSync('gs', ['-q', '-dNOPAUSE', '-dBATCH', '-dSAFER', '-sDEVICE=png16m', `-r${dpi}`, '-dFirstPage=1', '-dLastPage=1', '-o', join(dir, 'page.png'), file]);
    return readFileSync(join(dir, 'page.png'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A PDF box from `pdfinfo -box` ("TrimBox: x1 y1 x2 y2") as width and height in points. */
export function boxSize(info: string, box: string): { width: number; height: number } {
  const match = new RegExp(`${box}:\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)`).exec(info);
  if (!match) throw new Error(`no ${box} in pdfinfo output`);
  const [x1, y1, x2, y2] = match.slice(1).map(Number) as [number, number, number, number];
  return { width: x2 - x1, height: y2 - y1 };
}

/** A render's file; a test that meets a refusal (damaged content, refused records) fails with its reason. */
export async function drawn(outcome: Promise<ExportOutcome> | ExportOutcome): Promise<ExportResult> {
  const answer = await outcome;
  if ('damaged' in answer) throw new Error(`the content was refused: ${answer.damaged}`);
  if ('refused' in answer) throw new Error(`the records were refused: ${answer.refused.map((p) => p.message).join(' ')}`);
  return answer;
}
