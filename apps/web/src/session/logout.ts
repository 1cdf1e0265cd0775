import { AUTH_HEADER, authContract } from '@layout/model';
import { request } from '../api/client';
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
 * The logout flow of spec 000 section 4, also run by a 401: end the session on the server, forget
 * the token and user, drop every cached server answer (designs, images, fonts... of the old user)
 * and let the editor clear its own state. The caller then goes to login (it holds the router's
 * navigate; the 401 handler uses navigateTo), so that one logout makes one history entry.
 */
export function logout(): void {
  const token = useSession.getState().token;
  // Ended on the server too, so a copy of the token (another tab, a leaked one) stops working.
  // Nobody waits for it: the browser forgets the token either way. After a 401 the session is
  // already over and this answers 401, which is ignored (the request carries no session of the
  // client's, so it does not start the 401 flow again).
  if (token) {
    request(authContract.logout, {}, { withoutSession: true, keepalive: true, headers: { [AUTH_HEADER]: token } }).catch(() => {});
  }
  useSession.getState().signOut();
  queryClient.clear();
  for (const listener of [...listeners]) listener();
}
