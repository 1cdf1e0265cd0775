import type { TextLayout } from '@layout/render';
import type Konva from 'konva';
import type { OutlineFont } from './fonts';

// Outlines are parsed once per glyph; Path2D keeps them ready for the GPU across redraws.
const outlines = new WeakMap<OutlineFont, Map<number, Path2D | null>>();

function outline(font: OutlineFont, glyphId: number): Path2D | null {
  let glyphs = outlines.get(font);
  if (!glyphs) {
    glyphs = new Map();
    outlines.set(font, glyphs);
  }
  let path = glyphs.get(glyphId);
  if (path === undefined) {
    const svg = font.getGlyph(glyphId).path.toSVG();
    path = svg ? new Path2D(svg) : null; // spaces have no outline
    glyphs.set(glyphId, path);
  }
  return path;
}

// A whole laid-out text as one path: one fill per text instead of one per glyph, which matters
// when a page with a thousand texts is redrawn (the start of every drag redraws the page).
const texts = new WeakMap<TextLayout, Path2D>();

function textPath(layout: TextLayout, font: OutlineFont): Path2D {
  let path = texts.get(layout);
  if (path) return path;
  path = new Path2D();
  // Font units grow upwards; the canvas grows downwards. The placement is a plain object, not a
  // DOMMatrix: the browser reads a matrix given to addPath field by field, and a DOMMatrix's
  // fields are getters; 5,000 glyphs were placed in 7 ms so, 19 ms with one reused DOMMatrix
  // (bench/editor.ts's page has about that many).
  const scale = layout.scale;
  for (const line of layout.lines) {
    for (const glyph of line.glyphs) {
      const glyphPath = outline(font, glyph.glyphId);
      if (glyphPath) path.addPath(glyphPath, { a: scale, d: -scale, e: glyph.x, f: glyph.y });
    }
  }
  texts.set(layout, path);
  return path;
}

/**
 * Paints a laid-out text: each glyph's outline from the font file at the layout's position, then
 * the underline / line-through strokes. Outlines rather than fillText, so the canvas shows the
 * very glyphs, positions and line breaks the PDF export will print (see docs/decisions.md).
 */
export function drawTextLayout(ctx: Konva.Context, layout: TextLayout, font: OutlineFont, fill: string): void {
  ctx.setAttr('fillStyle', fill);
  ctx.fill(textPath(layout, font));
  for (const stroke of layout.decorations) ctx.fillRect(stroke.x, stroke.y, stroke.width, stroke.thickness);
}
