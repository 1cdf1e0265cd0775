import type { Asset, Page } from '@layout/model';
import { createCanvas } from '@napi-rs/canvas';
import { screenColor } from '../color/screenColors';
import type { SkippedAsset } from '../pdf/paint';
import type { Canvas2D, RasterPaintContext, RasterPainter } from './paint';
import { RASTER_PAINTERS } from './painters';

/** How far past its box a stroke may reach, in stroke widths: a miter join at the canvas's miter limit (10) reaches 5. */
const STROKE_REACH = 5;

/**
 * Paints a page on `ctx` (a canvas of `size` pixels, the trim stretched over it): the page's
 * background colour, else white when `white` (a JPG), else nothing (transparent); then its assets
 * in stacking order, each in its own state, as the editor's content layer draws them. Answers
 * what it left out, and why.
 */
export function paintPage(ctx: Canvas2D, size: { width: number; height: number }, page: Page, assets: readonly Asset[], white: boolean, paint: RasterPaintContext): SkippedAsset[] {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = 'source-over';
  // A background colour's own alpha is dropped, as in the PDF (see screenColor): it covers the white.
  const background = screenColor(page.backgroundColor, paint.screen) ?? (white ? '#ffffff' : undefined);
  if (background) {
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, size.width, size.height);
  } else ctx.clearRect(0, 0, size.width, size.height);
  const skipped: SkippedAsset[] = [];
  for (const asset of assets) {
    const reason = paintAsset(ctx, size, asset, paint);
    if (reason) skipped.push({ assetId: asset.id, pageId: page.id, type: asset.type, reason });
  }
  return skipped;
}

/** Paints one asset in its own state at its opacity; the reason it was left out, if it was. */
function paintAsset(ctx: Canvas2D, size: { width: number; height: number }, asset: Asset, paint: RasterPaintContext): string | undefined {
  if (asset.opacity <= 0) return undefined;
  // The table pairs each type with its painter; TypeScript cannot follow that through a union.
  const painter = RASTER_PAINTERS[asset.type] as RasterPainter<Asset['type']>;
  const see = asset.opacity < 1;
  if (see && paintsTwice(asset)) return paintInLayer(ctx, size, asset, paint, painter);
  ctx.save();
  ctx.setTransform(paint.pixelsPerPx.x, 0, 0, paint.pixelsPerPx.y, 0, 0);
  if (see) ctx.globalAlpha = asset.opacity;
  const result = painter(ctx, asset, paint);
  ctx.restore();
  return result?.reason;
}

/**
 * A see-through shape or closed line with both a fill and a stroke: Konva draws it on a buffer
 * canvas and lays that down at the opacity (the PDF paints it as a transparency group), so the
 * stroke covers the fill instead of the fill showing through it. Anything else is one paint
 * operation (artwork is one picture), which the opacity applies to alike.
 */
function paintsTwice(asset: Asset): boolean {
  if (asset.type === 'shape') {
    const p = asset.shapeProps;
    return (p.fillEnabled || !!p.fillPattern) && p.strokeEnabled && p.strokeWidth > 0;
  }
  if (asset.type === 'line') {
    const c = asset.lineConfig;
    return c.closed && c.fillEnabled && c.strokeEnabled && c.strokeWidth > 0;
  }
  return false;
}

/** Paints the asset opaque on a canvas of its own device extent, then lays that on the page at the asset's opacity. */
function paintInLayer(ctx: Canvas2D, size: { width: number; height: number }, asset: Asset, paint: RasterPaintContext, painter: RasterPainter<Asset['type']>): string | undefined {
  const bounds = deviceBounds(asset, paint, size);
  if (!bounds) return undefined;
  const layer = createCanvas(bounds.width, bounds.height);
  const layerCtx = layer.getContext('2d');
  layerCtx.setTransform(paint.pixelsPerPx.x, 0, 0, paint.pixelsPerPx.y, -bounds.left, -bounds.top);
  const result = painter(layerCtx, asset, paint);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = asset.opacity;
  ctx.drawImage(layer, bounds.left, bounds.top);
  ctx.restore();
  return result?.reason;
}

/** The whole device pixels a shape or line may paint (its box or points, turned and scaled, grown by its stroke), within the page. */
function deviceBounds(asset: Asset, paint: RasterPaintContext, size: { width: number; height: number }): { left: number; top: number; width: number; height: number } | undefined {
  let xs: number[];
  let ys: number[];
  let stroke = 0;
  if (asset.type === 'line') {
    const points = asset.lineConfig.points;
    xs = points.filter((_, i) => i % 2 === 0);
    ys = points.filter((_, i) => i % 2 === 1);
    stroke = asset.lineConfig.strokeWidth;
  } else {
    xs = [0, asset.width];
    ys = [0, asset.height];
    if (asset.type === 'shape') stroke = asset.shapeProps.strokeWidth;
  }
  const reach = stroke * STROKE_REACH;
  const left = Math.min(...xs) - reach;
  const right = Math.max(...xs) + reach;
  const top = Math.min(...ys) - reach;
  const bottom = Math.max(...ys) + reach;
  const rad = (asset.rotation * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const device = [
    [left, top],
    [right, top],
    [left, bottom],
    [right, bottom],
  ].map(([u, v]) => {
    const x = asset.x + cos * asset.scaleX * u! - sin * asset.scaleY * v!;
    const y = asset.y + sin * asset.scaleX * u! + cos * asset.scaleY * v!;
    return [x * paint.pixelsPerPx.x, y * paint.pixelsPerPx.y] as const;
  });
  const x0 = Math.max(0, Math.floor(Math.min(...device.map((p) => p[0])) - 1));
  const y0 = Math.max(0, Math.floor(Math.min(...device.map((p) => p[1])) - 1));
  const x1 = Math.min(size.width, Math.ceil(Math.max(...device.map((p) => p[0])) + 1));
  const y1 = Math.min(size.height, Math.ceil(Math.max(...device.map((p) => p[1])) + 1));
  if (!(x1 > x0) || !(y1 > y0)) return undefined;
  return { left: x0, top: y0, width: x1 - x0, height: y1 - y0 };
}
