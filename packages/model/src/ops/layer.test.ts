import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DesignContent, designContentSchema } from '../document/content';
import { asset, background, doc, page, rect, text } from '../testing/fixtures';
import { copyAssets, cutAssets, pasteAssets } from './clipboard';
import { addedAssets, findAsset } from './collection';
import { duplicateAssets, multiplyAssets } from './duplicate';
import { LAYER_ACTIONS, bringForward, bringToFront, sendBackward, sendToBack, setLayer, setPageBackground } from './layer';
import { removeAssets } from './remove';

/** A page's assets bottom to top, background excluded, as `id:zIndex`. */
const stack = (content: DesignContent, pageId = 'p1') =>
  content.assets
    .filter((a) => a.pageId === pageId && a.type !== 'background')
    .sort((a, b) => a.zIndex - b.zIndex)
    .map((a) => `${a.id}:${a.zIndex}`);

/** The geometry of a full-page background on the default A4 landscape page. */
const geometry = { x: 0, y: 0, width: 1122.5, height: 793.7, scaleX: 1, scaleY: 1, rotation: 0, opacity: 1 };

/** Background, then a, b, c, d at 1..4 on p1; x on p2. */
const four = () => doc(page('p1', background({ id: 'bg' }), rect({ id: 'a' }), rect({ id: 'b' }), rect({ id: 'c' }), rect({ id: 'd' })), page('p2', rect({ id: 'x' })));

describe('Arrange: bring to front, send to back, forward, backward (spec 001 section 4.6)', () => {
  it('bring to front puts the asset on top, the rest numbered 1.. below it', () => {
    expect(stack(bringToFront(four(), { assetIds: ['b'] }))).toEqual(['a:1', 'c:2', 'd:3', 'b:4']);
  });

  it('send to back puts the asset at 1, just above the background', () => {
    expect(stack(sendToBack(four(), { assetIds: ['c'] }))).toEqual(['c:1', 'a:2', 'b:3', 'd:4']);
  });

  it('forward and backward move the asset one step', () => {
    expect(stack(bringForward(four(), { assetIds: ['b'] }))).toEqual(['a:1', 'c:2', 'b:3', 'd:4']);
    expect(stack(sendBackward(four(), { assetIds: ['c'] }))).toEqual(['a:1', 'c:2', 'b:3', 'd:4']);
  });

  it('the background stays at 0, one per page, whatever is moved', () => {
    const content = four();
    const after = sendToBack(content, { assetIds: ['a', 'bg', 'd'] });
    expect(findAsset(after, 'bg')!.zIndex).toBe(0);
    expect(stack(after)).toEqual(['a:1', 'd:2', 'b:3', 'c:4']);
    expect(setLayer(content, { assetIds: ['bg'], action: 'max' })).toBe(content);
  });

  it('an asset already at the top (or bottom) stays, and the same content comes back', () => {
    const content = four();
    expect(bringToFront(content, { assetIds: ['d'] })).toBe(content);
    expect(bringForward(content, { assetIds: ['d'] })).toBe(content);
    expect(sendToBack(content, { assetIds: ['a'] })).toBe(content);
    expect(sendBackward(content, { assetIds: ['a'] })).toBe(content);
    expect(bringToFront(content, { assetIds: ['nope'] })).toBe(content);
  });

  it('only the moved assets change identity; other pages are untouched', () => {
    const content = four();
    const after = bringForward(content, { assetIds: ['b'] });
    expect(findAsset(after, 'a')).toBe(findAsset(content, 'a'));
    expect(findAsset(after, 'd')).toBe(findAsset(content, 'd'));
    expect(findAsset(after, 'x')).toBe(findAsset(content, 'x'));
  });

  it('never changes the content it is given', () => {
    const content = four();
    const before = JSON.stringify(content);
    for (const action of LAYER_ACTIONS) setLayer(content, { assetIds: ['b', 'c'], action });
    expect(JSON.stringify(content)).toBe(before);
  });
});

