import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asset, background, doc, line, page, rect, text } from '../testing/fixtures';
import { adjacentTabStop, tabPosition, tabStops } from './tabOrder';

/** The ids Tab (or Shift+Tab) selects from this selection. */
const tab = (content: ReturnType<typeof doc>, selectedIds: string[], direction: 'next' | 'previous' = 'next') =>
  adjacentTabStop(content, { pageId: 'p', selectedIds, direction })?.stop.assetIds;

describe('Tab and Shift+Tab select the page’s assets in stacking order (issue 25)', () => {
  // Given out of order: the order is the stacking order, not the content's.
  const content = doc(
    page('p', rect({ id: 'top', zIndex: 3 }), background({ id: 'bg' }), text({ id: 'words', zIndex: 1 }), line({ id: 'rule', zIndex: 2 })),
    page('q', rect({ id: 'elsewhere' })),
  );

  it('goes from the back to the front, the background first', () => {
    expect(tabStops(content, 'p').map((s) => s.key)).toEqual(['bg', 'words', 'rule', 'top']);
    expect(tab(content, ['bg'])).toEqual(['words']);
    expect(tab(content, ['words'])).toEqual(['rule']);
  });

  it('wraps round at both ends', () => {
    expect(tab(content, ['top'])).toEqual(['bg']);
    expect(tab(content, ['bg'], 'previous')).toEqual(['top']);
  });

  it('starts at the back with Tab and at the front with Shift+Tab when nothing of the page is selected', () => {
    expect(tab(content, [])).toEqual(['bg']);
    expect(tab(content, [], 'previous')).toEqual(['top']);
    expect(tab(content, ['elsewhere'])).toEqual(['bg']);
  });

  it('goes on from the front-most selected asset, or back from the back-most', () => {
    expect(tab(content, ['words', 'rule'])).toEqual(['top']);
    expect(tab(content, ['words', 'rule'], 'previous')).toEqual(['bg']);
  });

  it('keeps locked assets in the order: a click selects them too', () => {
    const locked = doc(page('p', background({ id: 'bg', locked: true }), rect({ id: 'a', locked: true }), rect({ id: 'b' })));
    expect(tabStops(locked, 'p').map((s) => s.key)).toEqual(['bg', 'a', 'b']);
  });

  it('has nothing to select on an empty page', () => {
    const empty = doc(page('p'));
    expect(tabStops(empty, 'p')).toEqual([]);
    expect(adjacentTabStop(empty, { pageId: 'p', selectedIds: [], direction: 'next' })).toBeUndefined();
  });

  it('answers where the stop stands, for "2 of 5"', () => {
    expect(adjacentTabStop(content, { pageId: 'p', selectedIds: ['words'], direction: 'next' })).toMatchObject({ index: 2, count: 4 });
    expect(tabPosition(content, 'p', ['rule'])).toEqual({ index: 2, count: 4 });
    expect(tabPosition(content, 'p', ['words', 'rule'])).toBeUndefined();
    expect(tabPosition(content, 'p', ['rule', 'elsewhere'])).toBeUndefined();
    expect(tabPosition(content, 'p', [])).toBeUndefined();
  });
});

describe('a saved group is one stop, as a click selects all of it', () => {
  const content = doc(
    page(
      'p',
      rect({ id: 'a' }),
      rect({ id: 'm1', groupId: 'g' }),
      rect({ id: 'm2', groupId: 'g' }),
      asset('group', { id: 'g', memberIds: ['m1', 'm2'], x: 0, y: 0, width: 500, height: 500 }),
      rect({ id: 'b' }),
    ),
  );

  it('selects the members together, where the lowest member stands, and never the container alone', () => {
    expect(tabStops(content, 'p')).toEqual([
      { key: 'a', assetIds: ['a'] },
      { key: 'g', assetIds: ['m1', 'm2'] },
      { key: 'b', assetIds: ['b'] },
    ]);
    expect(tab(content, ['a'])).toEqual(['m1', 'm2']);
    // The store selects a group with its container: still the one stop.
    expect(tab(content, ['m1', 'm2', 'g'])).toEqual(['b']);
    expect(tabPosition(content, 'p', ['m1', 'm2', 'g'])).toEqual({ index: 1, count: 3 });
  });
});

describe('Tab goes round every stop once, and Shift+Tab retraces it (property)', () => {
  // Pages of up to 8 assets, some in saved groups, some locked, in any stacking order.
  const pages = fc
    .array(fc.record({ group: fc.constantFrom(undefined, 'g1', 'g2'), locked: fc.boolean(), zIndex: fc.integer({ min: 1, max: 50 }) }), { maxLength: 8 })
    .map((specs) =>
      doc(page('p', background({ id: 'bg' }), ...specs.map((s, i) => rect({ id: `a${i}`, zIndex: s.zIndex, locked: s.locked, ...(s.group && { groupId: s.group }) })))),
    );

  it('holds for any page', () => {
    fc.assert(
      fc.property(pages, (content) => {
        const count = tabStops(content, 'p').length;
        let selected: string[] = [];
        const seen = new Set<string>();
        for (let i = 0; i < count; i++) {
          const next = adjacentTabStop(content, { pageId: 'p', selectedIds: selected, direction: 'next' })!;
          expect(adjacentTabStop(content, { pageId: 'p', selectedIds: next.stop.assetIds, direction: 'previous' })!.stop.assetIds).toEqual(
            i === 0 ? tabStops(content, 'p').at(-1)!.assetIds : selected,
          );
          expect(tabPosition(content, 'p', next.stop.assetIds)).toEqual({ index: next.index, count });
          seen.add(next.stop.key);
          selected = next.stop.assetIds;
        }
        expect(seen.size).toBe(count);
        // One more Tab is back at the first stop.
        expect(adjacentTabStop(content, { pageId: 'p', selectedIds: selected, direction: 'next' })!.index).toBe(0);
      }),
    );
  });
});
