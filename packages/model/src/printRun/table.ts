import Papa from 'papaparse';
import { DATA_DRIVEN_FIELDS, type DataDrivenField } from '../account/schemas';
import { PRINT_RUN_MAX_RECORDS, PRINT_RUN_MAX_TABLE_BYTES, type PrintRunRecord } from './printRun';

/**
 * The people of a print run as a user brings them: a CSV file from a spreadsheet, or rows pasted
 * from one (tab-separated). The first row names the columns; each row after it is one person.
 */
export interface RecordsTable {
  columns: string[];
  /** One array per person, a cell per column ('' where a row is short). */
  rows: string[][];
}

/** What reading a table answers: the table, or why it cannot be used (nothing else is kept). */
export type ReadTable = { ok: RecordsTable } | { error: string };

/**
 * Reads a CSV or pasted table with Papa Parse (quotes, embedded commas and newlines, a byte-order
 * mark, \r\n: what spreadsheets write). The delimiter is detected (comma, semicolon as European
 * spreadsheets write, or tab as a paste from one). Blank lines are skipped; cells are trimmed.
 */
export function readRecordsTable(text: string): ReadTable {
  if (new TextEncoder().encode(text).length > PRINT_RUN_MAX_TABLE_BYTES) {
    return { error: `The table is larger than ${PRINT_RUN_MAX_TABLE_BYTES / 1_000_000} MB.` };
  }
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy', delimitersToGuess: [',', ';', '\t', '|'] });
  const [header, ...rows] = parsed.data.map((row) => row.map((cell) => cell.trim()));
  if (!header || header.every((name) => name === '')) return { error: 'The table is empty: its first row should name the columns.' };
  if (rows.length === 0) return { error: 'The table has column names but no rows of people under them.' };
  if (rows.length > PRINT_RUN_MAX_RECORDS) return { error: `The table has ${rows.length} rows; a print run takes at most ${PRINT_RUN_MAX_RECORDS}.` };
  const columns = header.map((name, index) => name || `Column ${index + 1}`);
  return { ok: { columns, rows: rows.map((row) => columns.map((_, index) => row[index] ?? '')) } };
}

/** Which column fills each field: its index in the table's columns, or null for none. */
export type ColumnMapping = Record<DataDrivenField, number | null>;

/** Column names that mean a field, as spreadsheets name them (compared without case, spaces or punctuation). */
const COLUMN_NAMES: Readonly<Record<DataDrivenField, readonly string[]>> = {
  fullName: ['fullname', 'name', 'person', 'contact', 'contactname'],
  businessname: ['businessname', 'business', 'company', 'companyname', 'organisation', 'organization'],
  jobtitle: ['jobtitle', 'title', 'position', 'role', 'job'],
  address: ['address', 'street', 'streetaddress', 'address1', 'addressline1'],
  suburb: ['suburb', 'city', 'town', 'locality'],
  state: ['state', 'region', 'province', 'county'],
  postcode: ['postcode', 'zip', 'zipcode', 'postalcode', 'plz'],
  phone: ['phone', 'telephone', 'tel', 'phonenumber', 'officephone', 'workphone'],
  mobile: ['mobile', 'cell', 'mobilephone', 'cellphone', 'mobilenumber'],
  email: ['email', 'emailaddress', 'mail'],
  website: ['website', 'web', 'url', 'site', 'homepage'],
};

const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The mapping a table suggests: each field to the first column named for it, each column used once. */
export function guessColumnMapping(columns: readonly string[]): ColumnMapping {
  const taken = new Set<number>();
  const squashed = columns.map(squash);
  const mapping = {} as ColumnMapping;
  for (const field of DATA_DRIVEN_FIELDS) {
    const names = COLUMN_NAMES[field];
    const index = squashed.findIndex((name, i) => !taken.has(i) && names.includes(name));
    mapping[field] = index === -1 ? null : index;
    if (index !== -1) taken.add(index);
  }
  return mapping;
}

/** The table's rows as the records a print run takes: each mapped field with the row's cell. */
export function recordsFromTable(table: RecordsTable, mapping: ColumnMapping): PrintRunRecord[] {
  const mapped = DATA_DRIVEN_FIELDS.flatMap((field) => (mapping[field] === null ? [] : [[field, mapping[field]] as const]));
  return table.rows.map((row) => Object.fromEntries(mapped.map(([field, column]) => [field, row[column] ?? ''])));
}
