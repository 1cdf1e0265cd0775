import { beforeEach, describe, expect, it } from 'vitest';
import { addToExportBucket, readExportBucket, removeFromExportBucket } from './exportBucket';

/** A Map behind the Storage calls the bucket uses (Vitest runs in Node). */
const stored = new Map<string, string>();
globalThis.localStorage = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
} as Storage;

const pdf = { designId: 3, type: 'pdf', isPrintResolution: true } as const;
const png = { designId: 3, type: 'png', isPrintResolution: false } as const;

describe('the export bucket in local storage (currentDesignsToExport)', () => {
  beforeEach(() => stored.clear());
  it('keeps an item once, however often it is added, until it is removed', () => {
    addToExportBucket(pdf);
    addToExportBucket(pdf);
    addToExportBucket(png);
    expect(JSON.parse(stored.get('currentDesignsToExport')!)).toEqual([pdf, png]);
    removeFromExportBucket([pdf]);
    expect(readExportBucket()).toEqual([png]);
    removeFromExportBucket([png]);
    expect(stored.has('currentDesignsToExport')).toBe(false);
  });
  it('reads corrupt text as an empty bucket, and adding then repairs it', () => {
    stored.set('currentDesignsToExport', '{not json');
    expect(readExportBucket()).toEqual([]);
    addToExportBucket(pdf);
    expect(readExportBucket()).toEqual([pdf]);
  });
});
