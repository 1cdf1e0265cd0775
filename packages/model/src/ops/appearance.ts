import type { Asset, FilterName, LineConfig, ShapeProps } from '../assets';
import { LINE_DASHES } from '../constants';
import type { DesignContent } from '../document/content';
import { pageGeometry } from '../geometry/page';
import { mapAssets } from './collection';

/**
 * How assets look, set from the toolbar's popups (spec 001 section 2.6): opacity, image filters,
 * the background's lock, shape and line formats, and Fit. Each returns the same content when
 * nothing changes, so a popup that is opened and closed makes no undo step.
 */

/** Sets the opacity (0..1) of the assets. */
export function setOpacity(content: DesignContent, args: { assetIds: readonly string[]; opacity: number }): DesignContent {
  if (!Number.isFinite(args.opacity)) return content;
  const opacity = Math.min(1, Math.max(0, args.opacity));
  return mapAssets(content, args.assetIds, (a) => (a.opacity === opacity ? a : { ...a, opacity }));
}

type Filtered = Extract<Asset, { filters?: unknown }>;
const FILTERABLE = new Set<Asset['type']>(['image', 'logo', 'background', 'illustration']);

/** Sets one filter's strength on the pictures (images, logos, backgrounds, illustrations); null removes it. */
export function setFilter(content: DesignContent, args: { assetIds: readonly string[]; filter: FilterName; value: number | null }): DesignContent {
  if (args.value !== null && !Number.isFinite(args.value)) return content;
  return mapAssets(content, args.assetIds, (a) => {
    if (!FILTERABLE.has(a.type)) return a;
    const asset = a as Filtered;
    const filters = { ...asset.filters };
    if (args.value === null) delete filters[args.filter];
    else filters[args.filter] = args.value;
    if ((asset.filters?.[args.filter] ?? null) === args.value) return a;
    return { ...asset, filters } as Asset;
  });
}

/** Removes every filter of the pictures. */
export function resetFilters(content: DesignContent, args: { assetIds: readonly string[] }): DesignContent {
  return mapAssets(content, args.assetIds, (a) => {
    const asset = a as Filtered;
    return FILTERABLE.has(a.type) && asset.filters && Object.keys(asset.filters).length > 0 ? ({ ...asset, filters: {} } as Asset) : a;
  });
}

/** Locks or unlocks assets (the background's Lock tool): a locked asset does not move or resize. */
export function setLocked(content: DesignContent, args: { assetIds: readonly string[]; locked: boolean }): DesignContent {
  return mapAssets(content, args.assetIds, (a) => ((a.locked ?? false) === args.locked ? a : { ...a, locked: args.locked }));
}

/** The shape format fields the toolbar edits. */
export type ShapeFormat = Partial<Pick<ShapeProps, 'strokeWidth' | 'cornerRadius' | 'numPoints' | 'sides'>>;

/**
 * Changes shape format fields (stroke width, corner radius, star points, polygon sides) of shapes,
 * and the border width of svg_images.
 * Giving a border a width above 0 switches the border on: a width the user sets is one to see
 * (a new shape has its border off, and its width did nothing).
 */
export function setShapeFormat(content: DesignContent, args: { assetIds: readonly string[]; format: ShapeFormat }): DesignContent {
  const entries = Object.entries(args.format).filter(([, v]) => typeof v === 'number' && Number.isFinite(v));
  if (entries.length === 0) return content;
  const showsBorder = (args.format.strokeWidth ?? 0) > 0;
  return mapAssets(content, args.assetIds, (a) => {
    if (a.type === 'svg_image') {
      // Artwork has a border only (its shape is its drawing's).
      const width = args.format.strokeWidth;
      const props = a.shapeProps ?? {};
      if (width === undefined || !Number.isFinite(width) || (props.strokeWidth === width && (!showsBorder || props.strokeEnabled))) return a;
      return { ...a, shapeProps: { ...props, strokeWidth: width, ...(showsBorder && { strokeEnabled: true }) } };
    }
    if (a.type !== 'shape') return a;
    const changes = Object.fromEntries(entries) as ShapeFormat;
    const enable = showsBorder && !a.shapeProps.strokeEnabled;
    if (!enable && entries.every(([k, v]) => a.shapeProps[k as keyof ShapeFormat] === v)) return a;
    return { ...a, shapeProps: { ...a.shapeProps, ...changes, ...(enable && { strokeEnabled: true }) } };
  });
}

