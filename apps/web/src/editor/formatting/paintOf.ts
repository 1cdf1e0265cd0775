import { type Asset, normalizeColor, unhandledAssetType } from '@layout/model';

/**
 * The colour each popup edits, as stored on the asset (shown in the picker even when the part is
 * switched off, so turning it on shows what the picker says). A line is drawn by its stroke, so
 * its Fill tool edits the stroke (colors/paint.ts).
 */

const FALLBACK = '#000000';
const shown = (color: string | undefined) => normalizeColor(color) ?? FALLBACK;

/** The FILL COLOUR of an asset: text colour, shape or svg fill, line colour, background fill. */
export function fillOf(asset: Asset): string {
  switch (asset.type) {
    case 'text':
      return shown(asset.textConfig.fill);
    case 'shape':
    case 'svg_image':
      return shown(asset.shapeProps?.fill);
    case 'line':
      return shown(asset.lineConfig.stroke);
    case 'background':
      return shown(asset.fill);
    // No fill of their own: pictures, artwork drawn in its own colours, groups.
    case 'image':
    case 'logo':
    case 'illustration':
    case 'icon':
    case 'group':
      return FALLBACK;
    default:
      return unhandledAssetType(asset);
  }
}

/** The BORDER COLOUR of a shape or svg_image, and whether the border is on. */
export function borderOf(asset: Asset): { color: string; enabled: boolean } {
  if (asset.type !== 'shape' && asset.type !== 'svg_image') return { color: FALLBACK, enabled: false };
  return { color: shown(asset.shapeProps?.stroke), enabled: asset.shapeProps?.strokeEnabled === true };
}
