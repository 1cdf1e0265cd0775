import { type TextConfig, ptToPx } from '@layout/model';
import { decorationRects, type DecorationRect } from './decorations';
import { type FontLike, type PlacedGlyph, type ShapedRun, shapeRun } from './font';
import { FIT_EPSILON, wrapParagraph } from './wrap';
import { createLineMeasure } from './measure';

/** The fields of a textConfig that decide where glyphs go. */
export type TextLayoutConfig = Pick<TextConfig, 'text' | 'fontSize' | 'lineHeight' | 'letterSpacing' | 'align' | 'isUpperCase' | 'padding' | 'textDecoration'>;

/** What to lay out: a text's configuration and the width of its box in px. */
export interface TextLayoutInput {
  textConfig: TextLayoutConfig;
  width: number;
}

/** One laid-out line. Coordinates are px from the top-left corner of the text box. */
export interface TextLine {
  /** The characters of the line as drawn (upper-cased if set; no trailing spaces). */
  text: string;
  /** Left edge of the line's first glyph. */
  x: number;
  /** Baseline. */
  y: number;
  /** Width from x to the end of the last advance (the inner width for a justified line). */
  width: number;
  /** Extra px added after every space of a justified line; 0 otherwise. */
  wordSpacing: number;
  /** Glyphs in the box's coordinates, ready to draw. */
  glyphs: PlacedGlyph[];
}

/** A text laid out in its box: the single source of positions for the editor and the export. */
export interface TextLayout {
  lines: TextLine[];
  /** Box width (as given) and height: the lines' height plus padding above and below. */
  width: number;
  height: number;
  /** Padding on every side, and the width left for the lines (width - 2 x padding, at least 0). */
  padding: number;
  innerWidth: number;
  /** Font size and line height in px; px per font unit (to scale glyph outlines). */
  fontSizePx: number;
  lineHeightPx: number;
  scale: number;
  /** Underline and line-through strokes, one per decorated non-empty line. */
  decorations: DecorationRect[];
}

/**
 * Lays a text out in a box of the given width: paragraphs at newlines; a paragraph that fits
 * shaped whole is one line, others wrap at spaces (a word
 * wider than the box breaks between characters); aligned, with the font's kerning and the letter
 * spacing. Line height is fontSize x lineHeight; each baseline sits where CSS puts it (half the
 * leading above the font's ascent), so the in-place editor's textarea lines up.
 */
export function layoutText(input: TextLayoutInput, font: FontLike): TextLayout {
  const config = input.textConfig;
  const padding = config.padding;
  const innerWidth = Math.max(0, input.width - 2 * padding);
  const fontSizePx = ptToPx(config.fontSize);
  const lineHeightPx = fontSizePx * config.lineHeight;
  const scale = fontSizePx / font.unitsPerEm;
  const shape = (text: string) => shapeRun(font, text, fontSizePx, config.letterSpacing);
  const measure = createLineMeasure(font, fontSizePx, config.letterSpacing);
  // CSS half-leading: the font's ascent + descent box is centred in the line box.
  const baselineOffset = (lineHeightPx - (font.ascent - font.descent) * scale) / 2 + font.ascent * scale;

  const text = (config.isUpperCase ? config.text.toUpperCase() : config.text).replace(/\r\n?/g, '\n');
  const lines: TextLine[] = [];
  for (const paragraph of text.split('\n')) {
    const y = () => padding + lines.length * lineHeightPx + baselineOffset;
    // Most paragraphs are one line (a heading, a name, a price): one short enough to be a line
    // is shaped whole first, and if it fits that is its line, without measuring it word by word
    // as wrapping does. Shaping is most of the cost of a text: this nearly halves the layout of a
    // heading (bench/text.ts) and of a page of short texts. Longer paragraphs go straight to
    // wrapping, which a whole shaping first would only slow down.
    const whole = paragraph.trimEnd();
    const run = mayBeOneLine(whole, fontSizePx, innerWidth) ? shape(whole) : null;
    if (run && run.width <= innerWidth + FIT_EPSILON) {
      lines.push(placeLine(whole, run, { align: config.align, stretch: false, padding, innerWidth, y: y() }));
      continue;
    }
    const wrapped = wrapParagraph(paragraph, innerWidth, measure);
    wrapped.forEach((lineText, i) => {
      const stretch = config.align === 'justify' && i < wrapped.length - 1;
      lines.push(placeLine(lineText, shape(lineText), { align: config.align, stretch, padding, innerWidth, y: y() }));
    });
  }
  const height = lines.length * lineHeightPx + 2 * padding;
  const decorations = decorationRects(lines, config.textDecoration, font, scale);
  return { lines, width: input.width, height, padding, innerWidth, fontSizePx, lineHeightPx, scale, decorations };
}

/**
 * Whether a paragraph is short enough to be worth shaping whole in the hope that it fits: at most
 * as many characters as the line holds at a quarter of an em each (narrower than any text face's
 * average). Only decides what is tried first; where a paragraph breaks follows from the rule in
 * layoutText.
 */
function mayBeOneLine(text: string, fontSizePx: number, innerWidth: number): boolean {
  return (text.length * fontSizePx) / 4 <= innerWidth;
}

interface Placement {
  align: TextLayoutConfig['align'];
  stretch: boolean;
  padding: number;
  innerWidth: number;
  y: number;
}

/** Moves a shaped line to its x and baseline; a stretched line shares the slack among its spaces. */
function placeLine(text: string, run: ShapedRun, at: Placement): TextLine {
  const slack = at.innerWidth - run.width;
  const gaps = at.stretch ? countGaps(run.glyphs) : 0;
  const wordSpacing = gaps > 0 && slack > 0 ? slack / gaps : 0;
  const offset = at.align === 'center' ? slack / 2 : at.align === 'right' ? slack : 0;
  const x = at.padding + (wordSpacing > 0 ? 0 : offset);
  let shift = 0;
  let seenWord = false;
  const glyphs = run.glyphs.map((glyph) => {
    const placed = { ...glyph, x: x + glyph.x + shift, y: at.y + glyph.y };
    if (isSpace(glyph)) {
      if (seenWord) {
        placed.advance += wordSpacing;
        shift += wordSpacing;
      }
    } else seenWord = true;
    return placed;
  });
  return { text, x, y: at.y, width: run.width + wordSpacing * gaps, wordSpacing, glyphs };
}

/** Spaces between words: those after the first non-space glyph (leading indentation stays fixed). */
function countGaps(glyphs: PlacedGlyph[]): number {
  const first = glyphs.findIndex((g) => !isSpace(g));
  return first < 0 ? 0 : glyphs.slice(first).filter(isSpace).length;
}

function isSpace(glyph: PlacedGlyph): boolean {
  return glyph.codePoints.length === 1 && glyph.codePoints[0] === 0x20;
}

/**
 * Height of a text box laid out at its width: the stored height of a text asset, so the box
 * follows its content after an edit or a resize.
 */
export function measureTextHeight(input: TextLayoutInput, font: FontLike): number {
  return layoutText(input, font).height;
}
