import { Stack } from '@mantine/core';
import { CommandButton } from '../../CommandButton';
import type { CommandId } from '../../commands';
import { PopupFrame } from '../../formatting/PopupFrame';
import type { PopupProps } from '../../formatting/types';

/** The layering commands (spec 001 section 4.6): set max, increment, decrement, set min. */
const ACTIONS: readonly CommandId[] = ['bringToFront', 'bringForward', 'sendBackward', 'sendToBack'];

/** LAYERING (Arrange): moves the selection in the page's stacking order; the background stays at the bottom. */
export function LayeringPopup({ assets, onClose }: PopupProps) {
  const ids = assets.map((a) => a.id);
  return (
    <PopupFrame title="LAYERING" onClose={onClose}>
      <Stack gap={6}>
        {ACTIONS.map((command) => (
          <CommandButton key={command} command={command} selection={ids} variant="default" size="xs" justify="flex-start" />
        ))}
      </Stack>
    </PopupFrame>
  );
}
