import { type DesignContent, documentResources } from '@layout/model';
import { images } from './images/imageCache';
import { svgPictures, variantKey } from './images/svgPicture';
import { loadFontIds, loadFonts } from './text/fonts';

/**
 * The longest the editor's loader waits for a design's font and pictures (spec 001 section 2.5,
 * "a loader while a design or its assets load"). A picture still loading after that appears when
 * it arrives, over its placeholder.
 */
export const ASSETS_WAIT_MS = 4000;

/**
 * Starts loading what drawing a design needs, as soon as its content is known and before the
 * editor renders it: the default font with its engine (when there is text), every distinct raster
 * picture, shape pattern and SVG variant. Resolves once each has loaded or failed; a picture
 * that fails here fails again, visibly, as a placeholder on the canvas.
 */
export function warmUpFor(content: DesignContent): Promise<void> {
  return Promise.all([fontFor(content), picturesFor(content)]).then(() => undefined);
}

/**
 * The default font with its engine and every stored font the design's texts use, when it has
 * text; settles when all are loaded or failed (a text whose font failed is drawn in the default).
 */
function fontFor(content: DesignContent): Promise<void> {
  const fontIds = new Set(documentResources(content).fonts.map((f) => f.fontId));
  if (fontIds.size === 0) return Promise.resolve();
  return Promise.all([loadFonts(), loadFontIds(fontIds)]).then(
    () => undefined,
    () => undefined,
  );
}

/** Every distinct picture, pattern and SVG variant the design draws; settles when all have. */
function picturesFor(content: DesignContent): Promise<void> {
  const pending: Promise<unknown>[] = [];
  const { pictures, patterns, svgs } = documentResources(content);
  for (const url of new Set([...pictures, ...patterns])) pending.push(images.load(url));
  for (const variant of svgs) pending.push(svgPictures.load(variantKey(variant)));
  return Promise.allSettled(pending).then(() => undefined);
}

/** Resolves when `work` settles or after `waitMs`, whichever comes first. */
function within(work: Promise<void>, waitMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((done) => (timer = setTimeout(done, waitMs)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Resolves when the design's font is ready (texts can be laid out), or after `waitMs`: what the
 * page's render waits for.
 */
export function fontReady(content: DesignContent, waitMs = ASSETS_WAIT_MS): Promise<void> {
  return within(fontFor(content), waitMs);
}

/**
 * Resolves when the design's font and pictures are ready, or after `waitMs`, whichever comes
 * first: what the page's first draw waits for, so that it is drawn once, complete, instead of
 * once per picture that arrives.
 */
export function assetsReady(content: DesignContent, waitMs = ASSETS_WAIT_MS): Promise<void> {
  return within(warmUpFor(content), waitMs);
}
