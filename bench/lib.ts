import { performance } from 'node:perf_hooks';
import { type Asset, type DesignContent, createDesignContent, defaultTextConfig } from '@layout/model';

/** A design of `pages` pages with `perPage` assets each: texts, rectangles and lines. */
export function sampleDesign(pages: number, perPage: number): DesignContent {
  const content = createDesignContent();
  content.pages = Array.from({ length: pages }, (_, i) => ({ id: `page-${i}`, backgroundColor: '#ffffff' }));
  for (const page of content.pages) {
    for (let i = 0; i < perPage; i++) {
      const base = {
        id: `${page.id}-a${i}`,
        pageId: page.id,
        zIndex: i + 1,
        x: 20 + (i % 40) * 10,
        y: 20 + (i % 30) * 12,
        width: 200,
        height: 40,
        scaleX: 1,
        scaleY: 1,
        rotation: 0,
        opacity: 1,
      };
      const asset: Asset =
        i % 3 === 0
          ? { ...base, type: 'text', textConfig: defaultTextConfig({ text: `Heading ${i}\nSecond line of copy` }) }
          : i % 3 === 1
            ? { ...base, type: 'shape', shapeProps: { type: 'rect', fill: '#4ac6e3', stroke: '#263147', strokeWidth: 2, strokeEnabled: true, fillEnabled: true } }
            : {
                ...base,
                type: 'line',
                lineConfig: {
                  points: [0, 0, 200, 0],
                  fill: '#000',
                  stroke: '#000',
                  strokeWidth: 1.328,
                  dash: [],
                  closed: false,
                  strokeEnabled: true,
                  fillEnabled: false,
                  dashEnabled: false,
                  lineCap: 'round',
                  lineJoin: 'round',
                },
              };
      content.assets.push(asset);
    }
  }
  // As the editor gets it: parsed from the API's JSON (object literals built by spreading above
  // have slower property access than parsed ones, which would skew every figure).
  return JSON.parse(JSON.stringify(content)) as DesignContent;
}

/** Runs `fn` after a warm-up and prints the median and 95th percentile. */
export async function time(label: string, runs: number, fn: () => Promise<unknown> | unknown): Promise<number> {
  for (let i = 0; i < Math.min(5, runs); i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)]!;
  const p95 = samples[Math.floor(samples.length * 0.95)]!;
  console.log(`${label.padEnd(56)} median ${median.toFixed(3).padStart(9)} ms   p95 ${p95.toFixed(3).padStart(9)} ms   (${runs} runs)`);
  return median;
}
