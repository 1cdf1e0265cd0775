import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';

/**
 * The first admin of the e2e server, signed in. Its random password is only printed to the log,
 * so the test takes the account over the way an operator would without it: a password reset,
 * whose e-mail lands in DATA_DIR/outbox when no SMTP server is configured.
 */
export const ADMIN_EMAIL = 'admin@layout.local';
const ADMIN_PASSWORD = 'the e2e admin password';

function resetTokenFor(email: string, after: Set<string>): string | null {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).sort().reverse();
  } catch {
    return null;
  }
  for (const file of files) {
    if (after.has(file)) continue;
    const mail = readFileSync(join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (!mail.includes(email)) continue;
    const match = mail.match(/\/auth\/reset-password\?token=([\w-]+)/);
    if (match) return match[1]!;
  }
  return null;
}

function outboxFiles(): Set<string> {
  try {
    return new Set(readdirSync(join(process.env.E2E_DATA_DIR!, 'outbox')));
  } catch {
    return new Set();
  }
}

/**
 * The admin's password reset, done by one worker at a time: a reset ends the account's other
 * sessions and links, so two workers resetting at once would void each other's. A directory is
 * the lock (mkdir either creates it or fails, atomically); whoever gets it tries the login again
 * first, since the worker before may have set the password meanwhile.
 */
async function withAdminLock<T>(work: () => Promise<T>): Promise<T> {
  const lock = join(process.env.E2E_DATA_DIR!, 'admin-signin.lock');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

const adminLogin = (request: APIRequestContext) => request.post('/api/auth/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });

/** Signs the admin in (resetting its password the first time) and answers its token and id. */
export async function signInAdmin(request: APIRequestContext): Promise<{ token: string; id: number }> {
  let login = await adminLogin(request);
  if (!login.ok()) {
    login = await withAdminLock(async () => {
      const again = await adminLogin(request);
      if (again.ok()) return again;
      const before = outboxFiles();
      expect((await request.post('/api/auth/reset-password', { data: { email: ADMIN_EMAIL } })).ok()).toBe(true);
      await expect.poll(() => resetTokenFor(ADMIN_EMAIL, before)).not.toBeNull();
      const token = resetTokenFor(ADMIN_EMAIL, before)!;
      const confirmed = await request.post('/api/auth/reset-password/confirm', { data: { token, password: ADMIN_PASSWORD, password2: ADMIN_PASSWORD } });
      expect(confirmed.ok(), await confirmed.text()).toBe(true);
      return adminLogin(request);
    });
  }
  expect(login.ok(), await login.text()).toBe(true);
  const { jwt, userData } = (await login.json()) as { jwt: string; userData: { id: number } };
  return { token: jwt, id: userData.id };
}

/**
 * A new account with the given role (a designer, usually): registered as anyone does, then given
 * the role by the admin (PUT /api/users/:userId/role). Answers what signing in needs.
 */
export async function signUpWithRole(
  request: APIRequestContext,
  role: 'guest' | 'user' | 'designer' | 'admin',
  name: { firstname: string; lastname: string } = { firstname: 'Dee', lastname: 'Signer' },
): Promise<{ email: string; password: string; id: number }> {
  const email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'e2e secret password';
  const registered = await request.post('/api/users', { data: { ...name, email, password, password2: password } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { userData } = (await registered.json()) as { userData: { id: number } };
  if (role !== 'user') {
    const admin = await signInAdmin(request);
    const changed = await request.put(`/api/users/${userData.id}/role`, { headers: { 'x-auth-token': admin.token }, data: { role } });
    expect(changed.ok(), await changed.text()).toBe(true);
  }
  return { email, password, id: userData.id };
}
