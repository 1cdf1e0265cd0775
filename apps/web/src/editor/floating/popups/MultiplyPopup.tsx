import { MULTIPLY_DEFAULTS, multiplyAssets } from '@layout/model';
import { Button, Group, NumberInput } from '@mantine/core';
import { useState } from 'react';
import { PopupFrame } from '../../formatting/PopupFrame';
import { Stepper } from '../../formatting/Stepper';
import type { PopupProps } from '../../formatting/types';
import { applyToSelection } from './common';

/** MULTIPLY: count copies (0 to 10), each offset by X and Y from the previous (defaults 1, 0, 0). */
export function MultiplyPopup({ assets, onClose }: PopupProps) {
  const [count, setCount] = useState<number>(MULTIPLY_DEFAULTS.count);
  const [offsetX, setOffsetX] = useState<number>(MULTIPLY_DEFAULTS.offsetX);
  const [offsetY, setOffsetY] = useState<number>(MULTIPLY_DEFAULTS.offsetY);
  return (
    <PopupFrame title="MULTIPLY" onClose={onClose}>
      <Stepper label="Copies" name="multiplyCount" value={count} onChange={setCount} />
      <Group grow gap={6}>
        <NumberInput size="xs" label="Offset X" value={offsetX} onChange={(v) => setOffsetX(Number(v) || 0)} />
        <NumberInput size="xs" label="Offset Y" value={offsetY} onChange={(v) => setOffsetY(Number(v) || 0)} />
      </Group>
      <Button size="xs" onClick={() => applyToSelection(assets, (c, ids) => multiplyAssets(c, { assetIds: ids, count, offsetX, offsetY }))}>
        Multiply
      </Button>
    </PopupFrame>
  );
}
