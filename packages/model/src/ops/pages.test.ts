import { describe, expect, it } from 'vitest';
import { asset, background, doc, page, rect, text } from '../testing/fixtures';
import { addedAssets, assetsOnPage } from './collection';
import { ODD_PAGE_COUNT_WARNING, activePageAfterRemoval, copyPage, ensureDoubleSided, moveAssetsToPage, movePage, pageSideLabel, removePage } from './pages';

const ids = (content: ReturnType<typeof doc>) => content.pages.map((p) => p.id);

describe('copy page duplicates it with a new page id and copies its assets (spec 001 section 4.5)', () => {
  const content = doc(
    page(
      { id: 'p1', backgroundColor: '#ff0000' },
      background({ id: 'bg' }),
      rect({ id: 'a', x: 10, y: 20 }),
      text({ id: 'b', x: 70, groupId: 'g' }),
      asset('group', { id: 'g', memberIds: ['b'] }),
    ),
    page('p2', rect({ id: 'c' })),
  );
  const next = copyPage(content, { pageId: 'p1', newPageId: 'p1-copy' });

  it('puts a page with the same background colour right after the source', () => {
    expect(ids(next)).toEqual(['p1', 'p1-copy', 'p2']);
    expect(next.pages[1]!.backgroundColor).toBe('#ff0000');
  });

  it('copies the assets with new ids, same positions and z-orders, appended at the end', () => {
    const added = addedAssets(content, next);
    expect(added).toHaveLength(4);
    expect(next.assets.slice(0, content.assets.length)).toEqual(content.assets);
    expect(added.every((a) => a.pageId === 'p1-copy' && !['bg', 'a', 'b', 'g'].includes(a.id))).toBe(true);
    const shape = (pageId: string) => assetsOnPage(next, pageId).map((a) => [a.type, a.x, a.y, a.zIndex]);
    expect(shape('p1-copy')).toEqual(shape('p1'));
  });

  it('remaps the copied group to its copied members', () => {
    const group = addedAssets(content, next).find((a) => a.type === 'group')!;
    const member = addedAssets(content, next).find((a) => a.type === 'text')!;
    expect(group.type === 'group' && group.memberIds).toEqual([member.id]);
    expect(member.groupId).toBe(group.id);
  });

  it('gives a new random id when none is asked for; an unknown page changes nothing', () => {
    const copy = copyPage(content, { pageId: 'p2' });
    expect(copy.pages).toHaveLength(3);
    expect(new Set(ids(copy)).size).toBe(3);
    expect(copyPage(content, { pageId: 'nope' })).toBe(content);
  });
});

describe('removing a page is refused if only one remains (spec 001 section 4.5)', () => {
  it('refuses the last page', () => {
    const single = doc(page('p1', rect()));
    expect(removePage(single, { pageId: 'p1' })).toBe(single);
  });

  it('removes the page and its assets, keeping the others as they were', () => {
    const content = doc(page('p1', rect({ id: 'a' })), page('p2', rect({ id: 'b' }), text({ id: 'c' })));
    const next = removePage(content, { pageId: 'p2' });
    expect(ids(next)).toEqual(['p1']);
    expect(next.assets).toEqual([content.assets[0]]);
    expect(next.assets[0]).toBe(content.assets[0]);
    expect(removePage(content, { pageId: 'nope' })).toBe(content);
  });
});

describe('removing the active page selects the first (spec 001 section 4.5)', () => {
  const content = doc(page('p1'), page('p2'), page('p3'));
  it('selects the first remaining page', () => {
    expect(activePageAfterRemoval(content, 'p2', 'p2')).toBe('p1');
    expect(activePageAfterRemoval(content, 'p1', 'p1')).toBe('p2');
  });
  it('keeps the active page when another is removed or the removal is refused', () => {
    expect(activePageAfterRemoval(content, 'p3', 'p2')).toBe('p2');
    const single = doc(page('only'));
    expect(activePageAfterRemoval(single, 'only', 'only')).toBe('only');
  });
});

describe('pages panel drag-reorder (spec 001 section 2.5)', () => {
  const content = doc(page('p1'), page('p2'), page('p3'));
  it('moves a page to the given index', () => {
    expect(ids(movePage(content, { pageId: 'p1', toIndex: 2 }))).toEqual(['p2', 'p3', 'p1']);
    expect(ids(movePage(content, { pageId: 'p3', toIndex: 0 }))).toEqual(['p3', 'p1', 'p2']);
  });
  it('clamps the index and changes nothing without a move', () => {
    expect(ids(movePage(content, { pageId: 'p1', toIndex: 99 }))).toEqual(['p2', 'p3', 'p1']);
    expect(movePage(content, { pageId: 'p2', toIndex: 1 })).toBe(content);
    expect(movePage(content, { pageId: 'p2', toIndex: Number.NaN })).toBe(content);
    expect(movePage(content, { pageId: 'nope', toIndex: 0 })).toBe(content);
  });
});

