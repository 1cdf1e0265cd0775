import { THEME_MAX_LENGTH, designsContract, nameLengthHint, validateName } from '@layout/model';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, request } from '../../api/client';
import { useSession } from '../../session/store';
import { useEditor } from '../state/editorStore';

interface Props {
  onClose: () => void;
  /** Saves under the given name and theme; rejects with the server's error. */
  onSave: (naming: { name: string; theme: string }) => Promise<void>;
}

/** 'Save my design' (spec 001 sections 2.7, 4.9, 5): a name that is 1 to 42 characters and not taken. */
export function SaveDesignDialog({ onClose, onSave }: Props) {
  const userId = useSession((s) => s.user?.id);
  const info = useEditor((s) => s.info);
  const [name, setName] = useState(info.name);
  const [theme, setTheme] = useState(info.theme);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [running, setRunning] = useState(false);
  const { data: designs } = useQuery({
    queryKey: ['designs', userId],
    queryFn: () => request(designsContract.listOfUser, { params: { id: userId ?? 0 } }),
    enabled: userId !== undefined,
  });

  const nameError = validateName(name, designs?.map((d) => d.name) ?? []) ?? serverErrors.name?.join(' ') ?? null;
  const themeError = theme.trim().length > THEME_MAX_LENGTH ? `Theme has to be at most ${THEME_MAX_LENGTH} symbols` : (serverErrors.theme?.join(' ') ?? null);
  const disabled = !!nameError || !!themeError || running;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (disabled) return;
    setRunning(true);
    try {
      await onSave({ name: name.trim(), theme: theme.trim() });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'validation') setServerErrors(error.fields);
    } finally {
      setRunning(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title="Save my design" centered>
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label="Name"
            data-testid="save-design-name"
            description={nameLengthHint(name)}
            value={name}
            error={nameError}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setServerErrors({});
            }}
            data-autofocus
          />
          <TextInput
            label="Theme"
            value={theme}
            error={themeError}
            onChange={(e) => {
              setTheme(e.currentTarget.value);
              setServerErrors({});
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" data-testid="save-design-confirm" disabled={disabled} loading={running}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
