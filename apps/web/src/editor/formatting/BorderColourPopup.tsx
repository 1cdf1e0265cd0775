import { setAssetStroke, setBorderEnabled } from '@layout/model';
import { Switch, Text } from '@mantine/core';
import { useEditor } from '../state/editorStore';
import { ColourPicker } from './ColourPicker';
import { idsOf, previewOperation } from './edits';
import { PopupFrame } from './PopupFrame';
import { borderOf } from './paintOf';
import type { PopupProps } from './types';
import { useLiveAssets } from './useLiveAssets';

/**
 * BORDER COLOUR (spec 001 section 2.6, the Stroke tool of shapes and svg_images): the border on or
 * off, and its colour. Choosing a colour turns the border on; a border without width gets a
 * visible one (setBorderEnabled).
 */
export function BorderColourPopup({ assets, onClose }: PopupProps) {
  const live = useLiveAssets(assets);
  const target = live[0];
  const ids = idsOf(live);
  const stroke = (color: string) => (content: Parameters<typeof setAssetStroke>[0]) =>
    setBorderEnabled(
      ids.reduce((next, assetId) => setAssetStroke(next, { assetId, color }), content),
      { assetIds: ids, enabled: true },
    );
  if (!target) {
    return (
      <PopupFrame title="BORDER COLOUR" onClose={onClose}>
        <Text size="sm">Nothing selected.</Text>
      </PopupFrame>
    );
  }
  const border = borderOf(target);
  return (
    <PopupFrame title="BORDER COLOUR" onClose={onClose}>
      <Switch
        label="Border"
        checked={border.enabled}
        onChange={(e) => {
          const enabled = e.currentTarget.checked;
          useEditor.getState().apply((c) => setBorderEnabled(c, { assetIds: ids, enabled }));
        }}
      />
      <ColourPicker
        label="Border colour"
        value={border.color}
        onPreview={(color) => previewOperation(stroke(color))}
        onCommit={(color) => useEditor.getState().apply(stroke(color))}
      />
    </PopupFrame>
  );
}
