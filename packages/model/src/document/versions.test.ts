import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH } from '../constants';
import { conflictCopyName, versionETag, versionFromIfMatch } from './versions';

describe('document versions', () => {
  it('If-Match names a version only as the strong ETag a read returned', () => {
    expect(versionFromIfMatch(versionETag(7))).toBe(7);
    expect(versionFromIfMatch(' "12" ')).toBe(12);
    expect(versionFromIfMatch(undefined)).toBeNull();
    expect(versionFromIfMatch('')).toBeNull();
    for (const header of ['*', 'W/"7"', '"7", "8"', '7', '"0"', '"abc"']) expect(versionFromIfMatch(header)).toBe('invalid');
  });

  it('a conflicting save is kept under a free name: <name> (copy), then (copy 2), within the longest name', () => {
    expect(conflictCopyName('Flyer', ['Flyer'])).toBe('Flyer (copy)');
    expect(conflictCopyName('Flyer', ['Flyer', 'Flyer (copy)', 'Flyer (copy 2)'])).toBe('Flyer (copy 3)');
    const long = conflictCopyName('x'.repeat(NAME_MAX_LENGTH), []);
    expect(long.length).toBeLessThanOrEqual(NAME_MAX_LENGTH);
    expect(long.endsWith(' (copy)')).toBe(true);
  });
});
