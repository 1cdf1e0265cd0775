import { copyDesignName, nameLengthHint, validateName } from '@layout/model';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/client';
import { handleRequestError } from '../../app/requestErrors';
import { useSession } from '../../session/store';
import { copyDesign, useUserDesigns } from '../panels/myStuff/designActions';

/**
 * Copy design (spec 001 sections 2.7, 4.9 and 5): the copy's name, 1 to 42 characters and not one
 * of the user's names, offered as 'Copy of <name>'. The copy is saved beside the original; the
 * open design does not change.
 */
export function CopyDesignDialog({ designId, name: originalName, onClose }: { designId: number; name: string; onClose: () => void }) {
  const userId = useSession((s) => s.user?.id ?? 0);
  const { data: designs } = useUserDesigns(userId);
  const names = designs?.map((d) => d.name) ?? [];
  const [name, setName] = useState(() => copyDesignName(originalName, names));
  const [serverError, setServerError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const nameError = validateName(name, names) ?? serverError;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (nameError || running) return;
    setRunning(true);
    try {
      await copyDesign(designId, name);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'validation') setServerError(Object.values(error.fields).flat().join(' ') || error.message);
      else {
        handleRequestError(error);
        onClose();
      }
    } finally {
      setRunning(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title="Copy design" centered>
      <form onSubmit={submit}>
        <Stack>
          <Text size="sm">A copy of "{originalName}" is saved in My Stuff under this name.</Text>
          <TextInput
            label="Name"
            data-testid="copy-design-name"
            description={nameLengthHint(name)}
            value={name}
            error={nameError}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setServerError(null);
            }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!!nameError || running} loading={running}>
              Copy
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
