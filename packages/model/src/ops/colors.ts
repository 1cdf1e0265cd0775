import type { Asset } from '../assets';
import { normalizeColor } from '../colors/color';
import { withBoxFill, withFill, withStroke, withSvgColor } from '../colors/paint';
import { colorSlots } from '../colors/slots';
import type { DesignContent } from '../document/content';
import { findAsset, mapAssets } from './collection';

/**
 * Colour changes (spec 001 section 4.13 "Fill change"): if the old colour is used by more than one
 * asset the change-all dialog opens (No: only the selected asset; Yes: all assets with that
 * colour), otherwise the change applies directly. Colours are compared and stored in one spelling
 * (colors/color.ts: lowercase #rrggbb, or `device-cmyk()` for inks, never equal to a screen
 * colour); a text that is no colour changes nothing.
 *
 * Page background colours are not asset colours: changing every white text to black must not
 * turn white pages black, so the change-all dialog never counts or changes them.
 */

/** The svg file colours of svg_image and icon assets, by asset id (see extractSvgColors). */
export type SvgColorsById = Readonly<Record<string, readonly string[]>>;

/** The distinct colours an asset shows: text colour and box fill, shape fill and stroke, line, background, svg colours. */
export function assetColors(asset: Asset, svgColors: readonly string[] = []): string[] {
  return [...new Set(colorSlots(asset, svgColors).map((s) => s.color))];
}

/** The assets that show this colour (in any spelling), in content order. */
export function assetsSharingColor(content: DesignContent, color: string, svgColors: SvgColorsById = {}): Asset[] {
  const wanted = normalizeColor(color);
  if (wanted === undefined) return [];
  return content.assets.filter((a) => colorSlots(a, svgColors[a.id]).some((s) => s.color === wanted));
}

/**
 * True when changing the selected asset's colour must ask whether to change it everywhere: the
 * old colour is used by more than one asset, that is, by at least one asset besides this one.
 */
export function changeFillNeedsConfirmation(content: DesignContent, assetId: string, oldColor: string, svgColors: SvgColorsById = {}): boolean {
  return assetsSharingColor(content, oldColor, svgColors).some((a) => a.id !== assetId);
}

function paintOne(content: DesignContent, assetId: string, color: string, paint: (a: Asset, c: string) => Asset): DesignContent {
  const normal = normalizeColor(color);
  return normal === undefined ? content : mapAssets(content, [assetId], (a) => paint(a, normal));
}

/** FILL COLOUR on one asset ("No" in the dialog): text colour, shape fill, line colour or background fill. */
export function setAssetFill(content: DesignContent, args: { assetId: string; color: string }): DesignContent {
  return paintOne(content, args.assetId, args.color, withFill);
}

/** BORDER COLOUR on one asset: a shape's stroke (turned on) or a line's colour. */
export function setAssetStroke(content: DesignContent, args: { assetId: string; color: string }): DesignContent {
  return paintOne(content, args.assetId, args.color, withStroke);
}

/** Box Fill on a text: a colour turns the box on, '' removes the box colour and the box. */
export function setTextBoxFill(content: DesignContent, args: { assetId: string; color: string }): DesignContent {
  if (args.color === '') return mapAssets(content, [args.assetId], (a) => withBoxFill(a, ''));
  return paintOne(content, args.assetId, args.color, withBoxFill);
}

/** Replaces one of an svg artwork's own colours (svg_image or icon), kept in colorReplacements. */
export function replaceSvgColor(content: DesignContent, args: { assetId: string; from: string; to: string }): DesignContent {
  return paintOne(content, args.assetId, args.to, (a, c) => withSvgColor(a, args.from, c));
}

/**
 * "Yes" in the change-all dialog: every part of every asset showing `from` (text colours, box
 * fills, shape fills and strokes, lines, backgrounds, svg colour replacements) now shows `to`.
 * Parts in other colours and other assets are untouched and keep their identity.
 */
export function changeColorEverywhere(content: DesignContent, args: { from: string; to: string; svgColors?: SvgColorsById }): DesignContent {
  const from = normalizeColor(args.from);
  const to = normalizeColor(args.to);
  if (from === undefined || to === undefined || from === to) return content;
  const svgColors = args.svgColors ?? {};
  const ids = assetsSharingColor(content, from, svgColors).map((a) => a.id);
  return mapAssets(content, ids, (asset) =>
    colorSlots(asset, svgColors[asset.id])
      .filter((s) => s.color === from)
      .reduce((next, s) => s.paint(next, to), asset),
  );
}

/** The page's background colour (the colour icon of the page strip). */
export function setPageBackgroundColor(content: DesignContent, args: { pageId: string; color: string }): DesignContent {
  const color = normalizeColor(args.color);
  const page = content.pages.find((p) => p.id === args.pageId);
  if (color === undefined || page === undefined || normalizeColor(page.backgroundColor) === color) return content;
  return { ...content, pages: content.pages.map((p) => (p === page ? { ...p, backgroundColor: color } : p)) };
}

/** The colour a fill change starts from, to pass to changeFillNeedsConfirmation. */
export function assetFillColor(content: DesignContent, assetId: string): string | undefined {
  const asset = findAsset(content, assetId);
  return asset && colorSlots(asset).find((s) => s.role === 'fill' || (asset.type === 'line' && s.role === 'stroke'))?.color;
}
