/**
 * The editor in headless Chromium with a software canvas, as CI has it (issue 4, "Speed"):
 * pages of 200, 1,000 and 3,000 assets opened from saved designs, one asset dragged by 60 mouse
 * moves sent every 16.7 ms without waiting, the JS heap; the editor's initial JavaScript and the
 * time to a drawn page on /designs/new. Figures only, next to Polotno's and the targets.
 *
 * Definitions (the probe, bench/editor/probe.js, sees every draw of every Konva layer):
 *  - drawn: performance.now() (ms since the navigation started) at the end of the first draw of
 *    the page stage's 'content-layer' after which every asset of the design is drawn by it:
 *    a node named 'asset' with the asset's id is in the layer and visible; for an image, its
 *    Konva.Image has its picture loaded; for a text, its glyphs are laid out (its scene
 *    function fills the glyph outlines, i.e. the font has loaded). Shapes need only their node.
 *    "drawn in" is the median of 3 cold opens (each in a fresh browser context), listed after it.
 *  - a move shows: after the app handled that move's pointer event and before it handled the
 *    next one, the layer holding the dragged node was drawn. Moves the browser merged into a
 *    later event (it delivers one per frame at most, fewer when the page is busy) never show.
 *    Counting draws rather than sampling the node's position each frame: a node can be moved
 *    without being drawn, and only a draw changes the pixels.
 *  - interval between visible updates: between the draws that showed consecutive shown moves.
 *  - each page is dragged 3 times: moves shown is the median run's, intervals are pooled; the
 *    control row drags a plain DOM element the same way (bench/editor/control.html): what
 *    "every move shown, like a plain DOM element" comes to on this machine and clock.
 *  - JS heap: Runtime.getHeapUsage after HeapProfiler.collectGarbage, after the drag.
 *  - initial JavaScript: every script fetched from navigating to /designs/new until the page is
 *    drawn and the network has been quiet for a second, gzipped with node:zlib (level 6).
 * BENCH_SCREENSHOTS=<dir> saves each page as opened and after the drags, to look at.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Browser, type Page, chromium } from '@playwright/test';
import { MAX_ASSETS, createDesignContent, pageSizePx } from '@layout/model';
import { type RunningServer, buildWebApp, saveDesign, signUp, startServer } from './editor/app';
import { type BenchImage, benchDesign, benchImages, writeBenchImages } from './editor/fixture';
import { FLOOR_PAGES, type FloorPage, buildFloorPages, openFloor } from './editor/floor';
import { type DragFigures, type Drawn, type OpenEditor, dragOneAsset, heapAfterGc, openControl, openEditor, scriptSizes, waitForQuiet, waitUntilDrawn } from './editor/measure';

/** BENCH_EDITOR_SIZES=200,1000 runs only those pages ('' none: only the new-design figures). */
const SIZES = (process.env.BENCH_EDITOR_SIZES ?? '200,1000,3000').split(',').filter(Boolean).map(Number);
const NEW_DESIGN_RUNS = 5;
/** Drags per page (a different asset each time may be on top at the press point); their moves are pooled. */
const DRAG_RUNS = 3;
/** Cold opens per page; "drawn in" is their median (one open varies by a few hundred ms here). */
const OPEN_RUNS = 3;
/** BENCH_EDITOR_FLOOR=0 leaves out the stack's floor (bench/editor/floor). */
const FLOOR = process.env.BENCH_EDITOR_FLOOR !== '0';
/** Cold opens of each floor page and of the editor beside them, interleaved. */
const FLOOR_RUNS = 5;
/** The server's default BODY_LIMIT_BYTES (apps/server/src/config/config.ts). */
const BODY_LIMIT_BYTES = 10 * 1024 * 1024;

/**
 * Debian's Chromium (156) runs headless as the full browser, which loads its own omnibox popup UI
 * (two more renderer processes) in every new window: every cold open here. Traced on 2 cores,
 * those took ~0.8 s of CPU during the editor's first 0.3 s, and the 1,000-asset open went from
 * ~1.5 to ~3.0 s. A visitor's browser has that UI loaded long before, and Playwright's headless
 * shell has none, so the bench switches it off to measure the editor rather than the browser.
 */
const WITHOUT_BROWSER_POPUP_UI = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (value: number | null | undefined) => (value === null || value === undefined || Number.isNaN(value) ? 'n/a' : `${value.toFixed(0)} ms`);
const median = (values: readonly number[]) => quantile(values, 0.5);
function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

