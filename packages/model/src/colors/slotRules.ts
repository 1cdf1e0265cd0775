import type { Asset, AssetOf } from '../assets';
import { normalizeColor } from './color';
import { withSvgColor } from './paint';

/** The part of an asset a colour paints. */
export type ColorRole = 'fill' | 'stroke' | 'boxFill' | 'svgColor';

/** One visible colour of an asset. */
export interface ColorSlot {
  role: ColorRole;
  /** The colour shown, in normalizeColor's spelling: lowercase #rrggbb, or `device-cmyk()` for inks. */
  color: string;
  /** The asset with this part painted in another (normalised) colour. */
  paint: (asset: Asset, color: string) => Asset;
}

/** A slot for a painted part, or none when its colour is not one (empty, unreadable). */
export function slot(role: ColorRole, color: string | undefined, paint: ColorSlot['paint']): ColorSlot[] {
  const normal = normalizeColor(color);
  return normal === undefined ? [] : [{ role, color: normal, paint }];
}

/**
 * The svg's own colours as replaced by the user: every colorReplacements entry, plus the colours
 * extracted from the svg file (when the caller has them) that were not replaced yet.
 */
export function svgSlots(asset: AssetOf<'svg_image' | 'icon'>, svgColors: readonly string[]): ColorSlot[] {
  const shown = new Map<string, string>();
  for (const original of svgColors) {
    const key = normalizeColor(original);
    if (key !== undefined) shown.set(key, key);
  }
  for (const [original, replacement] of Object.entries(asset.colorReplacements ?? {})) {
    const key = normalizeColor(original);
    if (key !== undefined) shown.set(key, replacement);
  }
  return [...shown].flatMap(([original, color]) => slot('svgColor', color, (a, c) => withSvgColor(a, original, c)));
}

/** The inside of a closed line (withFill colours a line's stroke, as its Fill tool does). */
export function lineFill(asset: Asset, color: string): Asset {
  if (asset.type !== 'line' || normalizeColor(asset.lineConfig.fill) === color) return asset;
  return { ...asset, lineConfig: { ...asset.lineConfig, fill: color } };
}
