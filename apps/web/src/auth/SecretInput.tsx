import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * A password field whose show/hide button is not labelled with the word "password", so the
 * field is the only thing found by its label ("Password", "Confirm Password") for screen
 * readers and browser tests alike.
 */
export function SecretInput(props: PasswordInputProps) {
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the characters' }} {...props} />;
}
