import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Asset } from '../assets';
import { assetBounds, assetCenter, selectionBounds } from '../geometry/box';
import { asset, background, doc, page, rect } from '../testing/fixtures';
import { findAsset } from './collection';
import { normalizeRotation, parseRotationInput, rotateAssets, setRotation, snapRotation } from './rotate';

const at = (content: ReturnType<typeof doc>, id: string) => findAsset(content, id)!;
const centreOf = (b: { x: number; y: number; width: number; height: number }) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

describe('rotation applies about the centre of the asset (spec 001 section 4.13)', () => {
  const content = doc(page('p', rect({ id: 'a', x: 100, y: 100, width: 200, height: 100 })));

  it('turns the asset about its centre, which stays put', () => {
    const next = at(rotateAssets(content, { assetIds: ['a'], angle: 90 }), 'a');
    expect(next.rotation).toBe(90);
    expect(assetCenter(next).x).toBeCloseTo(200, 9);
    expect(assetCenter(next).y).toBeCloseTo(150, 9);
    // 200 x 100 standing on end about (200, 150): x 150..250, y 50..250.
    const b = assetBounds(next);
    expect([b.x, b.y, b.width, b.height].map((v) => Math.round(v * 1e9) / 1e9)).toEqual([150, 50, 100, 200]);
  });

  it('keeps the result modulo 360, in [0, 360)', () => {
    const turned = doc(page('p', rect({ id: 'a', rotation: 300 })));
    expect(at(rotateAssets(turned, { assetIds: ['a'], angle: 90 }), 'a').rotation).toBe(30);
    expect(at(rotateAssets(turned, { assetIds: ['a'], angle: -330 }), 'a').rotation).toBe(330);
    expect(at(rotateAssets(content, { assetIds: ['a'], angle: -90 }), 'a').rotation).toBe(270);
  });

  it('changes nothing for a whole turn, a missing asset or the background', () => {
    const withBg = doc(page('p', background({ id: 'bg' }), rect({ id: 'a' })));
    expect(rotateAssets(withBg, { assetIds: ['a'], angle: 360 })).toBe(withBg);
    expect(rotateAssets(withBg, { assetIds: ['a'], angle: 0 })).toBe(withBg);
    expect(rotateAssets(withBg, { assetIds: ['bg'], angle: 45 })).toBe(withBg);
    expect(rotateAssets(withBg, { assetIds: ['nope'], angle: 45 })).toBe(withBg);
    expect(rotateAssets(withBg, { assetIds: ['a'], angle: Number.NaN })).toBe(withBg);
  });
});

describe('a selection or group turns about the selection centre', () => {
  const content = doc(
    page(
      'p',
      rect({ id: 'a', x: 0, y: 0, width: 100, height: 100, rotation: 10, groupId: 'g' }),
      rect({ id: 'b', x: 300, y: 0, width: 100, height: 100, groupId: 'g' }),
      asset('group', { id: 'g', memberIds: ['a', 'b'] }),
      rect({ id: 'c', x: 600, y: 600 }),
    ),
  );

  it("adds the angle to each member's own rotation", () => {
    const next = rotateAssets(content, { assetIds: ['a'], angle: 90 });
    expect([at(next, 'a').rotation, at(next, 'b').rotation]).toEqual([100, 90]);
  });

  it('turns the members about the centre of the selection bounds, not each its own', () => {
    const centre = centreOf(selectionBounds([at(content, 'a'), at(content, 'b')])!);
    const next = rotateAssets(content, { assetIds: ['a', 'b'], angle: 180 });
    // b's centre (350, 50) turned 180 degrees about the selection centre.
    const b = assetCenter(at(next, 'b'));
    expect(b.x).toBeCloseTo(2 * centre.x - 350, 9);
    expect(b.y).toBeCloseTo(2 * centre.y - 50, 9);
    expect(at(next, 'c')).toBe(at(content, 'c'));
  });

  it('keeps the selection centre where it was for quarter turns', () => {
    const before = centreOf(selectionBounds([at(content, 'a'), at(content, 'b')])!);
    const next = rotateAssets(content, { assetIds: ['a', 'b'], angle: 90 });
    const after = centreOf(selectionBounds([at(next, 'a'), at(next, 'b')])!);
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
  });

  it('turns the group container with its members', () => {
    expect(at(rotateAssets(content, { assetIds: ['g'], angle: 45 }), 'g').rotation).toBe(45);
  });
});

