import type { FillPattern } from '@layout/model';
import { embedOnce } from './image';
import type { PreparedPicture } from './imagePrepare';
import type { NotPainted, Pdf } from './paint';

/** pdfkit's opened image, as far as a pattern needs it: its object, embedded on first use, and its name. */
interface EmbeddedImage {
  obj?: PDFKit.PDFKitReference;
  label: string;
  embed(doc: Pdf): void;
}

let patterns = 0;

/**
 * Draws a pattern picture over the box (0, 0)-(width, height) as Konva fills a shape with its
 * fillPatternImage (Shape._setFillPatternTransform): the picture at its own size in px times
 * `scale`, its corner at (x, y), repeated along both axes, one or none as `repeat` says. The
 * caller has clipped to the shape's outline, as the canvas fills only inside it.
 *
 * Repeated, it is a PDF tiling pattern, as the canvas's createPattern is: one tile, drawn by the
 * viewer or RIP edge to edge (pictures drawn side by side show hairline seams in some viewers).
 * A pattern's matrix is relative to the content stream it is used in, so it is used in a form of
 * its own drawn at the box's user space: whatever group the asset is painted in, the tiles sit
 * where the box says. One row (repeat-x) or column (repeat-y) is the pattern filling that band
 * only; no-repeat is the picture once.
 */
export function drawPatternTiles(doc: Pdf, picture: PreparedPicture, pattern: Pick<FillPattern, 'x' | 'y' | 'scale' | 'repeat'>, width: number, height: number): void {
  const tileWidth = picture.natural.width * pattern.scale;
  const tileHeight = picture.natural.height * pattern.scale;
  if (!(tileWidth > 0) || !(tileHeight > 0) || !(width > 0) || !(height > 0)) return;
  const image = embedOnce(doc, picture) as unknown as EmbeddedImage;
  if (pattern.repeat === 'no-repeat') {
    // pdfkit draws an opened image as it draws a file; its types only name files.
    doc.image(image as unknown as Buffer, pattern.x, pattern.y, { width: tileWidth, height: tileHeight });
    return;
  }
  if (!image.obj) image.embed(doc);
  // The picture upright in its tile: the image's unit square, its first row at the top of this y-down space.
  const tile = doc.ref({
    Type: 'Pattern',
    PatternType: 1,
    PaintType: 1,
    TilingType: 1,
    BBox: [0, 0, tileWidth, tileHeight],
    XStep: tileWidth,
    YStep: tileHeight,
    Matrix: [1, 0, 0, 1, pattern.x, pattern.y],
    Resources: { XObject: { [image.label]: image.obj } },
  });
  tile.end(`q ${n(tileWidth)} 0 0 ${n(-tileHeight)} 0 ${n(tileHeight)} cm /${image.label} Do Q`);
  const band = {
    x: pattern.repeat === 'repeat-y' ? Math.max(0, pattern.x) : 0,
    y: pattern.repeat === 'repeat-x' ? Math.max(0, pattern.y) : 0,
    right: pattern.repeat === 'repeat-y' ? Math.min(width, pattern.x + tileWidth) : width,
    bottom: pattern.repeat === 'repeat-x' ? Math.min(height, pattern.y + tileHeight) : height,
  };
  if (!(band.right > band.x) || !(band.bottom > band.y)) return;
  const name = `LayoutPattern${++patterns}`;
  const form = doc.ref({
    Type: 'XObject',
    Subtype: 'Form',
    FormType: 1,
    BBox: [0, 0, width, height],
    Group: { Type: 'Group', S: 'Transparency', CS: 'DeviceRGB' },
    Resources: { Pattern: { P: tile } },
  });
  form.end(`/Pattern cs /P scn ${n(band.x)} ${n(band.y)} ${n(band.right - band.x)} ${n(band.bottom - band.y)} re f`);
  const page = (doc as unknown as { page: { xobjects: Record<string, PDFKit.PDFKitReference> } }).page;
  page.xobjects[name] = form;
  (doc as unknown as { addContent(op: string): void }).addContent(`/${name} Do`);
}

/** A number as PDF content writes it. */
function n(value: number): string {
  return String(Math.round(value * 1e5) / 1e5);
}

/**
 * A pattern-filled asset's prepared pattern picture, or why it is not painted: the picture's
 * reason said of the pattern ("its picture could not be loaded" -> "its pattern picture could
 * not be loaded"). The editor shows the fill colour instead; the export reports the asset.
 */
export function patternPicture(pictures: ReadonlyMap<string, PreparedPicture | NotPainted>, assetId: string): PreparedPicture | NotPainted {
  const picture = pictures.get(patternPictureKey(assetId));
  if (!picture) return { reason: 'its pattern picture was not prepared' };
  if (!('reason' in picture)) return picture;
  const said = picture.reason.replace(/^its picture/, 'its pattern picture').replace(/^it has no picture/, 'its pattern has no picture');
  return { reason: said === picture.reason ? `its pattern picture: ${picture.reason}` : said };
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
