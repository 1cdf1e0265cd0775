import {
  DATA_DRIVEN_FIELDS,
  DATA_DRIVEN_FIELD_LABELS,
  type DataDrivenField,
  type DataDrivenValues,
  PROFILE_FIELD_MAX_LENGTH,
  type UserData,
  dataDrivenValues,
  usersContract,
} from '@layout/model';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError, request } from '../../api/client';
import { handleRequestError } from '../../app/requestErrors';
import { useSession } from '../../session/store';
import { openDialog } from './dialogQueue';

/** Opens the Data Driven Fields dialog (the Text panel's 'Update My Details', My Stuff's 'My details' Update). */
export function openDataDrivenFieldsDialog(): void {
  openDialog({ kind: 'dataDrivenFields' });
}

const tooLong = (value: string) => (value.trim().length > PROFILE_FIELD_MAX_LENGTH ? `At most ${PROFILE_FIELD_MAX_LENGTH} characters` : null);

/**
 * The Data Driven Fields dialog (spec 001 sections 2.7, 3 and 5): the user's eleven details, each
 * at most 42 characters, filled into texts through %field% placeholders. Save sends them as the
 * profile's ddf (PUT /api/users/:userId) and keeps the answer as the session's user, so the Text
 * panel's list shows the new values at once. A guest has no details to keep: the dialog says so.
 */
export function DataDrivenFieldsDialog({ onClose }: { onClose: () => void }) {
  const user = useSession((s) => s.user);
  return (
    <Modal opened onClose={onClose} title="Data Driven Fields" centered size="lg">
      {user && user.role !== 'guest' ? (
        <DetailsForm user={user} onClose={onClose} />
      ) : (
        <Stack>
          <Text size="sm">Please log in or sign up for a free account to keep your details.</Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function DetailsForm({ user, onClose }: { user: UserData; onClose: () => void }) {
  const [values, setValues] = useState<DataDrivenValues>(() => dataDrivenValues(user));
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const errorOf = (field: DataDrivenField) => tooLong(values[field]) ?? serverErrors[`ddf.${field}`]?.join(' ') ?? null;
  const invalid = DATA_DRIVEN_FIELDS.some((field) => errorOf(field) !== null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (invalid || saving) return;
    setSaving(true);
    try {
      const ddf = Object.fromEntries(DATA_DRIVEN_FIELDS.map((field) => [field, values[field].trim()]));
      const updated = await request(usersContract.updateProfile, { params: { userId: user.id }, body: { ddf } });
      useSession.getState().setUser(updated);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'validation') setServerErrors(error.fields);
      else handleRequestError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} data-testid="ddf-dialog">
      <Stack>
        <Text size="sm" c="dimmed">
          Your details fill the data driven fields of your designs (for example %fullName%).
        </Text>
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
          {DATA_DRIVEN_FIELDS.map((field, index) => (
            <TextInput
              key={field}
              label={DATA_DRIVEN_FIELD_LABELS[field]}
              name={field}
              value={values[field]}
              error={errorOf(field)}
              // A little over the limit may be typed, so the message can say why it is too long.
              maxLength={PROFILE_FIELD_MAX_LENGTH + 10}
              data-autofocus={index === 0 || undefined}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setValues((current) => ({ ...current, [field]: value }));
                setServerErrors({});
              }}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={invalid} loading={saving} data-testid="ddf-save">
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
