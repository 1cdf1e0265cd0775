import { type BackgroundAsset, bleedWidthPx, currentState, toPx } from '@layout/model';
import { memo } from 'react';
import { Group, Rect } from 'react-konva';
import { useImage } from '../images/imageCache';
import { useScreenColor } from '../screenColors';
import { useEditor } from '../state/editorStore';
import { Picture } from './Picture';
import { coverCrop } from './pictureCrop';
import type { AssetView, AssetViewProps } from './types';

/** The page's bleed box in page px: what a background covers when it has no box of its own. */
function useBleedBox() {
  // The layout object is shared between versions of the content: no re-render on other changes.
  const layout = useEditor((s) => currentState(s.history).layoutDimensions);
  const width = toPx(layout.flatWidth, layout.units);
  const height = toPx(layout.flatHeight, layout.units);
  const bleed = bleedWidthPx(layout);
  return { x: -bleed, y: -bleed, width: width + 2 * bleed, height: height + 2 * bleed };
}

/**
 * A page background, the lowest asset (zIndex 0): a picture covering its box, or a colour (as the
 * screen shows it: screenColors.ts).
 * A picture without a crop is cut around its centre to cover the box without stretching.
 */
const BackgroundNode = memo(function BackgroundNode({ asset, node }: AssetViewProps<BackgroundAsset>) {
  const bleedBox = useBleedBox();
  const sized = asset.width > 0 && asset.height > 0;
  const box = sized ? { x: node.x, y: node.y, width: asset.width, height: asset.height } : bleedBox;
  const state = useImage(asset.imageElementSrc || undefined);
  const screen = useScreenColor();
  return (
    <Group {...node} x={box.x} y={box.y}>
      {asset.imageElementSrc ? (
        <Picture state={state} width={box.width} height={box.height} crop={asset.crop} fallbackCrop={(natural) => coverCrop(natural, box)} filters={asset.filters} />
      ) : (
        <Rect width={box.width} height={box.height} fill={asset.fill ? screen(asset.fill) : 'transparent'} perfectDrawEnabled={false} />
      )}
    </Group>
  );
});

export const backgroundView: AssetView<BackgroundAsset> = { Component: BackgroundNode };
