import { type Design, designsContract } from '@layout/model';
import { answerOf, currentToken, request } from '../api/client';
import { prefetchDefaultFont } from '../editor/text/fontFiles';
import { EARLY_DESIGN_REQUEST, type EarlyDesignRequest, SAVED_DESIGN_PATH } from './earlyDesignRequest';

/**
 * Designs requested as soon as the route names one, while the editor's code is still loading:
 * the request and the download run side by side instead of one after the other.
 */
const pending = new Map<number, Promise<Design>>();

const requestDesign = (id: number): Promise<Design> => takeEarlyRequest(id) ?? request(designsContract.open, { params: { id: Number.isSafeInteger(id) ? id : 0 } });

/** The request index.html sent for this design with the current session's token, taken once. */
function takeEarlyRequest(id: number): Promise<Design> | null {
  const early = (window as unknown as Record<string, EarlyDesignRequest | undefined>)[EARLY_DESIGN_REQUEST];
  if (!early || early.id !== id || early.token !== currentToken()) return null;
  delete (window as unknown as Record<string, unknown>)[EARLY_DESIGN_REQUEST];
  return answerOf<Design>(early.response, early.token);
}

/**
 * Requests a design, and the default font with it (almost every design has text). Resolves once
 * the design has arrived and its pictures have been asked for, or the request failed; errors are
 * the editor's to report when it takes the request.
 */
export function prefetchDesign(id: number): Promise<void> {
  if (pending.has(id)) return Promise.resolve();
  prefetchDefaultFont();
  const design = requestDesign(id);
  pending.set(id, design);
  // The pictures start loading as soon as the design is known, even while the editor's code is
  // still on its way.
  return design.then((d) => import('../editor/warmUp').then((m) => void m.warmUpFor(d.design))).catch(() => undefined);
}

/** The prefetched request for this design (taken once), or a new one. */
export function fetchDesign(id: number): Promise<Design> {
  const design = pending.get(id);
  pending.delete(id);
  return design ?? requestDesign(id);
}

/** Drops a prefetched request the editor does not need (it already holds that design). */
export function forgetPrefetchedDesign(id: number): void {
  pending.delete(id);
}

/** The design id a route opens, or null for a new design. */
export function routeDesignId(documentType: string | undefined, id: string | undefined): number | null {
  return documentType === 'designs' && id && id !== 'new' ? Number(id) : null;
}

/**
 * At start-up: the design an address like /designs/42 opens, requested with the editor's code.
 * Resolves as `prefetchDesign` does, at once for other addresses.
 */
export function prefetchDesignFor(pathname: string): Promise<void> {
  const match = SAVED_DESIGN_PATH.exec(pathname);
  return match ? prefetchDesign(Number(match[1])) : Promise.resolve();
}
