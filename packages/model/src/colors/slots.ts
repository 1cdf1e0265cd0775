import type { Asset, AssetOf, AssetType } from '../assets';
import { normalizeColor } from './color';
import { withBoxFill, withFill, withStroke, withSvgColor } from './paint';

/**
 * Which colours an asset shows, and how to change each one: the basis of the change-all dialog
 * (spec 001 section 4.13), which must find every asset using a colour and recolour just that part.
 * Only visible paint counts: a disabled stroke, a zero-width border or the box colour of a text
 * that is not boxed is not a colour the user sees, so it neither asks for nor takes a change.
 */

/** The part of an asset a colour paints. */
export type ColorRole = 'fill' | 'stroke' | 'boxFill' | 'svgColor';

/** One visible colour of an asset. */
export interface ColorSlot {
  role: ColorRole;
  /** The colour shown, as lowercase #rrggbb. */
  color: string;
  /** The asset with this part painted in another (normalised) colour. */
  paint: (asset: Asset, color: string) => Asset;
}

const slot = (role: ColorRole, color: string | undefined, paint: ColorSlot['paint']): ColorSlot[] => {
  const normal = normalizeColor(color);
  return normal === undefined ? [] : [{ role, color: normal, paint }];
};

/**
 * The svg's own colours as replaced by the user: every colorReplacements entry, plus the colours
 * extracted from the svg file (when the caller has them) that were not replaced yet.
 */
function svgSlots(asset: AssetOf<'svg_image' | 'icon'>, svgColors: readonly string[]): ColorSlot[] {
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

type SlotsOf<T extends AssetType> = (asset: AssetOf<T>, svgColors: readonly string[]) => ColorSlot[];

const SLOTS: { [T in AssetType]: SlotsOf<T> } = {
  text: (a) => [...slot('fill', a.textConfig.fill, withFill), ...(a.textConfig.isBoxed ? slot('boxFill', a.textConfig.backgroundColor, withBoxFill) : [])],
  shape: (a) => [
    ...(a.shapeProps.fillEnabled ? slot('fill', a.shapeProps.fill, withFill) : []),
    ...(a.shapeProps.strokeEnabled && a.shapeProps.strokeWidth > 0 ? slot('stroke', a.shapeProps.stroke, withStroke) : []),
  ],
  svg_image: (a, svgColors) => [
    ...(a.shapeProps?.fillEnabled !== false ? slot('fill', a.shapeProps?.fill, withFill) : []),
    ...(a.shapeProps?.strokeEnabled && (a.shapeProps.strokeWidth ?? 0) > 0 ? slot('stroke', a.shapeProps.stroke, withStroke) : []),
    ...svgSlots(a, svgColors),
  ],
  icon: (a, svgColors) => svgSlots(a, svgColors),
  line: (a) => [
    ...(a.lineConfig.strokeEnabled ? slot('stroke', a.lineConfig.stroke, withStroke) : []),
    // Only a closed line with fill turned on paints its inside.
    ...(a.lineConfig.fillEnabled && a.lineConfig.closed ? slot('fill', a.lineConfig.fill, lineFill) : []),
  ],
  background: (a) => slot('fill', a.fill, withFill),
  image: () => [],
  logo: () => [],
  illustration: () => [],
  group: () => [],
};

/** The inside of a closed line (withFill colours a line's stroke, as its Fill tool does). */
function lineFill(asset: Asset, color: string): Asset {
  if (asset.type !== 'line' || normalizeColor(asset.lineConfig.fill) === color) return asset;
  return { ...asset, lineConfig: { ...asset.lineConfig, fill: color } };
}

/**
 * The visible colours of an asset, one slot per painted part.
 * @param svgColors for svg_image and icon: the colours of the svg file (see extractSvgColors),
 *   so colours not replaced yet are found too; without them only replaced colours are known.
 */
export function colorSlots(asset: Asset, svgColors: readonly string[] = []): ColorSlot[] {
  return (SLOTS[asset.type] as SlotsOf<AssetType>)(asset as AssetOf<AssetType>, svgColors);
}
