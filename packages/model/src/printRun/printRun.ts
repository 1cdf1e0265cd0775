import { z } from 'zod';
import { DATA_DRIVEN_FIELDS, type DataDrivenField } from '../account/schemas';
import type { DesignContent } from '../document/content';
import { DATA_DRIVEN_FIELD_LABELS, placeholdersIn } from '../text/dataDriven';
import { idTextSchema } from '../validation/ids';
import { exportIdSchema, exportResponseSchema } from '../validation/download';

/**
 * Print runs: one design printed for many people, each copy with its own data-driven fields
 * (%fullName%, %phone%, ...) filled from a row of a spreadsheet. One Print Ready PDF holds a copy
 * of the design per person, the person's pages together (front and back of one card follow each
 * other, as a press operator imposes them), or a ZIP holds one PDF per person.
 */

/** The most people one print run takes: a team's or a company's cards, not a mailing. */
export const PRINT_RUN_MAX_RECORDS = 1000;
/** The largest table read (a thousand rows of eleven fields is about 200 kB). */
export const PRINT_RUN_MAX_TABLE_BYTES = 2_000_000;
/** The longest value of a field in a print run (a street address, a long job title). */
export const PRINT_RUN_VALUE_MAX_LENGTH = 200;

/** One person: a value for each field the table maps (fields it does not map are absent). */
export const printRunRecordSchema = z
  .object(
    Object.fromEntries(
      DATA_DRIVEN_FIELDS.map((field) => [field, z.string().max(PRINT_RUN_VALUE_MAX_LENGTH, `At most ${PRINT_RUN_VALUE_MAX_LENGTH} characters`).optional()]),
    ) as Record<DataDrivenField, z.ZodOptional<z.ZodString>>,
  )
  .strict();
export type PrintRunRecord = z.infer<typeof printRunRecordSchema>;

/** How the copies are handed over: one PDF with every copy, or a ZIP of one PDF per person. */
export const PRINT_RUN_OUTPUTS = ['onePdf', 'pdfPerRecord'] as const;
export type PrintRunOutput = (typeof PRINT_RUN_OUTPUTS)[number];

/** POST /api/designs/:id/print-run: which PDF, how it is handed over, and the people. */
export const printRunBodySchema = z.object({
  /** true: the Print Ready PDF (bleed, crop marks, PDF/X); false: the Standard PDF. */
  isPrintResolution: z.boolean(),
  output: z.enum(PRINT_RUN_OUTPUTS),
  records: z.array(printRunRecordSchema).min(1, 'A print run needs at least one person').max(PRINT_RUN_MAX_RECORDS, `A print run takes at most ${PRINT_RUN_MAX_RECORDS} people`),
});
export type PrintRunBody = z.infer<typeof printRunBodySchema>;

export const printRunParams = z.object({ id: idTextSchema });
/** ?exportId=<uuid>: the progress of the print run, as for any export. */
export const printRunQuery = z.object({ exportId: exportIdSchema.optional() });

/** The answer: the file's expiring link, with how many copies and pages it holds. */
export const printRunResponseSchema = exportResponseSchema.extend({
  records: z.number().int().min(1),
  pages: z.number().int().min(1),
});
export type PrintRunResponse = z.infer<typeof printRunResponseSchema>;

/**
 * A row that cannot be printed as designed, named so a user can find it in their spreadsheet:
 * `row` counts the people from 1 (the spreadsheet's row under its header row).
 */
export interface PrintRunProblem {
  row: number;
  /** The field the problem is with (a missing value), if one. */
  field?: DataDrivenField;
  /** The text that does not fit, if that is the problem. */
  assetId?: string;
  message: string;
}

/** The fields a design's texts name, each once, in order of first appearance. */
export function fieldsInDesign(content: DesignContent): DataDrivenField[] {
  const fields = new Set<DataDrivenField>();
  for (const asset of content.assets) if (asset.type === 'text') for (const field of placeholdersIn(asset.textConfig.text)) fields.add(field);
  return [...fields];
}

/**
 * Rows that leave a field of the design empty: its placeholder would be printed as typed
 * ('%phone%') on that person's card. Every such row is listed, each of its empty fields once.
 */
export function missingValueProblems(content: DesignContent, records: readonly PrintRunRecord[]): PrintRunProblem[] {
  const fields = fieldsInDesign(content);
  return records.flatMap((record, index) =>
    fields
      .filter((field) => !record[field]?.trim())
      .map((field) => ({ row: index + 1, field, message: `Row ${index + 1} has no ${DATA_DRIVEN_FIELD_LABELS[field]}: its %${field}% would print as typed.` })),
  );
}

/** The message of a text that does not fit its box for one person (render's overflow check finds them). */
export function overflowMessage(row: number, text: string, pageNumber: number): string {
  const shown = text.length > 40 ? `${text.slice(0, 39)}…` : text;
  return `Row ${row}: “${shown}” on page ${pageNumber} is longer than its text box holds.`;
}

/** The problems as the API's 422 details: one entry per row and place, `records.<index>.<field>`. */
export function printRunProblemDetails(problems: readonly PrintRunProblem[]): Array<{ property: string; constraints: Record<string, string> }> {
  return problems.map((problem) => ({
    property: `records.${problem.row - 1}${problem.field ? `.${problem.field}` : ''}`,
    constraints: { [problem.field ? 'missingValue' : 'textOverflows']: problem.message },
  }));
}

/** The file name of one person's PDF in a print run's ZIP: its row and, when known, their name. */
export function printRunEntryName(baseName: string, row: number, record: PrintRunRecord, rows: number): string {
  const number = String(row).padStart(String(rows).length, '0');
  const who = (record.fullName ?? '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${baseName}-${number}${who ? `-${who}` : ''}.pdf`;
}
