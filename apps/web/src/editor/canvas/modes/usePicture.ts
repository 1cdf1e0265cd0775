import type { Asset } from '@layout/model';
import { useMemo } from 'react';
import { type ImageState, useImage } from '../../images/imageCache';
import { useSvgPicture } from '../../images/svgPicture';

/** The unfiltered picture of an image or illustration, as its mode editor shows it. */
export function usePictureOf(asset: Asset): ImageState {
  const raster = asset.type === 'image' || asset.type === 'logo' || asset.type === 'background' ? asset.imageElementSrc : undefined;
  const link = asset.type === 'illustration' ? asset.illustrationConfig.link : undefined;
  const variant = useMemo(() => (link ? { link } : undefined), [link]);
  const rasterState = useImage(raster);
  const svgState = useSvgPicture(variant);
  return link ? svgState : rasterState;
}
