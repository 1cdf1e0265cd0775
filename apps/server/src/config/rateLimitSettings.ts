import { z } from 'zod';

/**
 * The rate-limited calls. Each has a limit per client address and, where the call names one, per
 * account: the e-mail in the body (login, reset request) or the signed-in user (the rest).
 */
export const RATE_LIMITED = {
  login: { perIp: '30/1m', perAccount: '10/1m' },
  register: { perIp: '5/1h', perAccount: null },
  resetRequest: { perIp: '10/1h', perAccount: '5/1h' },
  resetConfirm: { perIp: '10/15m', perAccount: null },
  redirectExchange: { perIp: '30/1m', perAccount: null },
  passwordChange: { perIp: '20/15m', perAccount: '5/15m' },
  upload: { perIp: '120/10m', perAccount: '60/10m' },
  export: { perIp: '60/10m', perAccount: '30/10m' },
  payment: { perIp: '30/10m', perAccount: '10/10m' },
} as const satisfies Record<string, { perIp: string; perAccount: string | null }>;
export type RateLimitName = keyof typeof RATE_LIMITED;

/** At most `max` requests per `windowMs`, counted from a key's first request (a fixed window, as @fastify/rate-limit counts). */
export interface RateRule {
  max: number;
  windowMs: number;
}
export type RateLimits = Record<RateLimitName, { perIp: RateRule | null; perAccount: RateRule | null }>;

/** RATE_LIMIT_LOGIN_PER_IP for ('login', 'perIp'): the variable that overrides one default. */
export function rateLimitVariable(name: RateLimitName, scope: 'perIp' | 'perAccount'): string {
  const snake = name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();
  return `RATE_LIMIT_${snake}_${scope === 'perIp' ? 'PER_IP' : 'PER_ACCOUNT'}`;
}

const RULE_PATTERN = /^(\d+)\s*\/\s*(\d+)?\s*(s|m|h|d)$/;
const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** 'COUNT/WINDOW' ('10/1m', '5/1h', '3/30s') as a rule, or null for 'off'. */
export function parseRateRule(value: string): RateRule | null {
  const text = value.trim().toLowerCase();
  if (text === 'off') return null;
  const match = RULE_PATTERN.exec(text);
  if (!match) throw new Error(`expected COUNT/WINDOW such as 10/1m or 5/1h, or off; got '${value}'`);
  const windowMs = Number(match[2] ?? 1) * UNIT_MS[match[3] as keyof typeof UNIT_MS];
  if (Number(match[1]) < 1 || windowMs < 1) throw new Error(`a limit needs a count and a window above 0; got '${value}'`);
  return { max: Number(match[1]), windowMs };
}

/** One optional variable per limit, checked when the configuration loads. */
export function rateLimitEnv() {
  const shape: Record<string, z.ZodType<string | undefined>> = {};
  for (const [name, defaults] of Object.entries(RATE_LIMITED)) {
    for (const scope of ['perIp', 'perAccount'] as const) {
      if (defaults[scope] === null) continue;
      shape[rateLimitVariable(name as RateLimitName, scope)] = z
        .string()
        .optional()
        .superRefine((value, ctx) => {
          if (value === undefined) return;
          try {
            parseRateRule(value);
          } catch (error) {
            ctx.addIssue({ code: 'custom', message: (error as Error).message });
          }
        });
    }
  }
  return shape;
}

/** Every limit: its variable's value, else its default; counts multiplied by RATE_LIMIT_FACTOR. */
export function readRateLimits(env: Record<string, unknown>, factor: number): RateLimits {
  const limits = {} as RateLimits;
  for (const name of Object.keys(RATE_LIMITED) as RateLimitName[]) {
    const rule = (scope: 'perIp' | 'perAccount'): RateRule | null => {
      const fallback = RATE_LIMITED[name][scope];
      if (fallback === null) return null;
      const value = env[rateLimitVariable(name, scope)];
      const parsed = parseRateRule(typeof value === 'string' && value ? value : fallback);
      return parsed && { ...parsed, max: Math.max(1, Math.round(parsed.max * factor)) };
    };
    limits[name] = { perIp: rule('perIp'), perAccount: rule('perAccount') };
  }
  return limits;
}
