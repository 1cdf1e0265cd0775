import type { NotPainted } from '../pdf/paint';
import type { SvgAsset } from '../pdf/svgSources';
import { type Canvas2D, type RasterPaintContext, placeOnCanvas } from './paint';
import { paintThroughArtwork, patternImage } from './pattern';
import { paintPictureOnCanvas } from './picture';

/**
 * An svg_image, icon or illustration as the editor draws it (svg.tsx: the SVG with its colour
 * changes as a picture, stretched to the box, an illustration's crop of it): the artwork as
 * rasterised for its place on this page (artwork.ts), drawn into the box. Artwork the editor
 * draws as a picture (a PNG/JPEG link; a filtered illustration) is drawn as the prepared picture.
 * An svg_image with a pattern fill shows the pattern through the artwork's silhouette.
 */
export function paintSvgArtwork(ctx: Canvas2D, asset: SvgAsset, paint: RasterPaintContext): NotPainted | void {
  if (paint.pictures.has(asset.id)) {
    if (asset.type === 'svg_image' && asset.shapeProps?.fillPattern) return { reason: 'pattern fills of PNG/JPEG artwork are not painted' };
    return paintPictureOnCanvas(ctx, asset, paint);
  }
  const artwork = paint.artwork.get(asset.id);
  if (!artwork) return { reason: 'its artwork was not rasterised' };
  if ('reason' in artwork) return artwork;
  placeOnCanvas(ctx, asset);
  const pattern = asset.type === 'svg_image' ? asset.shapeProps?.fillPattern : undefined;
  if (!pattern) {
    ctx.drawImage(artwork, 0, 0, asset.width, asset.height);
    return;
  }
  const found = patternImage(paint, asset.id);
  if ('reason' in found) return found;
  paintThroughArtwork(ctx, artwork, pattern, found, asset);
}
