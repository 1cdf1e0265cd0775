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
import { Button, Divider, Group, Modal, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError, request } from '../../api/client';
import { queryClient } from '../../app/queryClient';
import { handleRequestError } from '../../app/requestErrors';
import { creatorPath } from '../../pages/creatorPaths';
import { useSession } from '../../session/store';
import { type CreatorProfileForm, creatorProfileChanges, creatorProfileErrors, creatorProfileOf } from './creatorProfile';
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
 * Designers and admins also find their 'Creator profile' here (spec 000 section 3: creatorName,
 * website, isShowHireMe): saved with the same Save, the server's refusal under its field.
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
  const isCreator = user.role === 'designer' || user.role === 'admin';
  const [creator, setCreator] = useState<CreatorProfileForm>(() => creatorProfileOf(user));
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const errorOf = (field: DataDrivenField) => tooLong(values[field]) ?? serverErrors[`ddf.${field}`]?.join(' ') ?? null;
  const creatorErrors = isCreator ? creatorProfileErrors(creator) : {};
  const creatorErrorOf = (field: keyof CreatorProfileForm) => creatorErrors[field] ?? serverErrors[field]?.join(' ') ?? null;
  const invalid = DATA_DRIVEN_FIELDS.some((field) => errorOf(field) !== null) || Object.keys(creatorErrors).length > 0;
  const changeCreator = (changes: Partial<CreatorProfileForm>) => {
    setCreator((current) => ({ ...current, ...changes }));
    setServerErrors({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (invalid || saving) return;
    setSaving(true);
    try {
      const ddf = Object.fromEntries(DATA_DRIVEN_FIELDS.map((field) => [field, values[field].trim()]));
      const creatorChanges = isCreator ? creatorProfileChanges(user, creator) : {};
      const updated = await request(usersContract.updateProfile, { params: { userId: user.id }, body: { ddf, ...creatorChanges } });
      useSession.getState().setUser(updated);
      // The creator pages (and where a login leads) follow a changed creator profile.
      if (Object.keys(creatorChanges).length > 0) void queryClient.invalidateQueries({ queryKey: ['creators'] });
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
        {isCreator && <CreatorProfileFields form={creator} role={user.role} errorOf={creatorErrorOf} onChange={changeCreator} />}
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

/**
 * The 'Creator profile' part of My details (designers and admins): the creator name, with the
 * address of the creator page it gives (spaces become dashes), the website the Hire Me button
 * leads to, and Hire Me on or off.
 */
function CreatorProfileFields({
  form,
  role,
  errorOf,
  onChange,
}: {
  form: CreatorProfileForm;
  role: UserData['role'];
  errorOf: (field: keyof CreatorProfileForm) => string | null;
  onChange: (changes: Partial<CreatorProfileForm>) => void;
}) {
  const name = form.creatorName.trim();
  return (
    <Stack gap="xs" data-testid="creator-profile">
      <Divider />
      <Title order={4} size="h6">
        Creator profile
      </Title>
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        <TextInput
          label="Creator name"
          name="creatorName"
          value={form.creatorName}
          error={errorOf('creatorName')}
          maxLength={PROFILE_FIELD_MAX_LENGTH + 10}
          onChange={(e) => onChange({ creatorName: e.currentTarget.value })}
        />
        <TextInput
          label="Hire Me website"
          name="creatorWebsite"
          placeholder="https://"
          value={form.website}
          error={errorOf('website')}
          onChange={(e) => onChange({ website: e.currentTarget.value })}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" data-testid="creator-page-url">
        {name === ''
          ? 'Choose a creator name to get your own creator page.'
          : role === 'designer'
            ? `Your page: ${window.location.origin}${creatorPath(name)}`
            : `Your templates and illustrations show 'By ${name}'. Creator pages are for designers.`}
      </Text>
      <Switch
        label="Show Hire Me (Hire me to create custom artwork for your business)"
        checked={form.isShowHireMe}
        onChange={(e) => onChange({ isShowHireMe: e.currentTarget.checked })}
      />
    </Stack>
  );
}