describe('the rotation popup (spec 001 sections 4.13 and 5)', () => {
  it('sets one asset to the typed angle, about its centre', () => {
    const content = doc(page('p', rect({ id: 'a', x: 100, y: 100, rotation: 30 })));
    const next = at(setRotation(content, { assetIds: ['a'], angle: 45 }), 'a');
    expect(next.rotation).toBe(45);
    expect(assetCenter(next).x).toBeCloseTo(assetCenter(at(content, 'a')).x, 9);
    expect(setRotation(content, { assetIds: ['a'], angle: 390 })).toBe(content);
  });

  it("for a group adds the typed angle to each member's rotation", () => {
    const content = doc(page('p', rect({ id: 'a', rotation: 30, groupId: 'g' }), rect({ id: 'b', x: 300, rotation: 350, groupId: 'g' })));
    const next = setRotation(content, { assetIds: ['a', 'b'], angle: 20 });
    expect([at(next, 'a').rotation, at(next, 'b').rotation]).toEqual([50, 10]);
  });

  it('applies only a numeric value', () => {
    expect(parseRotationInput('45')).toBe(45);
    expect(parseRotationInput(' -12.5 ')).toBe(-12.5);
    expect(parseRotationInput('+.5')).toBe(0.5);
    for (const text of ['', ' ', '-', 'abc', '45deg', '1e3', '4 5', 'Infinity', 'NaN']) expect(parseRotationInput(text)).toBeUndefined();
  });
});

describe('rotation snaps to 0, 90, 180 and 270', () => {
  it('snaps within 5 degrees', () => {
    expect(snapRotation(93)).toBe(90);
    expect(snapRotation(85)).toBe(90);
    expect(snapRotation(176)).toBe(180);
    expect(snapRotation(272.5)).toBe(270);
    expect(snapRotation(357)).toBe(0);
    expect(snapRotation(-3)).toBe(0);
    expect(snapRotation(4)).toBe(0);
  });

  it('leaves other angles, normalized into [0, 360)', () => {
    expect(snapRotation(96)).toBe(96);
    expect(snapRotation(45)).toBe(45);
    expect(snapRotation(-45)).toBe(315);
    expect(snapRotation(100, 10)).toBe(90);
  });

  it('normalizes modulo 360', () => {
    expect([normalizeRotation(360), normalizeRotation(-0), normalizeRotation(725), normalizeRotation(-1e-15)]).toEqual([0, 0, 5, 0]);
  });
});

const placed = fc.record({
  x: fc.double({ min: -1000, max: 1000, noNaN: true }),
  y: fc.double({ min: -1000, max: 1000, noNaN: true }),
  width: fc.double({ min: 0, max: 1000, noNaN: true }),
  height: fc.double({ min: 0, max: 1000, noNaN: true }),
  rotation: fc.double({ min: 0, max: 359.999, noNaN: true }),
  scaleX: fc.constantFrom(1, -1, 0.5),
  scaleY: fc.constantFrom(1, -1, 2),
});

function expectSameGeometry(after: Asset, before: Asset) {
  for (const key of ['x', 'y', 'width', 'height', 'scaleX', 'scaleY'] as const) expect(Math.abs(after[key] - before[key])).toBeLessThan(1e-6);
  const turn = Math.abs(after.rotation - before.rotation) % 360;
  expect(Math.min(turn, 360 - turn)).toBeLessThan(1e-6);
}

describe('rotating by a then -a gives back the original geometry (property)', () => {
  it('holds for one asset and any angle', () => {
    fc.assert(
      fc.property(placed, fc.double({ min: -720, max: 720, noNaN: true }), (geometry, angle) => {
        const content = doc(page('p', rect({ id: 'a', ...geometry })));
        const back = rotateAssets(rotateAssets(content, { assetIds: ['a'], angle }), { assetIds: ['a'], angle: -angle });
        expectSameGeometry(at(back, 'a'), at(content, 'a'));
      }),
    );
  });

  it('holds for several assets and quarter turns (the selection centre stays put)', () => {
    fc.assert(
      fc.property(placed, placed, fc.integer({ min: -8, max: 8 }), (one, two, quarters) => {
        const content = doc(page('p', rect({ id: 'a', ...one }), rect({ id: 'b', ...two })));
        const ids = ['a', 'b'];
        const angle = quarters * 90;
        const back = rotateAssets(rotateAssets(content, { assetIds: ids, angle }), { assetIds: ids, angle: -angle });
        for (const id of ids) expectSameGeometry(at(back, id), at(content, id));
      }),
    );
  });
});
