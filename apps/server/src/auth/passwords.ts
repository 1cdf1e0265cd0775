import argon2 from 'argon2';

/**
 * How passwords are hashed: argon2id with OWASP's recommended settings (Password Storage Cheat
 * Sheet: 19 MiB, 2 passes, 1 lane). The library's defaults (64 MiB, 3 passes, 4 lanes) cost 146 ms
 * of CPU per login against 21 ms here: on a 2-core server logins then took a quarter of the
 * machine under load, and a flood of them (within the rate limits) cost seven times as much.
 * The settings are stored in each hash, so older hashes still verify and are re-hashed on login.
 */
const HASHING = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASHING);
}

/** Whether a stored hash was made with other settings than HASHING (re-hash it at the next login). */
export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, HASHING);
  } catch {
    return false;
  }
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
