import { describe, expect, it } from 'vitest';
import { addDownloadItem } from './download';
import { parseDownloadBucket, removeDownloadItem, removeDownloadItems } from './downloadBucket';

const pdf = { designId: 1, type: 'pdf', isPrintResolution: true } as const;
const png = { designId: 1, type: 'png', isPrintResolution: false } as const;
const other = { designId: 2, type: 'pdf', isPrintResolution: true } as const;

describe('the export bucket (currentDesignsToExport)', () => {
  it('ignores duplicates when adding (spec 000 section 4)', () => {
    const bucket = addDownloadItem(addDownloadItem([], pdf), { ...pdf });
    expect(bucket).toEqual([pdf]);
  });
  it('removes only the equal item; the same bucket when it is absent', () => {
    const bucket = [pdf, png, other];
    expect(removeDownloadItem(bucket, { ...png })).toEqual([pdf, other]);
    expect(removeDownloadItem(bucket, { ...png, isPrintResolution: true })).toBe(bucket);
    expect(removeDownloadItems(bucket, [pdf, other])).toEqual([png]);
  });
  it('reads back what was stored', () => {
    expect(parseDownloadBucket(JSON.stringify([pdf, png]))).toEqual([pdf, png]);
  });
  it('reads nothing stored, broken JSON or a non-list as an empty bucket', () => {
    expect(parseDownloadBucket(null)).toEqual([]);
    expect(parseDownloadBucket('[{"designId":1,')).toEqual([]);
    expect(parseDownloadBucket('{"designId":1}')).toEqual([]);
  });
  it('keeps the valid items of a list and drops bad ones and duplicates', () => {
    expect(parseDownloadBucket(JSON.stringify([pdf, { designId: 'x', type: 'pdf' }, { ...pdf, type: 'gif' }, pdf, other]))).toEqual([pdf, other]);
  });
});
