import { COUNTRY_HEADER, type UserData, usersContract } from '@layout/model';
import { answerOf, request } from '../api/client';
import { lookUpCountry } from './country';
import { EARLY_SESSION_REQUEST, type EarlySessionRequest } from './earlySessionRequest';
import { useSession } from './store';

/** The stored token's user, with the visitor's country sent along (spec 000 section 7). */
async function loadProfile(token: string): Promise<void> {
  const early = takeEarlyRequest(token);
  let country: string | null;
  let profile: UserData;
  if (early) {
    country = await early.country;
    profile = await answerOf<UserData>(early.profile, token);
  } else {
    country = useSession.getState().country ?? (await lookUpCountry());
    const headers: Record<string, string> = country ? { [COUNTRY_HEADER]: country } : {};
    profile = await request(usersContract.profile, {}, { headers });
  }
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
  if (started?.token !== token) started = { token, profile: loadProfile(token) };
  return started.profile;
}

/** The requests index.html sent for this token (taken once), if it sent them. */
function takeEarlyRequest(token: string): EarlySessionRequest | null {
  const slot = window as unknown as Record<string, EarlySessionRequest | undefined>;
  const early = slot[EARLY_SESSION_REQUEST];
  if (!early || early.token !== token) return null;
  delete slot[EARLY_SESSION_REQUEST];
  return early;
}
