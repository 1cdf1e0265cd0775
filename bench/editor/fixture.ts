/**
 * The benchmark's designs: one page holding n assets, one third texts, one third shapes and one
 * third images, made with the model's own builders and spread over the page; and the picture
 * files their images show, encoded by the browser (JPEG photos, PNG graphics with transparency).
 */
import { type DesignContent, type ShapeKind, TEXT_STYLES, addImageAsset, addShapeAsset, addTextAsset, createDesignContent, designContentSchema, pageSizePx } from '@layout/model';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

export interface BenchImage {
  /** Path on the app's origin: a file written into the served web app (writeBenchImages). */
  path: string;
  body: Buffer;
  width: number;
  height: number;
}

/** Shapes the canvas draws without path data. */
const SHAPE_KINDS: readonly ShapeKind[] = ['rect', 'circle', 'star', 'polygon', 'ellipse'];
const COLORS = ['#4ac6e3', '#263147', '#f2a93b', '#e8505b', '#7bc67b', '#9b6fd1'];

/** A deterministic pseudo-random sequence in [0, 1), so every run draws the same page. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** One page with `count` assets (text, shape, image in turn), each placed at random on the page. */
export function benchDesign(count: number, images: readonly BenchImage[], origin: string): DesignContent {
  let content = createDesignContent();
  const pageId = content.pages[0]!.id;
  const page = pageSizePx(content);
  const next = random(count);
  for (let i = 0; i < count; i++) {
    if (i % 3 === 0) {
      const style = TEXT_STYLES[(i / 3) % TEXT_STYLES.length]!;
      content = addTextAsset(content, { pageId, style: style.name, text: `${style.sample} ${i}` });
    } else if (i % 3 === 1) {
      content = addShapeAsset(content, { pageId, kind: SHAPE_KINDS[i % SHAPE_KINDS.length]!, fill: COLORS[((i - 1) / 3) % COLORS.length] });
    } else {
      const image = images[i % images.length]!;
      content = addImageAsset(content, { pageId, src: origin + image.path, naturalSize: { width: image.width, height: image.height } });
    }
    // The builders place new assets at the same few spots; spread them over the page instead.
    const added = content.assets[content.assets.length - 1]!;
    added.x = Math.round(next() * Math.max(0, page.width - added.width));
    added.y = Math.round(next() * Math.max(0, page.height - added.height));
  }
  // As the server stores it: a design that would not validate must fail here, not in the browser.
  return designContentSchema.parse(JSON.parse(JSON.stringify(content)));
}

/** Pictures drawn and encoded in `page` (any page will do; it is only used as an encoder). */
export async function benchImages(page: Page): Promise<BenchImage[]> {
  const specs = [
    { path: '/bench-images/photo-1.jpg', type: 'image/jpeg', width: 1200, height: 800, hue: 20 },
    { path: '/bench-images/photo-2.jpg', type: 'image/jpeg', width: 800, height: 1000, hue: 200 },
    { path: '/bench-images/graphic-1.png', type: 'image/png', width: 600, height: 600, hue: 120 },
    { path: '/bench-images/graphic-2.png', type: 'image/png', width: 900, height: 500, hue: 300 },
  ];
  // A string, not a function: tsx would add helpers to a function that do not exist in the page.
  const encoded = (await page.evaluate(`Promise.all(${JSON.stringify(specs)}.map(async (s) => {
    const canvas = new OffscreenCanvas(s.width, s.height);
    const ctx = canvas.getContext('2d');
    const gradient = ctx.createLinearGradient(0, 0, s.width, s.height);
    gradient.addColorStop(0, 'hsl(' + s.hue + ', 70%, 60%)');
    gradient.addColorStop(1, 'hsl(' + (s.hue + 90) + ', 60%, 30%)');
    if (s.type === 'image/jpeg') { ctx.fillStyle = gradient; ctx.fillRect(0, 0, s.width, s.height); }
    for (let i = 0; i < 60; i++) {
      ctx.fillStyle = 'hsla(' + ((s.hue + i * 37) % 360) + ', 80%, 55%, 0.6)';
      ctx.beginPath();
      ctx.arc((i * 97) % s.width, (i * 61) % s.height, 20 + (i * 13) % 90, 0, Math.PI * 2);
      ctx.fill();
    }
    const blob = await canvas.convertToBlob({ type: s.type, quality: 0.85 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  }))`)) as string[];
  return specs.map((s, i) => ({ path: s.path, body: Buffer.from(encoded[i]!, 'base64'), width: s.width, height: s.height }));
}

/**
 * Writes the pictures into the built web app (`webDist`), before the server starts: its static
 * files are listed when it starts. Served by the server, as uploads are, and not through a
 * Playwright route, which would pass every request of the page through the test runner.
 */
export function writeBenchImages(webDist: string, images: readonly BenchImage[]): void {
  for (const image of images) {
    const file = join(webDist, image.path);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, image.body);
  }
}
