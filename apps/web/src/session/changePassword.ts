import { authContract } from '@layout/model';
import type { PasswordChangeInput } from '@layout/model';
import { request } from '../api/client';

/**
 * Changes the signed-in user's password (PUT /api/auth/password) and resolves with the server's
 * message. This session goes on; the server ends every other session of the account. A wrong
 * current password, a short or unrepeated new one reject with a validation ApiError naming the
 * field (currentPassword, password, password2); too many attempts with a 429.
 */
export async function changePassword(input: PasswordChangeInput): Promise<string> {
  const { message } = await request(authContract.changePassword, { body: input });
  return message;
}
