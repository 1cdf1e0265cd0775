import { create } from 'zustand';
import { ApiError } from '../api/client';

/**
 * Where the open document's saving is, for the top bar: a save on its way, the last one stored,
 * a save waiting to be tried again (no answer from the server), or one that failed for good.
 */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'retrying' | 'failed';

export const useSaveStatus = create<{ status: SaveStatus }>(() => ({ status: 'idle' }));

export const setSaveStatus = (status: SaveStatus) => useSaveStatus.setState({ status });

/** Statuses a save may get again by itself: no answer, a gateway or a busy server, a timeout. */
const RETRYABLE_STATUSES = new Set([408, 429, 502, 503, 504]);

/**
 * Whether a failed save is worth sending again as it is: the network (no response) or a server
 * that may be back in a moment. Any other answer (a 4xx, a 500, a conflict) would fail the same
 * way again, so it is shown instead.
 */
export function isRetryableSaveFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === null || RETRYABLE_STATUSES.has(error.status);
}

const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;

/** The wait before the retry after `failures` failed attempts in a row: 1, 2, 4, ... 30 s. */
export function retryDelayMs(failures: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), LONGEST_RETRY_MS);
}

/**
 * The one pending retry of the open document's save. A save the user starts, a save that lands
 * or another document opening cancels it; the browser coming back online runs it at once.
 */
let timer: ReturnType<typeof setTimeout> | undefined;
let pending: (() => void) | null = null;
let failures = 0;

export function scheduleSaveRetry(run: () => void): void {
  clearTimeout(timer);
  failures += 1;
  pending = run;
  timer = setTimeout(runPendingRetry, retryDelayMs(failures));
}

export function cancelSaveRetry(options: { resetBackoff?: boolean } = {}): void {
  clearTimeout(timer);
  timer = undefined;
  pending = null;
  if (options.resetBackoff) failures = 0;
}

/** Whether this failure is the first of a run (the one worth a toast; the retries are shown in the top bar). */
export const isFirstSaveFailure = () => failures === 0;

function runPendingRetry(): void {
  const run = pending;
  clearTimeout(timer);
  timer = undefined;
  pending = null;
  run?.();
}

if (typeof window !== 'undefined') window.addEventListener('online', runPendingRetry);
