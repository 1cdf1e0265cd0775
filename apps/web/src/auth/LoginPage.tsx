import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppConfig } from '../app/config';
import { AuthCard } from './AuthCard';
import { ErrorLine } from './ErrorLine';
import { ExternalOrRouterLink } from './ExternalOrRouterLink';
import { SecretInput } from './SecretInput';
import { signIn } from './signIn';

/**
 * What another page may hand to the login page: a line saying what just happened, and where to
 * go once signed in (a template link a guest followed) instead of the usual destination.
 */
export interface LoginNotice {
  notice?: string;
  returnTo?: string;
}

/** A path of this site to return to after the login (never another site: '//host' or a scheme). */
const returnPath = (to: string | undefined) => (to?.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\') ? to : undefined);

/**
 * Login (spec 000 sections 2, 5). The button is disabled while a field is empty, while the login
 * runs, or while an error shows; editing a field clears the error. Enter submits.
 */
export function LoginPage() {
  const config = useAppConfig();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handed = useLocation().state as LoginNotice | null;
  const notice = handed?.notice;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const disabled = !email.trim() || !password || running || !!error;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (disabled) return;
    setRunning(true);
    try {
      const destination = await signIn(email, password, queryClient);
      navigate(returnPath(handed?.returnTo) ?? destination, { replace: true });
    } catch (failure) {
      setError(failure);
    } finally {
      setRunning(false);
    }
  }

  return (
    <AuthCard title={`Login to ${config.productName}`}>
      {/* noValidate: a mistyped address gets the form's own error line, like any failed login. */}
      <form onSubmit={submit} noValidate>
        <Stack>
          {notice && (
            <Alert color="teal" variant="light">
              {notice}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            autoFocus
            value={email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setError(null);
            }}
          />
          <SecretInput
            label="Password or order reference number"
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              setError(null);
            }}
          />
          <ErrorLine error={error} />
          <Button type="submit" disabled={disabled} loading={running}>
            Login
          </Button>
          <Group justify="space-between">
            <Anchor component={ExternalOrRouterLink} to={config.forgotPasswordUrl} size="sm">
              Forgot password?
            </Anchor>
            <Anchor component={ExternalOrRouterLink} to={config.signUpUrl} size="sm">
              Sign up
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
