import { Worker } from 'node:worker_threads';
import type { DataDrivenField, LayoutDimensions, TextConfig } from '@layout/model';
import type { Font } from 'fontkit';
import { embeddableBytes } from '../pdf/fonts';
import type { PreparedPicture } from '../pdf/imagePrepare';
import type { NotPainted, SkippedAsset } from '../pdf/paint';
import { patternPictureKey } from '../pdf/pattern';
import type { SvgSource } from '../pdf/svgSources';
import { svgLink } from '../pdf/svgSources';
import type { PageToDraw, RasterFrame, RasterInputs } from './drawPages';

/**
 * A second thread that draws pages (pageWorker.thread.ts), so a design's pages are drawn two at a
 * time: Skia draws on the thread that calls it, and drawing a page is most of the main thread's
 * time. One per process (thread), started on first use and kept (it keeps its decoded pictures
 * between exports); it does not keep the process alive. See docs/decisions.md "Faster pictures".
 */

/** A face by the id this thread gave it, its file sent the first time the worker needs it. */
interface WireFont {
  /** The text style it is drawn for (`fontKey`). */
  key: string;
  id: number;
  bytes?: Uint8Array;
}

/** A prepared picture by the id this thread gave it (the worker keeps one object per id, so its decoded pictures are found again). */
interface WirePicture extends Omit<PreparedPicture, 'data'> {
  id: number;
  data: Uint8Array;
}

/** What the worker is asked to draw: pages and everything they draw from. */
export interface PageWorkerJob {
  job: number;
  frame: RasterFrame;
  pages: PageToDraw[];
  layout: LayoutDimensions;
  dataDrivenValues: Readonly<Partial<Record<DataDrivenField, string>>>;
  fonts: WireFont[];
  pictures: Array<[string, WirePicture | NotPainted]>;
  svgs: Array<[string, SvgSource]>;
  screen: Array<[string, string]>;
}

/** What the worker answers: each page's file as it is encoded, then that the job is done, or why it failed. */
export type PageWorkerAnswer = { job: number; index: number; file: Uint8Array; skipped: SkippedAsset[] } | { job: number; done: true } | { job: number; error: string };

/** What the worker says once, when it has loaded its code and can draw. */
export interface PageWorkerReady {
  ready: true;
}

/** The key a text's face is sent under: what `FontSet.resolve` reads of its config. */
export function fontKey(config: Pick<TextConfig, 'fontId' | 'fontStyle'>): string {
  return `${config.fontId}|${[...config.fontStyle].sort().join(',')}`;
}

const fontIds = new WeakMap<Font, number>();
const pictureIds = new WeakMap<PreparedPicture, number>();
let nextId = 0;
const idOf = <T extends object>(ids: WeakMap<T, number>, value: T) => {
  let id = ids.get(value);
  if (id === undefined) {
    id = ++nextId;
    ids.set(value, id);
  }
  return id;
};

interface Running {
  worker: Worker;
  /** It has loaded its code (booting takes ~0.8 s the first time): pages sent now are drawn at once. */
  ready: boolean;
  /** Font ids whose files the worker has. */
  fontsSent: Set<number>;
  jobs: Map<number, { onAnswer: (answer: PageWorkerAnswer) => void; fail: (error: Error) => void }>;
}

let running: Running | undefined;
let jobs = 0;

function start(): Running {
  const worker = new Worker(new URL('./pageWorker.boot.mjs', import.meta.url));
  // An idle worker does not keep the process (a server's export thread, a test) alive.
  worker.unref();
  const state: Running = { worker, ready: false, fontsSent: new Set(), jobs: new Map() };
  worker.on('message', (answer: PageWorkerAnswer | PageWorkerReady) => {
    if ('ready' in answer) state.ready = true;
    else state.jobs.get(answer.job)?.onAnswer(answer);
  });
  const stop = (error: Error) => {
    if (running === state) running = undefined;
    for (const job of state.jobs.values()) job.fail(error);
    state.jobs.clear();
  };
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`the page worker stopped (exit code ${code})`)));
  return state;
}

/** Starts the page worker if it is not running (it boots while the export prepares its pictures); whether it is ready to draw. */
export function startPageWorker(): boolean {
  running ??= start();
  return running.ready;
}

/**
 * Draws `pages` on the page worker, calling `onPage` with each file as it is encoded. Rejects
 * when the worker cannot draw them (it stopped, or a page failed); pages it handed over before
 * stay handed over. Undefined when the worker is not ready (booting: an export does not wait for
 * it) or the pages cannot be sent (a face not loaded from a file): the caller draws them itself.
 */
export function drawPagesInWorker(
  pages: PageToDraw[],
  inputs: RasterInputs,
  frame: RasterFrame,
  onPage: (index: number, file: Buffer, skipped: SkippedAsset[]) => void,
): Promise<void> | undefined {
  const faces = new Map<string, Font>();
  const pictures = new Map<string, PreparedPicture | NotPainted>();
  const links = new Set<string>();
  for (const { assets } of pages) {
    for (const asset of assets) {
      if (asset.type === 'text') faces.set(fontKey(asset.textConfig), inputs.fonts.resolve(asset.textConfig));
      if (asset.type === 'illustration' || asset.type === 'icon' || asset.type === 'svg_image') links.add(svgLink(asset));
      for (const key of [asset.id, patternPictureKey(asset.id)]) {
        const picture = inputs.pictures.get(key);
        if (picture) pictures.set(key, picture);
      }
    }
  }
  if (!startPageWorker() || [...faces.values()].some((face) => !embeddableBytes(face))) return undefined;
  const state = running!;
  const job = ++jobs;
  const fonts = [...faces].map(([key, face]): WireFont => {
    const id = idOf(fontIds, face);
    const known = state.fontsSent.has(id);
    state.fontsSent.add(id);
    return known ? { key, id } : { key, id, bytes: embeddableBytes(face)! };
  });
  const message: PageWorkerJob = {
    job,
    frame,
    pages,
    layout: inputs.layout,
    dataDrivenValues: inputs.dataDrivenValues,
    fonts,
    pictures: [...pictures].map(([key, picture]) => [key, 'reason' in picture ? picture : { ...picture, id: idOf(pictureIds, picture) }]),
    svgs: [...links].flatMap((link) => {
      const source = inputs.svgs.get(link);
      return source ? [[link, source] as [string, SvgSource]] : [];
    }),
    screen: [...inputs.screen],
  };
  return new Promise<void>((resolve, reject) => {
    const finish = () => state.jobs.delete(job);
    state.jobs.set(job, {
      onAnswer: (answer) => {
        if ('index' in answer) onPage(answer.index, Buffer.from(answer.file.buffer, answer.file.byteOffset, answer.file.byteLength), answer.skipped);
        else if ('done' in answer) {
          finish();
          resolve();
        } else {
          finish();
          reject(new Error(answer.error));
        }
      },
      fail: (error) => {
        // The worker's fonts went with it.
        state.fontsSent.clear();
        reject(error);
      },
    });
    // While the worker draws, it keeps the process alive: it is working for it.
    state.worker.ref();
    state.worker.postMessage(message);
  }).finally(() => {
    if (state.jobs.size === 0) state.worker.unref();
  });
}
