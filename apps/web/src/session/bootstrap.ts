import { COUNTRY_HEADER, type UserData } from '@layout/model';
import { api } from '../api/client';
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

let started: { token: string; profile: Promise<void> } | null = null;

/**
 * Loads the stored token's profile, once per token. Called at start-up (boot.ts), before the
 * rest of the app's code is evaluated, so the request runs meanwhile; the session gate then
 * takes the same request instead of starting its own.
 */
export function bootstrapSession(): Promise<void> | null {
  const { token, user } = useSession.getState();
  if (token === null || user !== null) return null;
  if (started?.token !== token) started = { token, profile: loadProfile() };
  return started.profile;
}
