/**
 * What Layout knows about each asset type, in one table (issue 22): what it needs from storage,
 * how it scales, which colours the user can change and which handles the editor shows. Adding an
 * asset type without its traits is a compile error, and every caller that asks one of these
 * questions (the export's inputs, the editor's warm-up, the colour dialog, the transformer...)
 * gets the answer from here instead of a ladder of `asset.type` checks of its own.
 */
import { lineFill, slot, svgSlots, type ColorSlot } from '../colors/slotRules';
import { withBoxFill, withFill, withStroke } from '../colors/paint';
import { scaleTextConfig } from '../text/scale';
import type { Asset, AssetOf, AssetType } from './index';
import { type SvgVariant, svgVariantOf } from './svgColors';

/** A font a text is drawn with: its stored id (0: the built-in default font) and family name. */
export interface FontUse {
  fontId: number;
  fontFamily: string;
}

/** What an asset needs from storage to be drawn, on the canvas and in the PDF alike. */
export interface AssetResources {
  /** Raster pictures drawn in the asset's box, by URL: a photo's, a logo's, a background's picture. */
  pictures: string[];
  /** Pictures painted inside a shape or svg_image (its image pattern fill), by URL. */
  patterns: string[];
  /** SVG artwork as it is to be drawn (link, colour changes, fill, border); a link may turn out to be a PNG/JPEG picture. */
  svgs: SvgVariant[];
  /** The fonts of its text. */
  fonts: FontUse[];
}

/** Transformer anchors, as Konva names them. */
export type Anchor = 'top-left' | 'top-center' | 'top-right' | 'middle-right' | 'middle-left' | 'bottom-left' | 'bottom-center' | 'bottom-right';

/** The handle sets of spec 001 section 4.13. */
export const ALL_ANCHORS: Anchor[] = ['top-left', 'top-center', 'top-right', 'middle-right', 'middle-left', 'bottom-left', 'bottom-center', 'bottom-right'];
export const CORNER_ANCHORS: Anchor[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];
/** A text's: corners and the two sides (its height follows its words). */
export const TEXT_ANCHORS: Anchor[] = ['top-left', 'top-right', 'middle-right', 'middle-left', 'bottom-left', 'bottom-right'];
/** A line's two ends. */
export const SIDE_ANCHORS: Anchor[] = ['middle-left', 'middle-right'];

/**
 * "Small svg_image (scale up to 2) and small shapes (scale up to 0.6) get reduced handles" (spec
 * 001 section 4.13). The model keeps size in width and height (scaleX/scaleY stay at +-1, the sign
 * being a flip), so "scale" is read as the asset's size on screen in units of this many px.
 */
export const HANDLE_SCALE_UNIT_PX = 50;

/** The handles the editor's transformer shows for an asset selected alone. */
export interface AssetHandles {
  anchors: readonly Anchor[];
  /**
   * When set, an asset whose shorter side shows at most `smallScale` x HANDLE_SCALE_UNIT_PX screen
   * px (zoom included) gets the four corners only: eight handles would crowd it.
   */
  smallScale?: number;
  /** A resize keeps the aspect ratio. */
  keepRatio: boolean;
  /** Handles change only the width (and a corner scales the type): the height follows the words. */
  widthOnly: boolean;
  /** It can be rotated (a background covers its page and cannot). */
  rotate: boolean;
}

/** How an asset answers a change of size. */
export interface AssetScaling<A> {
  /**
   * The asset with what it draws scaled by `s`, its box left to the caller: font sizes, strokes,
   * corners, a line's points, a pattern's placement (a new page size scales every asset so).
   */
  scaleDrawing(asset: A, s: number): A;
  /**
   * The asset after handles stretched its box by `sx` x `sy` (its box already set): a line's
   * points follow the box; other types draw into their box as it is.
   */
  stretchDrawing(asset: A, sx: number, sy: number): A;
  /** A typed width or height may not take it below 1 px (pictures: "image size not allowed below 1"). */
  atLeastOnePx: boolean;
}

