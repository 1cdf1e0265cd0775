import type { DataDrivenField, DesignContent, PrintColors, PrintRunProblem, PrintRunRecord } from '@layout/model';
import type { OutputProfile } from '@layout/render/outputProfile';
import type { MessagePort } from 'node:worker_threads';

/**
 * What the server hands a worker to render one file, and what comes back. Everything the render
 * reads (fonts, pictures, SVG texts, field values) is gathered on the main thread beforehand, so
 * workers do no I/O and need no database or storage of their own. A PDF's `colors` is its
 * product's setting, read from the database (always 'rgb' for a standard PDF).
 */
export type ExportOutput = { type: 'pdf'; kind: 'print' | 'standard'; bleedMm: number; colors: PrintColors } | { type: 'jpg' | 'png'; ppi: number };

/** A loaded input, or why it could not be loaded (the render reports that asset as skipped). */
export type Loaded<T> = { ok: T } | { error: string };

export interface ExportJob {
  /**
   * The design's content: its JSON bytes as stored, which the worker parses, migrates and
   * validates before it draws anything (answering ContentDamaged when they do not pass), or
   * content already migrated and validated.
   */
  content: Uint8Array | DesignContent;
  output: ExportOutput;
  /** The stored fonts the design's texts use, by fontId (TTF, OTF or WOFF bytes). */
  fonts: Array<[fontId: number, bytes: Uint8Array]>;
  /** Fonts the texts name that were not read (missing, or not the viewer's to use): their texts print in the default font, reported. */
  unavailableFonts?: Array<{ fontId: number; reason: string }>;
  /** Picture bytes by `imageElementSrc`. */
  pictures: Array<[src: string, picture: Loaded<Uint8Array>]>;
  /** SVG texts by link. */
  svgs: Array<[link: string, svg: Loaded<string>]>;
  dataDrivenValues: Partial<Record<DataDrivenField, string>>;
  /** The name the ZIP's entries start with: `<name>-page-<n>.<ext>`. */
  entryBaseName: string;
  /** The PDF's title: the design's name. */
  title?: string;
  /**
   * The configured print profile (default: Layout's own): a Print Ready PDF's press (its PDF/X
   * output intent, and its inks when CMYK), and, in every format, what colours stored as inks look
   * like on screen.
   */
  outputProfile?: OutputProfile;
  /**
   * A print run (a PDF output only): the design once per record, its fields filled from the record;
   * one PDF of every copy, or (`perRecord`) a ZIP of one PDF per record. Every record is checked
   * first: one whose text does not fit its box stops the run before anything is drawn.
   */
  printRun?: { records: PrintRunRecord[]; perRecord: boolean };
  /** Where the worker posts `{ done, total }` after each page, and `{ finished: true }` at the end. */
  progress?: MessagePort;
}

export interface ExportResult {
  body: Uint8Array;
  extension: 'pdf' | 'jpg' | 'png' | 'zip';
  /** Pages drawn (one file per page for JPG/PNG). */
  pages: number;
  /** Assets the render left out, or drew otherwise than designed (a text in the default font), with why (for the log). */
  skipped: Array<{ assetId: string; reason: string }>;
}

/** What a worker answers for stored content that does not pass the design schema: nothing was drawn. */
export interface ContentDamaged {
  damaged: string;
}

/** What a worker answers for a print run with records that cannot be printed as designed: nothing was drawn. */
export interface RecordsRefused {
  refused: PrintRunProblem[];
}

/** What a render answers: the file, or why the stored content (or a print run's records) could not be drawn. */
export type ExportOutcome = ExportResult | ContentDamaged | RecordsRefused;

/** A page-progress message from a worker. */
export interface PageProgress {
  done: number;
  total: number;
}

/** What a worker posts on a job's progress port: pages done, then `finished` last of all. */
export type WorkerMessage = PageProgress | { finished: true };
