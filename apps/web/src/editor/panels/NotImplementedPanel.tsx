import { Text } from '@mantine/core';

/** The placeholder the spec names for a menu item without a panel. */
export function NotImplementedPanel() {
  return <Text c="dimmed">Not Implemented Menu</Text>;
}
