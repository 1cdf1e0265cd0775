import { describe, expect, it } from 'vitest';
import type { AssetOf } from '../assets';
import { PASTE_OFFSET_PX } from '../constants';
import type { DesignContent } from '../document/content';
import { asset, background, doc, page, rect, text } from '../testing/fixtures';
import { clipboardAfterPaste, copyAssets, cutAssets, pasteAssets } from './clipboard';
import { addedAssets, findAsset } from './collection';

/** A page's assets in z-order as `id:zIndex`. */
const stack = (content: DesignContent, pageId: string) =>
  content.assets
    .filter((a) => a.pageId === pageId)
    .sort((a, b) => a.zIndex - b.zIndex)
    .map((a) => `${a.id}:${a.zIndex}`);

const sample = () =>
  doc(
    page(
      'p1',
      background({ id: 'bg1', fill: '#111111' }),
      rect({ id: 'a', x: 100, y: 200 }),
      text({ id: 't', x: 10, y: 20, text: 'Hello' }),
      asset('group', { id: 'g', memberIds: ['m1', 'm2'] }),
      rect({ id: 'm1', groupId: 'g', x: 300, y: 300 }),
      rect({ id: 'm2', groupId: 'g', x: 400, y: 300 }),
    ),
    page('p2', background({ id: 'bg2', fill: '#222222' }), rect({ id: 'x' })),
  );

const copyOf = (content: DesignContent, assetIds: string[]) => copyAssets(content, { assetIds })!;

describe('Ctrl/Cmd+C copies the selection (spec 001 section 4.3)', () => {
  it('keeps deep copies and the page they came from', () => {
    const content = sample();
    const clipboard = copyOf(content, ['t']);
    expect(clipboard.sourcePageId).toBe('p1');
    const original = findAsset(content, 't') as AssetOf<'text'>;
    const copied = clipboard.assets[0] as AssetOf<'text'>;
    expect(clipboard.assets).toEqual([original]);
    expect(copied).not.toBe(original);
    expect(copied.textConfig).not.toBe(original.textConfig);
  });

  it('a copied group brings its members', () => {
    expect(copyOf(sample(), ['g']).assets.map((a) => a.id)).toEqual(['g', 'm1', 'm2']);
  });

  it('a group copied member by member stays a group; one member alone does not bring it', () => {
    expect(copyOf(sample(), ['m2', 'm1']).assets.map((a) => a.id)).toEqual(['g', 'm1', 'm2']);
    expect(copyOf(sample(), ['m1']).assets.map((a) => a.id)).toEqual(['m1']);
  });

  it('nothing to copy gives no clipboard, so the previous one stays', () => {
    expect(copyAssets(sample(), { assetIds: ['nope'] })).toBeUndefined();
  });
});

