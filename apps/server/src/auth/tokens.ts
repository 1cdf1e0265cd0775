import { SignJWT, jwtVerify } from 'jose';

/** Session tokens last JWT_EXPIRES_IN_HOURS; redirect tokens only long enough to follow a link. */
const SESSION_AUDIENCE = 'layout-session';
const REDIRECT_AUDIENCE = 'layout-redirect';
const REDIRECT_TOKEN_MINUTES = 5;

export interface Tokens {
  /** A session token for the user, sent back in x-auth-token. */
  session: (userId: number) => Promise<string>;
  /** A short-lived token handed to the print site, exchanged for a session there and back. */
  redirect: (userId: number) => Promise<string>;
  /** The user id of a valid session token, or null when bad or expired. */
  verifySession: (token: string) => Promise<number | null>;
  verifyRedirect: (token: string) => Promise<number | null>;
}

export function createTokens(secret: string, sessionHours: number): Tokens {
  const key = new TextEncoder().encode(secret);
  const sign = (userId: number, audience: string, expiresIn: string) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(key);
  const verify = async (token: string, audience: string) => {
    try {
      const { payload } = await jwtVerify(token, key, { audience, algorithms: ['HS256'] });
      const id = Number(payload.sub);
      return Number.isInteger(id) && id > 0 ? id : null;
    } catch {
      return null;
    }
  };
  return {
    session: (userId) => sign(userId, SESSION_AUDIENCE, `${Math.round(sessionHours * 3600)}s`),
    redirect: (userId) => sign(userId, REDIRECT_AUDIENCE, `${REDIRECT_TOKEN_MINUTES}m`),
    verifySession: (token) => verify(token, SESSION_AUDIENCE),
    verifyRedirect: (token) => verify(token, REDIRECT_AUDIENCE),
  };
}