console.log('\n== Editor (headless Chromium, software canvas, viewport 1400 x 900)');
console.log(
  `Load average before the run: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')} (the figures move with what else runs)`,
);
const webDist = mkdtempSync(join(tmpdir(), 'layout-bench-web-'));
console.log(`Building the web app into ${webDist} ...`);
await buildWebApp(webDist);
if (FLOOR) await buildFloorPages(webDist);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', WITHOUT_BROWSER_POPUP_UI] });
let server: RunningServer | undefined;
try {
  const encoder = await browser.newPage();
  const images = await benchImages(encoder);
  await encoder.close();
  // The pictures are files of the served app, so the server sends them as it sends uploads.
  writeBenchImages(webDist, images);
  server = await startServer(webDist);
  await benchmark(browser, server.origin, images);
} finally {
  await browser.close();
  await server?.stop();
  rmSync(webDist, { recursive: true, force: true });
}

async function benchmark(browser: Browser, origin: string, images: readonly BenchImage[]) {
  const token = await signUp(origin);
  console.log(`Images: ${images.map((i) => `${i.path.split('/').pop()} ${i.width}x${i.height} ${kb(i.body.length)}`).join(', ')}`);
  console.log(`Limits: MAX_ASSETS ${MAX_ASSETS} per design, request body ${mb(BODY_LIMIT_BYTES)}`);

  const designs: { size: number; id: number; expected: [string, string][] }[] = [];
  for (const size of SIZES) {
    const content = benchDesign(size, images, origin);
    const json = JSON.stringify({ name: `Bench ${size}`, design: content });
    if (size > MAX_ASSETS || json.length > BODY_LIMIT_BYTES) {
      console.log(`${size} assets: does not fit (MAX_ASSETS ${MAX_ASSETS}, body ${kb(json.length)} of ${mb(BODY_LIMIT_BYTES)}); skipped`);
      continue;
    }
    const id = await saveDesign(origin, token, `Bench ${size} assets`, content);
    designs.push({ size, id, expected: content.assets.map((a) => [a.id, a.type]) });
    const count = (type: string) => content.assets.filter((a) => a.type === type).length;
    console.log(`Saved design ${id}: 1 page, ${size} assets (${count('text')} text, ${count('shape')} shapes, ${count('image')} images), ${kb(json.length)} of JSON`);
  }

  // A first load warms the server and the browser's compiled code for everything after it.
  const warmUp = await openEditor(browser, '/designs/new', { origin, token, expected: [] });
  await waitUntilDrawn(warmUp.page, null);
  await warmUp.close();

  await newDesignFigures(browser, origin, token);

  console.log('\nassets   drawn in   moves shown   median   p95 interval   first update   JS heap   (moves received; layer draws during the drag)');
  const control = await openControl(browser, origin);
  try {
    const drags: DragFigures[] = [];
    for (let run = 0; run < DRAG_RUNS; run++) drags.push(await dragOneAsset(control, 'control'));
    console.log(`   DOM        n/a   ${dragColumns(drags)}       n/a   (a plain DOM element, the control; ${received(drags)})`);
  } finally {
    await control.close();
  }
  for (const design of designs) await designFigures(browser, origin, token, design);
  if (FLOOR) await floorFigures(browser, origin, token, designs.find((d) => d.size === 1000) ?? designs[0]);
  console.log('\nPolotno 4.4 (2 cores):  1,000 assets drawn in 2.5 s, 22 of 60 moves shown (an update every 50 ms);');
  console.log('                        3,000 assets drawn in 7.8 s, 7 of 60 shown (every 158 ms).');
  console.log('Targets:                1,000 assets drawn in < 0.8 s with 60 of 60 shown (16.7 ms); 3,000 with an update at least every 33 ms.');
}

async function newDesignFigures(browser: Browser, origin: string, token: string) {
  const signedIn: number[] = [];
  const guest: number[] = [];
  for (let run = 0; run < NEW_DESIGN_RUNS; run++) {
    for (const [who, times] of [[token, signedIn] as const, [undefined, guest] as const]) {
      const editor = await openEditor(browser, '/designs/new', { origin, token: who, expected: [] });
      const drawn = await waitUntilDrawn(editor.page, null);
      if (!drawn.ok) throw new Error(`/designs/new was never drawn: ${drawn.why}`);
      times.push(drawn.ms);
      if (run === 0 && who) await printScripts(editor);
      if (run === 0) {
        const steps = (await editor.page.evaluate(`(() => {
          const nav = performance.getEntriesByType('navigation')[0];
          const editor = performance.getEntriesByType('resource').find((e) => e.name.includes('/EditorPage-'));
          return { html: nav.responseEnd, dcl: nav.domContentLoadedEventEnd, editor: editor ? editor.responseEnd : null };
        })()`)) as { html: number; dcl: number; editor: number | null };
        console.log(
          `  First run ${who ? 'signed in' : 'as a guest'}: HTML in ${ms(steps.html)}, DOMContentLoaded ${ms(steps.dcl)}, editor chunk fetched ${ms(steps.editor)}, page drawn ${ms(drawn.ms)}`,
        );
      }
      await editor.close();
    }
  }
  const list = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
  console.log(
    `Navigation to a drawn page, /designs/new: ${ms(median(signedIn))} signed in (runs: ${list(signedIn)}), ${ms(median(guest))} as a guest (runs: ${list(guest)})   (Polotno 1.1 s; target < 0.55 s)`,
  );
}

