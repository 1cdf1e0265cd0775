import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDesignContent } from '@layout/model';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories } from './catalogue/catalogue.tables';
import { createTestApp } from './test/test-app';
import { countUsersWithRole } from './users/users.queries';

// Starts the whole server three times on one data folder: slow on a loaded machine, never a timed check.
describe('the embedded database and secret in DATA_DIR survive a restart', { timeout: 180_000 }, () => {
  it.skipIf(Boolean(process.env.DATABASE_URL))('keeps accounts, sessions, designs, one admin and one catalogue across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'layout-persist-'));
    try {
      const first = await createTestApp({ dataDir });
      const alice = await first.signUp({ email: 'alice.persist@example.com' });
      const design = await first.app.inject({
        method: 'POST',
        url: '/api/designs',
        headers: alice.headers,
        payload: { name: 'Kept', design: createDesignContent() },
      });
      expect(design.statusCode).toBe(201);
      const [before] = await first.app.db.select({ n: sql<number>`count(*)::int` }).from(categories);
      const secret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8');
      await first.close();

      expect(existsSync(join(dataDir, 'db'))).toBe(true);
      for (let restart = 0; restart < 2; restart++) {
        const again = await createTestApp({ dataDir });
        try {
          expect(again.config.jwtSecret).toBe(secret);
          const health = await again.app.inject({ method: 'GET', url: '/api/health' });
          expect(health.statusCode).toBe(200);
          expect(health.json()).toEqual({ status: 'ok' });

          const login = await again.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: alice.email, password: alice.password } });
          expect(login.statusCode).toBe(200);
          expect(login.json().userData.id).toBe(alice.user.id);

          const profile = await again.app.inject({ method: 'GET', url: '/api/profile', headers: alice.headers });
          expect(profile.statusCode).toBe(200);
          expect(profile.json().email).toBe(alice.email);

          const saved = await again.app.inject({ method: 'GET', url: `/api/designs/${design.json().id}`, headers: alice.headers });
          expect(saved.statusCode).toBe(200);
          expect(saved.json().name).toBe('Kept');
          expect(saved.json().design).toEqual(design.json().design);

          expect(await countUsersWithRole(again.app.db, 'admin')).toBe(1);
          const [after] = await again.app.db.select({ n: sql<number>`count(*)::int` }).from(categories);
          expect(after!.n).toBe(before!.n);
        } finally {
          await again.close();
        }
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
