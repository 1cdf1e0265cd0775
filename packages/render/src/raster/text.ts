import { fillTextConfig } from '@layout/model';
import { screenColor } from '../color/screenColors';
import { Path2D } from '@napi-rs/canvas';
import type { Font } from 'fontkit';
import { traceRoundedBox } from '../outline/path';
import { type TextLayout, layoutText } from '../text/layout';
import { type RasterPainter, placeOnCanvas } from './paint';

/**
 * A laid-out text's glyphs as one path: each glyph's outline from the font file (font units grow
 * upwards) at the layout's position. Built from the outlines' commands: Skia's addPath would join
 * a glyph's last open contour to the next glyph's first.
 */
function textPath(layout: TextLayout, font: Font): Path2D {
  const path = new Path2D();
  const scale = layout.scale;
  for (const line of layout.lines) {
    for (const glyph of line.glyphs) {
      const x = (u: number) => glyph.x + u * scale;
      const y = (v: number) => glyph.y - v * scale;
      for (const { command, args: a } of font.getGlyph(glyph.glyphId).path.commands) {
        if (command === 'moveTo') path.moveTo(x(a[0]!), y(a[1]!));
        else if (command === 'lineTo') path.lineTo(x(a[0]!), y(a[1]!));
        else if (command === 'quadraticCurveTo') path.quadraticCurveTo(x(a[0]!), y(a[1]!), x(a[2]!), y(a[3]!));
        else if (command === 'bezierCurveTo') path.bezierCurveTo(x(a[0]!), y(a[1]!), x(a[2]!), y(a[3]!), x(a[4]!), y(a[5]!));
        else if (command === 'closePath') path.closePath();
      }
    }
  }
  return path;
}

/**
 * A text asset as the editor draws it (text.tsx with text/drawText.ts) and the PDF prints it
 * (pdf/text.ts): its placeholders filled with the export's values, placed as a Konva node, the
 * boxed background (the rounded box both trace) under the glyphs, each glyph's outline from the
 * font file where `layoutText` puts it, then the underline and line-through strokes. Outlines,
 * as the editor fills them: the very glyphs, positions and line breaks of the screen and the PDF.
 * Colours as the PDF reads them (a colour's own alpha dropped; the asset's opacity applies).
 */
export const paintText: RasterPainter<'text'> = (ctx, asset, paint) => {
  const config = fillTextConfig(asset.textConfig, paint.dataDrivenValues);
  const font = paint.fonts.resolve(config);
  placeOnCanvas(ctx, asset);
  const background = config.isBoxed ? screenColor(config.backgroundColor, paint.screen) : undefined;
  if (background) {
    ctx.beginPath();
    traceRoundedBox(ctx, asset.width, asset.height, config.cornerRadius);
    ctx.fillStyle = background;
    ctx.fill();
  }
  const color = screenColor(config.fill, paint.screen);
  if (!color) return;
  const layout = layoutText({ textConfig: config, width: asset.width }, font);
  ctx.fillStyle = color;
  if (layout.fontSizePx > 0) ctx.fill(textPath(layout, font));
  for (const stroke of layout.decorations) ctx.fillRect(stroke.x, stroke.y, stroke.width, stroke.thickness);
};
