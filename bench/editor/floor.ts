/**
 * The stack's floor (floor/page.ts): the benchmark's pages drawn by the editor's libraries alone,
 * opened cold and interleaved with the editor in the same run, so the editor's figures can be
 * read against what React, react-konva and Mantine cost by themselves on this machine.
 */
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import { VIEWPORT } from './measure';
import { run } from './app';

export const FLOOR_PAGES = ['konva', 'react-konva', 'react-konva-mantine', 'react-konva-mantine-layout'] as const;
export type FloorPage = (typeof FLOOR_PAGES)[number];

const ROOT = resolve(import.meta.dirname, '../..');
/** Where the session token is kept (apps/web/src/session/store.ts). */
const TOKEN_KEY = 'layout_token';

/** Builds each floor page into `webDist`/floor/<page>/, with the editor's own Roboto beside them. */
export async function buildFloorPages(webDist: string): Promise<void> {
  for (const page of FLOOR_PAGES) {
    await run(join(ROOT, 'node_modules/.bin/vite'), ['build', '--config', 'bench/editor/floor/vite.config.ts'], {
      FLOOR_PAGE: page,
      FLOOR_BASE: `/floor/${page}/`,
      FLOOR_OUT: join(webDist, 'floor', page),
    });
  }
  const roboto = readdirSync(join(webDist, 'assets')).find((name) => /^roboto-latin-400-normal-.*\.ttf$/.test(name));
  if (!roboto) throw new Error('The web app build has no Roboto TTF for the floor pages');
  mkdirSync(join(webDist, 'floor'), { recursive: true });
  copyFileSync(join(webDist, 'assets', roboto), join(webDist, 'floor', 'roboto.ttf'));
}

/**
 * Opens a floor page in a fresh context (a cold cache, as the editor's opens) and returns when,
 * after the navigation started, it had drawn its page.
 */
export async function openFloor(
  browser: Browser,
  origin: string,
  token: string,
  page: FloorPage,
  design: number | 'new',
  size: { width: number; height: number },
): Promise<number> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addInitScript(`try { localStorage.setItem(${JSON.stringify(TOKEN_KEY)}, ${JSON.stringify(token)}); } catch {}`);
    const tab = await context.newPage();
    const text = page.endsWith('-layout') ? '&text=layout' : '';
    await tab.goto(`${origin}/floor/${page}/${page}.html?design=${design}&width=${size.width}&height=${size.height}${text}`, { waitUntil: 'commit' });
    await tab.waitForFunction('window.__floorDrawnAt !== undefined', null, { timeout: 60_000 });
    return (await tab.evaluate('window.__floorDrawnAt')) as number;
  } finally {
    await context.close();
  }
}
