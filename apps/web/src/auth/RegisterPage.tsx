import { repeatedPasswordProblem, usersContract } from '@layout/model';
import { Anchor, Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, request } from '../api/client';
import { AuthCard } from './AuthCard';
import { ErrorLine } from './ErrorLine';
import type { LoginNotice } from './LoginPage';
import { MembershipBenefits } from './MembershipBenefits';
import { SecretInput } from './SecretInput';

const FIELDS = [
  { name: 'firstname', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastname', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', autoComplete: 'email' },
  { name: 'password', label: 'Password', autoComplete: 'new-password', secret: true },
  { name: 'password2', label: 'Confirm Password', autoComplete: 'new-password', secret: true },
] as const;
type FieldName = (typeof FIELDS)[number]['name'];
type Form = Record<FieldName, string>;

const EMPTY_FORM: Form = { firstname: '', lastname: '', email: '', password: '', password2: '' };

/**
 * Register (spec 000 sections 2, 5): five required fields, matching passwords, terms kept
 * checked. The server's field errors show under their fields and keep the button disabled
 * until that field is edited.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(EMPTY_FORM);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string[]>>>({});
  const [accepted, setAccepted] = useState(true);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const mismatch = repeatedPasswordProblem(form);
  const hasServerErrors = Object.values(serverErrors).some((messages) => messages && messages.length > 0);
  const incomplete = FIELDS.some((field) => !form[field.name].trim());
  const disabled = incomplete || !!mismatch || !accepted || hasServerErrors || running;

  function edit(name: FieldName, value: string) {
    setForm((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => ({ ...current, [name]: undefined }));
    setError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (disabled) return;
    setRunning(true);
    try {
      await request(usersContract.register, { body: form }, { withoutSession: true });
      const state: LoginNotice = { notice: 'Your account has been created. Log in to start designing.' };
      navigate('/auth/login', { state });
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind === 'validation') setServerErrors(failure.fields);
      else setError(failure);
    } finally {
      setRunning(false);
    }
  }

  return (
    <AuthCard width={880}>
      <SimpleGrid cols={2} spacing="xl">
        <MembershipBenefits />
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Title order={1} size="h3">
              Free Layout Membership
            </Title>
            {FIELDS.map((field, index) => {
              const Input = 'secret' in field ? SecretInput : TextInput;
              const message = serverErrors[field.name]?.join(' ') ?? (field.name === 'password2' ? mismatch : null);
              return (
                <Input
                  key={field.name}
                  label={field.label}
                  type={field.name === 'email' ? 'email' : undefined}
                  autoComplete={field.autoComplete}
                  autoFocus={index === 0}
                  required
                  value={form[field.name]}
                  error={message}
                  onChange={(e) => edit(field.name, e.currentTarget.value)}
                />
              );
            })}
            <Checkbox
              mt="xs"
              checked={accepted}
              onChange={(e) => setAccepted(e.currentTarget.checked)}
              label={
                <Text size="sm" span>
                  I agree to the{' '}
                  <Anchor component={Link} to="/terms-and-conditions" target="_blank" size="sm">
                    terms and conditions
                  </Anchor>
                </Text>
              }
            />
            <ErrorLine error={error} />
            <Button type="submit" disabled={disabled} loading={running} mt="xs">
              Create free account
            </Button>
            <Group justify="center">
              <Anchor component={Link} to="/auth/login" size="sm">
                Already a member? Log in
              </Anchor>
            </Group>
          </Stack>
        </form>
      </SimpleGrid>
    </AuthCard>
  );
}
