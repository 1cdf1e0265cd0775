import { type Asset, type Crop, assetResources } from '../assets';
import { PX_PER_INCH } from '../constants';
import type { DesignContent } from '../document/content';
import { assetBounds } from '../geometry/box';
import { pageGeometry } from '../geometry/page';
import { pxToMm } from '../units';
import { isCmykColor } from '../colors/cmyk';
import { normalizeColor } from '../colors/color';
import { colorSlots } from '../colors/slots';
import { type PrintWarningKind, printWarnings } from './checks';

/**
 * The preflight report shown in the Download dialog before a Print Ready PDF (issue 6): what may
 * print badly. It warns and never blocks. Rules:
 * - 'lowResolution': a photo, logo, picture background or raster illustration whose part that
 *   shows has fewer than PREFLIGHT_MIN_PPI source pixels per printed inch (the lower axis decides);
 * - 'textSafeArea', 'tooCloseToEdge', 'bleedRequired': the print warnings the canvas marks
 *   (print/checks.ts), each with how far the asset is from the trim edge;
 * - 'fontNotLoaded': a text whose stored font could not be loaded (the editor draws it in the
 *   default font, so what was seen is not what the font would print);
 * - 'outOfGamut': a colour an asset shows (its colour slots) that the print profile cannot print
 *   as shown: the nearest colour the press has is more than OUT_OF_GAMUT_DELTA_E (CIEDE2000)
 *   away. Pure black is left out: it prints as 100 % K by choice. So are colours stored as inks
 *   (`device-cmyk()`, issue 26): the press prints exactly those inks, printable by definition.
 */

/** Print Ready pictures need this many source pixels per printed inch. */
export const PREFLIGHT_MIN_PPI = 300;

export type PreflightKind = 'lowResolution' | PrintWarningKind | 'fontNotLoaded' | 'outOfGamut';

/**
 * Past this CIEDE2000 distance between a screen colour and the nearest colour the press prints, the
 * colour is reported: 5 is where a print buyer sees another colour at a glance (ISO 12647-2
 * allows 5 for a proof's primaries); bright screen greens, blues and oranges are 10 to 30 away
 * on coated paper.
 */
export const OUT_OF_GAMUT_DELTA_E = 5;

/** How the print profile prints a screen colour: the nearest printable colour and how far it is (CIEDE2000). */
export interface PrintedColor {
  printed: string;
  difference: number;
}

/** One thing the report lists: the asset, its page (from 1) and what is wrong, in words. */
export interface PreflightFinding {
  kind: PreflightKind;
  assetId: string;
  pageNumber: number;
  message: string;
}

/** A picture's pixel size. */
export interface PixelSize {
  width: number;
  height: number;
}

export interface PreflightInput {
  content: DesignContent;
  /**
   * Pixel sizes of the pictures the editor has loaded, by URL (an asset's imageElementSrc, a
   * raster illustration's link). An illustration is checked only when its link is here: SVG
   * artwork has no pixels. A photo, logo or background missing here falls back to the size its
   * crop was made against (crop.fullWidth x crop.fullHeight); with neither it is not checked.
   */
  pictureSizes: ReadonlyMap<string, PixelSize>;
  /** Stored fonts (by fontId) that failed to load in the editor. */
  failedFontIds: ReadonlySet<number>;
  /** How the print profile prints the design's colours (lowercase #rrggbb); colours not here are not checked. */
  printedColors?: ReadonlyMap<string, PrintedColor>;
}

/** The report's groups, in the order the dialog lists them, with their headings. */
export const PREFLIGHT_GROUPS = [
  { kinds: ['lowResolution'], title: 'Low resolution pictures' },
  { kinds: ['textSafeArea'], title: 'Too close to the edge (5 mm text safe area)' },
  { kinds: ['tooCloseToEdge', 'bleedRequired'], title: 'Should bleed but stop short' },
  { kinds: ['fontNotLoaded'], title: 'Fonts that did not load' },
  { kinds: ['outOfGamut'], title: 'Colours the press cannot print as shown' },
] as const satisfies readonly { kinds: readonly PreflightKind[]; title: string }[];

const NAMES: Record<Asset['type'], string> = {
  image: 'photo',
  logo: 'logo',
  background: 'background picture',
  illustration: 'illustration',
  icon: 'icon',
  svg_image: 'shape',
  shape: 'shape',
  text: 'text',
  line: 'line',
  group: 'group',
};

