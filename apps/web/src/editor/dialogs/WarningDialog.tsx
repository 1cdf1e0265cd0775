import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** The generic Warning dialog: one message or many. */
export function WarningDialog({ messages, onClose }: { messages: string[]; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Warning" centered>
      <Stack gap="xs" mb="lg">
        {messages.map((message) => (
          <Text key={message}>{message}</Text>
        ))}
      </Stack>
      <Group justify="flex-end">
        <Button onClick={onClose}>OK</Button>
      </Group>
    </Modal>
  );
}
