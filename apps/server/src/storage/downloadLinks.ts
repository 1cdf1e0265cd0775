import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Expiring download links for files in local storage (exports): the key, the expiry (unix
 * seconds) and the file name the browser saves under, signed with HMAC-SHA256. The signing key is
 * derived from the server's secret for this one purpose, so a download signature can never be
 * mistaken for, or help forge, a session token signed with the secret itself.
 */
export interface DownloadLinkSigner {
  sign(key: string, expires: number, name: string): string;
  /** Whether `signature` is the one `sign` gives for these three values (in constant time). */
  verify(key: string, expires: number, name: string, signature: string): boolean;
}

/** The route that serves signed downloads (exports/downloads.routes.ts), under /api. */
export const DOWNLOADS_PATH = '/api/downloads';

export function createDownloadLinkSigner(serverSecret: string): DownloadLinkSigner {
  const signingKey = createHmac('sha256', serverSecret).update('layout download links v1').digest();
  // Newlines cannot occur in a storage key or a number, so the three parts cannot run together.
  const sign = (key: string, expires: number, name: string) => createHmac('sha256', signingKey).update(`${key}\n${expires}\n${name}`).digest('base64url');
  return {
    sign,
    verify(key, expires, name, signature) {
      const expected = Buffer.from(sign(key, expires, name));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** `/api/downloads/<key>?expires=..&name=..&signature=..`, valid for `expiresInSeconds` from `now`. */
export function signedDownloadPath(signer: DownloadLinkSigner, key: string, options: { expiresInSeconds: number; fileName: string }, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + Math.max(1, Math.round(options.expiresInSeconds));
  const query = new URLSearchParams({ expires: String(expires), name: options.fileName, signature: signer.sign(key, expires, options.fileName) });
  return `${DOWNLOADS_PATH}/${key}?${query}`;
}