describe('double-sided print with an odd page count adds a page (spec 001 section 4.5)', () => {
  it('adds a white page to an odd double-sided design', () => {
    const content = doc(page('p1'), page('p2'), page('p3'));
    const next = ensureDoubleSided(content, 'DOUBLE_SIDE');
    expect(next.pages).toHaveLength(4);
    expect(next.pages[3]!.backgroundColor).toBe('#ffffff');
  });
  it('leaves even or single-sided designs alone', () => {
    const even = doc(page('p1'), page('p2'));
    const odd = doc(page('p1'));
    expect(ensureDoubleSided(even, 'DOUBLE_SIDE')).toBe(even);
    expect(ensureDoubleSided(odd, 'SINGLE_SIDE')).toBe(odd);
  });
  it('has the spec warning text', () => {
    expect(ODD_PAGE_COUNT_WARNING).toBe('the last page will have a blank backside');
  });
});

describe('page previews labelled per side (spec 001 section 2.5)', () => {
  it('alternates Front and Back when double-sided', () => {
    expect([0, 1, 2, 3].map((i) => pageSideLabel(i, 'DOUBLE_SIDE'))).toEqual(['Front', 'Back', 'Front', 'Back']);
  });
  it('numbers single-sided pages from 1', () => {
    expect([0, 1].map((i) => pageSideLabel(i, 'SINGLE_SIDE'))).toEqual(['Page 1', 'Page 2']);
  });
});

describe('assets dropped onto another page move there (spec 001 section 4.2)', () => {
  const content = doc(
    page('p1', background({ id: 'bg1' }), rect({ id: 'a', x: 10, y: 20 }), rect({ id: 'b', x: 40, y: 50 }), rect({ id: 'c' })),
    page('p2', background({ id: 'bg2' }), rect({ id: 'd' })),
  );
  const z = (c: typeof content, id: string) => c.assets.find((a) => a.id === id)!.zIndex;

  it('moves them to the page at the given positions, on top of its stack in their order; the page left is renumbered', () => {
    const next = moveAssetsToPage(content, {
      pageId: 'p2',
      moves: [
        { assetId: 'b', x: 5, y: 6 },
        { assetId: 'a', x: 1, y: 2 },
      ],
    });
    expect(next.assets.find((a) => a.id === 'a')).toMatchObject({ pageId: 'p2', x: 1, y: 2 });
    expect(next.assets.find((a) => a.id === 'b')).toMatchObject({ pageId: 'p2', x: 5, y: 6 });
    expect([z(next, 'd'), z(next, 'a'), z(next, 'b')]).toEqual([1, 2, 3]);
    expect([z(next, 'bg1'), z(next, 'c')]).toEqual([0, 1]);
    expect(
      assetsOnPage(next, 'p1')
        .map((a) => a.id)
        .sort(),
    ).toEqual(['bg1', 'c']);
    // One operation: the rest keeps its identity.
    expect(next.assets.find((a) => a.id === 'd')).toBe(content.assets.find((a) => a.id === 'd'));
  });

  it('leaves backgrounds, unknown pages, assets already there and bad positions alone', () => {
    expect(moveAssetsToPage(content, { pageId: 'p2', moves: [{ assetId: 'bg1', x: 0, y: 0 }] })).toBe(content);
    expect(moveAssetsToPage(content, { pageId: 'nope', moves: [{ assetId: 'a', x: 0, y: 0 }] })).toBe(content);
    expect(moveAssetsToPage(content, { pageId: 'p2', moves: [{ assetId: 'd', x: 0, y: 0 }] })).toBe(content);
    expect(moveAssetsToPage(content, { pageId: 'p2', moves: [{ assetId: 'a', x: Number.NaN, y: 0 }] })).toBe(content);
  });

  it('takes a saved group whole: its other members move by the same offset, the group follows', () => {
    const grouped = doc(
      page('p1', rect({ id: 'm1', x: 10, y: 10, groupId: 'g' }), rect({ id: 'm2', x: 100, y: 40, groupId: 'g' }), asset('group', { id: 'g', memberIds: ['m1', 'm2'] })),
      page('p2'),
    );
    const next = moveAssetsToPage(grouped, { pageId: 'p2', moves: [{ assetId: 'm1', x: 15, y: 30 }] });
    expect(next.assets.find((a) => a.id === 'm2')).toMatchObject({ pageId: 'p2', x: 105, y: 60 });
    expect(next.assets.find((a) => a.id === 'g')).toMatchObject({ pageId: 'p2' });
    expect(assetsOnPage(next, 'p1')).toEqual([]);
  });
});
