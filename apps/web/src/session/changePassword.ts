import type { PasswordChangeInput } from '@layout/model';
import { api } from '../api/client';

/** The answer to a password change: 'Your password has been changed.' */
interface PasswordChangeAnswer {
  message: string;
}

/**
 * Changes the signed-in user's password (PUT /api/auth/password) and resolves with the server's
 * message. This session goes on; the server ends every other session of the account. A wrong
 * current password, a short or unrepeated new one reject with a validation ApiError naming the
 * field (currentPassword, password, password2); too many attempts with a 429.
 */
export async function changePassword(input: PasswordChangeInput): Promise<string> {
  const { message } = await api<PasswordChangeAnswer>('PUT', '/auth/password', input);
  return message;
}
