import { describe, expect, it } from 'vitest';
import { batchesOf, isRasterUpload, keepRasterFiles } from './userImages';

const file = (name: string, type: string) => ({ name, type });

describe('picture uploads keep only JPEG and PNG (spec 000 section 5)', () => {
  it('keeps JPEG and PNG by their type and leaves the others out', () => {
    const { kept, dropped } = keepRasterFiles([
      file('a.jpg', 'image/jpeg'),
      file('b.png', 'image/png'),
      file('c.gif', 'image/gif'),
      file('d.svg', 'image/svg+xml'),
      file('e.webp', 'image/webp'),
      file('f.heic', 'image/heic'),
    ]);
    expect(kept.map((f) => f.name)).toEqual(['a.jpg', 'b.png']);
    expect(dropped.map((f) => f.name)).toEqual(['c.gif', 'd.svg', 'e.webp', 'f.heic']);
  });

  it('goes by the name only when the browser gave no type (the server checks the bytes anyway)', () => {
    expect(isRasterUpload(file('scan.JPEG', ''))).toBe(true);
    expect(isRasterUpload(file('notes.txt', ''))).toBe(false);
    expect(isRasterUpload(file('photo.jpg', 'text/plain'))).toBe(false);
  });

  it('sends at most 10 files a request', () => {
    const files = Array.from({ length: 23 }, (_, i) => i);
    expect(batchesOf(files).map((b) => b.length)).toEqual([10, 10, 3]);
    expect(batchesOf([])).toEqual([]);
  });
});