describe('a multi-selection keeps its relative order (spec 001 section 4.6)', () => {
  it('to front and to back', () => {
    expect(stack(bringToFront(four(), { assetIds: ['c', 'a'] }))).toEqual(['b:1', 'd:2', 'a:3', 'c:4']);
    expect(stack(sendToBack(four(), { assetIds: ['d', 'b'] }))).toEqual(['b:1', 'd:2', 'a:3', 'c:4']);
  });

  it('forward and backward move a block of selected assets past one other asset', () => {
    expect(stack(bringForward(four(), { assetIds: ['a', 'b'] }))).toEqual(['c:1', 'a:2', 'b:3', 'd:4']);
    expect(stack(sendBackward(four(), { assetIds: ['c', 'd'] }))).toEqual(['a:1', 'c:2', 'd:3', 'b:4']);
  });

  const grouped = () =>
    doc(page('p1', asset('group', { id: 'g', memberIds: ['m1', 'm2'] }), rect({ id: 'm1', groupId: 'g' }), rect({ id: 'm2', groupId: 'g' }), rect({ id: 'x' })));

  it('a group moves with its members', () => {
    expect(stack(bringToFront(grouped(), { assetIds: ['g'] }))).toEqual(['x:1', 'g:2', 'm1:3', 'm2:4']);
  });

  it('one step forward or backward passes a saved group whole, never landing between its members', () => {
    const content = doc(
      page('p1', rect({ id: 'r' }), rect({ id: 'c', groupId: 'g' }), rect({ id: 's', groupId: 'g' }), asset('group', { id: 'g', memberIds: ['c', 's'] }), rect({ id: 't' })),
    );
    expect(stack(bringForward(content, { assetIds: ['r'] }))).toEqual(['c:1', 's:2', 'r:3', 'g:4', 't:5']);
    expect(stack(sendBackward(content, { assetIds: ['t'] }))).toEqual(['r:1', 'c:2', 's:3', 't:4', 'g:5']);
    const down = sendBackward(bringForward(content, { assetIds: ['r'] }), { assetIds: ['r'] });
    expect(stack(down)).toEqual(['r:1', 'c:2', 's:3', 'g:4', 't:5']);
  });

  it('a group whose members are all selected takes its container along', () => {
    expect(stack(bringToFront(grouped(), { assetIds: ['m1', 'm2'] }))).toEqual(['x:1', 'g:2', 'm1:3', 'm2:4']);
    expect(stack(bringToFront(grouped(), { assetIds: ['m1'] }))).toEqual(['g:1', 'm2:2', 'x:3', 'm1:4']);
  });
});

describe('Layering popup: set max, set min, increment, decrement (spec 001 section 4.6)', () => {
  it.each([
    ['max', ['a:1', 'c:2', 'd:3', 'b:4']],
    ['min', ['b:1', 'a:2', 'c:3', 'd:4']],
    ['increment', ['a:1', 'c:2', 'b:3', 'd:4']],
    ['decrement', ['b:1', 'a:2', 'c:3', 'd:4']],
  ] as const)('%s moves b to %j', (action, expected) => {
    expect(stack(setLayer(four(), { assetIds: ['b'], action }))).toEqual(expected);
  });

  it('renumbers an order with gaps consecutively from 1', () => {
    const content = doc(page('p1', rect({ id: 'a', zIndex: 3 }), rect({ id: 'b', zIndex: 7 }), rect({ id: 'c', zIndex: 12 })));
    expect(stack(setLayer(content, { assetIds: ['a'], action: 'increment' }))).toEqual(['b:1', 'a:2', 'c:3']);
  });
});

describe('one background per page, at order 0 (spec 001 section 4.6)', () => {
  const input = { ...geometry, fill: '#123456' };

  it('setting a background replaces the page background and keeps the others in their order', () => {
    const content = four();
    const after = setPageBackground(content, { pageId: 'p1', background: input });
    const backgrounds = after.assets.filter((a) => a.pageId === 'p1' && a.type === 'background');
    expect(backgrounds).toEqual([expect.objectContaining({ fill: '#123456', zIndex: 0 })]);
    expect(addedAssets(content, after)).toEqual(backgrounds);
    expect(stack(after)).toEqual(stack(content));
  });

  it('a page without a background gets one at 0', () => {
    const after = setPageBackground(four(), { pageId: 'p2', background: { ...input, id: 'bg2' } });
    expect(findAsset(after, 'bg2')).toMatchObject({ type: 'background', pageId: 'p2', zIndex: 0 });
    expect(stack(after, 'p2')).toEqual(['x:1']);
  });

  it('an unknown page changes nothing', () => {
    const content = four();
    expect(setPageBackground(content, { pageId: 'nope', background: input })).toBe(content);
  });
});

