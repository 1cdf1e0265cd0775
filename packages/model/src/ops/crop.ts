import type { Crop } from '../assets/common';
import type { ShapeProps } from '../assets/vector';
import type { DesignContent } from '../document/content';
import type { Box } from '../geometry/box';
import { findAsset, mapAssets } from './collection';

/**
 * Crop of images and illustrations, and the image-pattern transform of shapes (spec 001
 * sections 4.4 and 4.13): "crop and fill-pattern editing cannot shrink the visible area inside
 * the source image bounds", read as: what shows always comes from inside the source image.
 */

/** A width and a height. */
export interface Size {
  width: number;
  height: number;
}

/** The smallest visible crop, in source pixels, and the smallest box a crop may draw into. */
export const MIN_CROP_PX = 1;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A thousandth of a source pixel: crops dragged out and clamped back come out of the crop
 * editor's arithmetic as 8.9e-13 or 399.9999999 instead of 0 and 400. Edges that close to the
 * picture's own edges are taken as on them, so such a crop is the whole picture again.
 */
const EDGE_TOLERANCE_PX = 1e-3;
const snapTo = (value: number, target: number) => (Math.abs(value - target) < EDGE_TOLERANCE_PX ? target : value);

/**
 * The crop brought inside the source image: 0 <= x, x + width <= fullWidth (and the same
 * vertically), width and height at least 1 px, edges within a thousandth of a pixel of the
 * picture's edges put on them. The same object when it already was so.
 */
export function clampCrop(crop: Crop): Crop {
  const width = snapTo(clamp(crop.width, Math.min(MIN_CROP_PX, crop.fullWidth), crop.fullWidth), crop.fullWidth);
  const height = snapTo(clamp(crop.height, Math.min(MIN_CROP_PX, crop.fullHeight), crop.fullHeight), crop.fullHeight);
  const x = snapTo(clamp(crop.x, 0, crop.fullWidth - width), 0);
  const y = snapTo(clamp(crop.y, 0, crop.fullHeight - height), 0);
  const same = x === crop.x && y === crop.y && width === crop.width && height === crop.height;
  return same ? crop : { ...crop, x, y, width, height };
}

/** No crop shows the whole picture: the same as a crop of all of it. */
const isWhole = (c: Crop) => c.x === 0 && c.y === 0 && c.width === c.fullWidth && c.height === c.fullHeight;
const sameCrop = (a: Crop | undefined, b: Crop) => (a === undefined ? isWhole(b) : (['x', 'y', 'width', 'height', 'fullWidth', 'fullHeight'] as const).every((k) => a[k] === b[k]));

/**
 * Saves the crop editor (Save crop) on an image or illustration: the clamped crop and, when
 * given, the box it now draws into (at least 1 x 1). Other asset types are left unchanged.
 */
export function cropImage(content: DesignContent, args: { assetId: string; crop: Crop; frame?: Box }): DesignContent {
  const asset = findAsset(content, args.assetId);
  if (!asset || (asset.type !== 'image' && asset.type !== 'illustration')) return content;
  const crop = clampCrop(args.crop);
  const frame = args.frame;
  if (frame && (!(frame.width >= MIN_CROP_PX) || !(frame.height >= MIN_CROP_PX))) return content;
  const frameSame = !frame || (['x', 'y', 'width', 'height'] as const).every((k) => frame[k] === asset[k]);
  if (sameCrop(asset.crop, crop) && frameSame) return content;
  return mapAssets(content, [asset.id], (a) => ({ ...a, ...frame, crop }));
}

/** The smallest pattern scale at which the image covers the whole shape. */
export function coverScale(shapeSize: Size, imageSize: Size): number {
  if (!(imageSize.width > 0) || !(imageSize.height > 0)) return 1;
  return Math.max(shapeSize.width / imageSize.width, shapeSize.height / imageSize.height);
}

/** The fields of a fill pattern that place its image. */
export type PatternPlacement = Pick<NonNullable<ShapeProps['fillPattern']>, 'x' | 'y' | 'scale'>;

/**
 * A fill pattern brought to cover the shape. The image is drawn at (x, y) of the shape's box,
 * scaled by `scale`: the scale is at least the cover scale, and x, y stay between
 * shapeSize - imageSize x scale and 0, so no corner of the shape shows past the image.
 * The same object when it already covered the shape.
 */
export function clampFillPattern<P extends PatternPlacement>(pattern: P, shapeSize: Size, imageSize: Size): P {
  const scale = Math.max(pattern.scale, coverScale(shapeSize, imageSize));
  const x = clamp(pattern.x, shapeSize.width - imageSize.width * scale, 0);
  const y = clamp(pattern.y, shapeSize.height - imageSize.height * scale, 0);
  return x === pattern.x && y === pattern.y && scale === pattern.scale ? pattern : { ...pattern, x, y, scale };
}

/**
 * Saves the image-pattern editor (Save image pattern) on a shape or an svg_image with a pattern
 * fill: the placement, clamped so the image covers the box. `imageSize` is the loaded pattern
 * image's size.
 */
export function transformFillPattern(content: DesignContent, args: { assetId: string; placement: PatternPlacement; imageSize: Size }): DesignContent {
  const asset = findAsset(content, args.assetId);
  if ((asset?.type !== 'shape' && asset?.type !== 'svg_image') || !asset.shapeProps?.fillPattern) return content;
  const current = asset.shapeProps.fillPattern;
  const next = clampFillPattern({ ...current, ...args.placement }, asset, args.imageSize);
  if (next.x === current.x && next.y === current.y && next.scale === current.scale) return content;
  const withPattern = <A extends { shapeProps?: object }>(a: A): A => ({ ...a, shapeProps: { ...a.shapeProps, fillPattern: next } });
  return mapAssets(content, [asset.id], () => withPattern(asset));
}
