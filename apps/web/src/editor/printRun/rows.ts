import {
  type ColumnMapping,
  DATA_DRIVEN_FIELDS,
  DATA_DRIVEN_FIELD_LABELS,
  type DataDrivenField,
  type DesignContent,
  type DownloadFormat,
  type DownloadFormatFlag,
  PRINT_RUN_VALUE_MAX_LENGTH,
  type PrintRunProblem,
  type PrintRunRecord,
  type Product,
  guessColumnMapping,
  missingValueProblems,
  offeredDownloadFormats,
} from '@layout/model';
import { type FontLike, type FontSet, overflowProblems } from '@layout/render';
import { ApiError } from '../../api/client';

/*
 * The print run's rules as the dialog applies them (pure: the dialog holds the state). The rows a
 * server would refuse are found here first, with the same checks and the same words, so a user
 * fixes them before anything is made; the server's own refusal lands in the same list.
 */

/**
 * Every row that cannot be printed as designed, in row order: a value longer than a print run
 * takes, an empty field of the design (model `missingValueProblems`), a text that, filled from the
 * row, needs more height than its box (render `overflowProblems`, the server's check, with the
 * editor's fonts), each worded as the server words it.
 */
export function printRunProblems(content: DesignContent, records: readonly PrintRunRecord[], fonts: FontSet<FontLike>): PrintRunProblem[] {
  const tooLong = records.flatMap((record, index) =>
    DATA_DRIVEN_FIELDS.filter((field) => (record[field]?.length ?? 0) > PRINT_RUN_VALUE_MAX_LENGTH).map((field) => ({
      row: index + 1,
      field,
      message: `Row ${index + 1}: the ${DATA_DRIVEN_FIELD_LABELS[field]} is longer than ${PRINT_RUN_VALUE_MAX_LENGTH} characters.`,
    })),
  );
  const overflowing = overflowProblems(content, records, fonts);
  // A stable sort: within a row, too long, then missing, then overflowing.
  return [...tooLong, ...missingValueProblems(content, records), ...overflowing].sort((a, b) => a.row - b.row);
}

const RECORD_PROPERTY = /^records\.(\d+)(?:\.([A-Za-z]+))?$/;

/**
 * The rows a refusal of the print run names (a 422 whose details are `records.<index>[.<field>]`),
 * as problems for the same list; null for any other failure.
 */
export function refusedRows(error: unknown): PrintRunProblem[] | null {
  if (!(error instanceof ApiError) || error.status !== 422 || error.kind !== 'validation') return null;
  const problems = Object.entries(error.fields).flatMap(([property, messages]) => {
    const match = RECORD_PROPERTY.exec(property);
    if (!match) return [];
    const row = Number(match[1]) + 1;
    const field = DATA_DRIVEN_FIELDS.find((f) => f === match[2]);
    // The server's own words name the row ('Row 2 has no Phone...'); a schema's ('At most 200
    // characters') do not, so the row and field are put in front.
    return messages.map((message) => ({
      row,
      ...(field ? { field } : {}),
      message: /^Row \d+/.test(message) ? message : `Row ${row}${field ? `, ${DATA_DRIVEN_FIELD_LABELS[field]}` : ''}: ${message}`,
    }));
  });
  return problems.length > 0 ? problems.sort((a, b) => a.row - b.row) : null;
}

/** Why making the file failed, in words for the dialog (anything but rows to fix). */
export function printRunFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 402) {
    return 'This design has paid items that are not paid for yet. Download it once to pay for them, then print for your list.';
  }
  let reason = error instanceof Error ? error.message : String(error);
  if (error instanceof ApiError) {
    const fields = Object.values(error.fields).flat();
    reason = fields.length > 0 ? fields.join(' ') : (error.details ?? error.message);
  }
  return `The file could not be made: ${reason.replace(/\.$/, '')}. Your list and columns are kept; try again.`;
}

/** The mapping a user chose, remembered with the columns it was chosen for. */
export interface ChosenMapping {
  columns: readonly string[];
  mapping: ColumnMapping;
}

/**
 * Which column fills each field of the design: the user's choice while the table keeps the
 * columns it was made for (a row fixed, a file chosen again), else the model's guess from the
 * column names. Fields the design does not use are filled from no column: a person's record holds
 * what their copy prints, nothing a user cannot see in the dialog.
 */
export function mappingFor(columns: readonly string[], fields: readonly DataDrivenField[], chosen: ChosenMapping | null): ColumnMapping {
  const same = chosen && chosen.columns.length === columns.length && chosen.columns.every((name, index) => name === columns[index]);
  const mapping = same ? chosen.mapping : guessColumnMapping(columns);
  return Object.fromEntries(DATA_DRIVEN_FIELDS.map((field) => [field, fields.includes(field) ? mapping[field] : null])) as ColumnMapping;
}

/** The PDFs a print run can make of the design: its product's offered PDF formats, in the Download dialog's order. */
export function printRunFormats(product: Pick<Product, DownloadFormatFlag> | undefined): DownloadFormat[] {
  return offeredDownloadFormats(product).filter((format) => format.type === 'pdf');
}

/** How the pager names a person: their full name, else the first field of the design their row fills ('Ada Lovelace'), else ''. */
export function recordName(record: PrintRunRecord, fields: readonly DataDrivenField[]): string {
  const field = ['fullName' as const, ...fields].find((f) => record[f]?.trim());
  return field ? record[field]!.trim() : '';
}
