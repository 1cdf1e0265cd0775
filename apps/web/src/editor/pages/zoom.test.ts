import { describe, expect, it } from 'vitest';
import { MAX_ZOOM, MIN_ZOOM, clampZoom, fitScale, pagePointAt, scrollToKeep, wheelZoom } from './zoom';

describe('Ctrl + wheel zoom (spec 001 section 2.5)', () => {
  it('stays within the zoom menu range, 10% to 600%', () => {
    expect(MIN_ZOOM).toBe(0.1);
    expect(MAX_ZOOM).toBe(6);
    expect(wheelZoom(0.11, 10_000)).toBe(0.1);
    expect(wheelZoom(5.9, -10_000)).toBe(6);
    expect(clampZoom(1)).toBe(1);
  });

  it('zooms in when the wheel turns up, out when it turns down, and back by the same amount', () => {
    const zoomedIn = wheelZoom(1, -100);
    expect(zoomedIn).toBeGreaterThan(1);
    expect(wheelZoom(1, 100)).toBeLessThan(1);
    expect(wheelZoom(zoomedIn, 100)).toBeCloseTo(1, 10);
  });

  it('reads line-mode wheels (Firefox) as 16 px per line', () => {
    expect(wheelZoom(1, 3, 1)).toBeCloseTo(wheelZoom(1, 48, 0), 10);
  });
});

describe('zoom about the pointer keeps the point under it', () => {
  it('finds the page point under the pointer and the scroll that brings it back', () => {
    const pointer = { x: 500, y: 300 };
    const point = pagePointAt(pointer, { x: 100, y: 50 }, 0.5);
    expect(point).toEqual({ x: 800, y: 500 });
    // At 2x the page has moved (the layout above it grew); the point must return under the pointer.
    const newOrigin = { x: 40, y: 120 };
    const scroll = scrollToKeep(point, pointer, newOrigin, 2);
    const after = { x: newOrigin.x + point.x * 2 - scroll.x, y: newOrigin.y + point.y * 2 - scroll.y };
    expect(after).toEqual(pointer);
  });

  it('needs no scroll when nothing moved', () => {
    const point = pagePointAt({ x: 10, y: 20 }, { x: 0, y: 0 }, 1);
    expect(scrollToKeep(point, { x: 10, y: 20 }, { x: 0, y: 0 }, 1)).toEqual({ x: 0, y: 0 });
  });
});

describe('Fit zoom', () => {
  it('is the largest scale at which a whole page and its surroundings fit', () => {
    // A4 landscape with bleed at scale 1 is about 1180 x 850; the area is 1000 x 700 with 100 px fixed around.
    expect(fitScale({ width: 1000, height: 700 }, { width: 100, height: 100 }, { width: 1180, height: 850 })).toBeCloseTo(600 / 850, 10);
    expect(fitScale({ width: 3000, height: 700 }, { width: 100, height: 100 }, { width: 1180, height: 850 })).toBeCloseTo(600 / 850, 10);
  });

  it('never goes below 10%, even in a tiny area', () => {
    expect(fitScale({ width: 50, height: 50 }, { width: 100, height: 100 }, { width: 1180, height: 850 })).toBe(0.1);
  });
});
