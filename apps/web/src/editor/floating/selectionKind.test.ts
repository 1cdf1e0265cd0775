import type { Asset } from '@layout/model';
import { describe, expect, it } from 'vitest';
import { selectionKind } from './selectionKind';

const asset = (type: string, extra: object = {}) => ({ id: `${type}-${Math.random()}`, type, ...extra }) as unknown as Asset;

describe('the selection kind (spec 001 section 2.6)', () => {
  it('is the type of the one selected asset', () => {
    for (const type of ['image', 'illustration', 'logo', 'icon', 'shape', 'svg_image', 'line', 'text', 'background']) {
      expect(selectionKind([asset(type)])).toBe(type);
    }
  });

  it('is a group for several assets', () => {
    expect(selectionKind([asset('image'), asset('text')])).toBe('group');
    expect(selectionKind([asset('text'), asset('text')])).toBe('group');
  });

  it('is a group for a saved group: its container, or a member carrying its id', () => {
    expect(selectionKind([asset('group'), asset('shape', { groupId: 'g' })])).toBe('group');
    expect(selectionKind([asset('shape', { groupId: 'g' })])).toBe('group');
  });

  it('is null with nothing selected', () => {
    expect(selectionKind([])).toBeNull();
  });
});
