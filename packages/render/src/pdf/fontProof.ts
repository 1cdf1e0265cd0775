import { createHash } from 'node:crypto';
import { type TextAsset, defaultTextConfig } from '@layout/model';
import type { Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { type FontSet, createFontSet } from '../text/fontSet';
import { loadDefaultPdfFamily, loadEmbeddableFont, readUnsharedEmbeddableFont } from './fonts';
import { IDENTITY_MATRIX, paintText } from './text';

/**
 * Proof that a stored font can be used by the export: a sample text laid out with the render's
 * own text layout and embedded (subset) in a PDF exactly as the export does (`paintText`, pdfkit),
 * to the end of the document. fontkit parses many fonts that then fail later: a font without a
 * 'post' table lays out, but its underline (and pdfkit's font descriptor) reads that table. The
 * upload runs this before a font is stored; the export runs it before a stored font is used, so
 * one bad font prints in the default font instead of failing the whole file.
 */

/** Letters, digits, accents and punctuation, underlined and struck through (decorations read the font's metrics). */
const SAMPLE = 'Hamburgefonstiv AEINOST aeinost 0123456789 ÀÉÎÕÜ àéîõüß & @ € «» “”';

/** Proofs by the content hash of the file, kept per process (bounded, oldest first out). */
const PROOFS_LIMIT = 256;
const proofs = new Map<string, Promise<void>>();

/**
 * Resolves when the font file lays out and embeds; rejects with why not. The proof reads its own
 * font object from the bytes (never the one exports share: laying out sample text leaves state in
 * a fontkit font) and is remembered by the file's hash, so a font is proved once per process.
 */
export function proveFontFile(bytes: Uint8Array): Promise<void> {
  if (bytes[0] === 0x77 && bytes[1] === 0x4f && bytes[2] === 0x46 && bytes[3] === 0x32) {
    return Promise.reject(new Error('WOFF2 fonts cannot be embedded in a PDF; give the TTF, OTF or WOFF file'));
  }
  const key = createHash('sha256').update(bytes).digest('hex');
  let proof = proofs.get(key);
  if (!proof) {
    proof = readUnsharedEmbeddableFont(bytes).then(embedSample);
    proofs.set(key, proof);
    if (proofs.size > PROOFS_LIMIT) proofs.delete(proofs.keys().next().value!);
  }
  return proof;
}

async function embedSample(font: Font): Promise<void> {
  const doc = new PDFDocument({ pdfVersion: '1.7', autoFirstPage: false, margin: 0, font: null as unknown as string });
  const done = new Promise<void>((resolve, reject) => {
    doc.on('data', () => {});
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.addPage({ size: [600, 200], margin: 0 });
  const fonts: FontSet<Font> = createFontSet({ regular: font }, new Map([[1, { regular: font }]]));
  const asset = {
    id: 'proof',
    type: 'text',
    pageId: 'proof',
    zIndex: 1,
    x: 10,
    y: 10,
    width: 560,
    height: 160,
    rotation: 0,
    scaleX: 1,
    scaleY: 1,
    opacity: 1,
    textConfig: defaultTextConfig({ text: SAMPLE, fontId: 1, fontSize: 24, textDecoration: ['underline', 'line-through'] }),
  } as TextAsset;
  paintText(doc, asset, fonts, { toPdf: IDENTITY_MATRIX });
  doc.end();
  await done;
}

/** A stored font the export cannot use, and why: its texts print in the default font. */
export interface UnusableFont {
  fontId: number;
  reason: string;
}

/**
 * The font set of a design's PDF, like `loadPdfFontSet`, with each stored font proved first: a
 * font that cannot be read, laid out or embedded is left out (its texts fall back to the default
 * font, as the editor draws a font it cannot load) and named in `unusable`.
 */
export async function loadProvedPdfFontSet(storedFonts: Iterable<readonly [number, Uint8Array]>): Promise<{ fonts: FontSet<Font>; unusable: UnusableFont[] }> {
  const unusable: UnusableFont[] = [];
  const [defaultFamily, stored] = await Promise.all([
    loadDefaultPdfFamily(),
    Promise.all(
      [...storedFonts].map(async ([fontId, bytes]) => {
        try {
          await proveFontFile(bytes);
          return [[fontId, { regular: await loadEmbeddableFont(bytes) }] as const];
        } catch (error) {
          unusable.push({ fontId, reason: error instanceof Error ? error.message : String(error) });
          return [];
        }
      }),
    ),
  ]);
  return { fonts: createFontSet(defaultFamily, new Map(stored.flat())), unusable };
}
