import { describe, expect, it } from 'vitest';
import { boxCornerRadius } from './text';

describe('boxed text corners', () => {
  it('keeps the stored radius when it fits and rounds the ends of a short box', () => {
    expect(boxCornerRadius(24, 280, 70)).toBe(24);
    expect(boxCornerRadius(50, 280, 40)).toBe(20);
    expect(boxCornerRadius(0, 10, 10)).toBe(0);
  });
});
