import { type TextAsset, type TextConfig, ptToPx } from '@layout/model';
import { Group, Rect, Text } from 'react-konva';
import { TEXT_ANCHORS } from './anchors';
import type { AssetView, AssetViewProps } from './types';

/** Konva's fontStyle string for the bold / italic list. */
export function konvaFontStyle(config: TextConfig): string {
  const style = [config.fontStyle.includes('italic') ? 'italic' : '', config.fontStyle.includes('bold') ? 'bold' : ''].filter(Boolean).join(' ');
  return style || 'normal';
}

/** The words as drawn: upper-cased when the text is set to uppercase. */
export function displayText(config: TextConfig): string {
  return config.isUpperCase ? config.text.toUpperCase() : config.text;
}

/** Height of the laid-out text box: lines x font size x line height, plus padding. */
export function textBoxHeight(asset: TextAsset, lineCount: number): number {
  const { fontSize, lineHeight, padding } = asset.textConfig;
  return lineCount * ptToPx(fontSize) * lineHeight + 2 * padding;
}

function TextNode({ asset, node, editing }: AssetViewProps<TextAsset>) {
  const config = asset.textConfig;
  return (
    <Group {...node}>
      {config.isBoxed && (
        <Rect width={asset.width} height={asset.height} fill={config.backgroundColor || undefined} cornerRadius={config.cornerRadius} />
      )}
      <Text
        text={displayText(config)}
        width={asset.width}
        padding={config.padding}
        fontFamily={`${config.fontFamily}, Roboto, sans-serif`}
        fontSize={ptToPx(config.fontSize)}
        fontStyle={konvaFontStyle(config)}
        textDecoration={config.textDecoration.join(' ')}
        fill={config.fill}
        align={config.align}
        lineHeight={config.lineHeight}
        letterSpacing={config.letterSpacing}
        opacity={editing ? 0 : 1}
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
