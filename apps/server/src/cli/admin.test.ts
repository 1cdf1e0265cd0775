import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createScratchDatabase, createTestApp } from '../test/test-app';
import { runAdminCommand } from './admin';

/*
 * The CLI and the server share one database. With PGlite (no DATABASE_URL) only one process may
 * hold it, so every app below is closed before the CLI runs and opened again afterwards.
 */
let dataDir: string;
let scratch: { url: string; drop: () => Promise<void> } | null = null;
let env: Record<string, string>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'layout-cli-'));
  scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
  env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
});
afterAll(async () => {
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Opens the server on the CLI's data, runs `use`, and closes it again. */
async function withApp<T>(use: (t: TestApp) => Promise<T>): Promise<T> {
  const t = await createTestApp({ dataDir, env });
  try {
    return await use(t);
  } finally {
    await t.close();
  }
}

const login = (t: TestApp, email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

// Each test spawns the CLI (a Node process with tsx) one or more times: on a loaded 2-core machine that took
// over 30 s, the default limit, and the next test then saw the half-done account.
describe('npm run admin', { timeout: 180_000 }, () => {
  const email = 'dana.designer@example.com';
  const password = 'designer password 1';
  let token: string;

  it('create-user makes an account that logs in through the API with its role', async () => {
    const message = await runAdminCommand(
      ['create-user', '--email', 'Dana.Designer@Example.com', '--password', password, '--role', 'designer', '--firstname', 'Dana', '--lastname', 'Drew'],
      env,
    );
    expect(message).toBe(`Created designer ${email}`);
    await withApp(async (t) => {
      const res = await login(t, email, password);
      expect(res.statusCode).toBe(200);
      expect(res.json().userData).toMatchObject({ email, role: 'designer', firstname: 'Dana', lastname: 'Drew' });
      token = res.json().jwt;
    });
  });

  it('set-role changes the role the API reports, for an existing session too', async () => {
    expect(await runAdminCommand(['set-role', '--email', email, '--role', 'admin'], env)).toBe(`${email} is now admin`);
    await withApp(async (t) => {
      const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { 'x-auth-token': token } });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().role).toBe('admin');
      expect((await login(t, email, password)).json().userData.role).toBe('admin');
    });
    expect(await runAdminCommand(['set-role', '--email', email, '--role', 'user'], env)).toBe(`${email} is now user`);
    await withApp(async (t) => {
      expect((await login(t, email, password)).json().userData.role).toBe('user');
    });
  });

  it('set-password changes the password the API accepts', async () => {
    expect(await runAdminCommand(['set-password', '--email', email, '--password', 'another password 2'], env)).toBe(`Password of ${email} changed`);
    await withApp(async (t) => {
      expect((await login(t, email, 'another password 2')).statusCode).toBe(200);
      expect((await login(t, email, password)).statusCode).toBe(401);
    });
  });

  it('refuses a bad role with a readable error', async () => {
    await expect(runAdminCommand(['create-user', '--email', 'x@example.com', '--password', password, '--role', 'superuser'], env)).rejects.toThrow(
      '--role must be one of guest, user, designer, admin',
    );
    await expect(runAdminCommand(['set-role', '--email', email, '--role', 'root'], env)).rejects.toThrow('--role must be one of');
    await expect(runAdminCommand(['create-user', '--email', 'x@example.com', '--password', password], env)).rejects.toThrow('--role is required');
  });

  it('refuses a bad e-mail with a readable error', async () => {
    await expect(runAdminCommand(['create-user', '--email', 'not-an-email', '--password', password, '--role', 'user'], env)).rejects.toThrow('--email: Invalid email');
    await expect(runAdminCommand(['create-user', '--password', password, '--role', 'user'], env)).rejects.toThrow('--email:');
  });

  it('refuses to create an account twice, whatever the case of the e-mail', async () => {
    await expect(runAdminCommand(['create-user', '--email', 'DANA.designer@example.com', '--password', password, '--role', 'user'], env)).rejects.toThrow(
      `An account for ${email} already exists; use set-role or set-password`,
    );
  });

  it('refuses a short password, an unknown account and an unknown command', async () => {
    await expect(runAdminCommand(['create-user', '--email', 'new@example.com', '--password', 'short', '--role', 'user'], env)).rejects.toThrow(
      '--password: Password has to include at least 8 symbols',
    );
    await expect(runAdminCommand(['set-role', '--email', 'ghost@example.com', '--role', 'user'], env)).rejects.toThrow('No account for ghost@example.com');
    await expect(runAdminCommand(['delete-everything', '--email', email], env)).rejects.toThrow("Unknown command 'delete-everything'");
    await withApp(async (t) => {
      expect((await login(t, 'new@example.com', 'short')).statusCode).toBe(401);
    });
  });

  it('set-plan gives PRO until a date (or with no end) and takes it back to FREE, as the API then reports', async () => {
    const until = `${new Date().getUTCFullYear() + 2}-03-15`;
    expect(await runAdminCommand(['set-plan', '--email', email, '--plan', 'pro', '--until', until], env)).toBe(`${email} is now on the PRO plan until ${until}`);
    await withApp(async (t) => {
      const userData = (await login(t, email, 'another password 2')).json().userData;
      expect(userData).toMatchObject({ storagePlan: 'pro', planRenewsAt: `${until}T00:00:00.000Z` });
      expect(userData.planStarted).not.toBeNull();
    });
    expect(await runAdminCommand(['set-plan', '--email', email, '--plan', 'pro'], env)).toBe(`${email} is now on the PRO plan with no end`);
    await withApp(async (t) => {
      expect((await login(t, email, 'another password 2')).json().userData).toMatchObject({ storagePlan: 'pro', planRenewsAt: null });
    });
    expect(await runAdminCommand(['set-plan', '--email', email, '--plan', 'free'], env)).toBe(`${email} is now on the FREE plan`);
    await withApp(async (t) => {
      expect((await login(t, email, 'another password 2')).json().userData).toMatchObject({ storagePlan: null, planStarted: null, planRenewsAt: null });
    });
  });

  it('set-plan refuses an unknown account, a bad plan and a bad or past date with readable errors', async () => {
    await expect(runAdminCommand(['set-plan', '--email', 'ghost@example.com', '--plan', 'pro'], env)).rejects.toThrow('No account for ghost@example.com');
    await expect(runAdminCommand(['set-plan', '--email', email, '--plan', 'gold'], env)).rejects.toThrow('--plan must be free or pro');
    await expect(runAdminCommand(['set-plan', '--email', email], env)).rejects.toThrow('--plan must be free or pro');
    await expect(runAdminCommand(['set-plan', '--email', email, '--plan', 'pro', '--until', 'next year'], env)).rejects.toThrow("--until: 'next year' is not a date (YYYY-MM-DD)");
    await expect(runAdminCommand(['set-plan', '--email', email, '--plan', 'pro', '--until', '2031-02-30'], env)).rejects.toThrow('is not a date');
    await expect(runAdminCommand(['set-plan', '--email', email, '--plan', 'pro', '--until', '2020-01-01'], env)).rejects.toThrow('--until: 2020-01-01 is not in the future');
    await expect(runAdminCommand(['set-plan', '--email', email, '--plan', 'free', '--until', '2031-01-01'], env)).rejects.toThrow('--until goes with --plan pro only');
  });

  it('prints the usage for --help or no command', async () => {
    expect(await runAdminCommand([], env)).toContain('create-user --email E --password P --role');
    expect(await runAdminCommand(['--help'], env)).toContain('set-role --email E');
  });
});
