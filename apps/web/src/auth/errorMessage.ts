import { ApiError } from '../api/client';

/**
 * The message of a failed request as a form shows it after 'Error: ': a rejected field's own
 * message, else the details (they explain a 401 or 400: 'Invalid email or password'), else the
 * message.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const fieldMessages = Object.values(error.fields).flat();
    if (error.kind === 'validation' && fieldMessages.length > 0) return fieldMessages.join(' ');
    return error.details || error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
