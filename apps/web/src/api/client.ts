import {
  AUTH_HEADER,
  type ApiErrorBody,
  MESSAGES,
  type RouteContract,
  type RouteInput,
  type RouteOutput,
  type ValidationDetail,
  pathWith,
  queryString,
  validationDetailsToFieldMap,
} from '@layout/model';

/**
 * A failed request, normalised as spec 000 section 8 describes:
 * kind 'validation' carries a field -> messages map; 'plain' carries message and details.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
    readonly details: string | undefined,
    readonly kind: 'plain' | 'validation',
    readonly fields: Record<string, string[]> = {},
    /** The server's id of the request (x-request-id), which error toasts show so a user can quote it. */
    readonly requestId: string | null = null,
  ) {
    super(message);
  }
}

/** The header every answer of the server carries its request's id in. */
export const REQUEST_ID_HEADER = 'x-request-id';

type TokenSource = () => string | null;
let tokenSource: TokenSource = () => null;
let onUnauthorized: (error: ApiError) => void = () => {};

/** Tells the client where the session token lives and what to do on a 401 (the logout flow). */
export function configureApiClient(options: { token: TokenSource; onUnauthorized: (error: ApiError) => void }) {
  tokenSource = options.token;
  onUnauthorized = options.onUnauthorized;
}

/** Turns a response that is not ok into an ApiError following the error catalogue. */
export function toApiError(status: number, body: Partial<ApiErrorBody> | null, requestId: string | null = null): ApiError {
  if (status === 502) return new ApiError(502, MESSAGES.badGatewayMessage, MESSAGES.badGatewayDetails, 'plain', {}, requestId);
  const message = body?.message ?? `Request failed with status ${status}`;
  if (status === 422 && Array.isArray(body?.details)) {
    const details = body.details as ValidationDetail[];
    return new ApiError(422, message, undefined, 'validation', validationDetailsToFieldMap(details), requestId);
  }
  const details = typeof body?.details === 'string' ? body.details : undefined;
  return new ApiError(status, message, details, 'plain', {}, requestId);
}

/** fetch options, plus whether the call belongs to no session (login, register, reset password). */
export type ApiOptions = RequestInit & { withoutSession?: boolean };

/** The arguments of `request` after the route: its input may be left out when every part of it is optional. */
export type RequestArgs<R extends RouteContract> = object extends RouteInput<R> ? [input?: RouteInput<R>, options?: ApiOptions] : [input: RouteInput<R>, options?: ApiOptions];

/**
 * Calls one route of the API contract (@layout/model contract/): the path, query and body are
 * checked against the route's schemas by the compiler, and the answer has the type of the route's
 * success schema. Throws ApiError on failure.
 */
export function request<R extends RouteContract>(route: R, ...[input, options]: RequestArgs<R>): Promise<RouteOutput<R>> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, string | number>; query?: object; body?: unknown };
  return api<RouteOutput<R>>(route.method, `${pathWith(route.path, params)}${queryString(query)}`, body, options);
}

/**
 * Sends a request under /api with the session token; throws ApiError on failure. Private: the
 * app calls routes through `request`, typed by the contract. A 401 ends the session only when the
 * request carried the token: a wrong password at login is not an expired session.
 */
async function api<T>(method: string, path: string, body?: unknown, options: ApiOptions = {}): Promise<T> {
  const { withoutSession = false, ...init } = options;
  const headers = new Headers(init.headers);
  const token = withoutSession ? null : tokenSource();
  if (token) headers.set(AUTH_HEADER, token);
  if (body !== undefined) headers.set('content-type', 'application/json');
  const request = fetch(`/api${path}`, { ...init, method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return answerOf<T>(request, token);
}

/**
 * The answer to a request already sent (by `api`, or by index.html before the app's code
 * arrived), read as `api` reads it: the parsed JSON, or an ApiError. `sentToken` is the session
 * token the request carried, if any.
 */
export async function answerOf<T>(request: Promise<Response>, sentToken: string | null): Promise<T> {
  let response: Response;
  try {
    response = await request;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw new ApiError(null, error.message, undefined, 'plain');
    }
    const isNetwork = error instanceof TypeError;
    throw new ApiError(null, isNetwork ? MESSAGES.networkError : MESSAGES.somethingWentWrong, undefined, 'plain');
  }
  const text = await response.text();
  const parsed = text ? safeJson(text) : null;
  if (!response.ok) {
    const error = toApiError(response.status, parsed as Partial<ApiErrorBody> | null, response.headers.get(REQUEST_ID_HEADER));
    if (response.status === 401 && sentToken) onUnauthorized(error);
    throw error;
  }
  return parsed as T;
}

/** The session token requests carry now (null for a guest). */
export const currentToken = (): string | null => tokenSource();

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
