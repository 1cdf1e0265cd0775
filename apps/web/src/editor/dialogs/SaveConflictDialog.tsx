import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

interface Props {
  /** 'design' or 'template': what was changed elsewhere. */
  what: 'design' | 'template';
  onReload: () => Promise<void>;
  onKeepMine: () => Promise<void>;
  onClose: () => void;
}

/**
 * A save refused because the document was saved elsewhere (another tab or window) since it was
 * opened here (409). Reload takes the stored version (this copy's changes go); 'Keep mine as a
 * new design' saves this copy beside it. Closing it changes nothing: the next Save asks again.
 */
export function SaveConflictDialog({ what, onReload, onKeepMine, onClose }: Props) {
  const [running, setRunning] = useState<'reload' | 'keep' | null>(null);
  const choose = (choice: 'reload' | 'keep', action: () => Promise<void>) => async () => {
    setRunning(choice);
    try {
      await action();
    } finally {
      setRunning(null);
      onClose();
    }
  };
  return (
    <Modal opened onClose={onClose} title="Changed in another window" centered data-testid="save-conflict-dialog">
      <Stack>
        <Text>This {what} was saved in another tab or window after you opened it here. Your changes were not saved.</Text>
        <Text size="sm" c="dimmed">
          Reload shows the saved version and drops your changes. Keep mine saves your changes as a new design.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={choose('reload', onReload)} loading={running === 'reload'} disabled={running !== null}>
            Reload
          </Button>
          <Button onClick={choose('keep', onKeepMine)} loading={running === 'keep'} disabled={running !== null} data-autofocus>
            Keep mine as a new design
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
