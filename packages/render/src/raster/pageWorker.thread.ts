import { parentPort } from 'node:worker_threads';
import type { Font } from 'fontkit';
import { loadEmbeddableFont } from '../pdf/fonts';
import type { PreparedPicture } from '../pdf/imagePrepare';
import type { NotPainted } from '../pdf/paint';
import type { FontSet } from '../text/fontSet';
import { drawPages } from './drawPages';
import { type PageWorkerAnswer, type PageWorkerJob, type PageWorkerReady, fontKey } from './pageWorker';

/**
 * The page worker's thread: draws the pages it is sent with `drawPages`, as the main thread draws
 * its own, and answers each file as it is encoded. Faces are kept by the id the main thread gave
 * them (their files come once); prepared pictures by theirs, so the same picture is the same
 * object from one export to the next and its decoded pixels are found again (decoded.ts).
 */

const faces = new Map<number, Promise<Font>>();

/** Prepared pictures by id, the oldest let go once their files pass this many bytes (the decoded pixels are bounded apart). */
const PICTURE_BYTES = 128 * 1024 * 1024;
const pictures = new Map<number, PreparedPicture>();
let pictureBytes = 0;

function pictureOf(wire: Extract<PageWorkerJob['pictures'][number][1], { id: number }>): PreparedPicture {
  const known = pictures.get(wire.id);
  if (known) return known;
  const { id, data, ...rest } = wire;
  const picture: PreparedPicture = { ...rest, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) };
  pictures.set(id, picture);
  pictureBytes += data.byteLength;
  for (const [oldId, old] of pictures) {
    if (pictureBytes <= PICTURE_BYTES || oldId === id) break;
    pictures.delete(oldId);
    pictureBytes -= old.data.byteLength;
  }
  return picture;
}

async function draw(message: PageWorkerJob): Promise<void> {
  const byKey = new Map<string, Font>();
  for (const { key, id, bytes } of message.fonts) {
    let face = faces.get(id);
    if (!face) {
      if (!bytes) throw new Error(`the page worker was not sent face ${id}`);
      face = loadEmbeddableFont(bytes);
      faces.set(id, face);
    }
    byKey.set(key, await face);
  }
  const fonts: FontSet<Font> = {
    resolve: (config) => {
      const face = byKey.get(fontKey(config));
      if (!face) throw new Error(`the page worker was not sent the face of ${fontKey(config)}`);
      return face;
    },
  };
  const prepared = new Map<string, PreparedPicture | NotPainted>(message.pictures.map(([key, wire]) => [key, 'reason' in wire ? wire : pictureOf(wire)]));
  const inputs = { layout: message.layout, fonts, dataDrivenValues: message.dataDrivenValues, svgs: new Map(message.svgs), pictures: prepared, screen: new Map(message.screen) };
  await drawPages(message.pages, inputs, message.frame, (index, file, skipped) => {
    const answer: PageWorkerAnswer = { job: message.job, index, file, skipped };
    parentPort!.postMessage(answer);
  });
}

parentPort!.on('message', (message: PageWorkerJob) => {
  draw(message).then(
    () => parentPort!.postMessage({ job: message.job, done: true } satisfies PageWorkerAnswer),
    (error: unknown) => parentPort!.postMessage({ job: message.job, error: error instanceof Error ? error.message : String(error) } satisfies PageWorkerAnswer),
  );
});

// Loaded: pages sent from now on are drawn at once.
parentPort!.postMessage({ ready: true } satisfies PageWorkerReady);
