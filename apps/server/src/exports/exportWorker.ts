import { type DesignContent, assetResources, designContentSchema, migrateContent, printRunEntryName } from '@layout/model';
import { loadProvedPdfFontSet, overflowProblems, renderDesignPdf, renderDesignRaster } from '@layout/render/node';
import { zipSync } from 'fflate';
import type { ContentDamaged, ExportJob, ExportOutcome, ExportResult, Loaded } from './exportJob';
import { createBoundedPictureCache } from './pictureCache';

/**
 * The task each export worker runs (piscina's worker imports it through exportWorker.boot.mjs):
 * renders one file from the inputs the main thread gathered. What a worker keeps between exports,
 * keyed by things that never change: prepared pictures by content hash (bounded LRU, here) and
 * parsed fonts by the hash of their file (render's loadEmbeddableFont keeps them per process).
 */
const PICTURE_CACHE_BYTES = 192 * 1024 * 1024;
/** This worker's picture cache (exported for tests, which run the task in their own thread). */
export const pictureCache = createBoundedPictureCache(PICTURE_CACHE_BYTES);

export default async function renderExport(job: ExportJob): Promise<ExportOutcome> {
  try {
    const content = job.content instanceof Uint8Array ? storedContent(job.content) : job.content;
    if ('damaged' in content) return content;
    const pictures = new Map(job.pictures);
    const svgs = new Map(job.svgs);
    // Each stored font is proved (laid out and embedded) first: one that fails prints in the default font, reported.
    const { fonts, unusable } = await loadProvedPdfFontSet(job.fonts);
    const fontNotes = defaultFontNotes(content, [...(job.unavailableFonts ?? []), ...unusable]);
    const common = {
      fonts,
      dataDrivenValues: job.dataDrivenValues,
      pictureCache,
      loadImage: async (src: string) => bytesOf(unwrap(pictures.get(src), src)),
      loadSvg: async (link: string) => unwrap(svgs.get(link), link),
      onPageDone: (done: number, total: number) => job.progress?.postMessage({ done, total }),
    };
    if (job.printRun && job.output.type === 'pdf') {
      const { records, perRecord } = job.printRun;
      const refused = overflowProblems(content, records, fonts);
      if (refused.length > 0) return { refused };
      const pdfOptions = { ...common, ...pdfDocument(job), kind: job.output.kind, bleedMm: job.output.bleedMm, colors: job.output.colors };
      if (!perRecord) {
        const { pdf, skipped } = await renderDesignPdf(content, { ...pdfOptions, records });
        return { body: pdf, extension: 'pdf', pages: records.length * content.pages.length, skipped: [...fontNotes, ...skipped] };
      }
      // One PDF per person, each drawn and zipped before the next: what is held is the ZIP so far.
      const total = records.length * content.pages.length;
      const entries: Record<string, [Uint8Array, { level: 0 }]> = {};
      let skipped: ExportResult['skipped'] = [];
      for (const [index, record] of records.entries()) {
        const before = index * content.pages.length;
        const copy = await renderDesignPdf(content, { ...pdfOptions, records: [record], onPageDone: (done) => common.onPageDone(before + done, total) });
        if (index === 0) skipped = copy.skipped;
        entries[printRunEntryName(job.entryBaseName, index + 1, record, records.length)] = [copy.pdf, { level: 0 }];
      }
      return { body: zipSync(entries), extension: 'zip', pages: total, skipped: [...fontNotes, ...skipped] };
    }
    if (job.output.type === 'pdf') {
      const { pdf, skipped } = await renderDesignPdf(content, { ...common, ...pdfDocument(job), kind: job.output.kind, bleedMm: job.output.bleedMm, colors: job.output.colors });
      return { body: pdf, extension: 'pdf', pages: content.pages.length, skipped: [...fontNotes, ...skipped.map(({ assetId, reason }) => ({ assetId, reason }))] };
    }
    const format = job.output.type;
    const { pages, skipped } = await renderDesignRaster(content, { ...common, format, ppi: job.output.ppi, outputProfile: job.outputProfile });
    const left = [...fontNotes, ...skipped.map(({ assetId, reason }) => ({ assetId, reason }))];
    if (pages.length === 1) return { body: pages[0]!, extension: format, pages: 1, skipped: left };
    return { body: zipPages(pages, job.entryBaseName, format), extension: 'zip', pages: pages.length, skipped: left };
  } finally {
    // Tells the main thread every progress message has been sent.
    job.progress?.postMessage({ finished: true });
    job.progress?.close();
  }
}

/** What a PDF says about itself: its title and the press it is for (its output intent in print). */
function pdfDocument(job: ExportJob): { title?: string; outputProfile?: ExportJob['outputProfile'] } {
  return { title: job.title, outputProfile: job.outputProfile };
}

/**
 * Stored content as the render takes it: parsed, migrated to the current schema and validated.
 * Done here rather than on the server's request thread, where saves and opens wait their turn: an
 * export thread runs at a lower priority (exportWorker.boot.mjs), and the content crosses to it as
 * bytes, which is cheaper than cloning a parsed document object by object.
 */
function storedContent(bytes: Uint8Array): DesignContent | ContentDamaged {
  let stored: unknown;
  try {
    stored = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'));
  } catch (error) {
    return { damaged: `not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const parsed = designContentSchema.safeParse(migrateContent(stored));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return { damaged: issue ? `${issue.path.join('.') || 'content'}: ${issue.message}` : 'invalid' };
}

/**
 * Several pages as one ZIP, entries `<name>-page-<n>.<ext>` from 1. Stored, not deflated: JPEG and
 * PNG are compressed already, so deflating would cost time and save next to nothing.
 */
function zipPages(pages: readonly Buffer[], baseName: string, extension: 'jpg' | 'png'): Uint8Array {
  const entries = Object.fromEntries(
    pages.map((page, index) => [`${baseName}-page-${index + 1}.${extension}`, [new Uint8Array(page.buffer, page.byteOffset, page.byteLength), { level: 0 }] as const]),
  );
  return zipSync(entries as Parameters<typeof zipSync>[0]);
}

/** A note for each text whose stored font was not used: it prints in the default font, as the editor draws it. */
function defaultFontNotes(content: DesignContent, fonts: ReadonlyArray<{ fontId: number; reason: string }>): ExportResult['skipped'] {
  const why = new Map(fonts.map(({ fontId, reason }) => [fontId, reason]));
  return content.assets.flatMap((asset) =>
    assetResources(asset)
      .fonts.filter(({ fontId }) => why.has(fontId))
      .map(({ fontId }) => ({ assetId: asset.id, reason: `its font (id ${fontId}) could not be used (${why.get(fontId)}): the text is printed in the default font` })),
  );
}

function unwrap<T>(loaded: Loaded<T> | undefined, name: string): T {
  if (!loaded) throw new Error(`${name} was not gathered for the export`);
  if ('error' in loaded) throw new Error(loaded.error);
  return loaded.ok;
}

function bytesOf(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
