import { type Asset, unhandledAssetType } from '../assets';
import type { Crop } from '../assets/common';
import type { DesignContent } from '../document/content';
import { rotatePoint } from '../geometry/box';
import { findAsset, mapAssets } from './collection';
import type { Size } from './crop';

/**
 * Dropped, added or replaced pictures are scaled to fit or fill (spec 001 sections 4.7 and 5).
 * Fit: the whole picture inside the box, aspect ratio kept. Fill: the box covered, the picture
 * cropped around its centre.
 */

/** Added images fit within 250 x 251 (spec 001 section 4.7). */
export const IMAGE_FIT_BOX: Size = { width: 250, height: 251 };
/** Added illustrations are 250 wide. */
export const ILLUSTRATION_FIT_WIDTH = 250;
/** Added logos and icons fit within 100 x 101. */
export const LOGO_ICON_FIT_BOX: Size = { width: 100, height: 101 };

/** The picture's size scaled, up or down, to fit inside the box with its aspect ratio. */
export function fitInside(imageSize: Size, box: Size): Size {
  if (!(imageSize.width > 0) || !(imageSize.height > 0)) return { width: box.width, height: box.height };
  const scale = Math.min(box.width / imageSize.width, box.height / imageSize.height);
  return { width: imageSize.width * scale, height: imageSize.height * scale };
}

/** The part of the picture, centred, with the box's aspect ratio: drawn in the box it covers it. */
export function fillBox(imageSize: Size, box: Size): { width: number; height: number; crop: Crop } {
  const scale = Math.max(box.width / imageSize.width, box.height / imageSize.height);
  const width = Math.min(imageSize.width, box.width / scale);
  const height = Math.min(imageSize.height, box.height / scale);
  const crop = {
    x: (imageSize.width - width) / 2,
    y: (imageSize.height - height) / 2,
    width,
    height,
    fullWidth: imageSize.width,
    fullHeight: imageSize.height,
  };
  return { width: box.width, height: box.height, crop };
}

/** The size a new picture of this type gets when added (spec 001 section 4.7). */
export function defaultImageSize(type: 'image' | 'illustration' | 'logo' | 'icon', imageSize: Size): Size {
  if (type === 'illustration') return fitInside(imageSize, { width: ILLUSTRATION_FIT_WIDTH, height: Number.POSITIVE_INFINITY });
  return fitInside(imageSize, type === 'image' ? IMAGE_FIT_BOX : LOGO_ICON_FIT_BOX);
}

/**
 * The asset with a new picture source, for the types that hold a cropped raster or illustration.
 * An image or logo takes the new picture's library id (one of My images / My logos), or loses the
 * old one when the new picture is not the user's (a stock photo).
 */
function withSource(asset: Asset, src: string, imageId: number | undefined): Asset | undefined {
  switch (asset.type) {
    case 'image':
    case 'logo': {
      const { imageId: _old, ...rest } = asset;
      return { ...rest, imageElementSrc: src, ...(imageId === undefined ? {} : { imageId }) };
    }
    case 'background':
      return { ...asset, imageElementSrc: src };
    case 'illustration':
      return { ...asset, illustrationConfig: { link: src } };
    case 'icon':
    case 'svg_image':
    case 'shape':
    case 'text':
    case 'line':
    case 'group':
      return undefined;
    default:
      return unhandledAssetType(asset);
  }
}

/**
 * Replaces the picture of an image, logo, background or illustration, keeping its box (spec 001
 * section 7: 'Replace with existing: assetId, imageId'; 'Replace asset with uploaded image').
 * Fill: the box stays and a centred crop covers it. Fit: the whole picture, as large as fits,
 * centred in the old box (the centre follows the asset's rotation and flips). An image or logo
 * takes `imageId`, the new picture's id in My images / My logos (none for a stock photo); an
 * illustration gets the new link without the old stock id. Other asset types are left unchanged.
 */
export function replaceImage(content: DesignContent, args: { assetId: string; src: string; imageSize: Size; mode: 'fit' | 'fill'; imageId?: number }): DesignContent {
  const asset = findAsset(content, args.assetId);
  if (!asset || !(args.imageSize.width > 0) || !(args.imageSize.height > 0)) return content;
  const replaced = withSource(asset, args.src, args.imageId);
  if (!replaced) return content;
  const { crop: _old, ...rest } = replaced as Asset & { crop?: Crop };
  if (args.mode === 'fill') {
    const { crop } = fillBox(args.imageSize, asset);
    return mapAssets(content, [asset.id], () => ({ ...rest, crop }) as Asset);
  }
  const size = fitInside(args.imageSize, asset);
  // Centre inside the old box: the offset is in the asset's own axes, which Konva rotates about (x, y).
  const local = {
    x: asset.x + ((asset.width - size.width) / 2) * asset.scaleX,
    y: asset.y + ((asset.height - size.height) / 2) * asset.scaleY,
  };
  const at = rotatePoint(local, asset, asset.rotation);
  return mapAssets(content, [asset.id], () => ({ ...rest, ...size, x: at.x, y: at.y }) as Asset);
}
