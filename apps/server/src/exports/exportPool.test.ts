import { type DesignContent, createDesignContent } from '@layout/model';
import { readFileSync, readdirSync } from 'node:fs';
import { getPriority } from 'node:os';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { ExportJob, PageProgress } from './exportJob';
import { ExportQueueFull, ExportTimedOut, createExportPool } from './exportPool';
import renderExport, { pictureCache } from './exportWorker';
import { drawn } from './testing';

function pages(count: number): DesignContent {
  const content = createDesignContent();
  while (content.pages.length < count) content.pages.push({ id: `p${content.pages.length}`, backgroundColor: '#ffffff' });
  return content;
}

const job = (content: DesignContent, bleedMm = 3): Omit<ExportJob, 'progress'> => ({
  content,
  output: { type: 'pdf', kind: 'print', bleedMm, colors: 'rgb' },
  fonts: [],
  pictures: [],
  svgs: [],
  dataDrivenValues: {},
  entryBaseName: 'design',
});

describe('the export worker pool', () => {
  const pool = createExportPool({ workers: 1, queueLimit: 1 });
  afterAll(() => pool.close());

  it('renders on a worker thread and reports every page before the result', async () => {
    const progress: PageProgress[] = [];
    const result = await drawn(pool.run(job(pages(3)), (p) => progress.push(p)));
    expect(result.extension).toBe('pdf');
    expect(Buffer.from(result.body).subarray(0, 5).toString()).toBe('%PDF-');
    expect(progress).toEqual([
      { done: 1, total: 3 },
      { done: 2, total: 3 },
      { done: 3, total: 3 },
    ]);
  });

  it('rejects a render that throws and keeps serving the next export', async () => {
    // A bleed beyond the 7.5 mm the page carries makes the renderer throw.
    await expect(pool.run(job(pages(1), 20))).rejects.toThrow(/bleed/i);
    expect((await drawn(pool.run(job(pages(1))))).extension).toBe('pdf');
  });

  it('refuses exports beyond the queue limit at once instead of letting them pile up', async () => {
    // A long export holds the one worker; once it has drawn a page, one more may wait, no more.
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const long = pool.run(job(pages(200)), () => started());
    await running;
    const runs = await Promise.allSettled([1, 2, 3].map(() => pool.run(job(pages(1)))));
    expect(runs.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    for (const r of runs.slice(1)) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(ExportQueueFull);
    expect((await drawn(long)).pages).toBe(200);
  });
});

/** The nice value of each of this process's threads (Linux: /proc/self/task/<tid>/stat, field 19). */
function threadNiceValues(): Map<number, number> {
  const values = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    values.set(Number(tid), Number(fields[16]));
  }
  return values;
}

describe.runIf(process.platform === 'linux')('the export threads’ priority', () => {
  it('is lowered by the pool’s nice increment while the request thread keeps its own', async () => {
    const pool = createExportPool({ workers: 1, queueLimit: 1, niceIncrement: 7 });
    try {
      const before = getPriority();
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      const long = pool.run(job(pages(100)), () => started());
      await running;
      const nice = [...threadNiceValues().values()];
      expect(nice).toContain(Math.min(19, before + 7));
      expect(getPriority()).toBe(before);
      await long;
    } finally {
      await pool.close();
    }
  });
});

describe('a render past the time limit', () => {
  it('is stopped', async () => {
    const pool = createExportPool({ workers: 1, queueLimit: 5, timeLimitMs: 1 });
    try {
      await expect(pool.run(job(pages(20)))).rejects.toBeInstanceOf(ExportTimedOut);
    } finally {
      await pool.close();
    }
  });
});

describe('the export task', () => {
  it('takes the content as its stored JSON bytes, and refuses bytes that are not a design before drawing', async () => {
    const bytes = (value: unknown) => new Uint8Array(Buffer.from(JSON.stringify(value)));
    const file = await drawn(renderExport({ ...job(pages(2)), content: bytes(pages(2)) }));
    expect(file.pages).toBe(2);
    expect(Buffer.from(file.body).subarray(0, 5).toString()).toBe('%PDF-');

    const noPages = { ...pages(1), pages: [] };
    expect(await renderExport({ ...job(pages(1)), content: bytes(noPages) })).toEqual({ damaged: expect.stringMatching(/^pages: /) });
    const badShape = pages(1);
    badShape.assets.push({ id: 's', type: 'shape', pageId: badShape.pages[0]!.id, width: 'wide' } as never);
    expect(await renderExport({ ...job(pages(1)), content: bytes(badShape) })).toEqual({ damaged: expect.stringMatching(/^assets\.0/) });
    expect(await renderExport({ ...job(pages(1)), content: new Uint8Array(Buffer.from('{"pages":')) })).toEqual({ damaged: expect.stringMatching(/^not JSON/) });
  });

  it('reuses a prepared picture when the same design is exported again', async () => {
    const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
    const content = createDesignContent();
    content.assets.push({
      id: 'photo',
      type: 'image',
      pageId: content.pages[0]!.id,
      zIndex: 1,
      x: 10,
      y: 10,
      width: 200,
      height: 150,
      rotation: 0,
      scaleX: 1,
      scaleY: 1,
      opacity: 1,
      imageElementSrc: '/api/files/images/a.jpg',
    });
    const standard: Omit<ExportJob, 'progress'> = {
      ...job(content),
      output: { type: 'pdf', kind: 'standard', bleedMm: 3, colors: 'rgb' },
      pictures: [['/api/files/images/a.jpg', { ok: new Uint8Array(photo) }]],
    };
    await renderExport(standard);
    const { hits, size } = pictureCache;
    const again = await drawn(renderExport(standard));
    expect(again.skipped).toEqual([]);
    expect(pictureCache.hits).toBeGreaterThan(hits);
    expect(pictureCache.size).toBe(size);
  });
});
