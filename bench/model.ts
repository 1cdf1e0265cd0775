/**
 * The model's editing operations on a document of 1,000 assets (10 pages x 100), and the memory
 * that 21 history entries of that document take. Target (issue 3): each operation under 1 ms,
 * history under 2x one document.
 */
import {
  type DesignContent,
  addTextAsset,
  designContentSchema,
  moveAsset,
  pushHistory,
  removeAssets,
  startHistory,
  updateAsset,
} from '@layout/model';
import { sampleDesign, time } from './lib';

const doc = sampleDesign(10, 100);
const pageId = doc.pages[3]!.id;
const target = doc.assets[350]!.id;
const several = doc.assets.filter((a) => a.pageId === pageId).slice(10, 20).map((a) => a.id);
console.log(`== Model: ${doc.assets.length} assets on ${doc.pages.length} pages`);

type Op = [label: string, run: (content: DesignContent) => DesignContent];
const ops: Op[] = [
  ['addTextAsset', (c) => addTextAsset(c, { pageId, style: 'h1' })],
  ['moveAsset', (c) => moveAsset(c, { assetId: target, x: 10, y: 20 })],
  ['updateAsset (opacity)', (c) => updateAsset(c, { assetId: target, changes: { opacity: 0.5 } })],
  ['removeAssets (10, renumbered)', (c) => removeAssets(c, { assetIds: several })],
];
for (const [label, run] of ops) await time(`model: ${label}`, 500, () => run(doc));
await time('model: validate 1,000-asset content (zod)', 50, () => designContentSchema.parse(doc));

// Memory: one document versus 21 history entries, each one edit after the previous.
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  console.log('memory: run with node --expose-gc to measure');
} else {
  const heap = () => {
    gc();
    gc();
    return process.memoryUsage().heapUsed;
  };
  const before = heap();
  let single: DesignContent | undefined = structuredClone(doc);
  const oneDocument = heap() - before;
  single = undefined;
  const base = heap();
  let history = startHistory(structuredClone(doc));
  for (let i = 0; i < 40; i++) {
    const current = history.entries[history.index]!;
    const edit = ops[i % 3]![1];
    history = pushHistory(history, edit(current));
  }
  const historyBytes = heap() - base;
  console.log(
    `memory: one document ${(oneDocument / 1024).toFixed(0)} KiB; ${history.entries.length} history entries ${(historyBytes / 1024).toFixed(0)} KiB = ${(historyBytes / oneDocument).toFixed(2)}x one document`,
  );
  void single;
}
