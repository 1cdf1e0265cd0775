import { traitsOf } from '../assets';
import type { DesignContent } from '../document/content';
import { scaleTextConfig } from '../text/scale';
import { findAsset, mapAssets } from './collection';

/**
 * Width, height and position typed into the Format popup (spec 001 sections 4.13 and 5).
 * Values are base-scale px; the UI converts from the document's units.
 */

/** The smallest size a typed width or height resizes an asset to; images never go below it. */
export const MIN_FIELD_SIZE = 1;

/**
 * What a typed width or height does (spec 001 section 5, 'Size edits'): below 0 (or not a
 * number) it is ignored; below 1 the field shows it but the asset is not resized; otherwise
 * the asset is resized.
 */
export type SizeFieldEffect = 'ignore' | 'fieldOnly' | 'resize';

/** The effect of a typed width or height, so the UI knows whether to keep the typed text. */
export function sizeFieldEffect(value: number): SizeFieldEffect {
  if (!(value >= 0)) return 'ignore';
  return value < MIN_FIELD_SIZE ? 'fieldOnly' : 'resize';
}

/** `next / current` or undefined when the ratio is meaningless (a zero or missing dimension). */
function ratio(next: number, current: number): number | undefined {
  return current > 0 ? next / current : undefined;
}

/**
 * Resizes an asset from the width or height field, keeping its top-left corner. With the
 * aspect ratio linked (the default) the other side follows; an asset with a zero side has no
 * ratio, so only the typed side changes. A value that is not for resizing changes nothing, and
 * a linked change that would take an image below 1 px on its other side is refused.
 *
 * A text's height follows its lines, as with its handles: linked, the text scales as a whole
 * (its type too, as a corner handle does); unlinked, a width changes the width only (the caller
 * fits the height to the words again) and a height is ignored.
 */
export function resizeAssetFromField(content: DesignContent, args: { assetId: string; width?: number; height?: number; keepAspectRatio?: boolean }): DesignContent {
  const asset = findAsset(content, args.assetId);
  if (!asset) return content;
  const typed = [args.width, args.height].filter((v): v is number => v !== undefined);
  if (typed.length === 0 || typed.some((v) => sizeFieldEffect(v) !== 'resize')) return content;
  const linked = args.keepAspectRatio ?? true;
  if (asset.type === 'text') {
    if (!linked) {
      if (args.width === undefined || args.width === asset.width) return content;
      return mapAssets(content, [asset.id], (a) => ({ ...a, width: args.width! }));
    }
    const factor = args.width !== undefined ? ratio(args.width, asset.width) : ratio(args.height!, asset.height);
    if (factor === undefined || factor === 1) return content;
    return mapAssets(content, [asset.id], (a) =>
      a.type === 'text' ? { ...a, width: a.width * factor, height: a.height * factor, textConfig: scaleTextConfig(a.textConfig, factor) } : a,
    );
  }
  let width = args.width ?? asset.width;
  let height = args.height ?? asset.height;
  if (linked && typed.length === 1) {
    const factor = args.width !== undefined ? ratio(args.width, asset.width) : ratio(args.height!, asset.height);
    if (factor !== undefined) {
      width = asset.width * factor;
      height = asset.height * factor;
      // The typed side is exact, whatever float rounding did to the product.
      if (args.width !== undefined) width = args.width;
      else height = args.height!;
    }
  }
  // Pictures may never be below 1 ("image size not allowed below 1", their traits' atLeastOnePx).
  if (traitsOf(asset).scaling.atLeastOnePx && (width < MIN_FIELD_SIZE || height < MIN_FIELD_SIZE)) return content;
  if (width === asset.width && height === asset.height) return content;
  return mapAssets(content, [asset.id], (a) => ({ ...a, width, height }));
}

/**
 * Moves an asset from the X or Y field. With the x:y ratio linked (the default, spec 001
 * section 4.13) the other coordinate changes in the same proportion; when that coordinate's
 * partner is 0 there is no ratio and only the typed one changes. Non-numbers are ignored.
 */
export function movePositionFromField(content: DesignContent, args: { assetId: string; x?: number; y?: number; linked?: boolean }): DesignContent {
  const asset = findAsset(content, args.assetId);
  if (!asset) return content;
  const typed = [args.x, args.y].filter((v): v is number => v !== undefined);
  if (typed.length === 0 || typed.some((v) => !Number.isFinite(v))) return content;
  let x = args.x ?? asset.x;
  let y = args.y ?? asset.y;
  if ((args.linked ?? true) && typed.length === 1) {
    if (args.x !== undefined && asset.x !== 0) y = (asset.y * args.x) / asset.x;
    if (args.y !== undefined && asset.y !== 0) x = (asset.x * args.y) / asset.y;
  }
  if (x === asset.x && y === asset.y) return content;
  return mapAssets(content, [asset.id], (a) => ({ ...a, x, y }));
}
