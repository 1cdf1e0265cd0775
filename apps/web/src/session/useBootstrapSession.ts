import { useEffect, useState } from 'react';
import { ApiError } from '../api/client';
import { reportError } from '../app/errors';
import { bootstrapSession } from './bootstrap';
import { useSession } from './store';

/**
 * With a stored token, loads the profile before the app shows anything, so a signed-in user
 * never sees the guest interface flash. Returns whether the session is ready.
 *
 * A 401 has already run the logout flow (API client). Any other failure (server unreachable)
 * keeps the token, so a short outage does not sign anyone out; this visit continues as a guest
 * and the next page load tries again.
 */
export function useBootstrapSession(): boolean {
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const [gaveUpOn, setGaveUpOn] = useState<string | null>(null);
  const needsProfile = token !== null && user === null && gaveUpOn !== token;

  useEffect(() => {
    if (!needsProfile) return;
    let cancelled = false;
    bootstrapSession()?.catch((error: unknown) => {
      if (cancelled || (error instanceof ApiError && error.status === 401)) return;
      reportError(error);
      setGaveUpOn(token);
    });
    return () => {
      cancelled = true;
    };
  }, [needsProfile, token]);

  return !needsProfile;
}
