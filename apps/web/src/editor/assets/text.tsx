import type { TextAsset } from '@layout/model';
import { layoutText } from '@layout/render';
import { useMemo } from 'react';
import { Group, Rect, Shape } from 'react-konva';
import { drawTextLayout } from '../text/drawText';
import { useFonts } from '../text/fonts';
import { TEXT_ANCHORS } from './anchors';
import type { AssetView, AssetViewProps } from './types';

/**
 * The corner radius of a boxed text's background: the stored radius (0 to 50), at most half the
 * box's shorter side, so a short box gets round ends rather than corners that cross.
 */
export function boxCornerRadius(radius: number, width: number, height: number): number {
  return Math.max(0, Math.min(radius, width / 2, height / 2));
}

/**
 * A text asset: the box background when boxed, then the glyphs where `layoutText` of
 * @layout/render puts them, the layout the PDF export uses too. A font that is not loaded (an
 * unknown fontId, a file that failed) falls back to the default font, Roboto, in the text's
 * style (`resolve`). Until the font files have loaded only the (clickable, draggable) box is there.
 */
function TextNode({ asset, node, editing }: AssetViewProps<TextAsset>) {
  const config = asset.textConfig;
  const fonts = useFonts();
  const font = fonts?.resolve(config);
  const layout = useMemo(() => (font ? layoutText({ textConfig: config, width: asset.width }, font) : null), [font, config, asset.width]);
  return (
    <Group {...node}>
      {config.isBoxed && (
        <Rect
          width={asset.width}
          height={asset.height}
          fill={config.backgroundColor || undefined}
          cornerRadius={boxCornerRadius(config.cornerRadius, asset.width, asset.height)}
          listening={false}
          perfectDrawEnabled={false}
        />
      )}
      <Shape
        width={asset.width}
        height={asset.height}
        fill={config.fill}
        visible={!editing}
        sceneFunc={(ctx) => {
          if (layout && font) drawTextLayout(ctx, layout, font, config.fill);
        }}
        // The whole box takes clicks and drags, not only the glyphs' ink.
        hitFunc={(ctx, shape) => {
          ctx.beginPath();
          ctx.rect(0, 0, shape.width(), shape.height());
          ctx.closePath();
          ctx.fillStrokeShape(shape);
        }}
      />
    </Group>
  );
}

export const textView: AssetView<TextAsset> = {
  Component: TextNode,
  anchors: TEXT_ANCHORS,
  keepRatio: false,
  widthOnly: true,
  onDoubleClick: 'editText',
};
