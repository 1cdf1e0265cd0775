import { COUNTRY_HEADER, type UserData } from '@layout/model';
import { useEffect, useState } from 'react';
import { ApiError, api } from '../api/client';
import { reportError } from '../app/errors';
import { lookUpCountry } from './country';
import { useSession } from './store';

/** The stored token's user, with the visitor's country sent along (spec 000 section 7). */
async function loadProfile(): Promise<void> {
  const country = useSession.getState().country ?? (await lookUpCountry());
  const headers: Record<string, string> = country ? { [COUNTRY_HEADER]: country } : {};
  const profile = await api<UserData>('GET', '/profile', undefined, { headers });
  const session = useSession.getState();
  session.setCountry(profile.country ?? country);
  session.setUser(profile);
}

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
    loadProfile().catch((error: unknown) => {
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