/**
 * The editor's time to a drawn page next to the stack's floor: the same pages drawn by Konva,
 * React with react-konva, those in a small Mantine frame, and that with the texts laid out by
 * the shared text layout, with nothing of the editor (no rulers, marks, handles, store or
 * router; bench/editor/floor/page.ts).
 * Cold opens, interleaved, so that every row meets the same moments of the machine.
 */
async function floorFigures(browser: Browser, origin: string, token: string, saved: { size: number; id: number; expected: [string, string][] } | undefined) {
  const size = pageSizePx(createDesignContent());
  const columns = [
    { label: '/designs/new', design: 'new' as const, expected: [] as [string, string][] },
    ...(saved ? [{ label: `${saved.size} assets`, design: saved.id, expected: saved.expected }] : []),
  ];
  const rows: { label: string; page: FloorPage | null }[] = [
    { label: 'Konva alone', page: 'konva' },
    { label: 'React + react-konva', page: 'react-konva' },
    { label: '... + a Mantine frame', page: 'react-konva-mantine' },
    { label: '... + shared text layout', page: 'react-konva-mantine-layout' },
    { label: 'the editor', page: null },
  ];
  if (rows.length !== FLOOR_PAGES.length + 1) throw new Error('A floor page has no row');
  const times = rows.map(() => columns.map(() => [] as number[]));
  for (let run = 0; run < FLOOR_RUNS; run++) {
    for (const [c, column] of columns.entries()) {
      for (const [r, row] of rows.entries()) {
        const drawnAt = row.page
          ? await openFloor(browser, origin, token, row.page, column.design, size)
          : await editorDrawnAt(browser, origin, token, column.design, column.expected);
        times[r]![c]!.push(drawnAt);
      }
    }
  }
  console.log(`\nThe stack's floor: the same pages drawn by the editor's libraries alone, without rulers, marks, handles, store or`);
  console.log(`router (bench/editor/floor); texts by the browser except in the shared layout's row; medians of ${FLOOR_RUNS} cold opens,`);
  console.log("interleaved with the editor's.");
  console.log(`${''.padEnd(24)}${columns.map((c) => c.label.padStart(16)).join('')}`);
  for (const [r, row] of rows.entries()) {
    console.log(
      `${row.label.padEnd(24)}${times[r]!.map((t) => ms(median(t)).padStart(16)).join('')}   (runs: ${times[r]!.map((t) => t.map((v) => v.toFixed(0)).join(', ')).join(' | ')})`,
    );
  }
  console.log(`Targets:${''.padEnd(16)}${'< 550 ms'.padStart(16)}${(saved?.size === 1000 ? '< 800 ms' : '').padStart(16)}`);
}

/** One cold open of the editor on a design (or /designs/new): when its page was drawn. */
async function editorDrawnAt(browser: Browser, origin: string, token: string, design: number | 'new', expected: [string, string][]): Promise<number> {
  const open = await openEditor(browser, `/designs/${design}`, { origin, token, expected });
  try {
    const drawn = await waitUntilDrawn(open.page, design === 'new' ? null : await openedPageId(open.page, design));
    if (!drawn.ok) throw new Error(`/designs/${design} was never drawn: ${drawn.why}`);
    return drawn.ms;
  } finally {
    await open.close();
  }
}

/** The scripts a load fetched, gzipped, largest first. */
async function printScripts(editor: OpenEditor): Promise<void> {
  await waitForQuiet(editor.page);
  await editor.page.waitForLoadState('networkidle');
  const sizes = await scriptSizes(editor.scripts);
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  const raw = sizes.reduce((sum, s) => sum + s.bytes, 0);
  console.log(`\nInitial JavaScript of /designs/new: ${kb(total)} gzip (${kb(raw)} raw) in ${sizes.length} files   (Polotno 787 KB; target < 350 KB)`);
  for (const s of [...sizes].sort((a, b) => b.gzip - a.gzip)) console.log(`    ${kb(s.gzip).padStart(9)}  ${s.url}`);
}

