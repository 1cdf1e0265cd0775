import { Text } from '@mantine/core';
import { errorMessage } from './errorMessage';

/** 'Error: {message}' under a form (spec 000 section 8). */
export function ErrorLine({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Text c="red.7" size="sm" role="alert">
      Error: {errorMessage(error)}
    </Text>
  );
}
