import type { TextAsset, TextConfig } from '@layout/model';
import { traceRoundedBox } from '../outline/path';
import type { Font } from 'fontkit';
import type { FontSet } from '../text/fontSet';
import { type TextLayout, type TextLine, layoutText } from '../text/layout';
import { NO_SCREEN_COLORS, screenColor } from '../color/screenColors';
import type { PdfInk } from './colorSpaces';
import { embeddableBytes, registerLoadedFont } from './fonts';

/** An affine matrix [a, b, c, d, e, f] as PDF and pdfkit's `transform` read it. */
export type PdfMatrix = [number, number, number, number, number, number];

/**
 * The matrix from the editor's page px to pdfkit's user space (pt, origin top-left, y down):
 * `ptPerPx` is 72 / 96 at print size; `offsetX` and `offsetY` (pt) move the page, e.g. by the
 * bleed.
 */
export function pagePxToPt(ptPerPx: number, offsetX = 0, offsetY = 0): PdfMatrix {
  return [ptPerPx, 0, 0, ptPerPx, offsetX, offsetY];
}

/** No change of coordinates: the document's current space already is page px. */
export const IDENTITY_MATRIX: PdfMatrix = [1, 0, 0, 1, 0, 0];

/** How `paintText` places a text asset. */
export interface PaintTextOptions {
  /**
   * Page px (the editor's coordinates, where asset.x/y/width/height live) to pdfkit's user space
   * as the page starts (pt, top-left origin, y down); see `pagePxToPt`. A caller that has already
   * set up page px (the export's painter table does) passes `IDENTITY_MATRIX`.
   */
  toPdf: PdfMatrix;
  /**
   * The text configuration to draw instead of the asset's own: the export passes the config with
   * its data-driven fields filled, as the editor draws it. Geometry still comes from the asset.
   */
  textConfig?: TextConfig;
  /** What the text's colours are painted with (the export's `PdfColors.ink`); default: each colour as the screen shows it, without a profile. */
  ink?: (color: string | null | undefined) => PdfInk | undefined;
}

/** pdfkit's EmbeddedFont: the internals used to place glyphs by id (pdfkit 0.17, js/pdfkit.js). */
interface PdfkitEmbeddedFont {
  id: string;
  subset: { includeGlyph(glyphId: number): number };
  /** Advance per subset glyph id, in 1/1000 em: the PDF's /W array. */
  widths: number[];
  /** Code points per subset glyph id: the PDF's /ToUnicode map, which makes text extractable. */
  unicode: number[][];
  font: Font;
  ref(): unknown;
}
interface PdfkitInternals {
  _font: PdfkitEmbeddedFont | null;
  page: { fonts: Record<string, unknown> };
}

// Per document, the pdfkit font name each fontkit face was registered under.
const registered = new WeakMap<PDFKit.PDFDocument, Map<Font, string>>();

/** Registers (once per document) and selects the face's own file; returns pdfkit's font. */
function useFont(doc: PDFKit.PDFDocument, font: Font): PdfkitEmbeddedFont {
  let names = registered.get(doc);
  if (!names) {
    names = new Map();
    registered.set(doc, names);
  }
  let name = names.get(font);
  if (!name) {
    if (!embeddableBytes(font)) throw new Error(`Font ${font.postscriptName} was not loaded with loadEmbeddableFont`);
    name = `layout-font-${names.size}`;
    registerLoadedFont(doc, name, font);
    names.set(font, name);
  }
  doc.font(name);
  const embedded = (doc as unknown as PdfkitInternals)._font;
  if (!embedded || typeof embedded.subset?.includeGlyph !== 'function') {
    throw new Error('pdfkit did not embed the font as a subset font (expected its EmbeddedFont)');
  }
  return embedded;
}

const num = (n: number) => (Math.abs(n) < 1e-9 ? '0' : String(Math.round(n * 1e4) / 1e4));

/** How lines are written: the font size, letter spacing and whether to add ActualText. */
interface LineStyle {
  sizePx: number;
  /** The letter spacing, px. */
  charSpacing: number;
  /** Whether the line must carry its text as ActualText (see lineOperators). */
  actualText: boolean;
}

/**
 * Content operators that show one line's glyphs at the layout's positions. pdfkit's own `text()`
 * would shape and break the line again (and place by its own advances); here each glyph id goes
 * through the font's subset as pdfkit's `encode` does, and a TJ adjustment after every glyph moves
 * the pen from where the PDF's /W width puts it to where the layout put the next glyph, so the
 * viewer draws exactly the layout's x. Glyphs at another height (mark offsets) start a new run.
 * Letter spacing is set as the character spacing (Tc) the adjustments account for. A spaced line
 * also carries its text as ActualText, since extractors (poppler, browsers) read a gap wider than
 * a tenth of an em as a space whatever made it ('S P A C E D'); so does a mirrored one, which
 * they read backwards ('txet derorriM').
 */
