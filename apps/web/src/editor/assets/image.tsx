import type { ImageAsset, LogoAsset } from '@layout/model';
import { memo } from 'react';
import { useImage } from '../images/imageCache';
import { Picture } from './Picture';
import type { AssetView, AssetViewProps } from './types';

/** A photo or a logo: the picture from its source, cropped and filtered; the picture is the asset's node. */
const RasterNode = memo(function RasterNode({ asset, node }: AssetViewProps<ImageAsset | LogoAsset>) {
  const state = useImage(asset.imageElementSrc);
  return <Picture node={node} state={state} width={asset.width} height={asset.height} crop={asset.crop} filters={asset.filters} />;
});

export const imageView: AssetView<ImageAsset> = { Component: RasterNode };
export const logoView: AssetView<LogoAsset> = { Component: RasterNode };
