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

/** Where a pattern-filled shape's or svg_image's pattern picture is kept among the prepared pictures (apart from the asset's own picture). */
export function patternPictureKey(assetId: string): string {
  return `pattern:${assetId}`;
}

/** What of pdfkit's internals a soft mask needs: the page's content writer, resources and graphics states. */
interface PageInternals {
  write(chunk: string): void;
  resources: PDFKit.PDFKitReference;
  ext_gstates: Record<string, PDFKit.PDFKitReference>;
}

let masks = 0;

/**
 * Paints `paint` seen only through the alpha of what `drawMask` draws, as the editor composes an
 * svg_image's pattern (svgPattern.ts: the artwork drawn, then the pattern 'source-in'): the mask
 * is a transparency group (a form XObject over `bbox`, in the current user space) used as an
 * alpha soft mask, so the artwork's edges stay vector in print. When `drawMask` reports that it
 * could not draw, nothing is painted and its reason is returned.
 *
 * pdfkit has no API for soft masks: as group.ts does for groups, the page's content writer is
 * pointed at the form while `drawMask` runs, and the form shares the page's resources.
 */
export function paintThroughSilhouette(doc: Pdf, bbox: [number, number, number, number], drawMask: () => NotPainted | void, paint: () => NotPainted | void): NotPainted | void {
  const page = (doc as unknown as { page: PageInternals }).page;
  const form = doc.ref({ Type: 'XObject', Subtype: 'Form', FormType: 1, BBox: bbox, Group: { Type: 'Group', S: 'Transparency', CS: 'DeviceRGB' }, Resources: page.resources });
  page.write = (chunk: string) => form.write(chunk);
  let notDrawn: NotPainted | void;
  try {
    doc.save();
    notDrawn = drawMask();
    doc.restore();
  } finally {
    delete (page as Partial<PageInternals>).write;
    (form as unknown as { end(): void }).end();
  }
  if (notDrawn) return notDrawn;
  const state = doc.ref({ Type: 'ExtGState', SMask: { Type: 'Mask', S: 'Alpha', G: form } });
  (state as unknown as { end(): void }).end();
  const name = `LayoutMask${++masks}`;
  page.ext_gstates[name] = state;
  doc.save();
  (doc as unknown as { addContent(op: string): void }).addContent(`/${name} gs`);
  const notPainted = paint();
  doc.restore();
  return notPainted;
}
