import { describe, expect, it } from 'vitest';
import { addDownloadItem, downloadItemSchema } from './download';

describe('download request item: designId, type pdf|jpg|png, isPrintResolution (spec 001 section 3)', () => {
  it('accepts the three types', () => {
    for (const type of ['pdf', 'jpg', 'png']) {
      expect(downloadItemSchema.safeParse({ designId: 7, type, isPrintResolution: type === 'pdf' }).success).toBe(true);
    }
  });

  it('refuses other types and a missing design id', () => {
    expect(downloadItemSchema.safeParse({ designId: 7, type: 'gif', isPrintResolution: false }).success).toBe(false);
    expect(downloadItemSchema.safeParse({ type: 'pdf', isPrintResolution: true }).success).toBe(false);
  });
});

describe('the export bucket ignores duplicate entries (spec 000 section 4)', () => {
  it('adds a new item once', () => {
    const item = { designId: 1, type: 'png' as const, isPrintResolution: false };
    const bucket = addDownloadItem([], item);
    expect(bucket).toEqual([item]);
    expect(addDownloadItem(bucket, { ...item })).toBe(bucket);
    expect(addDownloadItem(bucket, { ...item, type: 'jpg' })).toHaveLength(2);
  });
});
