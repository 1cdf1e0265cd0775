import { type PasswordChangeInput, TOAST_AUTO_HIDE_MS, fieldErrors, passwordChangeSchema, repeatedPasswordProblem } from '@layout/model';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/client';
import { handleRequestError } from '../../app/requestErrors';
import { changePassword } from '../../session/changePassword';
import { useSession } from '../../session/store';

type Field = keyof PasswordChangeInput;

const FIELDS: ReadonlyArray<{ name: Field; label: string; autoComplete: string }> = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'password', label: 'New password', autoComplete: 'new-password' },
  { name: 'password2', label: 'Repeat new password', autoComplete: 'new-password' },
];

const EMPTY_FORM: PasswordChangeInput = { currentPassword: '', password: '', password2: '' };

/** The form's own findings: the shared schema's messages (the server's), the first of each field. */
function clientErrors(form: PasswordChangeInput): Partial<Record<Field, string>> {
  const parsed = passwordChangeSchema.safeParse(form);
  const errors: Partial<Record<Field, string>> = parsed.success ? {} : fieldErrors(parsed.error);
  // The schema compares the two only once each is valid on its own.
  const mismatch = repeatedPasswordProblem(form);
  if (mismatch) errors.password2 ??= mismatch;
  return errors;
}

/**
 * Change password (the account menu of the top bar): the current password and the new one twice,
 * checked with the server's schema and messages before sending (PUT /api/auth/password). The
 * fields' rules show once Change password was pressed, the repetition's mismatch as soon as it is
 * typed; the server's field errors (a wrong current password) show under their field until it
 * is edited. Success is a toast; this session goes on, every other session of the account ends.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const email = useSession((s) => s.user?.email ?? '');
  const [form, setForm] = useState<PasswordChangeInput>(EMPTY_FORM);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [sending, setSending] = useState(false);

  const found = clientErrors(form);
  // Before the first try only a repetition that differs is pointed out, as the register form does.
  const mismatch = repeatedPasswordProblem(form);
  const errorOf = (field: Field): string | null => serverErrors[field]?.join(' ') ?? (checked ? found[field] : field === 'password2' ? mismatch : undefined) ?? null;
  const showsError = FIELDS.some(({ name }) => errorOf(name) !== null);

  function edit(field: Field, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    setServerErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setChecked(true);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const message = await changePassword(form);
      notifications.show({ title: message, message: undefined, color: 'teal', withCloseButton: true, autoClose: TOAST_AUTO_HIDE_MS });
      onClose();
    } catch (error) {
      setSending(false);
      if (error instanceof ApiError && error.kind === 'validation') setServerErrors(error.fields);
      else handleRequestError(error);
      // A 401 has run the logout flow: this session is over, and so is its dialog.
      if (error instanceof ApiError && error.status === 401) onClose();
    }
  }

  return (
    // While the change is sent the dialog stays: its answer closes it.
    <Modal opened onClose={sending ? () => {} : onClose} title="Change password" centered>
      <form onSubmit={submit} noValidate data-testid="change-password-dialog">
        <Stack>
          <Text size="sm" c="dimmed">
            You stay logged in here. Every other browser or device logged in to your account is logged out.
          </Text>
          {/* For password managers: whose password this is. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          {FIELDS.map(({ name, label, autoComplete }, index) => (
            // As the auth pages' SecretInput (not imported: it would be one more script at start-up).
            <PasswordInput
              key={name}
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the characters' }}
              label={label}
              name={name}
              autoComplete={autoComplete}
              required
              value={form[name]}
              error={errorOf(name)}
              data-autofocus={index === 0 || undefined}
              onChange={(e) => edit(name, e.currentTarget.value)}
            />
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={sending}>
              Cancel
            </Button>
            <Button type="submit" disabled={showsError} loading={sending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