function lineOperators(line: TextLine, pdfFont: PdfkitEmbeddedFont, { sizePx, charSpacing, actualText }: LineStyle): string[] {
  const ops: string[] = [];
  let run: string[] = [];
  let runY = NaN;
  const flush = () => {
    if (run.length > 0) ops.push(`[${run.join(' ')}] TJ`);
    run = [];
  };
  line.glyphs.forEach((glyph, i) => {
    if (glyph.y !== runY) {
      flush();
      runY = glyph.y;
      // y down in the box, so the text matrix flips y back for upright glyphs.
      ops.push(`1 0 0 -1 ${num(glyph.x)} ${num(glyph.y)} Tm`);
    }
    const cid = pdfFont.subset.includeGlyph(glyph.glyphId);
    pdfFont.widths[cid] ??= pdfFont.font.getGlyph(glyph.glyphId).advanceWidth * (1000 / pdfFont.font.unitsPerEm);
    pdfFont.unicode[cid] ??= glyph.codePoints;
    run.push(`<${cid.toString(16).padStart(4, '0')}>`);
    const next = line.glyphs[i + 1];
    if (next && next.y === glyph.y) {
      // TJ moves the pen left by n/1000 of the size: n = PDF advance - wanted advance.
      const adjust = pdfFont.widths[cid]! + ((charSpacing - (next.x - glyph.x)) * 1000) / sizePx;
      if (Math.abs(adjust) > 1e-4) run.push(num(adjust));
    }
  });
  flush();
  if (!actualText) return ops;
  return [`/Span <</ActualText ${utf16Hex(line.text)}>> BDC`, ...ops, 'EMC'];
}

/** A PDF text string in UTF-16BE with its byte order mark, as hex. */
function utf16Hex(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return `<${hex}>`;
}

/** Fills the laid-out glyphs as real text (selectable, searchable), then the decoration strokes. */
function paintLayout(doc: PDFKit.PDFDocument, layout: TextLayout, font: Font, color: PdfInk, style: Omit<LineStyle, 'sizePx'>): void {
  doc.fillColor(color);
  const lines = layout.lines.filter((line) => line.glyphs.length > 0);
  if (lines.length > 0 && layout.fontSizePx > 0) {
    const pdfFont = useFont(doc, font);
    (doc as unknown as PdfkitInternals).page.fonts[pdfFont.id] ??= pdfFont.ref();
    // Tc is graphics state, so the doc.restore() after painting resets it for pdfkit's text().
    const ops = ['BT', `/${pdfFont.id} ${num(layout.fontSizePx)} Tf`, `${num(style.charSpacing)} Tc`];
    for (const line of lines) ops.push(...lineOperators(line, pdfFont, { ...style, sizePx: layout.fontSizePx }));
    ops.push('ET');
    doc.addContent(ops.join('\n'));
  }
  for (const stroke of layout.decorations) doc.rect(stroke.x, stroke.y, stroke.width, stroke.thickness).fill();
}

/**
 * Draws one text asset into the current page of a pdfkit document as the editor draws it
 * (apps/web/src/editor/assets/text.tsx): placed as a Konva node (moved to asset.x/y, turned by
 * `rotation` degrees clockwise about that top-left point, then scaled by scaleX/scaleY, so a
 * negative scale flips the box), at the asset's opacity; the boxed background (rounded by the
 * corner radius, clamped as the editor clamps it) under the glyphs; the glyphs where `layoutText`
 * puts them in the box of the asset's width, in the face `fonts` resolves, embedded and subset;
 * underline and line-through strokes from the layout. Every face `fonts` gives must come from
 * `loadEmbeddableFont` (or `loadDefaultPdfFontSet`). The document's graphics state and current
 * font are restored afterwards.
 */
export function paintText(doc: PDFKit.PDFDocument, asset: TextAsset, fonts: FontSet<Font>, options: PaintTextOptions): void {
  const config = options.textConfig ?? asset.textConfig;
  const font = fonts.resolve(config);
  const internals = doc as unknown as PdfkitInternals;
  const previousFont = internals._font;
  doc.save();
  doc.transform(...options.toPdf);
  doc.translate(asset.x, asset.y);
  if (asset.rotation % 360 !== 0) {
    // Clockwise on a y-down page, as Konva turns a node.
    const rad = (asset.rotation * Math.PI) / 180;
    doc.transform(Math.cos(rad), Math.sin(rad), -Math.sin(rad), Math.cos(rad), 0, 0);
  }
  doc.transform(asset.scaleX, 0, 0, asset.scaleY, 0, 0);
  if (asset.opacity < 1) doc.fillOpacity(Math.max(0, asset.opacity));
  const ink = options.ink ?? ((color: string | null | undefined) => screenColor(color, NO_SCREEN_COLORS));
  const background = config.isBoxed ? ink(config.backgroundColor) : undefined;
  if (background) {
    // The editor's box outline (text.tsx traces the same).
    traceRoundedBox(doc, asset.width, asset.height, config.cornerRadius);
    doc.fill(background);
  }
  const color = ink(config.fill);
  if (color) {
    const layout = layoutText({ textConfig: config, width: asset.width }, font);
    const mirrored = asset.scaleX * asset.scaleY < 0;
    paintLayout(doc, layout, font, color, { charSpacing: config.letterSpacing, actualText: mirrored || config.letterSpacing !== 0 });
  }
  doc.restore();
  internals._font = previousFont;
}
