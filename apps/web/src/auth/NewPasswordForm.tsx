import { repeatedPasswordProblem, authContract } from '@layout/model';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, request } from '../api/client';
import { AuthCard } from './AuthCard';
import { ErrorLine } from './ErrorLine';
import type { LoginNotice } from './LoginPage';
import { SecretInput } from './SecretInput';

/**
 * The page the e-mailed reset link opens: choose a new password, then log in with it.
 * An invalid or expired link (400) offers to ask for a new one.
 */
export function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const mismatch = repeatedPasswordProblem({ password, password2 });
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const disabled = !password || !password2 || !!mismatch || running || !!error || hasFieldErrors;
  const linkRejected = error instanceof ApiError && error.status === 400;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (disabled) return;
    setRunning(true);
    try {
      await request(authContract.confirmReset, { body: { token, password, password2 } }, { withoutSession: true });
      const state: LoginNotice = { notice: 'Your password has been changed. Log in with your new password.' };
      navigate('/auth/login', { replace: true, state });
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind === 'validation') setFieldErrors(failure.fields);
      else setError(failure);
    } finally {
      setRunning(false);
    }
  }

  const clearErrors = () => {
    setError(null);
    setFieldErrors({});
  };

  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            Enter the new password twice. The link in your e-mail works once.
          </Text>
          <SecretInput
            label="Password"
            autoComplete="new-password"
            autoFocus
            required
            value={password}
            error={fieldErrors.password?.join(' ')}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              clearErrors();
            }}
          />
          <SecretInput
            label="Confirm Password"
            autoComplete="new-password"
            required
            value={password2}
            error={fieldErrors.password2?.join(' ') ?? mismatch}
            onChange={(e) => {
              setPassword2(e.currentTarget.value);
              clearErrors();
            }}
          />
          <ErrorLine error={error} />
          <Button type="submit" disabled={disabled} loading={running}>
            Save new password
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to="/auth/login" size="sm">
              Go back
            </Anchor>
            {linkRejected && (
              <Anchor component={Link} to="/auth/reset-password" size="sm">
                Send a new link
              </Anchor>
            )}
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
