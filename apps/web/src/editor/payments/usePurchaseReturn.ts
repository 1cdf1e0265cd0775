import { isSignedIn } from '@layout/model';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../session/store';
import { refreshIllustrations } from '../library/illustrations';

/** The query a paid stock checkout sends the browser back with (its return address, set by the server). */
export const PURCHASE_RETURN_PARAM = 'purchased';

/** A hosted checkout's webhook may reach the server just after the browser: the lists are read again a few times. */
const REFRESHES = 3;
const REFRESH_MS = 2500;

/**
 * Back from a paid stock checkout (?purchased): the illustrations lists, the collection offers and
 * Purchased Illustrations are read again, so what was bought shows as bought; the query is dropped.
 */
export function usePurchaseReturn(): void {
  const [params, setParams] = useSearchParams();
  const signedIn = useSession((s) => s.user !== null && isSignedIn(s.user.role));
  const back = params.has(PURCHASE_RETURN_PARAM);

  useEffect(() => {
    if (!back || !signedIn) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PURCHASE_RETURN_PARAM);
        return next;
      },
      { replace: true },
    );
    const refresh = () => void refreshIllustrations();
    refresh();
    // Timers outlive the effect on purpose: dropping the query re-runs it, and the refreshes must go on.
    for (let n = 1; n <= REFRESHES; n++) setTimeout(refresh, n * REFRESH_MS);
  }, [back, signedIn, setParams]);
}
