import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UserData } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config/config';
import { openDatabase } from '../db/client';
import type { Mailer } from '../mail/mailer';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Registers and logs in a user; returns its token and data. */
  signUp: (overrides?: Partial<{ email: string; password: string; firstname: string; lastname: string }>) => Promise<SignedUp>;
  close: () => Promise<void>;
}

export interface SignedUp {
  token: string;
  user: UserData;
  email: string;
  password: string;
  headers: { 'x-auth-token': string };
}

/**
 * A fresh server for one test file: in-memory PGlite by default, or, when DATABASE_URL is set,
 * a new database created on that PostgreSQL server and dropped afterwards.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; mailer?: Mailer; dataDir?: string /** A PostgreSQL database another instance uses too (kept afterwards). */; databaseUrl?: string } = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'layout-test-'));
  const scratch = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => {} }
    : process.env.DATABASE_URL
      ? await createScratchDatabase(process.env.DATABASE_URL)
      : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_LIBRARIES: 'false',
    // Every test signs up and logs in from the same inject address: limits stay on, but far
    // above what a test file does. A rate-limit test sets RATE_LIMIT_FACTOR: '1'.
    RATE_LIMIT_FACTOR: '1000',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...options.env,
  });
  const database = scratch || options.dataDir ? undefined : await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp({ config, database, mailer: options.mailer, logger: false, checkAnswers: true });
  await app.ready();
  let counter = 0;

  return {
    app,
    config,
    async signUp(overrides = {}) {
      counter += 1;
      const email = overrides.email ?? `user${counter}-${Date.now()}@example.com`;
      const password = overrides.password ?? 'correct horse battery';
      const register = await app.inject({
        method: 'POST',
        url: '/api/users',
        payload: { firstname: overrides.firstname ?? 'Test', lastname: overrides.lastname ?? `User${counter}`, email, password, password2: password },
      });
      if (register.statusCode !== 201) throw new Error(`register failed: ${register.body}`);
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
      const { jwt, userData } = login.json() as { jwt: string; userData: UserData };
      return { token: jwt, user: userData, email, password, headers: { 'x-auth-token': jwt } };
    },
    async close() {
      await app.close();
      await database?.close();
      await scratch?.drop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl`: its URL, and `drop` to remove it.
 * For tests that need one database across several app instances (or the admin CLI).
 */
export async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `layout_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}
