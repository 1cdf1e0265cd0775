import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration after a table changes. Migrations are
// committed and applied at start by src/db/client.ts, on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema.ts',
  out: './apps/server/drizzle',
});
