import { describe, expect, it } from 'vitest';
import type { DesignContent } from '../document/content';
import { doc, page, text } from '../testing/fixtures';
import { PRINT_RUN_MAX_RECORDS, fieldsInDesign, missingValueProblems, printRunBodySchema, printRunEntryName, printRunProblemDetails } from './printRun';
import { guessColumnMapping, readRecordsTable, recordsFromTable } from './table';

const TEAM_CSV = `\uFEFFFull Name,Job title,E-mail,Phone,Notes\r
Ada Lovelace,Analyst,ada@example.com,"+44 20 7946 0018",first\r
"Hopper, Grace",Rear Admiral,grace@example.com,555-0100,"likes ""bugs"""\r
\r
Alan Turing,,alan@example.com,555-0199\r
`;

function read(text: string) {
  const read = readRecordsTable(text);
  if ('error' in read) throw new Error(read.error);
  return read.ok;
}

describe('reading a table of people', () => {
  it('reads a spreadsheet’s CSV: quotes, commas and quotes inside cells, a BOM, CRLF, blank lines, short rows', () => {
    const table = read(TEAM_CSV);
    expect(table.columns).toEqual(['Full Name', 'Job title', 'E-mail', 'Phone', 'Notes']);
    expect(table.rows).toEqual([
      ['Ada Lovelace', 'Analyst', 'ada@example.com', '+44 20 7946 0018', 'first'],
      ['Hopper, Grace', 'Rear Admiral', 'grace@example.com', '555-0100', 'likes "bugs"'],
      ['Alan Turing', '', 'alan@example.com', '555-0199', ''],
    ]);
  });

  it('reads rows pasted from a spreadsheet (tabs) and a European CSV (semicolons)', () => {
    expect(read('Name\tPhone\nAda\t123\nGrace\t456').rows).toEqual([
      ['Ada', '123'],
      ['Grace', '456'],
    ]);
    expect(read('Name;Phone\nAda;123').rows).toEqual([['Ada', '123']]);
  });

  it('says why a table cannot be used', () => {
    expect(readRecordsTable('')).toEqual({ error: 'The table is empty: its first row should name the columns.' });
    expect(readRecordsTable('Name,Phone\n')).toEqual({ error: 'The table has column names but no rows of people under them.' });
    const tooMany = `Name\n${'x\n'.repeat(PRINT_RUN_MAX_RECORDS + 1)}`;
    expect(readRecordsTable(tooMany)).toEqual({ error: `The table has ${PRINT_RUN_MAX_RECORDS + 1} rows; a print run takes at most ${PRINT_RUN_MAX_RECORDS}.` });
  });

  it('names a column without a name by its place', () => {
    expect(read('Name,,Phone\nAda,x,1').columns).toEqual(['Name', 'Column 2', 'Phone']);
  });
});

describe('mapping columns to fields', () => {
  it('guesses each field from the column names spreadsheets use, each column once', () => {
    const mapping = guessColumnMapping(['Full Name', 'Job title', 'E-mail', 'Phone', 'Notes', 'Mobile number', 'ZIP']);
    expect(mapping).toMatchObject({ fullName: 0, jobtitle: 1, email: 2, phone: 3, mobile: 5, postcode: 6, website: null, address: null });
  });

  it('makes the records from the mapped columns only', () => {
    const table = read(TEAM_CSV);
    const records = recordsFromTable(table, { ...guessColumnMapping(table.columns), phone: null });
    expect(records[0]).toEqual({ fullName: 'Ada Lovelace', jobtitle: 'Analyst', email: 'ada@example.com' });
    expect(records).toHaveLength(3);
  });
});

function cardWith(...texts: string[]): DesignContent {
  return doc(page('front', ...texts.map((words) => text({ text: words }))));
}

describe('checking the rows against the design', () => {
  it('knows the fields the design’s texts name', () => {
    expect(fieldsInDesign(cardWith('%fullName%', '%Phone% · %email%', 'Call %fullName%'))).toEqual(['fullName', 'phone', 'email']);
  });

  it('lists every row that leaves a field of the design empty, each field once', () => {
    const content = cardWith('%fullName%', '%jobtitle%');
    const problems = missingValueProblems(content, [{ fullName: 'Ada', jobtitle: 'Analyst' }, { fullName: 'Alan', jobtitle: '  ' }, {}]);
    expect(problems).toEqual([
      { row: 2, field: 'jobtitle', message: 'Row 2 has no Job title: its %jobtitle% would print as typed.' },
      { row: 3, field: 'fullName', message: 'Row 3 has no Full name: its %fullName% would print as typed.' },
      { row: 3, field: 'jobtitle', message: 'Row 3 has no Job title: its %jobtitle% would print as typed.' },
    ]);
    expect(printRunProblemDetails(problems)[0]).toEqual({ property: 'records.1.jobtitle', constraints: { missingValue: problems[0]!.message } });
  });

  it('a field the design does not use may be empty', () => {
    expect(missingValueProblems(cardWith('%fullName%'), [{ fullName: 'Ada', phone: '' }])).toEqual([]);
  });
});

describe('the request', () => {
  it('takes 1 to 1000 people whose values are known fields of at most 200 characters', () => {
    const ok = { isPrintResolution: true, output: 'onePdf', records: [{ fullName: 'Ada' }] };
    expect(printRunBodySchema.safeParse(ok).success).toBe(true);
    expect(printRunBodySchema.safeParse({ ...ok, records: [] }).success).toBe(false);
    expect(printRunBodySchema.safeParse({ ...ok, records: [{ nickname: 'x' }] }).success).toBe(false);
    expect(printRunBodySchema.safeParse({ ...ok, records: [{ fullName: 'x'.repeat(201) }] }).success).toBe(false);
    expect(printRunBodySchema.safeParse({ ...ok, records: Array(PRINT_RUN_MAX_RECORDS + 1).fill({}) }).success).toBe(false);
  });

  it('names each person’s PDF in a ZIP by row, sorted as the table, and by name', () => {
    expect(printRunEntryName('Team cards', 7, { fullName: 'Grace Hopper' }, 120)).toBe('Team cards-007-Grace-Hopper.pdf');
    expect(printRunEntryName('Team cards', 7, {}, 9)).toBe('Team cards-7.pdf');
    expect(printRunEntryName('Cards', 1, { fullName: 'José / Ñúñez' }, 2)).toBe('Cards-1-José-Ñúñez.pdf');
  });
});
