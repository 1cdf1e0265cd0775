import { describe, expect, it } from 'vitest';
import { checkSaves, percentile, summarise } from './stats';

describe('the load benchmark’s figures', () => {
  it('percentiles are nearest-rank: p50 and p99 of 1..100 are 50 and 99', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('anything but a 2xx answer is an error, counted by status (0: no answer)', () => {
    const s = summarise([
      { kind: 'save', ms: 5, status: 200 },
      { kind: 'save', ms: 9, status: 409 },
      { kind: 'save', ms: 30_000, status: 0 },
      { kind: 'save', ms: 7, status: 201 },
    ]);
    expect(s).toMatchObject({ count: 4, errors: 2, statuses: { 0: 1, 409: 1 }, max: 30_000 });
  });
});

describe('checkSaves: every acknowledged save is in the database', () => {
  const initial = new Map([
    [1, 1],
    [2, 1],
  ]);
  const acked = [
    { designId: 1, version: 2, marker: 'a' },
    { designId: 1, version: 3, marker: 'b' },
    { designId: 2, version: 2, marker: 'c' },
  ];

  it('passes when each design holds its last acknowledged save', () => {
    const check = checkSaves(
      acked,
      [
        { designId: 1, version: 3, marker: 'b' },
        { designId: 2, version: 2, marker: 'c' },
      ],
      initial,
    );
    expect(check).toEqual({ designs: 2, acknowledged: 3, lost: [], versionGaps: [] });
  });

  it('counts a design holding an older save, another marker or nothing as lost', () => {
    const check = checkSaves(acked, [{ designId: 1, version: 2, marker: 'a' }], initial);
    expect(check.lost.map((l) => [l.designId, l.found?.marker])).toEqual([
      [1, 'a'],
      [2, undefined],
    ]);
    expect(
      checkSaves(
        acked,
        [
          { designId: 1, version: 3, marker: 'x' },
          { designId: 2, version: 2, marker: 'c' },
        ],
        initial,
      ).lost,
    ).toHaveLength(1);
  });

  it('reports an acknowledged version that does not follow the one before (a save overwritten unseen)', () => {
    const check = checkSaves(
      [
        { designId: 1, version: 2, marker: 'a' },
        { designId: 1, version: 2, marker: 'b' },
      ],
      [{ designId: 1, version: 2, marker: 'b' }],
      initial,
    );
    expect(check.versionGaps).toEqual([{ designId: 1, after: 2, got: 2 }]);
  });

  it('a later save that got no answer may have landed: its marker at a higher version is not a loss', () => {
    const read = [
      { designId: 1, version: 4, marker: 'd' },
      { designId: 2, version: 2, marker: 'c' },
    ];
    expect(checkSaves(acked, read, initial, [{ designId: 1, marker: 'd' }]).lost).toEqual([]);
    expect(checkSaves(acked, read, initial, []).lost).toHaveLength(1);
  });
});
