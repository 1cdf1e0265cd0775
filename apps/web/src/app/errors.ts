import { TOAST_AUTO_HIDE_MS } from '@layout/model';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../api/client';
import { reportFault } from './errorReporting';

/** Toasts on screen, keyed by their text, so a duplicate is suppressed (spec 000 section 8). */
const shown = new Set<string>();

/**
 * Shows a plain error as a toast 'Error: {message}' (at most 3 at once, top right, hidden after
 * 3000 ms, duplicates suppressed, with a Close button), with the details and the server's
 * request id under it. Validation errors belong to their form
 * fields and are not toasted. The <Notifications> host in App sets the limit and position.
 * A server fault (5xx) is also sent to the error reporting, when it is on; refusals (4xx) are not.
 */
export function reportError(error: unknown): void {
  if (error instanceof ApiError && error.kind === 'validation') return;
  if (error instanceof ApiError) reportFault(error);
  const message = error instanceof Error ? error.message : String(error);
  const explained = error instanceof ApiError && error.details && error.details !== message ? error.details : undefined;
  // The server's id of the request, for the user to quote to support (it is in every log line of it).
  const requestId = error instanceof ApiError && error.requestId ? `Request id: ${error.requestId}` : undefined;
  const details = [explained, requestId].filter(Boolean).join(' · ') || undefined;
  const text = `Error: ${message}`;
  if (shown.has(text)) return;
  shown.add(text);
  notifications.show({
    id: text,
    title: text,
    message: details,
    color: 'red',
    withCloseButton: true,
    autoClose: TOAST_AUTO_HIDE_MS,
    onClose: () => shown.delete(text),
  });
}
