import { describe, expect, it } from 'vitest';
import { scrollToReveal } from './revealAssets';

const view = { left: 100, top: 50, right: 900, bottom: 650 };
const box = (left: number, top: number, width: number, height: number) => ({ left, top, right: left + width, bottom: top + height });

describe('an asset selected from the keyboard comes into view (issue 25)', () => {
  it('does not scroll for an asset in view', () => {
    expect(scrollToReveal(box(300, 200, 100, 100), view, 20)).toEqual({ dx: 0, dy: 0 });
  });

  it('scrolls as little as it takes, keeping a margin, on either axis and either side', () => {
    expect(scrollToReveal(box(950, 200, 100, 100), view, 20)).toEqual({ dx: 170, dy: 0 });
    expect(scrollToReveal(box(300, 640, 100, 100), view, 20)).toEqual({ dx: 0, dy: 110 });
    expect(scrollToReveal(box(-400, -300, 100, 100), view, 20)).toEqual({ dx: -520, dy: -370 });
    // Partly out of view counts as out of view.
    expect(scrollToReveal(box(850, 100, 100, 100), view, 20)).toEqual({ dx: 70, dy: 0 });
  });

  it('shows the top-left of an asset larger than the view, unless it already fills the view', () => {
    expect(scrollToReveal(box(1000, 100, 2000, 100), view, 20)).toEqual({ dx: 880, dy: 0 });
    expect(scrollToReveal(box(0, 0, 2000, 2000), view, 20)).toEqual({ dx: 0, dy: 0 });
  });
});