describe('stacking stays consecutive whatever the user does (property)', () => {
  const start = () =>
    doc(
      page(
        'p1',
        background({ id: 'bg1' }),
        rect({ id: 'a' }),
        asset('group', { id: 'g', memberIds: ['m1', 'm2'] }),
        rect({ id: 'm1', groupId: 'g' }),
        text({ id: 'm2', groupId: 'g' }),
        rect({ id: 'b' }),
      ),
      page('p2', rect({ id: 'c' }), rect({ id: 'd' })),
    );

  const pick = fc.nat(1000);
  const pageIndex = fc.integer({ min: 0, max: 1 });
  const step = fc.oneof(
    fc.record({ kind: fc.constant('remove' as const), picks: fc.array(pick, { minLength: 1, maxLength: 3 }) }),
    fc.record({
      kind: fc.constant('layer' as const),
      picks: fc.array(pick, { minLength: 1, maxLength: 3 }),
      action: fc.constantFrom(...LAYER_ACTIONS),
    }),
    fc.record({ kind: fc.constant('paste' as const), picks: fc.array(pick, { minLength: 1, maxLength: 3 }), page: pageIndex }),
    fc.record({ kind: fc.constant('cut' as const), picks: fc.array(pick, { minLength: 1, maxLength: 2 }), page: pageIndex }),
    fc.record({ kind: fc.constant('duplicate' as const), picks: fc.array(pick, { minLength: 1, maxLength: 2 }) }),
    fc.record({
      kind: fc.constant('multiply' as const),
      picks: fc.array(pick, { minLength: 1, maxLength: 2 }),
      count: fc.integer({ min: -2, max: 12 }),
      offset: fc.integer({ min: -50, max: 50 }),
    }),
    fc.record({ kind: fc.constant('background' as const), page: pageIndex }),
  );
  type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

  const deepFreeze = <T>(value: T): T => {
    if (value && typeof value === 'object' && !Object.isFrozen(value)) {
      Object.freeze(value);
      for (const child of Object.values(value)) deepFreeze(child);
    }
    return value;
  };

  /** Runs one step on frozen content (a mutation throws), returning each content it produced. */
  function run(content: DesignContent, s: Step): DesignContent[] {
    const ids = (picks: number[]) => (content.assets.length === 0 ? [] : picks.map((i) => content.assets[i % content.assets.length]!.id));
    const pageId = 'page' in s ? content.pages[s.page]!.id : '';
    switch (s.kind) {
      case 'remove':
        return [removeAssets(content, { assetIds: ids(s.picks) })];
      case 'layer':
        return [setLayer(content, { assetIds: ids(s.picks), action: s.action })];
      case 'paste': {
        const clipboard = copyAssets(content, { assetIds: ids(s.picks) });
        return clipboard ? [pasteAssets(content, { clipboard, pageId })] : [];
      }
      case 'cut': {
        const cut = cutAssets(content, { assetIds: ids(s.picks) });
        if (!cut.clipboard) return [cut.content];
        return [cut.content, pasteAssets(deepFreeze(cut.content), { clipboard: deepFreeze(cut.clipboard), pageId })];
      }
      case 'duplicate':
        return [duplicateAssets(content, { assetIds: ids(s.picks) })];
      case 'multiply':
        return [multiplyAssets(content, { assetIds: ids(s.picks), count: s.count, offsetX: s.offset, offsetY: -s.offset })];
      case 'background':
        return [setPageBackground(content, { pageId, background: { ...geometry, fill: '#000000' } })];
    }
  }

  function expectStackingRules(content: DesignContent) {
    expect(designContentSchema.safeParse(content).success).toBe(true);
    for (const { id } of content.pages) {
      const onPage = content.assets.filter((a) => a.pageId === id);
      const backgrounds = onPage.filter((a) => a.type === 'background');
      expect(backgrounds.length).toBeLessThanOrEqual(1);
      expect(backgrounds.every((a) => a.zIndex === 0)).toBe(true);
      const orders = onPage
        .filter((a) => a.type !== 'background')
        .map((a) => a.zIndex)
        .sort((x, y) => x - y);
      expect(orders).toEqual(orders.map((_, i) => i + 1));
    }
    // Groups stay whole: members point at a group that lists them, groups list live members.
    const byId = new Map(content.assets.map((a) => [a.id, a]));
    for (const a of content.assets) {
      if (a.groupId !== undefined) {
        expect(byId.get(a.groupId)).toMatchObject({ type: 'group', memberIds: expect.arrayContaining([a.id]) });
      }
      if (a.type === 'group') {
        expect(a.memberIds.length).toBeGreaterThan(0);
        for (const m of a.memberIds) expect(byId.get(m)?.groupId).toBe(a.id);
      }
    }
  }

  /** Nothing changed gives the same object; unchanged assets keep their identity. */
  function expectSharing(before: DesignContent, after: DesignContent) {
    if (JSON.stringify(after) === JSON.stringify(before)) expect(after).toBe(before);
    const old = new Map(before.assets.map((a) => [a.id, a]));
    for (const a of after.assets) {
      const was = old.get(a.id);
      if (was && JSON.stringify(was) === JSON.stringify(a)) expect(a).toBe(was);
    }
  }

  it('z-orders stay consecutive from 1 with at most one background at 0, and no input is changed', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 15 }), (steps) => {
        let content = deepFreeze(start());
        for (const s of steps) {
          const snapshot = JSON.stringify(content);
          const results = run(content, s);
          for (const next of results) {
            expectStackingRules(next);
            expectSharing(content, next);
          }
          expect(JSON.stringify(content)).toBe(snapshot);
          content = deepFreeze(results.at(-1) ?? content);
        }
      }),
      { numRuns: 200 },
    );
  });
});
