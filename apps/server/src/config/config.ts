import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import type { Commission, CompanyConfig } from '@layout/model';
import { type OutputProfile, readOutputProfileFile, shippedOutputProfile } from '@layout/render/outputProfile';
import { z } from 'zod';
import type { S3StorageConfig } from '../storage/s3Storage';
import { type RateLimits, rateLimitEnv, readRateLimits } from './rateLimitSettings';

/**
 * Every setting of the server, read from the environment once at start. README.md lists each
 * variable with its default; keep the two in step.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** The address users reach Layout at; used in e-mailed links. */
  PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  JWT_EXPIRES_IN_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  RESET_TOKEN_TTL_MINUTES: z.coerce.number().positive().default(60),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Layout <no-reply@layout.local>'),
  /** true, false, a hop count, or a comma-separated list of proxy addresses (Fastify trustProxy). */
  TRUST_PROXY: z.string().default('false'),
  /** The largest body of a design or template save; every other JSON body gets at most 64 KB (http/jsonBody.ts). */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  /** The largest file one upload may carry (pictures, fonts, SVGs). */
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 1024 * 1024),
  /** The most one upload request may carry in all (its files are held in memory while checked). */
  UPLOAD_TOTAL_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(100 * 1024 * 1024),
  /** Whether the first start installs the libraries (fonts, shapes, icons, illustrations, photos). */
  SEED_LIBRARIES: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Sentry's DSN (or a compatible service's): the server's faults (5xx) are reported there; off when unset. */
  SENTRY_DSN: z.union([z.literal(''), z.string().url()]).optional(),
  /**
   * The web app's own DSN: the browser reports its faults there (GET /api/config hands it out, so
   * it is public; a separate Sentry project from SENTRY_DSN's, which stays on the server). Off when unset.
   */
  SENTRY_WEB_DSN: z.union([z.literal(''), z.string().url()]).optional(),
  /** The environment the reports (the server's and the web app's) are filed under. */
  SENTRY_ENVIRONMENT: z.string().min(1).max(64).default('production'),
  /** When set, GET /metrics asks for `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16).optional(),
  ADMIN_EMAIL: z.string().email().default('admin@layout.local'),
  // The print company's details (spec 000 section 1: Layout runs beside its main website).
  PRODUCT_NAME: z.string().default('Layout'),
  MAIN_WEBSITE_URL: z.string().optional(),
  SIGNUP_URL: z.string().optional(),
  FORGOT_PASSWORD_URL: z.string().optional(),
  LEARN_URL: z.string().optional(),
  ORDER_URL: z.string().optional(),
  SUPPORT_EMAIL: z.string().default(''),
  /** Unsplash's access key: when set, the Photos panel's stock photos come from Unsplash. */
  UNSPLASH_ACCESS_KEY: z.string().optional(),
  UNSPLASH_API_URL: z.string().url().default('https://api.unsplash.com'),
  /** An S3 bucket: when set, files live there instead of on the local disk (storage/s3Storage.ts). */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** An S3-compatible service's address (MinIO, R2, ...); AWS's own when unset. */
  S3_ENDPOINT: z.union([z.literal(''), z.string().url()]).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Where browsers load stored files from directly (a CDN, a public bucket); else through /api/files. */
  S3_PUBLIC_URL: z.union([z.literal(''), z.string().url()]).optional(),
  /** The stock fee buyers pay on paid illustrations and svgs: a percent of the price plus a dollar amount. */
  STOCK_FEE_PERCENT: z.coerce.number().min(0).max(1000).default(0),
  STOCK_FEE_DOLLAR: z.coerce.number().min(0).max(1000).default(0),
  /** Payments: the built-in test provider (test cards only) unless STRIPE_SECRET_KEY is set. */
  PAYMENT_CURRENCY: z
    .string()
    .regex(/^[a-zA-Z]{3}$/, 'must be an ISO 4217 code such as aud')
    .default('aud')
    .transform((code) => code.toLowerCase()),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Stripe's API address; tests point it at a local fake. */
  STRIPE_API_URL: z.string().url().default('https://api.stripe.com'),
  /** Dropbox app credentials: when both are set, pictures can be brought in from Dropbox. */
  DROPBOX_APP_KEY: z.string().optional(),
  DROPBOX_APP_SECRET: z.string().optional(),
  DROPBOX_AUTHORIZE_URL: z.string().url().default('https://www.dropbox.com/oauth2/authorize'),
  DROPBOX_API_URL: z.string().url().default('https://api.dropboxapi.com'),
  DROPBOX_CONTENT_URL: z.string().url().default('https://content.dropboxapi.com'),
  /** Worker threads that render exports (PDF, JPG, PNG); default: up to 2, never more than the CPUs. */
  EXPORT_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * How much lower than the request thread the export threads run (a Linux nice increment, 0-19):
   * an export is batch work, a save or an open is someone waiting, so on a busy machine requests
   * go first; an idle machine still gives exports every core.
   */
  EXPORT_WORKER_NICE: z.coerce.number().int().min(0).max(19).default(10),
  /** How long an export's download link works; the file is deleted after it. */
  EXPORT_LINK_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60 * 60),
  /** Exports that may wait for a worker; more are refused with 503 until the queue drains. */
  EXPORT_QUEUE_LIMIT: z.coerce.number().int().min(0).default(20),
  /**
   * Where exports wait to be rendered: 'postgres' (a pg-boss queue on DATABASE_URL's database,
   * worked by `npm run worker` processes, and by the server unless EXPORT_WORK_IN_SERVER=false)
   * or 'local' (the server's own worker threads). Default: 'postgres' with DATABASE_URL, else 'local'.
   */
  EXPORT_QUEUE: z.enum(['postgres', 'local']).optional(),
  /** With the queue: whether the server's own process works export jobs too (a lone `npm start` then exports by itself). */
  EXPORT_WORK_IN_SERVER: z.enum(['true', 'false']).default('true'),
  /**
   * With the queue: how long a job may be held before it counts as lost (its worker died) and is
   * tried again. pg-boss also stops a handler at this time, so it must exceed the longest render
   * (5 minutes).
   */
  EXPORT_JOB_EXPIRE_SECONDS: z.coerce.number().int().min(2).max(3600).default(360),
  /** With the queue: how often a job that failed (a worker that crashed or was killed) is tried again. */
  EXPORT_JOB_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  /**
   * The print company's CMYK output profile (an ICC file of class 'prtr', colour space CMYK): the
   * Print Ready PDF is made for that press (its PDF/X output intent). Layout's own Coated FOGRA39
   * when unset; checked at start.
   */
  PRINT_ICC_PROFILE: z.string().optional(),
  /** Rate limits (http/rateLimits.ts): on unless 'false'; each limit is 'COUNT/WINDOW' (window 30s, 1m, 1h, 1d) or 'off'. */
  RATE_LIMITS: z.enum(['true', 'false']).default('true'),
  /** Multiplies every limit's count (tests and the e2e run, one address for many accounts, use a large one). */
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  ...rateLimitEnv(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string;
  jwtExpiresInHours: number;
  resetTokenTtlMinutes: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: boolean | number | string;
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  uploadTotalLimitBytes: number;
  logLevel: string;
  /** Error reporting (http/errorReporting.ts): Sentry's DSN, or null when off. */
  errorReporting: { dsn: string; environment: string } | null;
  /** The web app's error reporting (GET /api/config, apps/web/src/app/errorReporting.ts): its DSN, or null when off. */
  webErrorReporting: { dsn: string; environment: string } | null;
  /** The bearer token GET /metrics asks for, or null: open (keep it off the public network). */
  metricsToken: string | null;
  seedLibraries: boolean;
  adminEmail: string;
  company: CompanyConfig;
  /** Set when Dropbox's app key and secret are; the addresses are Dropbox's own unless changed (tests). */
  dropbox: { appKey: string; appSecret: string; authorizeUrl: string; apiUrl: string; contentUrl: string } | null;
  /** Set when S3_BUCKET is: files live in that bucket; otherwise on the local disk under DATA_DIR/files. */
  s3: S3StorageConfig | null;
  /** Set when stock photos come from Unsplash; otherwise Layout's own photo library serves them. */
  unsplash: { accessKey: string; apiUrl: string } | null;
  /** The stock fee (spec 001 section 9: price x percent + dollar), GET /commissions/info. */
  commission: Commission;
  /** Payments: the currency (ISO 4217, lowercase) and Stripe's keys when Stripe takes the money (else the built-in test provider). */
  payments: { currency: string; stripe: { secretKey: string; webhookSecret: string; apiUrl: string } | null };
  /** The export workers, how long their download links live, how many exports may wait. */
  exports: {
    workers: number;
    niceIncrement: number;
    linkTtlSeconds: number;
    queueLimit: number;
    /** The pg-boss queue on PostgreSQL, or null: exports render in the server's own threads. */
    queue: { connectionString: string; workInServer: boolean; expireSeconds: number; retries: number } | null;
  };
  /** The rate limits of the costly or guessable calls; null when RATE_LIMITS=false. */
  rateLimits: RateLimits | null;
  /** The press the Print Ready PDF is made for: PRINT_ICC_PROFILE's profile, or Layout's Coated FOGRA39. */
  printProfile: OutputProfile;
}

