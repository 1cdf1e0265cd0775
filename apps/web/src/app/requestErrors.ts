import { MESSAGES } from '@layout/model';
import { ApiError } from '../api/client';
import { reportError } from './errors';
import { navigateTo } from './navigation';

/**
 * Central handling of a failed request (spec 000 section 8): plain errors become toasts
 * 'Error: {message}'; 'Design not found' also sends the user to a new design; validation errors
 * stay with their form (reportError ignores them). A 401 has already run the logout flow in
 * the API client, which toasted it; handing it here again shows nothing new, as duplicate toasts
 * are suppressed.
 */
export function handleRequestError(error: unknown): void {
  if (error instanceof ApiError && error.details === MESSAGES.designNotFound) {
    navigateTo('/designs/new', { replace: true });
  }
  reportError(error);
}
