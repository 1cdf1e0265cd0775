import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitle';

describe('page names in headers and previews (spec 001 section 2.5, labelled per side)', () => {
  it('numbers single-sided pages', () => {
    expect([0, 1, 2].map((i) => pageTitle(i, 'SINGLE_SIDE', 3))).toEqual(['Page 1', 'Page 2', 'Page 3']);
  });
  it('names the sides of a double-sided sheet', () => {
    expect([0, 1].map((i) => pageTitle(i, 'DOUBLE_SIDE', 2))).toEqual(['Front', 'Back']);
  });
  it('numbers the sheets of a double-sided design with several', () => {
    expect([0, 1, 2, 3].map((i) => pageTitle(i, 'DOUBLE_SIDE', 4))).toEqual(['Front 1', 'Back 1', 'Front 2', 'Back 2']);
  });
});
