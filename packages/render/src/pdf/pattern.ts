import type { FillPattern } from '@layout/model';
import { embedOnce } from './image';
import type { PreparedPicture } from './imagePrepare';
import type { NotPainted, Pdf } from './paint';

/**
 * The most tiles a pattern draws. Each is a few bytes of page content (the picture is embedded
 * once); beyond this a pattern shrunk to specks would make a page slow to open and print.
 */
export const MAX_PATTERN_TILES = 20_000;

/**
 * Draws a pattern picture over the box (0, 0)-(width, height) as Konva fills a shape with its
 * fillPatternImage (Shape._setFillPatternTransform): the picture at its own size in px times
 * `scale`, its corner at (x, y), repeated along both axes, one or none as `repeat` says. The
 * caller has clipped to the shape's outline, as the canvas fills only inside it. Tiles are drawn
 * where they meet the box; the picture itself is embedded once.
 */
export function drawPatternTiles(doc: Pdf, picture: PreparedPicture, pattern: Pick<FillPattern, 'x' | 'y' | 'scale' | 'repeat'>, width: number, height: number): NotPainted | void {
  const tileWidth = picture.natural.width * pattern.scale;
  const tileHeight = picture.natural.height * pattern.scale;
  if (!(tileWidth > 0) || !(tileHeight > 0)) return;
  const columns = tileRange(pattern.x, tileWidth, width, pattern.repeat === 'repeat' || pattern.repeat === 'repeat-x');
  const rows = tileRange(pattern.y, tileHeight, height, pattern.repeat === 'repeat' || pattern.repeat === 'repeat-y');
  const count = (columns.last - columns.first + 1) * (rows.last - rows.first + 1);
  if (count > MAX_PATTERN_TILES) return { reason: `its pattern would need ${count} tiles (at most ${MAX_PATTERN_TILES} are drawn): the pattern's scale is too small to print` };
  const image = embedOnce(doc, picture);
  for (let row = rows.first; row <= rows.last; row++) {
    for (let column = columns.first; column <= columns.last; column++) {
      // pdfkit draws an opened image as it draws a file; its types only name files.
      doc.image(image as unknown as Buffer, pattern.x + column * tileWidth, pattern.y + row * tileHeight, { width: tileWidth, height: tileHeight });
    }
  }
}

/** The tiles (by index from the one at `start`) that meet 0..extent; the first alone when not repeated. */
function tileRange(start: number, size: number, extent: number, repeated: boolean): { first: number; last: number } {
  if (!repeated) return { first: 0, last: 0 };
  return { first: Math.floor((0 - start) / size), last: Math.max(Math.floor((0 - start) / size), Math.ceil((extent - start) / size) - 1) };
}