/** A line's dash style: solid, dashed 16/16, dotted 3/3 (spec 001 section 9). */
export type LineStyle = keyof typeof LINE_DASHES;

/** The dash style a line shows. */
export function lineStyleOf(config: LineConfig): LineStyle {
  if (!config.dashEnabled || config.dash.length === 0) return 'solid';
  const [on, off] = config.dash;
  return on === LINE_DASHES.dotted[0] && off === LINE_DASHES.dotted[1] ? 'dotted' : 'dashed';
}

/** The line format fields the toolbar edits; `length` is the line's width in px. */
export interface LineFormat {
  strokeWidth?: number;
  style?: LineStyle;
  lineCap?: LineConfig['lineCap'];
  length?: number;
}

/**
 * Changes the format of lines: stroke width, dash style, caps and length (the box's width, the
 * points stretched to it). Lengths below 1 px are ignored.
 */
export function setLineFormat(content: DesignContent, args: { assetIds: readonly string[]; format: LineFormat }): DesignContent {
  const { strokeWidth, style, lineCap, length } = args.format;
  return mapAssets(content, args.assetIds, (a) => {
    if (a.type !== 'line') return a;
    let config = a.lineConfig;
    let width = a.width;
    if (strokeWidth !== undefined && Number.isFinite(strokeWidth) && strokeWidth >= 0 && strokeWidth !== config.strokeWidth) {
      config = { ...config, strokeWidth };
    }
    if (style !== undefined && style !== lineStyleOf(config)) {
      const dash = [...LINE_DASHES[style]];
      config = { ...config, dash, dashEnabled: dash.length > 0 };
    }
    if (lineCap !== undefined && lineCap !== config.lineCap) config = { ...config, lineCap };
    if (length !== undefined && Number.isFinite(length) && length >= 1 && length !== a.width) {
      const sx = a.width > 0 ? length / a.width : 1;
      config = { ...config, points: config.points.map((v, i) => (i % 2 === 0 ? v * sx : v)) };
      width = length;
    }
    return config === a.lineConfig && width === a.width ? a : { ...a, width, lineConfig: config };
  });
}

/**
 * Fit (the toolbar's tool for images, illustrations and shapes): the asset grows or shrinks,
 * keeping its proportions, until it fits the page's trim box, and is centred on the page.
 * Rotation is reset to 0, so the fitted box is what shows (docs/decisions.md); a flip is kept.
 */
export function fitToPage(content: DesignContent, args: { assetIds: readonly string[] }): DesignContent {
  const { trim } = pageGeometry(content.layoutDimensions);
  return mapAssets(content, args.assetIds, (a) => {
    if (!(a.type === 'image' || a.type === 'illustration' || a.type === 'shape') || !(a.width > 0) || !(a.height > 0)) return a;
    const scale = Math.min(trim.width / a.width, trim.height / a.height);
    const width = a.width * scale;
    const height = a.height * scale;
    // A flipped asset is drawn from its x (or y) backwards: its origin is then the box's far side.
    const x = trim.x + (trim.width - width) / 2 + (a.scaleX < 0 ? width : 0);
    const y = trim.y + (trim.height - height) / 2 + (a.scaleY < 0 ? height : 0);
    return a.x === x && a.y === y && a.width === width && a.height === height && a.rotation === 0 ? a : { ...a, x, y, width, height, rotation: 0 };
  });
}
