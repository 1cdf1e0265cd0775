import { Button, Group, Modal, Text } from '@mantine/core';

/** Shown for Download and Export to Print until the export engine arrives (issue: print output). */
export function DownloadPendingDialog({ action, onClose }: { action: 'download' | 'export'; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={action === 'download' ? 'Download' : 'Export to Print'} centered>
      <Text mb="lg">
        Your design is saved. {action === 'download' ? 'Downloading PDF, JPG and PNG files' : 'Sending designs to print'} is not available in this version of the editor yet.
      </Text>
      <Group justify="flex-end">
        <Button onClick={onClose}>OK</Button>
      </Group>
    </Modal>
  );
}
