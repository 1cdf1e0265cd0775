import { queryClient } from '../app/queryClient';
import { useSession } from './store';

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * Registers something to clear on logout (the editor's document, templates, pages, workspace
 * and svg state live outside the session); returns the unsubscribe.
 */
export function onLogout(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The logout flow of spec 000 section 4, also run by a 401: forget the token and user, drop every
 * cached server answer (designs, images, fonts... of the old user) and let the editor clear its
 * own state. The caller then goes to login (it holds the router's navigate; the 401 handler uses
 * navigateTo), so that one logout makes one history entry.
 */
export function logout(): void {
  useSession.getState().signOut();
  queryClient.clear();
  for (const listener of [...listeners]) listener();
}
