import type { Asset, AssetOf, AssetType, DataDrivenField, LayoutDimensions } from '@layout/model';
import type { Font } from 'fontkit';
import type { FontSet } from '../text/fontSet';
import type { PdfColors, PdfInk } from './colorSpaces';
import type { SvgSources } from './svgSources';
import type { PreparedPictures } from './image';

/** The pdfkit document a painter draws on. */
export type Pdf = PDFKit.PDFDocument;

/** What every painter knows about the page it paints on. */
export interface PaintContext {
  /** The design's layout: a background without a box of its own covers the editor's bleed box. */
  layout: LayoutDimensions;
  /** The faces texts are drawn with, every one embeddable (see `loadEmbeddableFont`). */
  fonts: FontSet<Font>;
  /** The values %field% placeholders are filled with before a text is laid out. */
  dataDrivenValues: Readonly<Partial<Record<DataDrivenField, string>>>;
  /** The SVG artwork of svg_images, icons and illustrations by link, loaded before painting (see `loadSvgSources`). */
  svgs: SvgSources;
  /** Each picture's prepared (and filtered) picture by asset id, a pattern's by `patternPictureKey` (see `preparePictures`). */
  pictures: PreparedPictures;
  /** How this PDF paints colours (colorSpaces.ts): RGB, ink colours as the screen shows them; or the press's inks. */
  colors: PdfColors;
}

/**
 * Paints one asset. The caller hands it the page in canvas px (origin at the trim's top-left
 * corner, as asset coordinates are) with the asset's opacity set and the graphics state saved;
 * the painter places itself (usually `placeAsset`, as the editor's views spread `node`) and
 * draws in its local box (0, 0)-(width, height). It returns why it could not paint the asset, if it could not (say an image that failed to
 * load), so the export can report it instead of printing a page that silently lacks it.
 */
export type Painter<T extends AssetType> = (doc: Pdf, asset: AssetOf<T>, ctx: PaintContext) => NotPainted | void;

/** An asset that was not painted, and why. */
export interface NotPainted {
  reason: string;
}

/**
 * The painter table: every asset type has a painter. What a painter cannot paint (a picture that
 * cannot be loaded, unreadable SVG) it reports with a reason, so nothing is dropped silently.
 */
export type PainterTable = { [T in AssetType]: Painter<T> };

/**
 * Asset types the editor composites once when see-through (Konva's buffer canvas for a shape or
 * line with opacity below 1; SVG artwork is one picture drawn at the opacity, so its overlapping
 * paths do not show through each other): the export paints them in a transparency group. Others
 * take the opacity on each paint, as Konva's globalAlpha does.
 */
export const COMPOSITED_ONCE: ReadonlySet<AssetType> = new Set<AssetType>(['shape', 'line', 'svg_image', 'icon', 'illustration']);

/** An asset left out of the PDF, with its page and the reason. */
export interface SkippedAsset {
  assetId: string;
  pageId: string;
  type: AssetType;
  reason: string;
}

/**
 * Moves the origin to the asset and turns and scales it as Konva places a node: translate to
 * (x, y), rotate clockwise by `rotation` degrees about that point, then scale (a negative scale
 * is a flip, extending the box to the left or upwards). The editor keeps rotation "about the
 * centre" by storing the top-left corner that such a rotation leaves, so this is exactly where
 * the customer saw it. pdfkit's user space is y-down like the canvas, so the matrix is the same.
 */
export function placeAsset(doc: Pdf, asset: Pick<Asset, 'x' | 'y' | 'rotation' | 'scaleX' | 'scaleY'>): void {
  const rad = (asset.rotation * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  doc.transform(cos * asset.scaleX, sin * asset.scaleX, -sin * asset.scaleY, cos * asset.scaleY, asset.x, asset.y);
}

/**
 * Fills and then strokes the current path, as Konva's fillStrokeShape does; either may be
 * absent. Nothing painted when both are, but the path is still ended so it does not leak into
 * the next one.
 */
export function fillStroke(doc: Pdf, fill: PdfInk | undefined, stroke: { color: PdfInk; width: number } | undefined): void {
  if (stroke) doc.lineWidth(stroke.width);
  if (fill && stroke) doc.fillAndStroke(fill, stroke.color);
  else if (fill) doc.fill(fill);
  else if (stroke) doc.stroke(stroke.color);
  else (doc as unknown as { addContent(op: string): void }).addContent('n');
}
