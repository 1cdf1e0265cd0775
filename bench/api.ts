/**
 * Validating a design's content, and saving and loading it through the API on the embedded
 * database (in process, through Fastify's inject).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { designContentSchema } from '@layout/model';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/config';
import { openDatabase } from '../apps/server/src/db/client';
import { sampleDesign, time } from './lib';

console.log('\n== API');
const design = sampleDesign(8, 20);
const json = JSON.stringify(design);
console.log(`Design: 8 pages x 20 assets, ${(json.length / 1024).toFixed(1)} KiB of JSON\n`);

await time('model: validate content (designContentSchema)', 200, () => designContentSchema.parse(design));

const dataDir = mkdtempSync(join(tmpdir(), 'layout-bench-'));
const database = await openDatabase({ dataDir: 'memory://' });
const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database, logger: false });
const password = 'benchmark password';
await app.inject({ method: 'POST', url: '/api/users', payload: { firstname: 'B', lastname: 'M', email: 'bench@example.com', password, password2: password } });
const { jwt } = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'bench@example.com', password } })).json();
await app.db.execute(`update users set storage_plan = 'PRO'`);
const headers = { 'x-auth-token': jwt };

let n = 0;
let lastId = 0;
let version = 1;
await time('api (PGlite): POST /api/designs', 100, async () => {
  const res = await app.inject({ method: 'POST', url: '/api/designs', headers, payload: { name: `Bench ${n++}`, design } });
  lastId = res.json().id;
});
// Each save is based on the version the one before returned (a stale one would be refused).
await time('api (PGlite): PUT /api/designs/:id', 100, async () => {
  const res = await app.inject({ method: 'PUT', url: `/api/designs/${lastId}`, headers, payload: { name: 'Bench updated', design, version } });
  version = res.json().version;
});
await time('api (PGlite): GET /api/designs/:id', 200, () => app.inject({ method: 'GET', url: `/api/designs/${lastId}`, headers }));

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
