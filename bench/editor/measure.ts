/**
 * What the editor benchmark measures in the browser, through the probe (probe.js): time until a
 * page is drawn, a drag of one asset by mouse moves sent on a fixed clock, the JS heap, and the
 * scripts a page load fetched.
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, CDPSession, Page, Response } from '@playwright/test';

const PROBE = readFileSync(new URL('./probe.js', import.meta.url), 'utf8');
if (!PROBE.includes('/* BENCH_CONFIG */ null')) throw new Error('probe.js lost its configuration placeholder');
/** Where the web app keeps the session token (apps/web/src/session/store.ts). */
const TOKEN_KEY = 'layout_token';
export const VIEWPORT = { width: 1400, height: 900 };

export interface OpenEditor {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** Script responses since the navigation started. */
  scripts: Response[];
  close: () => Promise<void>;
}

export interface EditorSetup {
  origin: string;
  /** Signed in with this token; a guest without. */
  token?: string;
  /** The assets that must be drawn, [id, type]; none for a new design. */
  expected: readonly (readonly [string, string])[];
}

/** A fresh browser context (cold cache, like a first visit) navigating to `path`. */
export async function openEditor(browser: Browser, path: string, setup: EditorSetup): Promise<OpenEditor> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  if (setup.token) {
    await context.addInitScript(`try { localStorage.setItem(${JSON.stringify(TOKEN_KEY)}, ${JSON.stringify(setup.token)}); } catch {}`);
  }
  await context.addInitScript({ content: PROBE.replace('/* BENCH_CONFIG */ null', JSON.stringify({ expected: setup.expected })) });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(setup.origin + path, { waitUntil: 'commit' });
  return { context, page, cdp, scripts, close: () => context.close() };
}

const CONTROL = readFileSync(new URL('./control.html', import.meta.url), 'utf8');

