import { configureApiClient } from '../api/client';
import { logout } from '../session/logout';
import { useSession } from '../session/store';
import { reportError } from './errors';
import { navigateTo } from './navigation';

/**
 * Connects the API client to the session: every request carries the stored token, and a 401 on
 * such a request shows its message and runs the logout flow (spec 000 section 8). Only the first
 * of several requests failing together logs out; the rest find the session already gone.
 */
export function wireApiClientToSession(): void {
  configureApiClient({
    token: () => useSession.getState().token,
    onUnauthorized: (error) => {
      if (!useSession.getState().token) return;
      reportError(error);
      logout();
      navigateTo('/auth/login');
    },
  });
}
