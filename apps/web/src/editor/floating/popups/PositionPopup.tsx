import { type Asset, type Unit, fromPx, movePositionFromField, resizeAssetFromField, sizeFieldEffect, toPx } from '@layout/model';
import { Checkbox, Group } from '@mantine/core';
import { useState } from 'react';
import { applyToTexts } from '../../formatting/edits';
import { PopupFrame } from '../../formatting/PopupFrame';
import type { PopupProps } from '../../formatting/types';
import { useEditor } from '../../state/editorStore';
import { NumberField } from './NumberField';

const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * POSITION (text): X, Y, width and height in the document's units, measured from the trim edge
 * as the rulers are. The x:y and aspect-ratio links default on (spec 001 section 4.13). A
 * negative size is ignored and a size below 1 stays in the field without resizing (section 5).
 * A text's height follows its lines: linked, a size scales the whole text (type included, as a
 * corner handle does); unlinked, the width re-flows the words and the height cannot be typed.
 */
export function PositionPopup({ assets, onClose }: PopupProps) {
  const [linkPosition, setLinkPosition] = useState(true);
  const [linkSize, setLinkSize] = useState(true);
  const unit: Unit = useEditor((s) => s.history.entries[s.history.index]!.layoutDimensions.units);
  const asset: Asset | undefined = assets[0];
  if (!asset) return null;
  const assetId = asset.id;
  const shown = (px: number) => round2(fromPx(px, unit));
  const { apply } = useEditor.getState();

  const move = (axis: 'x' | 'y') => (typed: number) => {
    apply((c) => movePositionFromField(c, { assetId, [axis]: toPx(typed, unit), linked: linkPosition }));
  };
  const resize = (side: 'width' | 'height') => (typed: number) => {
    const px = toPx(typed, unit);
    const effect = sizeFieldEffect(px);
    if (effect === 'fieldOnly') return 'keep';
    if (effect !== 'resize') return;
    const operation = (c: Parameters<typeof resizeAssetFromField>[0]) => resizeAssetFromField(c, { assetId, [side]: px, keepAspectRatio: linkSize });
    if (asset.type === 'text') applyToTexts([assetId], operation);
    else apply(operation);
  };
  const heightFollowsLines = asset.type === 'text' && !linkSize;

  return (
    <PopupFrame title="POSITION" onClose={onClose}>
      <Group grow gap={6}>
        <NumberField label={`X (${unit})`} value={shown(asset.x)} onCommit={move('x')} />
        <NumberField label={`Y (${unit})`} value={shown(asset.y)} onCommit={move('y')} />
      </Group>
      <Checkbox size="xs" label="Link X and Y" checked={linkPosition} onChange={(e) => setLinkPosition(e.currentTarget.checked)} />
      <Group grow gap={6}>
        <NumberField label={`Width (${unit})`} value={shown(asset.width)} onCommit={resize('width')} />
        <NumberField label={`Height (${unit})`} value={shown(asset.height)} onCommit={resize('height')} disabled={heightFollowsLines} />
      </Group>
      <Checkbox size="xs" label="Keep aspect ratio" checked={linkSize} onChange={(e) => setLinkSize(e.currentTarget.checked)} />
    </PopupFrame>
  );
}
