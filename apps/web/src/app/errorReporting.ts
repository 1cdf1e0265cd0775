import type { CompanyConfig } from '@layout/model';
import type { ErrorEvent as ReportEvent, EventHint } from '@sentry/react';
import { ApiError } from '../api/client';
import { configQuery } from './config';
import { queryClient } from './queryClient';

/**
 * Optional error reporting of the web app, off unless the server names a DSN (SENTRY_WEB_DSN, in
 * GET /api/config). Reported: uncaught errors and unhandled rejections (Sentry's own handlers), a
 * render that crashed the app (React's onUncaughtError, with its component stack), and the
 * server's faults the app toasted (5xx, tagged with the request's id). Not reported: the API's
 * refusals (4xx: wrong input, no access, a stale save), which the user is shown and can act on,
 * and requests that got no answer (the user's network). The SDK is loaded (sentry.ts, a chunk of
 * its own) only after the first render and only when reporting is on; errors from before it
 * arrives wait for it here.
 */

/** The web app's error reporting as GET /api/config names it. */
export type ReportingSettings = NonNullable<CompanyConfig['errorReporting']>;

/** An error to report: what was thrown, the components a render threw in, and whether the app dealt with it. */
export interface Fault {
  error: unknown;
  componentStack?: string;
  handled: boolean;
}

/** At most this many faults wait for the SDK (a loop of errors must not fill the memory). */
const MAX_WAITING = 20;
const waiting: Fault[] = [];
/** Where faults go: waiting for the configuration and the SDK, nowhere (off), or the SDK. */
let destination: 'waiting' | 'off' | ((fault: Fault) => void) = 'waiting';

/** Whether an error is a fault worth a report: anything but an API refusal (4xx) or a request with no answer. */
export function isFault(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status !== null && error.status >= 500;
}

function report(fault: Fault): void {
  if (!isFault(fault.error)) return;
  if (typeof destination === 'function') destination(fault);
  else if (destination === 'waiting' && waiting.length < MAX_WAITING) waiting.push(fault);
}

/** A server fault the app caught and toasted (reportError): reported with its request id. */
export function reportFault(error: ApiError): void {
  report({ error, handled: true });
}

/**
 * createRoot's onUncaughtError: a render threw past every error boundary (the app has none), so
 * React unmounted the app. Logged as React would, and reported with the component stack.
 */
export function reportUncaughtRenderError(error: unknown, info: { componentStack?: string }): void {
  console.error(error);
  report({ error, componentStack: info.componentStack, handled: false });
}

const onEarlyError = (event: ErrorEvent) => report({ error: event.error ?? event.message, handled: false });
const onEarlyRejection = (event: PromiseRejectionEvent) => report({ error: event.reason, handled: false });

/** From the start (boot.ts): holds uncaught errors until the SDK, which catches them itself from then on, is here. */
export function catchEarlyErrors(): void {
  addEventListener('error', onEarlyError);
  addEventListener('unhandledrejection', onEarlyRejection);
}

/** Ends the wait: reporting is off, or the SDK takes over. <html data-error-reporting> says which (for the browser tests). */
function settle(next: 'off' | ((fault: Fault) => void)): void {
  removeEventListener('error', onEarlyError);
  removeEventListener('unhandledrejection', onEarlyRejection);
  destination = next;
  if (typeof document !== 'undefined') document.documentElement.dataset.errorReporting = next === 'off' ? 'off' : 'on';
  const held = waiting.splice(0);
  if (typeof next === 'function') for (const fault of held) next(fault);
}

/**
 * After the first render (main.tsx): reads GET /api/config (the query the app's screens share)
 * and, when it names a DSN, loads and starts the SDK and sends what waited for it. Otherwise, or
 * when the configuration or the SDK cannot be had, reporting is off for this page.
 */
export async function startErrorReporting(): Promise<void> {
  const settings = await queryClient.fetchQuery(configQuery).then(
    (config) => config.errorReporting,
    () => undefined,
  );
  if (!settings) return settle('off');
  try {
    const { startSentry } = await import('./sentry');
    settle(startSentry(settings, screenEvent));
  } catch {
    settle('off');
  }
}

/**
 * The last look at an event before it is sent (beforeSend): API refusals are dropped, wherever
 * they were caught (a toast, an unhandled rejection); a server fault gets its request id and
 * status as tags, which find the server's own report and log lines.
 */
export function screenEvent(event: ReportEvent, hint: EventHint): ReportEvent | null {
  const error = hint.originalException;
  if (!isFault(error)) return null;
  if (!(error instanceof ApiError)) return event;
  return { ...event, tags: { ...event.tags, status: String(error.status), ...(error.requestId ? { requestId: error.requestId } : {}) } };
}