/** How a finding names its asset: 'photo', 'text "Call us today…"'. */
export function preflightAssetName(asset: Asset): string {
  if (asset.type !== 'text') return NAMES[asset.type];
  const words = asset.textConfig.text.replace(/\s+/g, ' ').trim();
  if (!words) return 'text';
  return `text "${words.length > 24 ? `${words.slice(0, 24).trimEnd()}…` : words}"`;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const mm = (px: number) => `${(Math.round(pxToMm(px) * 10) / 10).toFixed(1)} mm`;

/**
 * The source URL of a raster-capable picture asset, or undefined: the picture drawn in its box
 * (its resources), or an illustration's artwork, which may be a PNG/JPEG picture.
 */
function pictureUrl(asset: Asset): string | undefined {
  const { pictures, svgs } = assetResources(asset);
  return pictures[0] ?? (asset.type === 'illustration' ? svgs[0]?.link : undefined);
}

/**
 * The printed resolution of a picture asset in pixels per inch (the lower of the two axes), or
 * undefined when its pixels are unknown or it is not a raster picture. The part that shows is the
 * crop as a fraction of the picture (stored against fullWidth x fullHeight, as the canvas and the
 * PDF scale it); its printed size is the box times the scale, 96 px to the inch. A background
 * without a box fills the bleed box and, without a crop, shows the centred part covering it.
 */
export function effectivePpi(asset: Asset, content: DesignContent, pictureSizes: ReadonlyMap<string, PixelSize>): number | undefined {
  const url = pictureUrl(asset);
  if (!url) return undefined;
  // Every picture asset may carry a crop (pictureUrl answered only for those).
  const crop = (asset as { crop?: Crop }).crop;
  const known = pictureSizes.get(url);
  const natural = known ?? (asset.type !== 'illustration' && crop && crop.fullWidth > 0 && crop.fullHeight > 0 ? { width: crop.fullWidth, height: crop.fullHeight } : undefined);
  if (!natural || !(natural.width > 0) || !(natural.height > 0)) return undefined;
  const box = asset.type === 'background' && !(asset.width > 0 && asset.height > 0) ? pageGeometry(content.layoutDimensions).bleed : asset;
  const inchesX = Math.abs(box.width * asset.scaleX) / PX_PER_INCH;
  const inchesY = Math.abs(box.height * asset.scaleY) / PX_PER_INCH;
  if (!(inchesX > 0) || !(inchesY > 0)) return undefined;
  let shownX: number;
  let shownY: number;
  if (crop && crop.fullWidth > 0 && crop.fullHeight > 0) {
    shownX = (crop.width / crop.fullWidth) * natural.width;
    shownY = (crop.height / crop.fullHeight) * natural.height;
  } else if (asset.type === 'background') {
    // Covering the box: the picture is scaled by the larger ratio, so the tighter axis decides.
    const scale = Math.max(box.width / natural.width, box.height / natural.height);
    shownX = box.width / scale;
    shownY = box.height / scale;
  } else {
    shownX = natural.width;
    shownY = natural.height;
  }
  return Math.min(shownX / inchesX, shownY / inchesY);
}

/** How far each side of the asset's rotated bounds lies inside the trim edge, in px (negative: past it). */
function insets(asset: Asset, trim: { width: number; height: number }): number[] {
  const b = assetBounds(asset);
  return [b.x, b.y, trim.width - (b.x + b.width), trim.height - (b.y + b.height)];
}

/**
 * The colours the gamut check asks the print profile about (POST /api/print/colors): the screen
 * colours the design's assets show, lowercase #rrggbb, each once, in content order. Colours stored
 * as inks are left out: they print as they are.
 */
export function screenColorsToCheck(content: DesignContent): string[] {
  const colors = new Set<string>();
  for (const asset of content.assets) {
    for (const slot of colorSlots(asset)) if (!isCmykColor(slot.color)) colors.add(slot.color);
  }
  return [...colors];
}

/** The findings of the whole design, page by page, each page's assets in z-order. */
export function preflightFindings({ content, pictureSizes, failedFontIds, printedColors }: PreflightInput): PreflightFinding[] {
  const { trim } = pageGeometry(content.layoutDimensions);
  const findings: PreflightFinding[] = [];
  content.pages.forEach((page, index) => {
    const pageNumber = index + 1;
    const assets = content.assets.filter((a) => a.pageId === page.id).sort((a, b) => a.zIndex - b.zIndex);
    const byId = new Map(assets.map((a) => [a.id, a]));
    const add = (kind: PreflightKind, asset: Asset, message: string) => findings.push({ kind, assetId: asset.id, pageNumber, message });

    for (const asset of assets) {
      const ppi = effectivePpi(asset, content, pictureSizes);
      if (ppi !== undefined && Math.round(ppi) < PREFLIGHT_MIN_PPI) {
        add('lowResolution', asset, `${capitalised(preflightAssetName(asset))} is ${Math.round(ppi)} ppi at its printed size (print needs ${PREFLIGHT_MIN_PPI} ppi)`);
      }
    }
    for (const warning of printWarnings(content, page.id)) {
      const asset = byId.get(warning.assetId)!;
      const name = capitalised(preflightAssetName(asset));
      const sides = insets(asset, trim);
      if (warning.kind === 'textSafeArea') {
        const nearest = Math.min(...sides);
        const where = nearest < 0 ? `goes ${mm(-nearest)} past the trim edge` : `is ${mm(nearest)} from the trim edge`;
        add('textSafeArea', asset, `${name} ${where} (keep it 5 mm inside)`);
      } else if (warning.kind === 'tooCloseToEdge') {
        // The side that is inside the trim edge but nearer than 5 mm (others may bleed).
        const inside = Math.min(...sides.filter((d) => d >= 0));
        add('tooCloseToEdge', asset, `${name} stops ${mm(inside)} inside the trim edge: move it 5 mm in or 2 mm past the edge`);
      } else {
        // The side that goes past the edge by the least.
        const past = -Math.max(...sides.filter((d) => d < 0));
        add('bleedRequired', asset, `${name} reaches only ${mm(past)} past the trim edge (full bleed needs 2 mm)`);
      }
    }
    for (const asset of assets) {
      const failed = assetResources(asset).fonts.find((f) => failedFontIds.has(f.fontId));
      if (failed) {
        add('fontNotLoaded', asset, `${capitalised(preflightAssetName(asset))}: its font ${failed.fontFamily} could not be loaded, so it shows in the default font`);
      }
    }
    for (const asset of printedColors ? assets : []) {
      for (const color of new Set(colorSlots(asset).map((slot) => normalizeColor(slot.color)))) {
        const printed = color && color !== '#000000' && !isCmykColor(color) ? printedColors!.get(color) : undefined;
        if (!printed || printed.difference <= OUT_OF_GAMUT_DELTA_E) continue;
        add(
          'outOfGamut',
          asset,
          `${capitalised(preflightAssetName(asset))}: ${color} prints as ${printed.printed} (ΔE ${printed.difference.toFixed(0)}): the press cannot print it as shown`,
        );
      }
    }
  });
  return findings;
}
