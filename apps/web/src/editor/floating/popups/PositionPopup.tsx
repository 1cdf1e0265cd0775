import { type Asset, fromPx, movePositionFromField, resizeAssetFromField, toPx } from '@layout/model';
import { Checkbox, Group, NumberInput } from '@mantine/core';
import { useState } from 'react';
import { PopupFrame } from '../../formatting/PopupFrame';
import type { PopupProps } from '../../formatting/types';
import { useEditor } from '../../state/editorStore';

const round2 = (v: number) => Math.round(v * 100) / 100;

/** A number field applied on Enter or when it loses focus: one undo step per typed value. */
function Field({ label, value, onCommit }: { label: string; value: number; onCommit: (v: number) => void }) {
  const [draft, setDraft] = useState<string | number>(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const commit = () => {
    const typed = Number(draft);
    if (draft !== '' && Number.isFinite(typed) && typed !== value) onCommit(typed);
  };
  return (
    <NumberInput
      size="xs"
      label={label}
      aria-label={label}
      value={draft}
      decimalScale={2}
      onChange={setDraft}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}

/**
 * POSITION (text): X, Y, width and height in the document's units. The x:y and aspect-ratio
 * links default on (spec 001 section 4.13); typed sizes follow the model's rules (negative
 * ignored, below 1 only shown).
 */
export function PositionPopup({ assets, onClose }: PopupProps) {
  const [linkPosition, setLinkPosition] = useState(true);
  const [linkSize, setLinkSize] = useState(true);
  const unit = useEditor((s) => s.history.entries[s.history.index]!.layoutDimensions.units);
  const asset: Asset | undefined = assets[0];
  if (!asset) return null;
  const shown = (px: number) => round2(fromPx(px, unit));
  const apply = (op: Parameters<ReturnType<typeof useEditor.getState>['apply']>[0]) => useEditor.getState().apply(op);
  const assetId = asset.id;
  return (
    <PopupFrame title="POSITION" onClose={onClose}>
      <Group grow gap={6}>
        <Field label={`X (${unit})`} value={shown(asset.x)} onCommit={(v) => apply((c) => movePositionFromField(c, { assetId, x: toPx(v, unit), linked: linkPosition }))} />
        <Field label={`Y (${unit})`} value={shown(asset.y)} onCommit={(v) => apply((c) => movePositionFromField(c, { assetId, y: toPx(v, unit), linked: linkPosition }))} />
      </Group>
      <Checkbox size="xs" label="Link X and Y" checked={linkPosition} onChange={(e) => setLinkPosition(e.currentTarget.checked)} />
      <Group grow gap={6}>
        <Field label={`Width (${unit})`} value={shown(asset.width)} onCommit={(v) => apply((c) => resizeAssetFromField(c, { assetId, width: toPx(v, unit), keepAspectRatio: linkSize }))} />
        <Field label={`Height (${unit})`} value={shown(asset.height)} onCommit={(v) => apply((c) => resizeAssetFromField(c, { assetId, height: toPx(v, unit), keepAspectRatio: linkSize }))} />
      </Group>
      <Checkbox size="xs" label="Keep aspect ratio" checked={linkSize} onChange={(e) => setLinkSize(e.currentTarget.checked)} />
    </PopupFrame>
  );
}

