import { describe, expect, it } from 'vitest';
import { dropIndex } from './reorder';

describe('dragging a page preview to reorder (spec 001 section 2.5)', () => {
  it('moves a page down: dropped after the third page of four, the first page becomes third', () => {
    expect(dropIndex(0, 2, true)).toBe(2);
    expect(dropIndex(0, 2, false)).toBe(1);
  });

  it('moves a page up: dropped before the first page, the last page becomes first', () => {
    expect(dropIndex(3, 0, false)).toBe(0);
    expect(dropIndex(3, 0, true)).toBe(1);
  });

  it('leaves a page in place when dropped on itself or its neighbours facing edge', () => {
    expect(dropIndex(1, 1, false)).toBe(1);
    expect(dropIndex(1, 1, true)).toBe(1);
    expect(dropIndex(1, 0, true)).toBe(1);
    expect(dropIndex(1, 2, false)).toBe(1);
  });
});