describe('Ctrl/Cmd+V pastes with new ids, offset 30 on the same page (spec 001 section 4.3)', () => {
  it('on the page it came from: new ids, moved 30 right and down, on top of the page', () => {
    const content = sample();
    const pasted = pasteAssets(content, { clipboard: copyOf(content, ['a']), pageId: 'p1' });
    const [copy] = addedAssets(content, pasted);
    expect(copy!.id).not.toBe('a');
    expect(PASTE_OFFSET_PX).toBe(30);
    expect(copy).toMatchObject({ pageId: 'p1', x: 130, y: 230, zIndex: 6 });
    expect(findAsset(pasted, 'a')).toBe(findAsset(content, 'a'));
  });

  it('on another page: the copied position, on top of that page', () => {
    const content = sample();
    const pasted = pasteAssets(content, { clipboard: copyOf(content, ['a']), pageId: 'p2' });
    expect(addedAssets(content, pasted)).toEqual([expect.objectContaining({ pageId: 'p2', x: 100, y: 200, zIndex: 2 })]);
  });

  it('each further paste on a page goes 30 further, on the page it came from and on another', () => {
    const content = sample();
    let clipboard = copyOf(content, ['a']);
    const positions: string[] = [];
    let current = content;
    for (const pageId of ['p1', 'p1', 'p2', 'p1', 'p2']) {
      const next = pasteAssets(current, { clipboard, pageId });
      const [copy] = addedAssets(current, next);
      positions.push(`${pageId}:${copy!.x},${copy!.y}`);
      clipboard = clipboardAfterPaste(clipboard, pageId);
      current = next;
    }
    expect(positions).toEqual(['p1:130,230', 'p1:160,260', 'p2:100,200', 'p1:190,290', 'p2:130,230']);
  });

  it('counting a paste leaves the clipboard it is given as it was', () => {
    const clipboard = copyOf(sample(), ['a']);
    const after = clipboardAfterPaste(clipboard, 'p1');
    expect(clipboard.pasted).toBeUndefined();
    expect(after.pasted).toEqual({ p1: 1 });
    expect(after.assets).toBe(clipboard.assets);
  });

  it('several assets keep their relative order above the page, numbered on from the top', () => {
    const content = sample();
    // t (2) is above a (1) on p1; pasted on p2 above x (1).
    const pasted = pasteAssets(content, { clipboard: copyOf(content, ['t', 'a']), pageId: 'p2' });
    const [a, t] = addedAssets(content, pasted);
    expect([a!.zIndex, t!.zIndex]).toEqual([2, 3]);
    expect(stack(pasted, 'p2')).toEqual(['bg2:0', 'x:1', `${a!.id}:2`, `${t!.id}:3`]);
  });

  it('pasting twice gives two sets of new ids', () => {
    const content = sample();
    const clipboard = copyOf(content, ['a']);
    const once = pasteAssets(content, { clipboard, pageId: 'p1' });
    const twice = pasteAssets(once, { clipboard, pageId: 'p1' });
    expect(new Set(twice.assets.map((a) => a.id)).size).toBe(content.assets.length + 2);
  });

  it('a pasted group gets a new group id and its members follow it', () => {
    const content = sample();
    const pasted = pasteAssets(content, { clipboard: copyOf(content, ['g']), pageId: 'p1' });
    const [group, m1, m2] = addedAssets(content, pasted);
    expect(group!.type === 'group' && group!.memberIds).toEqual([m1!.id, m2!.id]);
    expect([m1!.groupId, m2!.groupId]).toEqual([group!.id, group!.id]);
    expect(group!.id).not.toBe('g');
    expect([m1!.x, m2!.x]).toEqual([330, 430]);
    expect(findAsset(pasted, 'g')).toMatchObject({ memberIds: ['m1', 'm2'] });
  });

  it('a member pasted without its group is not part of any group', () => {
    const content = sample();
    const pasted = pasteAssets(content, { clipboard: copyOf(content, ['m1']), pageId: 'p1' });
    expect(addedAssets(content, pasted)[0]!.groupId).toBeUndefined();
  });

  it('a pasted background replaces the page background: one per page, at 0, not offset', () => {
    const content = sample();
    const pasted = pasteAssets(content, { clipboard: copyOf(content, ['bg1']), pageId: 'p2' });
    const backgrounds = pasted.assets.filter((a) => a.pageId === 'p2' && a.type === 'background');
    expect(backgrounds).toEqual([expect.objectContaining({ fill: '#111111', zIndex: 0, x: 0, y: 0 })]);
    expect(findAsset(pasted, 'bg2')).toBeUndefined();
    expect(stack(pasted, 'p2').slice(1)).toEqual(['x:1']);
  });

  it('an unknown page changes nothing', () => {
    const content = sample();
    expect(pasteAssets(content, { clipboard: copyOf(content, ['a']), pageId: 'nope' })).toBe(content);
  });

  it('never changes the content or the clipboard it is given', () => {
    const content = sample();
    const clipboard = copyOf(content, ['g', 'a', 'bg1']);
    const before = JSON.stringify([content, clipboard]);
    pasteAssets(content, { clipboard, pageId: 'p1' });
    pasteAssets(content, { clipboard, pageId: 'p2' });
    expect(JSON.stringify([content, clipboard])).toBe(before);
  });
});

describe('Ctrl/Cmd+X cuts the selection (spec 001 section 4.3)', () => {
  it('copies, then removes and renumbers the page', () => {
    const content = sample();
    const cut = cutAssets(content, { assetIds: ['a'] });
    expect(cut.clipboard!.assets.map((a) => a.id)).toEqual(['a']);
    expect(stack(cut.content, 'p1')).toEqual(['bg1:0', 't:1', 'g:2', 'm1:3', 'm2:4']);
  });

  it('cutting a group removes its members, and pasting brings them back with new ids', () => {
    const content = sample();
    const cut = cutAssets(content, { assetIds: ['g'] });
    expect(stack(cut.content, 'p1')).toEqual(['bg1:0', 'a:1', 't:2']);
    const pasted = pasteAssets(cut.content, { clipboard: cut.clipboard!, pageId: 'p1' });
    expect(addedAssets(cut.content, pasted).map((a) => a.zIndex)).toEqual([3, 4, 5]);
  });

  it('nothing to cut leaves the same content and no clipboard', () => {
    const content = sample();
    expect(cutAssets(content, { assetIds: [] })).toEqual({ clipboard: undefined, content });
    expect(cutAssets(content, { assetIds: [] }).content).toBe(content);
  });
});
