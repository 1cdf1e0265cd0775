import { type LayerAction, setLayer } from '@layout/model';
import { Button, Stack } from '@mantine/core';
import { PopupFrame } from '../../formatting/PopupFrame';
import type { PopupProps } from '../../formatting/types';
import { applyToSelection } from './common';

/** The layering actions (spec 001 section 4.6): set max, set min, increment, decrement. */
const ACTIONS: { action: LayerAction; label: string }[] = [
  { action: 'max', label: 'Bring to front' },
  { action: 'increment', label: 'Bring forward' },
  { action: 'decrement', label: 'Send backward' },
  { action: 'min', label: 'Send to back' },
];

/** LAYERING (Arrange): moves the selection in the page's stacking order; the background stays at the bottom. */
export function LayeringPopup({ assets, onClose }: PopupProps) {
  return (
    <PopupFrame title="LAYERING" onClose={onClose}>
      <Stack gap={6}>
        {ACTIONS.map(({ action, label }) => (
          <Button key={action} variant="default" size="xs" justify="flex-start" onClick={() => applyToSelection(assets, (c, ids) => setLayer(c, { assetIds: ids, action }))}>
            {label}
          </Button>
        ))}
      </Stack>
    </PopupFrame>
  );
}
