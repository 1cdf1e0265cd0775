import { describe, expect, it } from 'vitest';
import { mutate } from './malformed';

describe('mutate (the fuzz test’s payload mutations)', () => {
  it('deletes from an array that an earlier mutation gave a "constructor" key (found by the fuzz seed 20261127)', () => {
    const mutated = mutate(
      [{ color: '#111111' }, { color: '#222222' }],
      [
        { at: 0, op: 'add', key: 'constructor', value: 'NaN' },
        { at: 1, op: 'delete', key: '__proto__', value: 1 },
      ],
    ) as unknown[];
    expect(mutated).toHaveLength(1);
    expect(mutated[0]).toEqual({ color: '#222222' });
    expect(Object.hasOwn(mutated, 'constructor')).toBe(true);
  });

  it('leaves the base payload as it was', () => {
    const base = { name: 'A', list: [1, 2, 3] };
    mutate(base, [{ at: 2, op: 'delete', key: 'x', value: null }]);
    expect(base).toEqual({ name: 'A', list: [1, 2, 3] });
  });
});
