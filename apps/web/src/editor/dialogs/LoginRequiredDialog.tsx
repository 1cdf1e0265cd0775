import { MESSAGES } from '@layout/model';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router';

/** The warning every guest save, upload, download or export gets (spec 001 section 6). */
export function LoginRequiredDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Modal opened onClose={onClose} title="Login required" centered>
      <Text mb="lg">{MESSAGES.loginRequired}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          onClick={() => {
            onClose();
            navigate('/auth/login');
          }}
        >
          Log in
        </Button>
      </Group>
    </Modal>
  );
}
