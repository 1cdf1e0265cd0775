/**
 * The model's editing operations on a document of 1,000 assets (10 pages x 100), and the memory
 * that 21 history entries of that document take. Target (issue 3): each operation under 1 ms,
 * history under 2x one document.
 */
import {
  type DesignContent,
  addTextAsset,
  alignAssets,
  applyTextStyle,
  assetsInMarquee,
  bringToFront,
  changePageSize,
  copyPage,
  printWarnings,
  changeColorEverywhere,
  copyAssets,
  defaultTextStyles,
  duplicateAssets,
  flipAssets,
  pasteAssets,
  rotateAssets,
  snapBox,
  snapTargetsFor,
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
const several = doc.assets
  .filter((a) => a.pageId === pageId)
  .slice(10, 20)
  .map((a) => a.id);
console.log(`== Model: ${doc.assets.length} assets on ${doc.pages.length} pages`);

const clipboard = copyAssets(doc, { assetIds: several })!;
const h1 = defaultTextStyles()[0]!;
type Op = [label: string, run: (content: DesignContent) => DesignContent];
const ops: Op[] = [
  ['addTextAsset', (c) => addTextAsset(c, { pageId, style: 'h1' })],
  ['moveAsset', (c) => moveAsset(c, { assetId: target, x: 10, y: 20 })],
  ['updateAsset (opacity)', (c) => updateAsset(c, { assetId: target, changes: { opacity: 0.5 } })],
  ['removeAssets (10, renumbered)', (c) => removeAssets(c, { assetIds: several })],
  ['duplicateAssets (10)', (c) => duplicateAssets(c, { assetIds: several })],
  ['pasteAssets (10)', (c) => pasteAssets(c, { clipboard: clipboard, pageId })],
  ['alignAssets (10, left to selection)', (c) => alignAssets(c, { assetIds: several, alignment: 'left', target: 'selection' })],
  ['flipAssets (10, horizontal)', (c) => flipAssets(c, { assetIds: several, axis: 'horizontal' })],
  ['rotateAssets (10, 30 degrees)', (c) => rotateAssets(c, { assetIds: several, angle: 30 })],
  ['bringToFront (10)', (c) => bringToFront(c, { assetIds: several })],
  ['changeColorEverywhere (all shapes)', (c) => changeColorEverywhere(c, { from: '#4ac6e3', to: '#ff0000' })],
  ['copyPage (100 assets)', (c) => copyPage(c, { pageId })],
  ['changePageSize (A4 landscape to A5, 1,000 assets)', (c) => changePageSize(c, { width: 210, height: 148, units: 'mm' })],
  ['applyTextStyle (h1)', (c) => applyTextStyle(c, { assetId: doc.assets[300]!.id, style: h1 })],
];
for (const [label, run] of ops) await time(`model: ${label}`, 500, () => run(doc));
await time('model: printWarnings (100 assets on the page)', 500, () => printWarnings(doc, pageId));
const marquee = { x: 0, y: 0, width: 300, height: 200 };
await time('model: assetsInMarquee (100 assets on the page)', 500, () => assetsInMarquee(doc, pageId, marquee));
await time('model: snapTargetsFor + snapBox (100 assets on the page)', 500, () => snapBox({ x: 101, y: 99, width: 200, height: 40 }, snapTargetsFor(doc, pageId, [target])));
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
