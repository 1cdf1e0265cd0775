import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * Test helpers of the PDF export: the PDFs are read with poppler and qpdf, as any viewer or press
 * would read them. Only the tests import this file.
 */

/** Fails the test file at once, naming the Debian package, when a tool it reads PDFs with is missing. */
export function requireTools(...tools: string[]): void {
  for (const tool of tools) {
    if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) {
      throw new Error(`${tool} is missing: apt-get install -y poppler-utils qpdf`);
    }
  }
}

/** A scratch folder for a test file's PDFs and rasters, removed afterwards unless KEEP_TEST_PDFS=1 (to look at them). */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => {
    if (process.env.KEEP_TEST_PDFS === '1') console.log('PDFs kept in', dir);
    else rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}
