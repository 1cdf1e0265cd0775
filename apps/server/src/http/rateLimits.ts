import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimitName, RateRule } from '../config/rateLimitSettings';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The rate limit a route counts against (config.rateLimits): `config: { limit: 'upload' }`.
     * Routes sharing a name share the counts (every upload route counts as uploads).
     */
    limit?: RateLimitName;
  }
}

/** What the 429's details call the requests of each limit. */
const WHAT: Record<RateLimitName, string> = {
  login: 'login attempts',
  register: 'sign-ups',
  resetRequest: 'password reset requests',
  resetConfirm: 'password reset attempts',
  redirectExchange: 'sign-in links',
  passwordChange: 'password change attempts',
  upload: 'uploads',
  export: 'exports',
  payment: 'card payments',
};

/**
 * Whose requests a limit's per-account rule counts: the e-mail in the body where the caller is
 * not signed in yet (login, reset request), else the signed-in user.
 */
const ACCOUNT_OF: Partial<Record<RateLimitName, 'email'>> = { login: 'email', resetRequest: 'email' };

/** A store for @fastify/rate-limit's counters (its `store` option); the default keeps them in memory. */
export type RateLimitStore = NonNullable<Parameters<typeof rateLimit>[1]>['store'];

type Check = (request: FastifyRequest) => Promise<{ isExceeded?: boolean; ttlInSeconds?: number; isAllowed: boolean }>;

/** 'N seconds' or 'N minutes' (rounded up): how long to wait, for the 429's details. */
export function waitText(seconds: number): string {
  if (seconds < 90) return `${Math.max(1, seconds)} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The 429 in the spec's envelope; the Retry-After header is set beside it. */
export function tooManyRequests(name: RateLimitName, seconds: number): HttpError {
  return new HttpError(429, 'Too Many Requests', `Too many ${WHAT[name]}. Please wait ${waitText(seconds)} and try again.`);
}

/**
 * Rate limits on the calls that cost the server work (password hashing, uploads, exports) or let
 * a caller guess (logins, reset links): a route opts in with `config: { limit: name }`. Each
 * limit counts per client address and, where configured, per account; the request is refused
 * with 429 and Retry-After when either count is over. Counts live in @fastify/rate-limit's store:
 * in memory by default, or `store` (e.g. one shared by several instances). Address and user
 * counts run onRequest, after the route's own `authorize`; e-mail counts need the parsed body and
 * run preHandler.
 */
export async function registerRateLimits(app: FastifyInstance, options: { store?: RateLimitStore } = {}): Promise<void> {
  const limits = app.config.rateLimits;
  if (!limits) return;
  await app.register(rateLimit, { global: false, ...(options.store ? { store: options.store } : {}) });

  /** One counter per (limit, scope); keys carry both, so a shared store keeps them apart. */
  const counter = (name: RateLimitName, scope: string, rule: RateRule, key: (request: FastifyRequest) => string | null): Check => {
    const check = app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => `${name}:${scope}:${key(request)}`,
    });
    return async (request) => (key(request) === null ? { isAllowed: true } : check(request));
  };
  const ipOf = (request: FastifyRequest) => normalizeIP(request.ip, 64);
  const userOf = (request: FastifyRequest) => (request.user ? String(request.user.id) : null);
  const emailOf = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? email.trim().toLowerCase() : null;
  };

  const hooks = new Map<RateLimitName, { early: Check[]; late: Check[] }>();
  for (const name of Object.keys(limits) as RateLimitName[]) {
    const { perIp, perAccount } = limits[name];
    const early: Check[] = [];
    const late: Check[] = [];
    if (perIp) early.push(counter(name, 'ip', perIp, ipOf));
    if (perAccount) (ACCOUNT_OF[name] === 'email' ? late : early).push(counter(name, 'account', perAccount, ACCOUNT_OF[name] === 'email' ? emailOf : userOf));
    hooks.set(name, { early, late });
  }

  const enforce = (name: RateLimitName, checks: Check[]) =>
    async function rateLimited(request: FastifyRequest, reply: { header: (k: string, v: string) => unknown }) {
      for (const check of checks) {
        const result = await check(request);
        if (result.isAllowed || !result.isExceeded) continue;
        const seconds = Math.max(1, result.ttlInSeconds ?? 1);
        reply.header('retry-after', String(seconds));
        throw tooManyRequests(name, seconds);
      }
    };

  app.addHook('onRoute', (route) => {
    const name = route.config?.limit;
    if (!name) return;
    const { early, late } = hooks.get(name)!;
    // Appended, so they run after the route's own onRequest hooks (authorize sets request.user).
    if (early.length) route.onRequest = [...toArray(route.onRequest), enforce(name, early) as onRequestAsyncHookHandler];
    if (late.length) route.preHandler = [...toArray(route.preHandler), enforce(name, late) as preHandlerAsyncHookHandler];
  });
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
