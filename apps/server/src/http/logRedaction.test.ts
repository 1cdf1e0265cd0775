import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/client';
import { redactedUrl } from './logRedaction';

describe('secrets in URLs never reach the request log', () => {
  it('redacts tokens and signatures in a query, keeping the rest', () => {
    expect(redactedUrl('/auth/reset-password?token=s3cret')).toBe('/auth/reset-password?token=[redacted]');
    expect(redactedUrl('/api/downloads/exports/a.pdf?expires=99&name=Card.pdf&signature=abc')).toBe('/api/downloads/exports/a.pdf?expires=99&name=Card.pdf&signature=[redacted]');
    expect(redactedUrl('/api/designs/7')).toBe('/api/designs/7');
    expect(redactedUrl('/api/designs?page=2')).toBe('/api/designs?page=2');
  });

  it('logs a request without the token its URL carried', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'layout-redact-'));
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }),
      database: await openDatabase({ dataDir: 'memory://' }),
      logger: { level: 'info', stream },
    });
    try {
      await app.inject({ method: 'GET', url: '/api/health?token=very-secret-reset-token' });
      const logged = lines.join('');
      expect(logged).toContain('/api/health?token=[redacted]');
      expect(logged).not.toContain('very-secret-reset-token');
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
