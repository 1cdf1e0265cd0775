import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { addUploadFiles, parseKeywords, STOCK_MESSAGES, stockFeeNotice, stockFormSchema, validateStockForm, type StockForm } from './stockUpload';

const form: StockForm = { name: 'Koala', price: '2', order: '1', keywords: 'Koala Tree' };

describe('stock upload fields (spec 001 section 5)', () => {
  it('accepts a filled form', () => {
    expect(validateStockForm(form, 'upload', 1)).toEqual({});
  });

  it('name is required and max 42', () => {
    expect(validateStockForm({ ...form, name: '  ' }, 'update', 0).name).toBe(MESSAGES.nameRequired);
    expect(validateStockForm({ ...form, name: 'a'.repeat(43) }, 'update', 0).name).toBe(STOCK_MESSAGES.nameTooLong);
    expect(validateStockForm({ ...form, name: 'a'.repeat(42) }, 'update', 0)).toEqual({});
  });

  it('price is numeric, max 7 characters, up to 2 decimals', () => {
    expect(validateStockForm({ ...form, price: '1234.50' }, 'update', 0)).toEqual({});
    expect(validateStockForm({ ...form, price: '12345.50' }, 'update', 0).price).toBe(STOCK_MESSAGES.price);
    expect(validateStockForm({ ...form, price: '1.505' }, 'update', 0).price).toBe(STOCK_MESSAGES.price);
    expect(validateStockForm({ ...form, price: 'abc' }, 'update', 0).price).toBe(STOCK_MESSAGES.price);
  });

  it('order is numeric', () => {
    expect(validateStockForm({ ...form, order: '1.5' }, 'update', 0).order).toBe(STOCK_MESSAGES.order);
    expect(validateStockForm({ ...form, order: '12' }, 'update', 0)).toEqual({});
  });

  it('keywords max 135 characters', () => {
    expect(validateStockForm({ ...form, keywords: 'a'.repeat(135) }, 'update', 0)).toEqual({});
    expect(validateStockForm({ ...form, keywords: 'a'.repeat(136) }, 'update', 0).keywords).toBe(STOCK_MESSAGES.keywordsTooLong);
  });

  it('upload needs at least one file, update only a name', () => {
    expect(validateStockForm(form, 'upload', 0).files).toBe(STOCK_MESSAGES.noFiles);
    expect(validateStockForm(form, 'update', 0)).toEqual({});
  });

  it('keywords are stored lowercased and split on spaces', () => {
    expect(parseKeywords(' Koala  Tree AUSTRALIA ')).toEqual(['koala', 'tree', 'australia']);
  });
});

describe('up to 10 files per upload, duplicates skipped (spec 001 section 5)', () => {
  const file = (name: string, size = 10, type = 'image/svg+xml') => ({ name, size, type });

  it('skips a file with the same name, size and type, keeps one differing in any', () => {
    const files = addUploadFiles([file('a')], [file('a'), file('a', 11), file('a', 10, 'image/png'), file('b'), file('b')]);
    expect(files).toEqual([file('a'), file('a', 11), file('a', 10, 'image/png'), file('b')]);
  });

  it('keeps at most 10', () => {
    const added = Array.from({ length: 12 }, (_, i) => file(`f${i}`));
    expect(addUploadFiles([file('a')], added)).toHaveLength(10);
    expect(addUploadFiles([], added).at(-1)).toEqual(file('f9'));
  });

  it('returns the same list when nothing is added', () => {
    const existing = [file('a')];
    expect(addUploadFiles(existing, [file('a')])).toBe(existing);
  });
});

describe('stock form schema: what an upload or update sends', () => {
  const file = { name: 'koala.svg', size: 10, type: 'image/svg+xml' };

  it('parses price, order and keywords, with the stock defaults 2 and 1 for empty fields', () => {
    expect(stockFormSchema('upload').parse({ ...form, name: ' Koala ', price: '3.5', order: '7', files: [file] })).toEqual({
      name: 'Koala',
      cost: 3.5,
      order: 7,
      keyWords: ['koala', 'tree'],
    });
    expect(stockFormSchema('update').parse({ name: 'Koala', price: '', order: '' })).toMatchObject({ cost: 2, order: 1, keyWords: [] });
  });

  it('upload needs at least one file and a name; update needs only a name', () => {
    const upload = stockFormSchema('upload').safeParse({ ...form, name: '' });
    expect(upload.error?.issues.map((i) => i.path[0]).sort()).toEqual(['files', 'name']);
    expect(stockFormSchema('update').safeParse({ name: 'Koala' }).success).toBe(true);
  });

  it('refuses more than 10 files', () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ ...file, name: `f${i}.svg` }));
    expect(stockFormSchema('upload').safeParse({ ...form, files }).success).toBe(false);
  });
});

describe('the stock fee shown under the price (spec 001 section 9)', () => {
  const commission = { percent: 30, dollar: 0.5 };

  it('is price times the percent plus the dollar amount, with what buyers pay, to 2 decimals', () => {
    expect(stockFeeNotice('3', commission)).toBe('Stock fee $1.40, buyers pay $4.40');
    expect(stockFeeNotice('3.33', { percent: 15, dollar: 0 })).toBe('Stock fee $0.50, buyers pay $3.83');
    expect(stockFeeNotice('3', { percent: 0, dollar: 0 })).toBe('No stock fee: buyers pay $3.00');
  });

  it('uses the default price for an empty field, says a free item carries no fee, and nothing for a bad price', () => {
    expect(stockFeeNotice('', commission)).toBe('Stock fee $1.10, buyers pay $3.10');
    expect(stockFeeNotice('0', commission)).toBe('Free: no stock fee');
    expect(stockFeeNotice('1.505', commission)).toBeNull();
    expect(stockFeeNotice('abc', commission)).toBeNull();
  });
});
