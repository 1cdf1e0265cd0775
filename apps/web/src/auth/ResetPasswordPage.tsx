import { authContract } from '@layout/model';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { request } from '../api/client';
import { AuthCard } from './AuthCard';
import { ErrorLine } from './ErrorLine';
import { NewPasswordForm } from './NewPasswordForm';

/**
 * /auth/reset-password. Without a token: ask for the e-mail (spec 000 section 2). With the token
 * of the e-mailed link: choose the new password.
 */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token');
  if (token) return <NewPasswordForm token={token} />;
  return <RequestResetForm />;
}

/** Send is disabled when the field is empty, while the request runs, or while an error shows. */
function RequestResetForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const disabled = !email.trim() || running || !!error;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (disabled) return;
    setRunning(true);
    try {
      await request(authContract.requestReset, { body: { email } }, { withoutSession: true });
      navigate('/auth/reset-password/success');
    } catch (failure) {
      setError(failure);
    } finally {
      setRunning(false);
    }
  }

  return (
    <AuthCard title="Reset password">
      {/* noValidate: the server checks the address, and its message shows under the field. */}
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text>To reset password please enter your e-mail</Text>
          <Stack gap={4}>
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="email"
              required
              autoFocus
              value={email}
              onChange={(e) => {
                setEmail(e.currentTarget.value);
                setError(null);
              }}
            />
            <ErrorLine error={error} />
          </Stack>
          <Button type="submit" disabled={disabled} loading={running}>
            Send
          </Button>
          <Anchor component={Link} to="/auth/login" size="sm">
            Go back
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
