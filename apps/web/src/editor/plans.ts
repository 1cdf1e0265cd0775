import { type UserData, designsContract, isSignedIn, offersStoragePlans, paymentsContract, storagePlanOf, usersContract } from '@layout/model';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { request } from '../api/client';
import { queryClient } from '../app/queryClient';
import { useSession } from '../session/store';
import { openDialog } from './dialogs/dialogQueue';
import { designsQueryKey } from './panels/myStuff/designActions';

/**
 * The storage plans in the editor (spec 000 sections 1 and 4, spec 001 section 4.10): buying PRO
 * through the server's checkout, cancelling it, coming back from the checkout, and the storage
 * plans dialog a FREE user at 10 designs is offered by itself.
 */

/** The query the server's plan checkout sends the browser back with once paid (plans.service.ts). */
export const PLAN_RETURN_PARAM = 'plan';

/** The accounts offered the storage plans dialog during this visit (a page load): once each, not on every render. */
const offered = new Set<number>();

/** Starts a PRO checkout on the server (it sets the price) and sends the browser to its page. */
export async function goToPlanCheckout(): Promise<void> {
  const { link } = await request(paymentsContract.planCheckout);
  window.location.assign(link);
}

/** Cancel on the plan bar: the server's answer (cancelled, delete N designs first, or nothing to cancel); the profile and plan bar follow. */
export async function cancelProPlan() {
  const result = await request(paymentsContract.cancelPlan);
  // Just cancelled: the storage plans are not offered again by themselves during this visit.
  const userId = useSession.getState().user?.id;
  if (userId !== undefined) offered.add(userId);
  await refreshProfile();
  void queryClient.invalidateQueries({ queryKey: designsQueryKey(useSession.getState().user?.id) });
  return result;
}

/** Reads the profile again (the plan, its dates) into the session. */
export async function refreshProfile(): Promise<UserData | null> {
  if (!useSession.getState().token) return null;
  const profile = await request(usersContract.profile);
  useSession.getState().setUser(profile);
  return profile;
}

/** Set while the return from a plan checkout is being handled, so a second mount (strict mode) does not repeat it. */
let returning = false;

/** Tries the profile a few times after a checkout: a provider's webhook may arrive just after the browser. */
const PROFILE_TRIES = 5;
const PROFILE_RETRY_MS = 2000;

/**
 * The editor's plan behaviour, mounted once (EditorPage): back from a paid plan checkout
 * (?plan=pro) the profile is read again so the plan bar shows PRO with its date, and the query
 * is dropped; a FREE user with 10 or more designs gets the storage plans dialog once per visit
 * (the designs list is the one My Stuff and the plan bar share).
 */
export function useStoragePlans(): void {
  const [params, setParams] = useSearchParams();
  const user = useSession((s) => s.user);
  const signedIn = user !== null && isSignedIn(user.role);
  const back = params.get(PLAN_RETURN_PARAM) === 'pro';

  useEffect(() => {
    if (!back || !signedIn || returning) return;
    returning = true;
    const dropQuery = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(PLAN_RETURN_PARAM);
          return next;
        },
        { replace: true },
      );
    void (async () => {
      for (let n = 0; n < PROFILE_TRIES; n++) {
        const profile = await refreshProfile().catch(() => null);
        if (profile && storagePlanOf(profile) === 'PRO') break;
        await new Promise((resolve) => setTimeout(resolve, PROFILE_RETRY_MS));
      }
      returning = false;
      dropQuery();
    })();
  }, [back, signedIn, setParams]);

  const designs = useQuery({
    queryKey: designsQueryKey(user?.id),
    queryFn: () => request(designsContract.listOfUser, { params: { id: user?.id ?? 0 } }),
    enabled: signedIn && user !== null && storagePlanOf(user) === 'FREE',
  });
  const savedDesigns = designs.data?.length;

  useEffect(() => {
    // Not while coming back from a checkout: the profile read then may make the user PRO.
    if (back || !signedIn || user === null || savedDesigns === undefined || offered.has(user.id)) return;
    if (!offersStoragePlans(user, savedDesigns)) return;
    offered.add(user.id);
    openDialog({ kind: 'storagePlans' });
  }, [user, signedIn, savedDesigns, back]);
}
