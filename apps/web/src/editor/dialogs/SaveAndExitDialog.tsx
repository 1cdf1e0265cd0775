import { Button, Group, Modal, Text } from '@mantine/core';
import type { ConfirmDialogRequest } from './dialogQueue';

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

/** Start new design: what closing Save and Exit opens ("Closing it opens Start new design"). */
export function startNewDesignConfirmation(start: () => void): ConfirmDialogRequest {
  return {
    kind: 'confirm',
    title: 'Start new design',
    message: 'Start a new, empty design? Changes you have not saved will be lost.',
    confirmLabel: 'Start new design',
    cancelLabel: 'Cancel',
    onConfirm: start,
  };
}