/** Reads the configuration from `env`, creating DATA_DIR and the signing secret if needed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    publicUrl,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    jwtExpiresInHours: e.JWT_EXPIRES_IN_HOURS,
    resetTokenTtlMinutes: e.RESET_TOKEN_TTL_MINUTES,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    uploadLimitBytes: e.UPLOAD_LIMIT_BYTES,
    uploadTotalLimitBytes: e.UPLOAD_TOTAL_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    errorReporting: e.SENTRY_DSN ? { dsn: e.SENTRY_DSN, environment: e.SENTRY_ENVIRONMENT } : null,
    webErrorReporting: e.SENTRY_WEB_DSN ? { dsn: e.SENTRY_WEB_DSN, environment: e.SENTRY_ENVIRONMENT } : null,
    metricsToken: e.METRICS_TOKEN ?? null,
    seedLibraries: e.SEED_LIBRARIES === 'true',
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    company: {
      productName: e.PRODUCT_NAME,
      // Where no company page is configured, Layout's own page stands in.
      mainWebsiteUrl: e.MAIN_WEBSITE_URL || '/',
      signUpUrl: e.SIGNUP_URL || '/auth/register',
      forgotPasswordUrl: e.FORGOT_PASSWORD_URL || '/auth/reset-password',
      learnUrl: e.LEARN_URL || '/learn',
      orderUrl: e.ORDER_URL || '/orders/new',
      supportEmail: e.SUPPORT_EMAIL,
      paymentProvider: e.STRIPE_SECRET_KEY ? 'stripe' : 'test',
    },
    dropbox:
      e.DROPBOX_APP_KEY && e.DROPBOX_APP_SECRET
        ? { appKey: e.DROPBOX_APP_KEY, appSecret: e.DROPBOX_APP_SECRET, authorizeUrl: e.DROPBOX_AUTHORIZE_URL, apiUrl: e.DROPBOX_API_URL, contentUrl: e.DROPBOX_CONTENT_URL }
        : null,
    unsplash: e.UNSPLASH_ACCESS_KEY ? { accessKey: e.UNSPLASH_ACCESS_KEY, apiUrl: e.UNSPLASH_API_URL } : null,
    s3: readS3Config(e),
    commission: { percent: e.STOCK_FEE_PERCENT, dollar: e.STOCK_FEE_DOLLAR },
    payments: { currency: e.PAYMENT_CURRENCY, stripe: readStripeConfig(e) },
    exports: {
      workers: e.EXPORT_WORKERS ?? Math.min(2, availableParallelism()),
      niceIncrement: e.EXPORT_WORKER_NICE,
      linkTtlSeconds: e.EXPORT_LINK_TTL_SECONDS,
      queueLimit: e.EXPORT_QUEUE_LIMIT,
      queue: readExportQueue(e),
    },
    rateLimits: e.RATE_LIMITS === 'true' ? readRateLimits(e, e.RATE_LIMIT_FACTOR) : null,
    printProfile: readPrintProfile(e.PRINT_ICC_PROFILE),
  };
}

/**
 * The print profile: PRINT_ICC_PROFILE's file, which must be a readable ICC profile of class
 * 'prtr' and colour space CMYK (the server refuses to start otherwise, saying what is wrong), or,
 * unset or empty, Layout's own.
 */
