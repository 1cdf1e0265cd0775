/**
 * `npm run bench`: prints timings of Layout's hot paths. Figures only; nothing here asserts.
 * `npm run bench -- editor` (or model, text, api, several of them) runs only those parts.
 *  - model: the editing operations of the model on a 1,000-asset document (bench/model.ts);
 *  - text: the shared text layout (bench/text.ts);
 *  - api: validating a design's content, saving and loading it through the API (bench/api.ts);
 *  - editor: the editor in headless Chromium, pages of 200 to 3,000 assets (bench/editor.ts);
 *  - export: PDF, PNG and JPG export of 4- and 8-page designs, next to the browser route (bench/export.ts),
 *    then print runs of 100 to 1,000 double-sided business cards from a CSV (bench/export/printRun.ts);
 *  - load: 100 simulated users logging in, listing, opening and saving while exports run (bench/load.ts; not in the default run);
 *  - scale: saves and opens per second on one and two API instances, exports per minute with one and two workers (bench/scale.ts; PostgreSQL; not in the default run).
 */
import { argv, exit } from 'node:process';

const PARTS = {
  model: () => import('./model'),
  text: () => import('./text'),
  api: () => import('./api'),
  editor: () => import('./editor'),
  export: async () => {
    await import('./export');
    await (await import('./export/printRun')).benchPrintRuns();
  },
  load: () => import('./load'),
  scale: () => import('./scale'),
} as const;
type Part = keyof typeof PARTS;

const isPart = (name: string): name is Part => Object.hasOwn(PARTS, name);
// Part names come first; what follows the first --option belongs to the parts (load's --seconds 20).
const asked = argv.slice(2).filter((_, i, all) => !all.slice(0, i + 1).some((a) => a.startsWith('--')));
const unknown = asked.filter((name) => !isPart(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; the parts are: ${Object.keys(PARTS).join(', ')}`);
  exit(2);
}
for (const part of asked.length > 0 ? asked.filter(isPart) : (Object.keys(PARTS) as Part[]).filter((p) => p !== 'load' && p !== 'scale')) await PARTS[part]();