/** Everything the code knows about one asset type. */
export interface AssetTraits<T extends AssetType> {
  /** What it needs from storage itself (a group: nothing; its members are assets of their own). */
  resources(asset: AssetOf<T>): AssetResources;
  /** The ids of the assets it holds (a group's members). */
  members(asset: AssetOf<T>): readonly string[];
  scaling: AssetScaling<AssetOf<T>>;
  /**
   * The colours it shows, one slot per painted part (colors/slots.ts). `svgColors`: for an
   * svg_image or icon, the colours of its file, so colours not replaced yet are found too.
   */
  colorSlots(asset: AssetOf<T>, svgColors: readonly string[]): ColorSlot[];
  handles: AssetHandles;
}

const NONE: AssetResources = Object.freeze({ pictures: [], patterns: [], svgs: [], fonts: [] }) as AssetResources;
const resources = (parts: Partial<AssetResources>): AssetResources => ({ ...NONE, ...parts });
/** The URL when there is one (an empty link is no picture). */
const url = (link: string | undefined): string[] => (link ? [link] : []);
/** The artwork when it has a link. */
const artwork = (variant: SvgVariant): SvgVariant[] => (variant.link ? [variant] : []);
const noMembers = (): readonly string[] => [];
const same = <A>(asset: A): A => asset;
/** Drawn into its box: scaling changes nothing but the box. */
const boxOnly = { scaleDrawing: same, stretchDrawing: same };

/** Shape strokes and corners are limited like the stepper (0 to 50). */
const SHAPE_STROKE_MAX = 50;

/** Stroke width, corner radius and pattern placement scaled with their shape. */
function scaleShapeProps<P extends { strokeWidth?: number; cornerRadius?: number; fillPattern?: { x: number; y: number; scale: number } }>(props: P, s: number): P {
  const next = { ...props };
  if (props.strokeWidth !== undefined) next.strokeWidth = Math.min(SHAPE_STROKE_MAX, props.strokeWidth * s);
  if (props.cornerRadius !== undefined) next.cornerRadius = props.cornerRadius * s;
  // The pattern is placed in the shape's box (x, y) at an image scale; both follow the shape.
  if (props.fillPattern) next.fillPattern = { ...props.fillPattern, x: props.fillPattern.x * s, y: props.fillPattern.y * s, scale: props.fillPattern.scale * s };
  return next;
}

/** Handles on these anchors; by default they keep the ratio, resize both sides and rotate. */
const handles = (anchors: readonly Anchor[], overrides: Partial<AssetHandles> = {}): AssetHandles => ({ anchors, keepRatio: true, widthOnly: false, rotate: true, ...overrides });
const corners = (overrides: Partial<AssetHandles> = {}) => handles(CORNER_ANCHORS, overrides);
const eight = (overrides: Partial<AssetHandles> = {}) => handles(ALL_ANCHORS, overrides);

