import { type Asset, assetResources } from '@layout/model';
import { useMemo } from 'react';
import { type ImageState, images, useImage } from '../../images/imageCache';
import { svgPictures, useSvgPicture, variantKey } from '../../images/svgPicture';

/** Its picture, or its artwork as the file has it (the crop editor shows it unrecoloured). */
function pictureSource(asset: Asset): { raster: string | undefined; link: string | undefined } {
  const { pictures, svgs } = assetResources(asset);
  return { raster: pictures[0], link: svgs[0]?.link };
}

/** The unfiltered picture of an image or illustration, as its mode editor shows it. */
export function usePictureOf(asset: Asset): ImageState {
  const { raster, link } = pictureSource(asset);
  const variant = useMemo(() => (link ? { link } : undefined), [link]);
  const rasterState = useImage(raster);
  const svgState = useSvgPicture(variant);
  return link ? svgState : rasterState;
}

/** The same picture, read at once outside a component (the crop editor's keys, modeKeys.ts). */
export function peekPictureOf(asset: Asset): ImageState {
  const { raster, link } = pictureSource(asset);
  if (link) return svgPictures.peek(variantKey({ link }));
  return raster ? images.peek(raster) : { status: 'failed' };
}
