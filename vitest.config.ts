import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// One Vitest run covers the unit tests of every package and the API tests of the server.
// Browser journeys live in e2e/ and run with Playwright (npm run test:e2e).

/**
 * The PDF export's tests read their PDFs with poppler, qpdf and Ghostscript (Debian packages, not npm ones).
 * Where they are not installed, `npm test` leaves those test files out and says so, so that
 * `npm install && npm test` passes on a fresh machine; CI installs them and sets
 * LAYOUT_REQUIRE_PDF_TOOLS=1, which runs the files anyway (they then fail, naming what is missing).
 */
// The folders whose test files read PDFs (the server's export tests too).
const PDF_TEST_DIRS = ['packages/render/src/pdf', 'apps/server/src/exports'];
const PDF_TOOLS = ['pdfinfo', 'pdftoppm', 'pdftotext', 'pdffonts', 'qpdf', 'gs'];
const missingTools = PDF_TOOLS.filter((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0);
const leftOut =
  missingTools.length > 0 && process.env.LAYOUT_REQUIRE_PDF_TOOLS !== '1'
    ? PDF_TEST_DIRS.flatMap((dir) =>
        readdirSync(dir)
          .filter((file) => file.endsWith('.test.ts') && readFileSync(join(dir, file), 'utf8').includes('requireTools('))
          .map((file) => `${dir}/${file}`),
      )
    : [];
if (leftOut.length > 0) {
  console.warn(`\n${missingTools.join(', ')} not found: left out ${leftOut.join(', ')} (apt-get install -y poppler-utils qpdf ghostscript)\n`);
}

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/*/src/**/*.test.tsx', 'apps/web/*.test.ts', 'bench/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...leftOut],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One fork per core: Vitest's default leaves one core free, which on CI's 2 cores ran every
    // file one after another (the server tests spend much of their time waiting on the database).
    // Each file has its own app and database (in-memory PGlite, or a scratch PostgreSQL database).
    maxWorkers: availableParallelism(),
  },
});
