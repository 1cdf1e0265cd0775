import { AUTH_HEADER, type Role } from '@layout/model';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized } from '../http/errors';
import type { UserRow } from '../users/users.table';

/** Everyone with an account. */
export const SIGNED_IN: readonly Role[] = ['user', 'designer', 'admin'];
/**
 * Every account, including one whose role is still 'guest': such an account may read its own
 * profile (spec 000 section 4: 'A logged-in user still holding the guest role triggers a profile
 * fetch'), and nothing else a guest may not.
 */
export const ANY_ACCOUNT: readonly Role[] = ['guest', ...SIGNED_IN];
export const CREATORS: readonly Role[] = ['designer', 'admin'];
export const ADMINS: readonly Role[] = ['admin'];

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `authorize`; null for a guest. */
    user: UserRow | null;
  }
}

/** The session (its jti) each signed-in request came with, for logout and password change. */
const sessionOfRequest = new WeakMap<FastifyRequest, string>();

/**
 * An onRequest hook that lets the request through only for the given roles. It runs before the
 * body is read, parsed or validated, so a caller without a valid session gets 401, never 422, and
 * costs the server no parsing of a body it will refuse. The token in x-auth-token must be
 * correctly signed and unexpired, and its session row must be in force (not logged out, not
 * ended by a password change or reset) and name an existing account (else 401); the account's
 * current role (read from the database, so a role change applies at once) must be listed (else
 * 403). With 'anyone', a valid token still sets request.user and a bad one is 401.
 */
export function authorize(roles: readonly Role[] | 'anyone'): onRequestAsyncHookHandler {
  const hook = async function authorizeRequest(this: unknown, request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers[AUTH_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) {
      if (roles === 'anyone') return;
      throw unauthorized('Authentication required');
    }
    const claims = await request.server.tokens.verifySession(token);
    const user = claims === null ? null : await request.server.sessionUser(claims.jti, claims.userId);
    if (!claims || !user) throw unauthorized('Invalid or expired token');
    if (roles !== 'anyone' && !roles.includes(user.role)) throw forbidden('Forbidden', 'Your role does not allow this');
    request.user = user;
    sessionOfRequest.set(request, claims.jti);
  };
  authorizedRoles.set(hook, roles);
  return hook;
}

/** The roles each authorize() hook lets through, read by the API documentation (http/openapi.ts). */
const authorizedRoles = new WeakMap<object, readonly Role[] | 'anyone'>();

/** Who a route's onRequest hooks let through: the roles of its authorize() hook, or undefined for an open route. */
export function rolesOf(onRequest: unknown): readonly Role[] | 'anyone' | undefined {
  const hooks = Array.isArray(onRequest) ? onRequest : [onRequest];
  for (const hook of hooks) {
    const roles = typeof hook === 'function' ? authorizedRoles.get(hook) : undefined;
    if (roles) return roles;
  }
  return undefined;
}

/** The id of the session a request guarded by `authorize` came with. */
export function currentSessionId(request: FastifyRequest): string {
  const jti = sessionOfRequest.get(request);
  if (!jti) throw unauthorized();
  return jti;
}

/** Whether a role or a user (null: no session) is an admin: the model's rule (account/roles.ts). */
export { isAdmin } from '@layout/model';

/** The signed-in user of a route guarded by `authorize(SIGNED_IN...)`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