/** With BENCH_SCREENSHOTS=<dir>, what the page showed, to look at. */
async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.BENCH_SCREENSHOTS;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`) });
}

/** Moves shown (median of the runs), intervals pooled over the runs, first update (median). */
function dragColumns(drags: readonly DragFigures[]): string {
  const shown = `${median(drags.map((d) => d.shown))} / 60`.padStart(11);
  const intervals = drags.flatMap((d) => d.intervals);
  const first = median(drags.flatMap((d) => (d.firstUpdateMs === null ? [] : [d.firstUpdateMs])));
  return `${shown}   ${ms(median(intervals)).padStart(6)}   ${ms(quantile(intervals, 0.95)).padStart(12)}   ${ms(first).padStart(12)}`;
}

function received(drags: readonly DragFigures[]): string {
  return `runs: ${drags.map((d) => `${d.shown} shown of ${d.received} received`).join(', ')}`;
}

async function designFigures(browser: Browser, origin: string, token: string, design: { size: number; id: number; expected: [string, string][] }) {
  // Cold opens before the one that is dragged, each in a fresh context: "drawn in" is the median.
  const opens: number[] = [];
  for (let run = 1; run < OPEN_RUNS; run++) {
    const open = await openEditor(browser, `/designs/${design.id}`, { origin, token, expected: design.expected });
    try {
      const drawn = await waitUntilDrawn(open.page, await openedPageId(open.page, design.id));
      if (drawn.ok) opens.push(drawn.ms);
    } finally {
      await open.close();
    }
  }
  const editor = await openEditor(browser, `/designs/${design.id}`, { origin, token, expected: design.expected });
  try {
    // The design's page, once the editor holds the design (its page ids are kept as saved).
    const pageId = await openedPageId(editor.page, design.id);
    const drawn: Drawn = await waitUntilDrawn(editor.page, pageId);
    const label = String(design.size).padStart(6);
    if (!drawn.ok) console.log(`${label}   NOT DRAWN: ${drawn.why}`);
    await waitForQuiet(editor.page);
    await screenshot(editor.page, `editor-${design.size}-opened`);
    const drags: DragFigures[] = [];
    for (let run = 0; run < DRAG_RUNS; run++) drags.push(await dragOneAsset(editor, pageId));
    await screenshot(editor.page, `editor-${design.size}-dragged`);
    const heap = await heapAfterGc(editor.cdp);
    if (drawn.ok) opens.push(drawn.ms);
    const drawnIn = opens.length > 0 ? `${(median(opens) / 1000).toFixed(2)} s` : 'n/a';
    const draws = Object.entries(drags[0]!.layerDraws)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ');
    console.log(
      `${label}   ${drawnIn.padStart(8)}   ${dragColumns(drags)}   ${mb(heap).padStart(7)}   (opens drawn in ${opens.map((t) => t.toFixed(0)).join(', ')} ms; ${received(drags)}; first run drew ${draws}; the probe's checks took ${ms(drawn.checkMs)})`,
    );
    for (const drag of drags) {
      const off = Math.hypot(drag.moved.x - drag.expected.x, drag.moved.y - drag.expected.y);
      if (!(off < 0.25 * Math.hypot(drag.expected.x, drag.expected.y))) {
        console.log(
          `         the dragged ${drag.asset.type} moved by (${drag.moved.x.toFixed(0)}, ${drag.moved.y.toFixed(0)}) page px, the pointer by (${drag.expected.x.toFixed(0)}, ${drag.expected.y.toFixed(0)}): the drag did not follow the pointer`,
        );
      }
    }
    const sendP95 = quantile(
      drags.flatMap((d) => d.sendIntervals),
      0.95,
    );
    if (sendP95 > 25) console.log(`         (the bench's clock slipped: p95 interval between sent moves ${ms(sendP95)})`);
  } finally {
    await editor.close();
    await sleep(200);
  }
}

/** The page id of the design the editor opened, once it holds the design (ids are kept as saved). */
async function openedPageId(page: Page, designId: number): Promise<string> {
  const loaded = await page
    .waitForFunction('window.__layoutEditor?.getContent().assets.length > 0 && window.__layoutEditor.getContent().pages[0].id', null, {
      timeout: 120_000,
      polling: 100,
    })
    .catch(async () => {
      const hook = await page.evaluate('Boolean(window.__layoutEditor)');
      throw new Error(
        hook
          ? `The editor did not load design ${designId} in 2 minutes (window.__layoutEditor.getContent() has no assets)`
          : 'window.__layoutEditor is missing (the test hook of apps/web/src/editor/EditorPage.tsx)',
      );
    });
  return (await loaded.jsonValue()) as string;
}