/** The traits of every asset type; a type without them does not compile. */
export const ASSET_TRAITS = {
  image: {
    resources: (a) => resources({ pictures: url(a.imageElementSrc) }),
    members: noMembers,
    scaling: { ...boxOnly, atLeastOnePx: true },
    colorSlots: () => [],
    handles: eight(),
  },
  illustration: {
    resources: (a) => resources({ svgs: artwork(svgVariantOf(a)) }),
    members: noMembers,
    scaling: { ...boxOnly, atLeastOnePx: true },
    colorSlots: () => [],
    handles: eight(),
  },
  logo: {
    resources: (a) => resources({ pictures: url(a.imageElementSrc) }),
    members: noMembers,
    scaling: { ...boxOnly, atLeastOnePx: true },
    colorSlots: () => [],
    handles: corners(),
  },
  icon: {
    resources: (a) => resources({ svgs: artwork(svgVariantOf(a)) }),
    members: noMembers,
    scaling: { ...boxOnly, atLeastOnePx: false },
    colorSlots: (a, svgColors) => svgSlots(a, svgColors),
    handles: corners(),
  },
  svg_image: {
    resources: (a) => resources({ svgs: artwork(svgVariantOf(a)), patterns: url(a.shapeProps?.fillPattern?.image) }),
    members: noMembers,
    scaling: {
      scaleDrawing: (a, s) => (a.shapeProps ? { ...a, shapeProps: scaleShapeProps(a.shapeProps, s) } : a),
      stretchDrawing: same,
      atLeastOnePx: false,
    },
    colorSlots: (a, svgColors) => [
      ...(a.shapeProps?.fillEnabled !== false ? slot('fill', a.shapeProps?.fill, withFill) : []),
      ...(a.shapeProps?.strokeEnabled && (a.shapeProps.strokeWidth ?? 0) > 0 ? slot('stroke', a.shapeProps.stroke, withStroke) : []),
      ...svgSlots(a, svgColors),
    ],
    handles: eight({ smallScale: 2 }),
  },
  background: {
    resources: (a) => resources({ pictures: url(a.imageElementSrc) }),
    members: noMembers,
    scaling: { ...boxOnly, atLeastOnePx: true },
    colorSlots: (a) => slot('fill', a.fill, withFill),
    handles: eight({ keepRatio: false, rotate: false }),
  },
  shape: {
    resources: (a) => resources({ patterns: url(a.shapeProps.fillPattern?.image) }),
    members: noMembers,
    scaling: {
      scaleDrawing: (a, s) => ({ ...a, shapeProps: scaleShapeProps(a.shapeProps, s) }),
      stretchDrawing: same,
      atLeastOnePx: false,
    },
    colorSlots: (a) => [
      ...(a.shapeProps.fillEnabled ? slot('fill', a.shapeProps.fill, withFill) : []),
      ...(a.shapeProps.strokeEnabled && a.shapeProps.strokeWidth > 0 ? slot('stroke', a.shapeProps.stroke, withStroke) : []),
    ],
    handles: eight({ keepRatio: false, smallScale: 0.6 }),
  },
  text: {
    resources: (a) => resources({ fonts: [{ fontId: a.textConfig.fontId, fontFamily: a.textConfig.fontFamily }] }),
    members: noMembers,
    scaling: {
      // Its type scales with its box: font size, padding, corner radius, letter spacing.
      scaleDrawing: (a, s) => ({ ...a, textConfig: scaleTextConfig(a.textConfig, s) }),
      // Side handles change its width; its words reflow and its height follows them (the caller measures).
      stretchDrawing: same,
      atLeastOnePx: false,
    },
    colorSlots: (a) => [...slot('fill', a.textConfig.fill, withFill), ...(a.textConfig.isBoxed ? slot('boxFill', a.textConfig.backgroundColor, withBoxFill) : [])],
    handles: handles(TEXT_ANCHORS, { widthOnly: true }),
  },
  line: {
    resources: () => NONE,
    members: noMembers,
    scaling: {
      // Dash patterns stay as they are: they are the named presets (dashed 16/16, dotted 3/3).
      scaleDrawing: (a, s) => ({ ...a, lineConfig: { ...a.lineConfig, strokeWidth: a.lineConfig.strokeWidth * s, points: a.lineConfig.points.map((p) => p * s) } }),
      // Its points stretch with its box, so the drawn line follows the handles.
      stretchDrawing: (a, sx, sy) =>
        sx === 1 && sy === 1 ? a : { ...a, lineConfig: { ...a.lineConfig, points: a.lineConfig.points.map((v, i) => (i % 2 === 0 ? v * sx : v * sy)) } },
      atLeastOnePx: false,
    },
    colorSlots: (a) => [
      ...(a.lineConfig.strokeEnabled ? slot('stroke', a.lineConfig.stroke, withStroke) : []),
      // Only a closed line with fill turned on paints its inside.
      ...(a.lineConfig.fillEnabled && a.lineConfig.closed ? slot('fill', a.lineConfig.fill, lineFill) : []),
    ],
    // Its two ends: a line is lengthened or shortened, never made taller.
    handles: handles(SIDE_ANCHORS, { keepRatio: false }),
  },
  group: {
    resources: () => NONE,
    members: (a) => a.memberIds,
    scaling: { ...boxOnly, atLeastOnePx: false },
    // Its members show their own colours.
    colorSlots: () => [],
    handles: corners(),
  },
} satisfies { [T in AssetType]: AssetTraits<T> };

