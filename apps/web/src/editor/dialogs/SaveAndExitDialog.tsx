import { Button, Group, Modal, Text } from '@mantine/core';

interface Props {
  /** What the user is leaving for, as the question words it; a new design by default. */
  leavingFor?: string;
  onYes: () => void;
  onNo: () => void;
  onCancel: () => void;
  /** Closing the dialog (its X, Escape, a click outside). */
  onDismiss: () => void;
}

/**
 * Save and Exit (spec 001 sections 2.7 and 4.9): the design has unsaved changes and the user
 * starts a new one. Yes saves first, No leaves without saving, Cancel stays.
 */
export function SaveAndExitDialog({ leavingFor = 'start a new design', onYes, onNo, onCancel, onDismiss }: Props) {
  return (
    <Modal opened onClose={onDismiss} title="Save and Exit" centered>
      <Text mb="lg">Your design has unsaved changes. Do you want to save them before you {leavingFor}?</Text>
      <Group justify="flex-end">
        <Button variant="subtle" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="default" onClick={onNo}>
          No
        </Button>
        <Button onClick={onYes} data-autofocus>
          Yes
        </Button>
      </Group>
    </Modal>
  );
}
