import type { Asset, AssetOf, AssetType, DataDrivenField, LayoutDimensions } from '@layout/model';
import type { Image, SKRSContext2D } from '@napi-rs/canvas';
import type { Font } from 'fontkit';
import type { PreparedPictures } from '../pdf/image';
import type { PreparedPicture } from '../pdf/imagePrepare';
import type { NotPainted } from '../pdf/paint';
import type { SvgSources } from '../pdf/svgSources';
import type { ScreenColors } from '../color/screenColors';
import type { FontSet } from '../text/fontSet';

/** The Skia (Canvas 2D) context a raster painter draws on: the page in page px, as Konva's context is. */
export type Canvas2D = SKRSContext2D;

/** A Skia pattern fill (@napi-rs/canvas does not export its type). */
export type CanvasPattern = ReturnType<Canvas2D['createPattern']>;

/** What every raster painter knows about the page it paints on. */
export interface RasterPaintContext {
  /** The design's layout: a background without a box of its own covers the editor's bleed box. */
  layout: LayoutDimensions;
  /** The faces texts are drawn with (their glyph outlines). */
  fonts: FontSet<Font>;
  /** The values %field% placeholders are filled with before a text is laid out. */
  dataDrivenValues: Readonly<Partial<Record<DataDrivenField, string>>>;
  /** The SVG artwork of svg_images, icons and illustrations by link (see `loadSvgSources`). */
  svgs: SvgSources;
  /** Each picture asset's prepared picture by asset id, a pattern's by `patternPictureKey` (the PDF export's `preparePictures`). */
  pictures: PreparedPictures;
  /** The prepared pictures this page draws, decoded (premultiplied, ready to draw): filled before the page is painted. */
  decoded: ReadonlyMap<PreparedPicture, Image | NotPainted>;
  /** Each SVG asset's artwork rasterised at the size it is drawn, or why not: filled before the page is painted. */
  artwork: ReadonlyMap<string, Image | NotPainted>;
  /** The design's ink colours (device-cmyk()) as the screen shows them, through the print profile (`screenColor`). */
  screen: ScreenColors;
  /** Device pixels per page px on each axis (the page is stretched to whole pixels). */
  pixelsPerPx: { x: number; y: number };
}

/**
 * Paints one asset on a Skia canvas as the editor's Konva node draws it (and as its PDF painter
 * prints it). The caller hands it the context in page px (origin at the trim's top-left corner)
 * with the asset's opacity set and the state saved; the painter places itself (`placeOnCanvas`)
 * and draws in its box (0, 0)-(width, height). Like the PDF painters, it returns why it could not
 * paint the asset, if it could not, so nothing is dropped silently.
 */
export type RasterPainter<T extends AssetType> = (ctx: Canvas2D, asset: AssetOf<T>, paint: RasterPaintContext) => NotPainted | void;

/** The raster painter table: every asset type has a painter. */
export type RasterPainterTable = { [T in AssetType]: RasterPainter<T> };

/**
 * Moves the origin to the asset and turns and scales it as Konva places a node (and `placeAsset`
 * of the PDF export): translate to (x, y), rotate clockwise by `rotation` degrees, then scale.
 */
export function placeOnCanvas(ctx: Canvas2D, asset: Pick<Asset, 'x' | 'y' | 'rotation' | 'scaleX' | 'scaleY'>): void {
  const rad = (asset.rotation * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  ctx.transform(cos * asset.scaleX, sin * asset.scaleX, -sin * asset.scaleY, cos * asset.scaleY, asset.x, asset.y);
}

/** Fills and then strokes the current path, as Konva's fillStrokeShape (and the PDF's `fillStroke`) do; either may be absent. */
export function fillStrokePath(ctx: Canvas2D, fill: string | CanvasPattern | undefined, stroke: { color: string; width: number } | undefined): void {
  if (fill) {
    ctx.fillStyle = fill;
    ctx.fill();
  }
  if (stroke) {
    ctx.lineWidth = stroke.width;
    ctx.strokeStyle = stroke.color;
    ctx.stroke();
  }
}
