import { setAssetFill } from '@layout/model';
import { Text } from '@mantine/core';
import { useEditor } from '../state/editorStore';
import { changeFill } from './changeFill';
import { ColourPicker } from './ColourPicker';
import { previewOperation } from './edits';
import { PopupFrame } from './PopupFrame';
import { fillOf } from './paintOf';
import type { PopupProps } from './types';
import { useLiveAssets } from './useLiveAssets';

/**
 * FILL COLOUR (spec 001 section 2.6): the fill of a shape, svg_image or line, and the colour of a
 * text (the text toolbar's Colour tool). Dragging previews; the end of the drag changes the
 * colour, asking first when other items share the old colour (changeFill).
 */
export function FillColourPopup({ assets, onClose }: PopupProps) {
  const live = useLiveAssets(assets);
  const target = live[0];
  return (
    <PopupFrame title="FILL COLOUR" onClose={onClose}>
      {target ? (
        <ColourPicker
          label={target.type === 'text' ? 'Text colour' : 'Fill colour'}
          value={fillOf(target)}
          onPreview={(color) => previewOperation((c) => live.reduce((next, a) => setAssetFill(next, { assetId: a.id, color }), c))}
          onCommit={(color) => {
            // One asset may ask about the others; several take the colour together, in one step.
            if (live.length === 1) changeFill(target.id, color);
            else useEditor.getState().apply((c) => live.reduce((next, a) => setAssetFill(next, { assetId: a.id, color }), c));
          }}
        />
      ) : (
        <Text size="sm">Nothing selected.</Text>
      )}
    </PopupFrame>
  );
}
