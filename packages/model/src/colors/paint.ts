import type { Asset, AssetType } from '../assets';
import { normalizeColor } from './color';

/**
 * How each asset type takes a new colour. Every function returns the asset it was given when the
 * colour is already the one shown (in any spelling), so operations keep structural sharing.
 * Colours are expected normalised (see color.ts); the operations in ops/colors.ts ensure it.
 */

type Painter = (asset: Asset, color: string) => Asset;
const same = (current: string | undefined, color: string) => (normalizeColor(current) ?? current) === color;

/** The BORDER COLOUR tool: a shape's stroke (turned on) and a line's colour. */
const STROKE: Partial<Record<AssetType, Painter>> = {
  shape: (a, color) =>
    a.type !== 'shape' || (same(a.shapeProps.stroke, color) && a.shapeProps.strokeEnabled) ? a : { ...a, shapeProps: { ...a.shapeProps, stroke: color, strokeEnabled: true } },
  svg_image: (a, color) =>
    a.type !== 'svg_image' || (same(a.shapeProps?.stroke, color) && a.shapeProps?.strokeEnabled === true)
      ? a
      : { ...a, shapeProps: { ...a.shapeProps, stroke: color, strokeEnabled: true } },
  line: (a, color) => (a.type !== 'line' || same(a.lineConfig.stroke, color) ? a : { ...a, lineConfig: { ...a.lineConfig, stroke: color } }),
};

/**
 * The FILL COLOUR tool (spec 001 section 2.6): a text's colour, a shape's fill (turned on), a
 * line's colour and a background's fill. A line is drawn by its stroke, so its Fill tool colours
 * the stroke. Images, logos, illustrations and groups have no fill.
 */
const FILL: Partial<Record<AssetType, Painter>> = {
  text: (a, color) => (a.type !== 'text' || same(a.textConfig.fill, color) ? a : { ...a, textConfig: { ...a.textConfig, fill: color } }),
  shape: (a, color) =>
    a.type !== 'shape' || (same(a.shapeProps.fill, color) && a.shapeProps.fillEnabled) ? a : { ...a, shapeProps: { ...a.shapeProps, fill: color, fillEnabled: true } },
  svg_image: (a, color) =>
    a.type !== 'svg_image' || (same(a.shapeProps?.fill, color) && a.shapeProps?.fillEnabled !== false)
      ? a
      : { ...a, shapeProps: { ...a.shapeProps, fill: color, fillEnabled: true } },
  line: (a, color) => STROKE.line!(a, color),
  background: (a, color) => (a.type !== 'background' || same(a.fill, color) ? a : { ...a, fill: color }),
};

/** The asset with its fill colour changed; unchanged for types without a fill. */
export function withFill(asset: Asset, color: string): Asset {
  return FILL[asset.type]?.(asset, color) ?? asset;
}

/** The asset with its stroke colour changed; unchanged for types without a stroke. */
export function withStroke(asset: Asset, color: string): Asset {
  return STROKE[asset.type]?.(asset, color) ?? asset;
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
