import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useBootstrapSession } from '../session/useBootstrapSession';

/** Holds the pages back behind a loader until a stored session's profile has loaded. */
export function SessionGate({ children }: { children: ReactNode }) {
  const ready = useBootstrapSession();
  if (!ready) {
    return (
      <Center h="100vh">
        <Loader aria-label="Loading your account" />
      </Center>
    );
  }
  return children;
}
