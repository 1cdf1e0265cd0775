import { describe, expect, it } from 'vitest';
import type { DesignContent } from '../document/content';
import { asset, background, doc, page, rect, text } from '../testing/fixtures';
import { findAsset } from './collection';
import { deletableIds, removeAssets } from './remove';

/** `id:zIndex` of a page's assets in z-order, the background first. */
const stack = (content: DesignContent, pageId = 'p1') =>
  content.assets
    .filter((a) => a.pageId === pageId)
    .sort((a, b) => a.zIndex - b.zIndex)
    .map((a) => `${a.id}:${a.zIndex}`);

const grouped = () =>
  doc(
    page(
      'p1',
      background({ id: 'bg' }),
      rect({ id: 'a' }),
      asset('group', { id: 'g', memberIds: ['m1', 'm2'] }),
      rect({ id: 'm1', groupId: 'g' }),
      text({ id: 'm2', groupId: 'g' }),
      rect({ id: 'c' }),
    ),
    page('p2', rect({ id: 'x' })),
  );

describe('Delete removes the asset (spec 001 sections 2.6 and 4.3)', () => {
  it('removing assets renumbers the rest consecutively from 1, the background staying at 0', () => {
    const content = doc(page('p1', background({ id: 'bg' }), rect({ id: 'a' }), rect({ id: 'b' }), rect({ id: 'c' })));
    const left = removeAssets(content, { assetIds: ['a'] });
    expect(stack(left)).toEqual(['bg:0', 'b:1', 'c:2']);
  });

  it('deleting the background leaves the others numbered from 1', () => {
    const content = doc(page('p1', background({ id: 'bg' }), rect({ id: 'a' }), rect({ id: 'b' })));
    expect(stack(removeAssets(content, { assetIds: ['bg'] }))).toEqual(['a:1', 'b:2']);
  });

  it('keeps the identity of assets that did not change, and leaves other pages alone', () => {
    const content = grouped();
    const left = removeAssets(content, { assetIds: ['c'] });
    expect(findAsset(left, 'a')).toBe(findAsset(content, 'a'));
    expect(findAsset(left, 'x')).toBe(findAsset(content, 'x'));
  });

  it('unknown ids change nothing: the same content comes back', () => {
    const content = grouped();
    expect(removeAssets(content, { assetIds: ['nope'] })).toBe(content);
    expect(removeAssets(content, { assetIds: [] })).toBe(content);
  });

  it('never changes the content it is given', () => {
    const content = grouped();
    const before = JSON.stringify(content);
    removeAssets(content, { assetIds: ['g', 'a'] });
    expect(JSON.stringify(content)).toBe(before);
  });
});

describe('Delete removes all group members (spec 001 section 2.6)', () => {
  it('deleting a group removes the group and its members, and renumbers', () => {
    const left = removeAssets(grouped(), { assetIds: ['g'] });
    expect(stack(left)).toEqual(['bg:0', 'a:1', 'c:2']);
  });

  it('deleting one member keeps the group with the other members', () => {
    const left = removeAssets(grouped(), { assetIds: ['m1'] });
    expect(findAsset(left, 'g')).toMatchObject({ memberIds: ['m2'] });
    expect(stack(left)).toEqual(['bg:0', 'a:1', 'g:2', 'm2:3', 'c:4']);
  });

  it('deleting the last members of a group removes the group asset too', () => {
    const left = removeAssets(grouped(), { assetIds: ['m1', 'm2'] });
    expect(findAsset(left, 'g')).toBeUndefined();
    expect(stack(left)).toEqual(['bg:0', 'a:1', 'c:2']);
  });
});

describe('a locked asset is not deleted until it is unlocked', () => {
  it('leaves locked assets out of what a delete takes', () => {
    const content = doc(page('p1', background({ id: 'bg', locked: true }), rect({ id: 'r' }), rect({ id: 'open', locked: false })));
    expect(deletableIds(content, ['bg', 'r', 'open', 'unknown'])).toEqual(['r', 'open', 'unknown']);
    expect(deletableIds(content, ['bg'])).toEqual([]);
  });
});