function readPrintProfile(path: string | undefined): OutputProfile {
  if (!path) return shippedOutputProfile();
  try {
    return readOutputProfileFile(resolve(path));
  } catch (error) {
    throw new Error(`Invalid configuration: PRINT_ICC_PROFILE: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The export queue: on PostgreSQL unless EXPORT_QUEUE=local; it needs DATABASE_URL. */
function readExportQueue(e: z.infer<typeof envSchema>): Config['exports']['queue'] {
  const kind = e.EXPORT_QUEUE ?? (e.DATABASE_URL ? 'postgres' : 'local');
  if (kind === 'local') return null;
  if (!e.DATABASE_URL) throw new Error('Invalid configuration: EXPORT_QUEUE=postgres needs DATABASE_URL');
  return { connectionString: e.DATABASE_URL, workInServer: e.EXPORT_WORK_IN_SERVER === 'true', expireSeconds: e.EXPORT_JOB_EXPIRE_SECONDS, retries: e.EXPORT_JOB_RETRIES };
}

/** Stripe's settings when STRIPE_SECRET_KEY is set: its webhook secret must come with it (unsigned events are never trusted). */
function readStripeConfig(e: z.infer<typeof envSchema>): { secretKey: string; webhookSecret: string; apiUrl: string } | null {
  if (!e.STRIPE_SECRET_KEY) return null;
  if (!e.STRIPE_WEBHOOK_SECRET) throw new Error('Invalid configuration: STRIPE_WEBHOOK_SECRET is needed with STRIPE_SECRET_KEY');
  return { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL };
}

/** The bucket's settings when S3_BUCKET is set; key id and secret come as a pair or not at all. */
function readS3Config(e: z.infer<typeof envSchema>): S3StorageConfig | null {
  if (!e.S3_BUCKET) return null;
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  }
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT || undefined,
    credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    publicUrl: e.S3_PUBLIC_URL ? e.S3_PUBLIC_URL.replace(/\/+$/, '') : undefined,
  };
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** The token-signing secret: generated once and kept in DATA_DIR so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
