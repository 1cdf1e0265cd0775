import type { Asset, AssetOf, AssetType } from '../assets';
import { normalizeColor } from './color';

/**
 * How each asset type takes a new colour. Every function returns the asset it was given when the
 * colour is already the one shown (in any spelling), so operations keep structural sharing.
 * Colours are expected normalised (see color.ts); the operations in ops/colors.ts ensure it.
 */

/** How one type takes a colour; undefined for a type without that part (a new type must say which). */
type Painters = { [T in AssetType]: ((asset: AssetOf<T>, color: string) => AssetOf<T>) | undefined };
const same = (current: string | undefined, color: string) => (normalizeColor(current) ?? current) === color;

/** The BORDER COLOUR tool: a shape's stroke (turned on) and a line's colour. */
const STROKE: Painters = {
  shape: (a, color) => (same(a.shapeProps.stroke, color) && a.shapeProps.strokeEnabled ? a : { ...a, shapeProps: { ...a.shapeProps, stroke: color, strokeEnabled: true } }),
  svg_image: (a, color) =>
    same(a.shapeProps?.stroke, color) && a.shapeProps?.strokeEnabled === true ? a : { ...a, shapeProps: { ...a.shapeProps, stroke: color, strokeEnabled: true } },
  line: (a, color) => (same(a.lineConfig.stroke, color) ? a : { ...a, lineConfig: { ...a.lineConfig, stroke: color } }),
  image: undefined,
  illustration: undefined,
  logo: undefined,
  icon: undefined,
  background: undefined,
  text: undefined,
  group: undefined,
};

/**
 * The FILL COLOUR tool (spec 001 section 2.6): a text's colour, a shape's fill (turned on), a
 * line's colour and a background's fill. A line is drawn by its stroke, so its Fill tool colours
 * the stroke. Images, logos, illustrations, icons and groups have no fill.
 */
const FILL: Painters = {
  text: (a, color) => (same(a.textConfig.fill, color) ? a : { ...a, textConfig: { ...a.textConfig, fill: color } }),
  shape: (a, color) => (same(a.shapeProps.fill, color) && a.shapeProps.fillEnabled ? a : { ...a, shapeProps: { ...a.shapeProps, fill: color, fillEnabled: true } }),
  svg_image: (a, color) => (same(a.shapeProps?.fill, color) && a.shapeProps?.fillEnabled !== false ? a : { ...a, shapeProps: { ...a.shapeProps, fill: color, fillEnabled: true } }),
  line: (a, color) => STROKE.line!(a, color),
  background: (a, color) => (same(a.fill, color) ? a : { ...a, fill: color }),
  image: undefined,
  illustration: undefined,
  logo: undefined,
  icon: undefined,
  group: undefined,
};

/** The painter of the asset's type; TypeScript cannot pair a type with its entry through a union. */
const painterOf = (painters: Painters, asset: Asset) => painters[asset.type] as ((asset: Asset, color: string) => Asset) | undefined;

/** The asset with its fill colour changed; unchanged for types without a fill. */
export function withFill(asset: Asset, color: string): Asset {
  return painterOf(FILL, asset)?.(asset, color) ?? asset;
}

/** The asset with its stroke colour changed; unchanged for types without a stroke. */
export function withStroke(asset: Asset, color: string): Asset {
  return painterOf(STROKE, asset)?.(asset, color) ?? asset;
}

/**
 * A text with its box fill (the Box Fill tool). The box is drawn only for boxed text, so a colour
 * turns the box on and '' (no colour) turns it off; padding is left as the user set it.
 */
export function withBoxFill(asset: Asset, color: string): Asset {
  if (asset.type !== 'text') return asset;
  const isBoxed = color !== '';
  const config = asset.textConfig;
  if (same(config.backgroundColor, color) && config.isBoxed === isBoxed) return asset;
  return { ...asset, textConfig: { ...config, backgroundColor: color, isBoxed } };
}

/**
 * An svg artwork (svg_image or icon) with one of its own colours replaced. `original` is the
 * colour as the svg file paints it; the replacement is stored under its #rrggbb form in
 * colorReplacements, so renderers look colours up through normalizeColor.
 */
export function withSvgColor(asset: Asset, original: string, color: string): Asset {
  if (asset.type !== 'svg_image' && asset.type !== 'icon') return asset;
  const key = normalizeColor(original);
  if (key === undefined) return asset;
  const replacements = asset.colorReplacements ?? {};
  // A key written before colours were normalised still names the same colour: reuse it.
  const existing = Object.keys(replacements).find((k) => normalizeColor(k) === key);
  const current = existing !== undefined ? replacements[existing] : key;
  if (same(current, color)) return asset;
  return { ...asset, colorReplacements: { ...replacements, [existing ?? key]: color } };
}
