import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AuthCard } from './AuthCard';

/** After a reset request (spec 000 section 2); the same page whether or not the e-mail is known. */
export function ResetSuccessPage() {
  return (
    <AuthCard title="Reset password">
      <Stack>
        <Text>Operation completed successfully, check your email</Text>
        <Anchor component={Link} to="/auth/login">
          Go back
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