/** The traits of an asset's type. */
export function traitsOf<T extends AssetType>(asset: AssetOf<T>): AssetTraits<T>;
export function traitsOf(asset: Asset): AssetTraits<AssetType> {
  return ASSET_TRAITS[asset.type] as AssetTraits<AssetType>;
}

/** The shorter side of an asset on screen, in px (flips and zoom included). */
export function shorterSideOnScreen(asset: Pick<Asset, 'width' | 'height' | 'scaleX' | 'scaleY'>, zoom: number): number {
  return Math.min(Math.abs(asset.width * asset.scaleX), Math.abs(asset.height * asset.scaleY)) * zoom;
}

/**
 * The anchors the transformer shows for an asset selected alone, at this zoom: its type's handles,
 * or the four corners when the type reduces them and the asset is small on screen (eight 10 px
 * handles would crowd its box and hide what is to be grabbed; zooming in brings them back).
 */
export function assetAnchors(asset: Asset, zoom: number): readonly Anchor[] {
  const { anchors, smallScale } = traitsOf(asset).handles;
  if (smallScale === undefined) return anchors;
  return shorterSideOnScreen(asset, zoom) <= smallScale * HANDLE_SCALE_UNIT_PX ? CORNER_ANCHORS : anchors;
}

/** Collects resources, each picture, pattern, artwork variant and font once, in the order met. */
class ResourceSet {
  private readonly pictures = new Set<string>();
  private readonly patterns = new Set<string>();
  private readonly svgs = new Map<string, SvgVariant>();
  private readonly fonts = new Map<number, FontUse>();

  add(r: AssetResources): void {
    for (const p of r.pictures) this.pictures.add(p);
    for (const p of r.patterns) this.patterns.add(p);
    for (const v of r.svgs) {
      const key = svgVariantKey(v);
      if (!this.svgs.has(key)) this.svgs.set(key, v);
    }
    for (const f of r.fonts) if (!this.fonts.has(f.fontId)) this.fonts.set(f.fontId, f);
  }

  result(): AssetResources {
    return { pictures: [...this.pictures], patterns: [...this.patterns], svgs: [...this.svgs.values()], fonts: [...this.fonts.values()] };
  }
}

/** One key per way of drawing an SVG: the same link with the same changes draws the same picture. */
export function svgVariantKey(variant: SvgVariant): string {
  const replacements = Object.entries(variant.colorReplacements ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([variant.link, replacements, variant.fill ?? '', variant.stroke ?? null]);
}

/** Where an asset's members are looked up. */
interface AssetList {
  assets: readonly Asset[];
}

/**
 * What an asset needs from storage: its own resources, and a group's members' (looked up in
 * `content`; without it a group needs nothing). Each resource once.
 */
export function assetResources(asset: Asset, content?: AssetList): AssetResources {
  const set = new ResourceSet();
  const byId = content ? new Map(content.assets.map((a) => [a.id, a])) : undefined;
  const seen = new Set<string>();
  const visit = (a: Asset) => {
    if (seen.has(a.id)) return;
    seen.add(a.id);
    const traits = traitsOf(a);
    set.add(traits.resources(a));
    for (const id of traits.members(a)) {
      const member = byId?.get(id);
      if (member) visit(member);
    }
  };
  visit(asset);
  return set.result();
}

/**
 * What a document (a design, a template, a list of assets) needs from storage, each resource once
 * page by page, each page's assets in their stored order (a template, which has no pages: its
 * assets in order). A group's members are assets of the document, so they are met on their own;
 * an asset on no page of the document is not drawn and needs nothing.
 */
export function documentResources(content: { assets: readonly Asset[]; pages?: readonly { id: string }[] }): AssetResources {
  const set = new ResourceSet();
  if (!content.pages) {
    for (const asset of content.assets) set.add(traitsOf(asset).resources(asset));
    return set.result();
  }
  const byPage = new Map<string, Asset[]>(content.pages.map((p) => [p.id, []]));
  for (const asset of content.assets) byPage.get(asset.pageId)?.push(asset);
  for (const assets of byPage.values()) for (const asset of assets) set.add(traitsOf(asset).resources(asset));
  return set.result();
}
