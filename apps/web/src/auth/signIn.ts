import { type CreatorData, authContract, usersContract } from '@layout/model';
import type { QueryClient } from '@tanstack/react-query';
import { request } from '../api/client';
import { lookUpCountry } from '../session/country';
import { useSession } from '../session/store';
import { loginDestination, needsCreatorList } from './loginDestination';

/**
 * The login sequence of spec 000 section 4: look up the country (a failure gives none), log in
 * with it, keep the session, refresh the user's designs, and say where to go next.
 * The editor loads the rest of the user's lists (images, fonts, templates...) itself once it
 * sees the signed-in user.
 */
export async function signIn(email: string, password: string, queryClient: QueryClient): Promise<string> {
  const country = await lookUpCountry();
  const { jwt, userData } = await request(authContract.login, { body: { email, password, country } }, { withoutSession: true });
  const session = useSession.getState();
  session.setCountry(userData.country ?? country);
  session.signIn(jwt, userData);
  let user = userData;
  if (user.role === 'guest') {
    // Spec 000 section 4: a signed-in user still holding the guest role has the profile fetched again.
    user = await request(usersContract.profile).catch(() => userData);
    session.setUser(user);
  }
  void queryClient.invalidateQueries({ queryKey: ['designs', user.id] });
  const creators = needsCreatorList(user) ? await fetchCreators() : null;
  return loginDestination(user, creators);
}

/** The creator list; the login does not fail without it, the designer just lands on the main page. */
async function fetchCreators(): Promise<CreatorData[] | null> {
  try {
    return await request(usersContract.creators);
  } catch {
    return null;
  }
}
