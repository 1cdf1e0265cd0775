import { Button, Group, Modal, Text } from '@mantine/core';
import type { ConfirmDialogRequest } from './dialogQueue';

/** A question with two answers; the dialog closes whichever is chosen. */
export function ConfirmDialog({ request, onClose }: { request: ConfirmDialogRequest; onClose: () => void }) {
  const answer = (action: (() => void) | undefined) => () => {
    onClose();
    action?.();
  };
  return (
    <Modal opened onClose={answer(request.onDismiss)} title={request.title} centered>
      <Text mb="lg">{request.message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={answer(request.onCancel)}>
          {request.cancelLabel}
        </Button>
        <Button onClick={answer(request.onConfirm)} data-autofocus>
          {request.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
