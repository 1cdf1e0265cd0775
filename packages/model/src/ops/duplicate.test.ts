import { describe, expect, it } from 'vitest';
import type { DesignContent } from '../document/content';
import { asset, background, doc, page, rect } from '../testing/fixtures';
import { addedAssets, findAsset } from './collection';
import { MULTIPLY_DEFAULTS, MULTIPLY_MAX_COUNT, duplicateAssets, multiplyAssets } from './duplicate';

const sample = () =>
  doc(
    page('p1', background({ id: 'bg' }), rect({ id: 'a', x: 100, y: 200 }), rect({ id: 'b', x: 0, y: 0 }), rect({ id: 'c', x: 400, y: 40 })),
    page('p2', rect({ id: 'x', x: 5, y: 5 })),
  );

/** `[x, y, zIndex]` of each created asset. */
const placed = (before: DesignContent, after: DesignContent) => addedAssets(before, after).map((a) => [a.x, a.y, a.zIndex]);

describe('Copy duplicates once, offset 30 by default (spec 001 sections 2.6, 4.7 and 9)', () => {
  it('puts a copy with a new id 30 right and down, on top of its page', () => {
    const content = sample();
    const after = duplicateAssets(content, { assetIds: ['a'] });
    expect(placed(content, after)).toEqual([[130, 230, 4]]);
    expect(addedAssets(content, after)[0]).toMatchObject({ pageId: 'p1', type: 'shape' });
    expect(addedAssets(content, after)[0]!.id).not.toBe('a');
  });

  it('takes another offset when given one', () => {
    const content = sample();
    expect(placed(content, duplicateAssets(content, { assetIds: ['a'], offset: 12 }))).toEqual([[112, 212, 4]]);
  });

  it('keeps the copy on the page of the original', () => {
    const content = sample();
    expect(addedAssets(content, duplicateAssets(content, { assetIds: ['x'] }))).toEqual([expect.objectContaining({ pageId: 'p2', x: 35, y: 35, zIndex: 2 })]);
  });

  it('does not duplicate a background: a page has one', () => {
    const content = sample();
    expect(duplicateAssets(content, { assetIds: ['bg'] })).toBe(content);
  });

  it('duplicates a group with a new group id and its members', () => {
    const content = doc(page('p1', asset('group', { id: 'g', memberIds: ['m1', 'm2'] }), rect({ id: 'm1', groupId: 'g' }), rect({ id: 'm2', groupId: 'g' })));
    const [group, m1, m2] = addedAssets(content, duplicateAssets(content, { assetIds: ['g'] }));
    expect(group).toMatchObject({ type: 'group', memberIds: [m1!.id, m2!.id], zIndex: 4 });
    expect([m1!.groupId, m2!.groupId, m1!.zIndex, m2!.zIndex]).toEqual([group!.id, group!.id, 5, 6]);
  });
});

describe('Multiply offsets copies (spec 001 sections 4.7, 5 and 9)', () => {
  it('copy i is offset i times the offsets, each copy above the previous one', () => {
    const content = sample();
    const after = multiplyAssets(content, { assetIds: ['a'], count: 3, offsetX: 10, offsetY: -20 });
    expect(placed(content, after)).toEqual([
      [110, 180, 4],
      [120, 160, 5],
      [130, 140, 6],
    ]);
  });

  it('a multi-selection keeps its relative order in every copy', () => {
    const content = sample();
    const after = multiplyAssets(content, { assetIds: ['c', 'a'], count: 2, offsetX: 5, offsetY: 5 });
    expect(placed(content, after)).toEqual([
      [105, 205, 4],
      [405, 45, 5],
      [110, 210, 6],
      [410, 50, 7],
    ]);
  });

  it('opens with count 1 and zero offsets: one copy right over the original', () => {
    expect(MULTIPLY_DEFAULTS).toEqual({ count: 1, offsetX: 0, offsetY: 0 });
    const content = sample();
    expect(placed(content, multiplyAssets(content, { assetIds: ['a'] }))).toEqual([[100, 200, 4]]);
  });

  it('runs only above 0: a count of 0 or below changes nothing', () => {
    const content = sample();
    expect(multiplyAssets(content, { assetIds: ['a'], count: 0, offsetX: 10, offsetY: 10 })).toBe(content);
    expect(multiplyAssets(content, { assetIds: ['a'], count: -3, offsetX: 10, offsetY: 10 })).toBe(content);
  });

  it(`counts at most ${MULTIPLY_MAX_COUNT} copies, and whole copies only`, () => {
    const content = sample();
    expect(addedAssets(content, multiplyAssets(content, { assetIds: ['a'], count: 15 }))).toHaveLength(10);
    expect(addedAssets(content, multiplyAssets(content, { assetIds: ['a'], count: 2.7 }))).toHaveLength(2);
  });

  it('offsets and count must be numbers: anything else changes nothing', () => {
    const content = sample();
    expect(multiplyAssets(content, { assetIds: ['a'], count: Number.NaN })).toBe(content);
    expect(multiplyAssets(content, { assetIds: ['a'], count: 2, offsetX: Number.POSITIVE_INFINITY })).toBe(content);
    expect(duplicateAssets(content, { assetIds: ['a'], offset: Number.NaN })).toBe(content);
  });

  it('never changes the content it is given, and keeps the originals', () => {
    const content = sample();
    const before = JSON.stringify(content);
    const after = multiplyAssets(content, { assetIds: ['a', 'b'], count: 4, offsetX: 3, offsetY: 3 });
    expect(JSON.stringify(content)).toBe(before);
    expect(findAsset(after, 'a')).toBe(findAsset(content, 'a'));
  });
});
