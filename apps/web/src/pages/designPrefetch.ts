import type { Design } from '@layout/model';
import { api } from '../api/client';

/**
 * Designs requested as soon as the route names one, while the editor's code is still loading:
 * the request and the download run side by side instead of one after the other.
 */
const pending = new Map<number, Promise<Design>>();

const request = (id: number) => api<Design>('GET', `/designs/${Number.isSafeInteger(id) ? id : 0}`);

export function prefetchDesign(id: number): void {
  if (pending.has(id)) return;
  const design = request(id);
  // The font and the pictures start loading as soon as the design is known (the editor's code
  // may still be on its way); errors are the editor's to report when it takes the request.
  design.then((d) => import('../editor/warmUp').then((m) => void m.warmUpFor(d.design))).catch(() => undefined);
  pending.set(id, design);
}

/** The prefetched request for this design (taken once), or a new one. */
export function fetchDesign(id: number): Promise<Design> {
  const design = pending.get(id);
  pending.delete(id);
  return design ?? request(id);
}

/** Drops a prefetched request the editor does not need (it already holds that design). */
export function forgetPrefetchedDesign(id: number): void {
  pending.delete(id);
}

/** The design id a route opens, or null for a new design. */
export function routeDesignId(documentType: string | undefined, id: string | undefined): number | null {
  return documentType === 'designs' && id && id !== 'new' ? Number(id) : null;
}

/** At start-up: the design an address like /designs/42 opens, requested with the editor's code. */
export function prefetchDesignFor(pathname: string): void {
  const match = /^\/designs\/(\d+)\/?$/.exec(pathname);
  if (match) prefetchDesign(Number(match[1]));
}
