import type { TextAsset } from '@layout/model';
import { layoutText } from '@layout/render';
import { useMemo } from 'react';
import { Group, Rect, Shape } from 'react-konva';
import { drawTextLayout } from '../text/drawText';
import { useFonts } from '../text/fonts';
import { TEXT_ANCHORS } from './anchors';
import type { AssetView, AssetViewProps } from './types';

/**
 * A text asset: the box background when boxed, then the glyphs where `layoutText` of
 * @layout/render puts them, the layout the PDF export uses too. Until the font files have
 * loaded only the (clickable, draggable) box is there.
 */
function TextNode({ asset, node, editing }: AssetViewProps<TextAsset>) {
  const config = asset.textConfig;
  const fonts = useFonts();
  const font = fonts?.resolve(config);
  const layout = useMemo(() => (font ? layoutText({ textConfig: config, width: asset.width }, font) : null), [font, config, asset.width]);
  return (
    <Group {...node}>
      {config.isBoxed && (
        <Rect width={asset.width} height={asset.height} fill={config.backgroundColor || undefined} cornerRadius={config.cornerRadius} />
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
