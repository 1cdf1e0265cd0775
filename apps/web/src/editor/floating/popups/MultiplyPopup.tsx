import { MULTIPLY_DEFAULTS, type Unit, multiplyAssets, toPx } from '@layout/model';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { PopupFrame } from '../../formatting/PopupFrame';
import { Stepper } from '../../formatting/Stepper';
import type { PopupProps } from '../../formatting/types';
import { useEditor } from '../../state/editorStore';
import { applyToSelection } from './common';
import { NumberField } from './NumberField';

/**
 * MULTIPLY: count copies (0 to 10; it runs only above 0), each offset by X and Y, in the
 * document's units, from the one before. Opens with count 1 and zero offsets (spec 001 section 9).
 */
export function MultiplyPopup({ assets, onClose }: PopupProps) {
  const unit: Unit = useEditor((s) => s.history.entries[s.history.index]!.layoutDimensions.units);
  const [count, setCount] = useState<number>(MULTIPLY_DEFAULTS.count);
  const [offsetX, setOffsetX] = useState<number>(MULTIPLY_DEFAULTS.offsetX);
  const [offsetY, setOffsetY] = useState<number>(MULTIPLY_DEFAULTS.offsetY);
  const multiply = () => applyToSelection(assets, (c, ids) => multiplyAssets(c, { assetIds: ids, count, offsetX: toPx(offsetX, unit), offsetY: toPx(offsetY, unit) }));
  return (
    <PopupFrame title="MULTIPLY" onClose={onClose}>
      <Stepper label="Copies" name="multiplyCount" value={count} onChange={setCount} />
      <Group grow gap={6}>
        <NumberField label={`Offset X (${unit})`} value={offsetX} onCommit={setOffsetX} />
        <NumberField label={`Offset Y (${unit})`} value={offsetY} onCommit={setOffsetY} />
      </Group>
      <Button size="xs" disabled={count <= 0} onClick={multiply}>
        Multiply
      </Button>
    </PopupFrame>
  );
}
