import argon2 from 'argon2';

/** Passwords are hashed with argon2id (the library's defaults: 64 MiB, 3 passes). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, checked against when the e-mail is unknown, so that login takes
 * the same time and answers the same whether or not the account exists.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  return decoyHash;
}
