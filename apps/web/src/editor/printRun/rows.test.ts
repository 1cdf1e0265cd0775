import { DOWNLOAD_FORMATS, PRINT_RUN_VALUE_MAX_LENGTH, guessColumnMapping } from '@layout/model';
import { loadDefaultFontSet } from '@layout/render/node';
import { describe, expect, it } from 'vitest';
import { doc, page, text } from '../../../../../packages/model/src/testing/fixtures';
import { ApiError } from '../../api/client';
import { mappingFor, printRunFailureText, printRunFormats, printRunProblems, recordName, refusedRows } from './rows';

const fonts = await loadDefaultFontSet();

// A card: the name in a one-line box (12 pt, 200 px wide) on the front, the phone on the back.
const card = doc(
  page('front', text({ id: 'name', text: '%fullName%', fontSize: 12, width: 200, height: 20.8 })),
  page('back', text({ id: 'phone', text: 'Call %phone%', fontSize: 12, width: 200, height: 20.8 })),
);

describe('the rows a print run would refuse are listed before anything is made', () => {
  it('finds nothing when every row fills every field and fits its boxes', () => {
    expect(printRunProblems(card, [{ fullName: 'Ada Lovelace', phone: '555-0101' }], fonts)).toEqual([]);
  });

  it('lists empty fields, texts longer than their box and values too long for a print run, in row order, worded as the server words them', () => {
    const records = [
      { fullName: 'Ada Lovelace', phone: '555-0101' },
      { fullName: 'Maximilian Alexander Bartholomew von Hohenzollern-Sigmaringen', phone: '555-0104' },
      { fullName: 'No Phone' },
      { fullName: 'Grace Hopper', phone: '5'.repeat(PRINT_RUN_VALUE_MAX_LENGTH + 1) },
    ];
    const problems = printRunProblems(card, records, fonts);
    expect(problems.map((p) => p.row)).toEqual([2, 3, 4, 4]);
    expect(problems[0]).toEqual({ row: 2, assetId: 'name', message: 'Row 2: “Maximilian Alexander Bartholomew von Ho…” on page 1 is longer than its text box holds.' });
    expect(problems[1]).toEqual({ row: 3, field: 'phone', message: 'Row 3 has no Phone: its %phone% would print as typed.' });
    // A 201-digit phone is too long for the print run, and wraps out of its box on the back.
    expect(problems[2]).toEqual({ row: 4, field: 'phone', message: `Row 4: the Phone is longer than ${PRINT_RUN_VALUE_MAX_LENGTH} characters.` });
    expect(problems[3]).toMatchObject({ row: 4, assetId: 'phone', message: expect.stringMatching(/^Row 4: “Call 5{34}…” on page 2 is longer/) });
  });
});

describe('a refusal of the server lands in the same list', () => {
  it('reads the rows of a 422 (records.<index>[.<field>]), the server’s words kept, a schema’s given the row', () => {
    const refusal = new ApiError(422, '2 rows of the print run cannot be printed as designed', undefined, 'validation', {
      'records.2.fullName': ['Row 3 has no Full name: its %fullName% would print as typed.'],
      'records.0.phone': ['At most 200 characters'],
      'records.1': ['Row 2: “Maximilian” on page 1 is longer than its text box holds.'],
    });
    expect(refusedRows(refusal)).toEqual([
      { row: 1, field: 'phone', message: 'Row 1, Phone: At most 200 characters' },
      { row: 2, message: 'Row 2: “Maximilian” on page 1 is longer than its text box holds.' },
      { row: 3, field: 'fullName', message: 'Row 3 has no Full name: its %fullName% would print as typed.' },
    ]);
  });

  it('leaves any other failure to the failure message', () => {
    expect(refusedRows(new ApiError(422, 'Format not offered', undefined, 'validation', { type: ['Not offered'] }))).toBeNull();
    expect(refusedRows(new ApiError(500, 'Export failed', 'Something broke', 'plain'))).toBeNull();
    expect(refusedRows(new Error('offline'))).toBeNull();
    expect(printRunFailureText(new ApiError(500, 'Export failed', 'The fonts could not be read.', 'plain'))).toBe(
      'The file could not be made: The fonts could not be read. Your list and columns are kept; try again.',
    );
    expect(printRunFailureText(new ApiError(402, 'This design has paid items that are not paid for yet', 'PAYMENT_REQUIRED', 'plain'))).toMatch(/Download it once to pay/);
  });
});

describe('columns for the fields', () => {
  const columns = ['Name', 'Phone', 'Email'];

  it('guesses from the column names, only for the fields the design uses', () => {
    const mapping = mappingFor(columns, ['fullName', 'phone'], null);
    expect(mapping).toMatchObject({ fullName: 0, phone: 1, email: null });
  });

  it('keeps the user’s choice while the table keeps its columns, and guesses again for other columns', () => {
    const chosen = { columns, mapping: { ...guessColumnMapping(columns), phone: 2 } };
    expect(mappingFor(columns, ['fullName', 'phone'], chosen)).toMatchObject({ fullName: 0, phone: 2 });
    expect(mappingFor(['Name', 'Phone'], ['fullName', 'phone'], chosen)).toMatchObject({ fullName: 0, phone: 1 });
  });
});

describe('what the dialog offers and shows', () => {
  it('offers the PDFs the product offers, nothing for a product of pictures only', () => {
    const product = (pdfPressReady: boolean, pdfStandard: boolean) => ({ pdfPressReady, pdfStandard, jpg: true, png: true });
    expect(printRunFormats(product(true, true))).toEqual([DOWNLOAD_FORMATS.pdfPressReady, DOWNLOAD_FORMATS.pdfStandard]);
    expect(printRunFormats(product(false, true))).toEqual([DOWNLOAD_FORMATS.pdfStandard]);
    expect(printRunFormats(product(false, false))).toEqual([]);
    expect(printRunFormats(undefined)).toHaveLength(2);
  });

  it('names a person by their full name, else by the first field of the design they fill', () => {
    expect(recordName({ fullName: ' Ada ', phone: '1' }, ['phone', 'fullName'])).toBe('Ada');
    expect(recordName({ phone: '', email: 'ada@example.com' }, ['phone', 'email'])).toBe('ada@example.com');
    expect(recordName({}, ['phone'])).toBe('');
  });
});
