import { describe, expect, it } from 'vitest';
import { mostVisiblePage } from './pageInView';

const slots = [
  { id: 'p1', top: 0, bottom: 600 },
  { id: 'p2', top: 650, bottom: 1250 },
  { id: 'p3', top: 1300, bottom: 1900 },
];

describe('scrolling makes the page most in view active (spec 001 section 4.2)', () => {
  it('picks the page that shows the most of its height', () => {
    expect(mostVisiblePage(slots, 0, 500)).toBe('p1');
    expect(mostVisiblePage(slots, 400, 900)).toBe('p2'); // 200 of p1, 250 of p2
    expect(mostVisiblePage(slots, 1200, 1700)).toBe('p3');
  });

  it('prefers the upper page on a tie', () => {
    expect(mostVisiblePage(slots, 500, 750)).toBe('p1'); // 100 each
  });

  it('is null when no page shows', () => {
    expect(mostVisiblePage(slots, 2000, 2500)).toBeNull();
    expect(mostVisiblePage([], 0, 100)).toBeNull();
  });
});
