import { isId } from '@layout/model';
import { SignJWT, jwtVerify } from 'jose';

/** Session tokens last JWT_EXPIRES_IN_HOURS; redirect tokens only long enough to follow a link. */
const SESSION_AUDIENCE = 'layout-session';
const REDIRECT_AUDIENCE = 'layout-redirect';
export const REDIRECT_TOKEN_MINUTES = 5;

/** What a verified token says: whose it is and which row (sessions or redirect_tokens) it names. */
export interface TokenClaims {
  userId: number;
  jti: string;
}

/**
 * Signing and checking the JWTs only. A signature proves the server issued the token; whether it
 * is still in force (not logged out, not used) is the database's answer (auth/sessions.ts).
 */
export interface Tokens {
  /** A session token for the user, sent back in x-auth-token; `jti` is its sessions row id. */
  session: (userId: number, jti: string) => Promise<string>;
  /** A short-lived token handed to the print site, exchanged once for a session there and back. */
  redirect: (userId: number, jti: string) => Promise<string>;
  /** The claims of a correctly signed, unexpired session token, or null. */
  verifySession: (token: string) => Promise<TokenClaims | null>;
  verifyRedirect: (token: string) => Promise<TokenClaims | null>;
}

export function createTokens(secret: string, sessionHours: number): Tokens {
  const key = new TextEncoder().encode(secret);
  const sign = (userId: number, jti: string, audience: string, expiresIn: string) =>
    new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(String(userId)).setJti(jti).setAudience(audience).setIssuedAt().setExpirationTime(expiresIn).sign(key);
  const verify = async (token: string, audience: string): Promise<TokenClaims | null> => {
    try {
      const { payload } = await jwtVerify(token, key, { audience, algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      // A token without a jti (issued before sessions were stored) names no session: refused.
      if (!isId(userId) || typeof payload.jti !== 'string' || !payload.jti) return null;
      return { userId, jti: payload.jti };
    } catch {
      return null;
    }
  };
  return {
    session: (userId, jti) => sign(userId, jti, SESSION_AUDIENCE, `${Math.round(sessionHours * 3600)}s`),
    redirect: (userId, jti) => sign(userId, jti, REDIRECT_AUDIENCE, `${REDIRECT_TOKEN_MINUTES}m`),
    verifySession: (token) => verify(token, SESSION_AUDIENCE),
    verifyRedirect: (token) => verify(token, REDIRECT_AUDIENCE),
  };
}
