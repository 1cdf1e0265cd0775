import { defineConfig } from 'vitest/config';

// One Vitest run covers the unit tests of every package and the API tests of the server.
// Browser journeys live in e2e/ and run with Playwright (npm run test:e2e).
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/*/src/**/*.test.tsx', 'apps/web/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