/** The control page (control.html): a plain DOM element to drag, served on the app's origin. */
export async function openControl(browser: Browser, origin: string): Promise<OpenEditor> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.route(`${origin}/bench-control`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: CONTROL }));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${origin}/bench-control`);
  return { context, page, cdp, scripts: [], close: () => context.close() };
}

interface ProbeStatus {
  konvaSeen: boolean;
  layerHooked: boolean;
  hook: boolean;
  hookHasGetStage: boolean;
  stage: boolean;
  layerNames: string[];
  contentDraws: number;
  lastContentDraw: number | null;
  drawnAt: number | null;
  lastCheck: { ok: boolean; drawn: number; expected: number; assetNodes: number; problems: Record<string, number> } | null;
  mostDrawn: number;
  mostDrawnAt: number | null;
  checkMs: number;
  now: number;
}

const status = (page: Page, pageId: string | null): Promise<ProbeStatus> => page.evaluate(`window.__bench.status(${JSON.stringify(pageId)})`) as Promise<ProbeStatus>;

/** Why the page never counted as drawn, in the terms of the contract the probe relies on. */
function diagnose(s: ProbeStatus): string {
  if (!s.konvaSeen) return 'Konva never set window.Konva, so the probe cannot see any layer draw';
  if (!s.layerHooked) return 'window.Konva has no Layer class to watch';
  if (!s.hook) return 'window.__layoutEditor is missing (the editor test hook of apps/web/src/editor/EditorPage.tsx)';
  if (!s.hookHasGetStage) return 'window.__layoutEditor.getStage is missing';
  if (!s.stage) return 'window.__layoutEditor.getStage(pageId) gives no stage for the page';
  if (!s.layerNames.includes('content-layer')) return `the page stage has no layer named 'content-layer' (layers: ${s.layerNames.join(', ') || 'none'})`;
  if (s.contentDraws === 0) return 'the content layer was never drawn';
  const check = s.lastCheck;
  if (check && check.assetNodes === 0 && check.expected > 0) return "the content layer holds no nodes named 'asset'";
  if (!check) return 'no check ran';
  const problems = Object.entries(check.problems).map(([what, n]) => `${n} x ${what}`);
  const when = s.mostDrawnAt === null ? '' : ` (the first draw showing ${s.mostDrawn} ended at ${s.mostDrawnAt.toFixed(0)} ms)`;
  return `${check.drawn} of ${check.expected} assets drawn${when}; not drawn: ${problems.join(', ')}`;
}

/** Drawn or not, with the main-thread time the probe's checks took meanwhile. */
export type Drawn = { ok: true; ms: number; contentDraws: number; checkMs: number } | { ok: false; why: string; checkMs: number };

/**
 * Waits until the probe saw the content layer drawn with every expected asset drawn. Gives up
 * after `timeoutMs`, or when the layer has not been drawn again for `stallMs` after a first draw.
 */
export async function waitUntilDrawn(page: Page, pageId: string | null, timeoutMs = 120_000, stallMs = 10_000): Promise<Drawn> {
  const deadline = Date.now() + timeoutMs;
  let s: ProbeStatus;
  for (;;) {
    s = await status(page, pageId ?? ((await page.evaluate('window.__bench.firstPageId()')) as string | null));
    if (s.drawnAt !== null) return { ok: true, ms: s.drawnAt, contentDraws: s.contentDraws, checkMs: s.checkMs };
    const stalled = s.lastContentDraw !== null && s.now - s.lastContentDraw > stallMs;
    if (stalled || Date.now() > deadline) break;
    await sleep(100);
  }
  return { ok: false, why: diagnose(s), checkMs: s.checkMs };
}

/** Waits until the content layer has not been drawn for `quietMs` (at most `maxMs`). */
export async function waitForQuiet(page: Page, quietMs = 1000, maxMs = 10_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < maxMs) {
    const s = await status(page, null);
    if (s.lastContentDraw === null || s.now - s.lastContentDraw >= quietMs) return;
    await sleep(100);
  }
}

export interface DragFigures {
  asset: { id: string; type: string };
  /** Moves the page received as their own pointer event (the browser merges moves it cannot deliver in time). */
  received: number;
  /** Moves that showed: the dragged node's layer was drawn after the move and before the next. */
  shown: number;
  /** Intervals between consecutive visible updates, ms. */
  intervals: number[];
  /** From the first move's event to its first visible update, ms. */
  firstUpdateMs: number | null;
  /** Draws of each layer of the page's stage during the drag. */
  layerDraws: Record<string, number>;
  /** How far the asset moved in the document (page px), and how far the pointer went. */
  moved: { x: number; y: number };
  expected: { x: number; y: number };
  /** Send times of the moves in Node, intervals (ms), to show the clock held. */
  sendIntervals: number[];
}

interface PickedTarget {
  id: string;
  type: string;
  clientX: number;
  clientY: number;
  x: number;
  y: number;
  scale: number;
}

interface DragRecord {
  received: { k: number; t: number; eventTime: number }[];
  shown: { k: number; t: number; x: number; y: number; layer: string }[];
  layerDraws: Record<string, number>;
}

const mouse = (cdp: CDPSession, type: 'mouseMoved' | 'mousePressed' | 'mouseReleased', x: number, y: number, buttons: number) =>
  cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', buttons, clickCount: type === 'mouseMoved' ? 0 : 1 });

/**
 * Presses on an asset and sends `moves` mouse moves every `everyMs` by the wall clock, without
 * waiting for the page (CDP Input.dispatchMouseEvent, not awaited), then releases.
 */
export async function dragOneAsset(editor: OpenEditor, pageId: string, moves = 60, everyMs = 16.7, step = { x: 3, y: 2 }): Promise<DragFigures> {
  const { page, cdp } = editor;
  const room = { x: moves * step.x + 20, y: moves * step.y + 20 };
  const target = (await page.evaluate(`window.__bench.pickDragTarget(${JSON.stringify(pageId)}, ${JSON.stringify(room)})`)) as PickedTarget | null;
  if (!target) throw new Error('No asset to drag: nothing on the page answers a hit test where the drag has room');
  const x0 = target.clientX;
  const y0 = target.clientY;
  await mouse(cdp, 'mouseMoved', x0, y0, 0);
  await sleep(200);
  await page.evaluate(`window.__bench.beginDrag(${JSON.stringify(pageId)}, ${JSON.stringify(target.id)}, ${x0}, ${step.x}, ${moves})`);
  await mouse(cdp, 'mousePressed', x0, y0, 1);

  const sends: Promise<unknown>[] = [];
  const sentAt: number[] = [];
  const start = performance.now();
  for (let k = 1; k <= moves; k++) {
    const wait = start + (k - 1) * everyMs - performance.now();
    if (wait > 0) await sleep(wait);
    sentAt.push(performance.now());
    sends.push(mouse(cdp, 'mouseMoved', x0 + k * step.x, y0 + k * step.y, 1));
  }
  await Promise.all(sends);
  // Let the last move show if it is going to.
  const settle = Date.now() + 3000;
  while (Date.now() < settle) {
    const last = (await page.evaluate('window.__bench.drag.lastShown')) as number;
    if (last === moves) break;
    await sleep(50);
  }
  const record = (await page.evaluate('window.__bench.endDrag()')) as DragRecord;
  await mouse(cdp, 'mouseReleased', x0 + moves * step.x, y0 + moves * step.y, 0);
  await sleep(300);
  await waitForQuiet(page, 500);
  const after = (await page.evaluate(`window.__bench.assetPosition(${JSON.stringify(target.id)})`)) as { x: number; y: number } | null;

  const times = record.shown.map((s) => s.t);
  const first = record.received[0];
  return {
    asset: { id: target.id, type: target.type },
    received: record.received.length,
    shown: record.shown.length,
    intervals: times.slice(1).map((t, i) => t - times[i]!),
    firstUpdateMs: first && times.length ? times[0]! - first.eventTime : null,
    layerDraws: record.layerDraws,
    moved: after ? { x: after.x - target.x, y: after.y - target.y } : { x: Number.NaN, y: Number.NaN },
    expected: { x: (moves * step.x) / target.scale, y: (moves * step.y) / target.scale },
    sendIntervals: sentAt.slice(1).map((t, i) => t - sentAt[i]!),
  };
}

/** The page's JS heap in use after a full garbage collection, bytes. */
export async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

export interface ScriptSize {
  url: string;
  bytes: number;
  gzip: number;
}

/** The scripts a load fetched, with their gzip size (node:zlib, default level, as servers send). */
export async function scriptSizes(scripts: readonly Response[]): Promise<ScriptSize[]> {
  const sizes: ScriptSize[] = [];
  for (const response of scripts) {
    const body = await response.body();
    sizes.push({ url: new URL(response.url()).pathname, bytes: body.length, gzip: gzipSync(body).length });
  }
  return sizes;
}
