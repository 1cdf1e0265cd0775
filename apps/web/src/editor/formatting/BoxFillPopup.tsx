import { type DesignContent, type TextAsset, normalizeColor, setTextBoxFill, setTextBoxed, setTextFormat } from '@layout/model';
import { Switch, Text } from '@mantine/core';
import { ColourPicker } from './ColourPicker';
import { applyToTexts, idsOf, previewOperation } from './edits';
import { PopupFrame } from './PopupFrame';
import { Stepper } from './Stepper';
import type { PopupProps } from './types';
import { useLiveAssets } from './useLiveAssets';

/**
 * Box Fill of a text: the box on or off (on gives boxed text's padding of 2), its colour, padding
 * and corner radius. Choosing a colour turns the box on. The text's height follows the padding.
 */
export function BoxFillPopup({ assets, onClose }: PopupProps) {
  const texts = useLiveAssets(assets).filter((a): a is TextAsset => a.type === 'text');
  const text = texts[0];
  if (!text) {
    return (
      <PopupFrame title="BOX FILL" onClose={onClose}>
        <Text size="sm">Select a text to give it a box.</Text>
      </PopupFrame>
    );
  }
  const config = text.textConfig;
  const ids = idsOf(texts);
  const fill = (color: string) => (content: DesignContent) =>
    ids.reduce((next, assetId) => setTextBoxFill(next, { assetId, color }), setTextBoxed(content, { assetIds: ids, isBoxed: true }));
  return (
    <PopupFrame title="BOX FILL" onClose={onClose}>
      <Switch
        label="Boxed"
        checked={config.isBoxed}
        onChange={(e) => {
          const isBoxed = e.currentTarget.checked;
          applyToTexts(ids, (c) => setTextBoxed(c, { assetIds: ids, isBoxed }));
        }}
      />
      <ColourPicker
        label="Box colour"
        value={normalizeColor(config.backgroundColor) ?? '#ffffff'}
        onPreview={(color) => previewOperation(fill(color))}
        onCommit={(color) => applyToTexts(ids, fill(color))}
      />
      <Stepper
        label="Padding"
        name="boxPadding"
        value={config.padding}
        onChange={(padding) => applyToTexts(ids, (c) => setTextFormat(c, { assetIds: ids, changes: { padding } }))}
      />
      <Stepper
        label="Corner radius"
        name="cornerRadius"
        value={config.cornerRadius}
        onChange={(cornerRadius) => applyToTexts(ids, (c) => setTextFormat(c, { assetIds: ids, changes: { cornerRadius } }))}
      />
    </PopupFrame>
  );
}
