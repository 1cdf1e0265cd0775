/**
 * `npm run bench`: prints timings of Layout's hot paths. Figures only; nothing here asserts.
 * Today: validating a design's content with the model's schema, and saving and loading a
 * design through the API on the embedded database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Asset, type DesignContent, createDesignContent, defaultTextConfig, designContentSchema } from '@layout/model';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/config';
import { openDatabase } from '../apps/server/src/db/client';

/** A design of `pages` pages with `perPage` assets each: texts, rectangles and lines. */
function sampleDesign(pages: number, perPage: number): DesignContent {
  const content = createDesignContent();
  content.pages = Array.from({ length: pages }, (_, i) => ({ id: `page-${i}`, backgroundColor: '#ffffff' }));
  for (const page of content.pages) {
    for (let i = 0; i < perPage; i++) {
      const base = { id: `${page.id}-a${i}`, pageId: page.id, zIndex: i + 1, x: 20 + i * 10, y: 20 + i * 12, width: 200, height: 40, scaleX: 1, scaleY: 1, rotation: 0, opacity: 1 };
      const asset: Asset =
        i % 3 === 0
          ? { ...base, type: 'text', textConfig: defaultTextConfig({ text: `Heading ${i}\nSecond line of copy` }) }
          : i % 3 === 1
            ? { ...base, type: 'shape', shapeProps: { type: 'rect', fill: '#4ac6e3', stroke: '#263147', strokeWidth: 2, strokeEnabled: true, fillEnabled: true } }
            : { ...base, type: 'line', lineConfig: { points: [0, 0, 200, 0], fill: '#000', stroke: '#000', strokeWidth: 1.328, dash: [], closed: false, strokeEnabled: true, fillEnabled: false, dashEnabled: false, lineCap: 'round', lineJoin: 'round' } };
      content.assets.push(asset);
    }
  }
  return content;
}

async function time(label: string, runs: number, fn: () => Promise<unknown> | unknown): Promise<void> {
  for (let i = 0; i < Math.min(5, runs); i++) await fn(); // warm up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)]!;
  const p95 = samples[Math.floor(samples.length * 0.95)]!;
  console.log(`${label.padEnd(52)} median ${median.toFixed(2).padStart(8)} ms   p95 ${p95.toFixed(2).padStart(8)} ms   (${runs} runs)`);
}

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
await time('api (PGlite): POST /api/designs', 100, async () => {
  const res = await app.inject({ method: 'POST', url: '/api/designs', headers, payload: { name: `Bench ${n++}`, design } });
  lastId = res.json().id;
});
await time('api (PGlite): PUT /api/designs/:id', 100, () =>
  app.inject({ method: 'PUT', url: `/api/designs/${lastId}`, headers, payload: { name: 'Bench updated', design } }),
);
await time('api (PGlite): GET /api/designs/:id', 200, () => app.inject({ method: 'GET', url: `/api/designs/${lastId}`, headers }));

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
