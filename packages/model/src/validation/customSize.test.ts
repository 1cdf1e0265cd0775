import { describe, expect, it } from 'vitest';
import { customSizeSchema, formatInlineError, validateCustomSize } from './customSize';

const ZERO = 'width and height should be more then 0';
const PORTRAIT_MAX = 'maximum size: 430 x 300 mm';
const LANDSCAPE_MAX = 'maximum size: 300 x 430 mm';

describe('custom size: width or height 0 (spec 001 section 5)', () => {
  it("gives 'width and height should be more then 0'", () => {
    expect(validateCustomSize({ width: 0, height: 100, units: 'mm' })).toBe(ZERO);
    expect(validateCustomSize({ width: 100, height: 0, units: 'mm' })).toBe(ZERO);
  });
  it('refuses values that are not numeric or negative, in every unit', () => {
    expect(validateCustomSize({ width: -1, height: 100, units: 'mm' })).toBe(ZERO);
    expect(validateCustomSize({ width: 'abc', height: 100, units: 'mm' })).toBe(ZERO);
    expect(validateCustomSize({ width: '', height: 100, units: 'px' })).toBe(ZERO);
    expect(validateCustomSize({ width: 10, height: -5, units: 'px' })).toBe(ZERO);
  });
});

describe('custom size maximum (spec 001 section 5)', () => {
  it("width < height over 300 wide or 430 high gives 'maximum size: 430 x 300 mm'", () => {
    expect(validateCustomSize({ width: 301, height: 400, units: 'mm' })).toBe(PORTRAIT_MAX);
    expect(validateCustomSize({ width: 200, height: 431, units: 'mm' })).toBe(PORTRAIT_MAX);
    expect(validateCustomSize({ width: 300, height: 430, units: 'mm' })).toBeUndefined();
  });
  it("width >= height over 430 wide or 300 high gives 'maximum size: 300 x 430 mm'", () => {
    expect(validateCustomSize({ width: 431, height: 200, units: 'mm' })).toBe(LANDSCAPE_MAX);
    expect(validateCustomSize({ width: 301, height: 301, units: 'mm' })).toBe(LANDSCAPE_MAX);
    expect(validateCustomSize({ width: 430, height: 300, units: 'mm' })).toBeUndefined();
    expect(validateCustomSize({ width: 300, height: 300, units: 'mm' })).toBeUndefined();
  });
  it('accepts typed text that is a number', () => {
    expect(validateCustomSize({ width: '90', height: ' 55 ', units: 'mm' })).toBeUndefined();
    expect(validateCustomSize({ width: '500', height: '55', units: 'mm' })).toBe(LANDSCAPE_MAX);
  });
});

describe('custom size checks are not for px units (spec 001 section 5)', () => {
  it('allows 0 and sizes over the mm maximum in px', () => {
    expect(validateCustomSize({ width: 0, height: 100, units: 'px' })).toBeUndefined();
    expect(validateCustomSize({ width: 2000, height: 1000, units: 'px' })).toBeUndefined();
  });
});

describe("custom size errors are shown inline as 'Error: ...' (spec 001 section 5)", () => {
  it('prefixes the message', () => {
    expect(formatInlineError(LANDSCAPE_MAX)).toBe('Error: maximum size: 300 x 430 mm');
  });
});

describe('custom size schema', () => {
  it('reports the spec message and parses valid input to numbers', () => {
    const bad = customSizeSchema.safeParse({ width: 500, height: 100, units: 'mm' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([LANDSCAPE_MAX]);
    expect(customSizeSchema.parse({ width: '90', height: 55, units: 'mm' })).toEqual({ width: 90, height: 55, units: 'mm' });
  });
});
