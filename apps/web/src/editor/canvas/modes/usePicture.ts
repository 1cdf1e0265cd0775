import { type Asset, assetResources } from '@layout/model';
import { useMemo } from 'react';
import { type ImageState, useImage } from '../../images/imageCache';
import { useSvgPicture } from '../../images/svgPicture';

/** The unfiltered picture of an image or illustration, as its mode editor shows it. */
export function usePictureOf(asset: Asset): ImageState {
  // Its picture, or its artwork as the file has it (the crop editor shows it unrecoloured).
  const { pictures, svgs } = assetResources(asset);
  const raster = pictures[0];
  const link = svgs[0]?.link;
  const variant = useMemo(() => (link ? { link } : undefined), [link]);
  const rasterState = useImage(raster);
  const svgState = useSvgPicture(variant);
  return link ? svgState : rasterState;
}
