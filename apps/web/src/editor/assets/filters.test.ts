import { FILTER_NAMES } from '@layout/model';
import { describe, expect, it } from 'vitest';
import { filterKey, filterPlan } from './filters';

describe('the model filters as Konva filters', () => {
  it('leaves a picture without filters, or with neutral values, uncached', () => {
    expect(filterPlan(undefined)).toEqual({ filters: [], attrs: {} });
    expect(filterPlan({ blur: 0, brighten: 0, contrast: 0, hue: 0, greyscale: 0, invert: 0, sepia: 0 }).filters).toEqual([]);
    expect(filterKey(filterPlan({}))).toBe('');
  });

  it("passes each stored number to Konva's own parameter", () => {
    expect(filterPlan({ blur: 4 })).toEqual({ filters: ['Blur'], attrs: { blurRadius: 4 } });
    expect(filterPlan({ brighten: -0.3 })).toEqual({ filters: ['Brighten'], attrs: { brightness: -0.3 } });
    expect(filterPlan({ contrast: 40 })).toEqual({ filters: ['Contrast'], attrs: { contrast: 40 } });
    expect(filterPlan({ enhance: 0.5 })).toEqual({ filters: ['Enhance'], attrs: { enhance: 0.5 } });
  });

  it('joins hue, saturation and luminance in one HSL filter', () => {
    expect(filterPlan({ hue: 120, luminance: 0.2 })).toEqual({ filters: ['HSL'], attrs: { hue: 120, saturation: 0, luminance: 0.2 } });
    expect(filterPlan({ saturation: -2 }).filters).toEqual(['HSL']);
  });

  it('colourises with red, green and blue, or tints towards them with rgba / alpha', () => {
    expect(filterPlan({ red: 200 })).toEqual({ filters: ['RGB'], attrs: { red: 200, green: 0, blue: 0 } });
    expect(filterPlan({ red: 300, green: -5, blue: 10 }).attrs).toEqual({ red: 255, green: 0, blue: 10 });
    expect(filterPlan({ rgba: 0.4, blue: 255 })).toEqual({ filters: ['RGBA'], attrs: { red: 0, green: 0, blue: 255, alpha: 0.4 } });
    // The popup's Tint switch stores 1; Tint strength is alpha.
    expect(filterPlan({ rgba: 1, alpha: 0.7, red: 10 })).toEqual({ filters: ['RGBA'], attrs: { red: 10, green: 0, blue: 0, alpha: 0.7 } });
    expect(filterPlan({ rgba: 1 }).attrs.alpha).toBe(1);
    expect(filterPlan({ rgba: 1, alpha: 0 }).filters).toEqual([]);
  });

  it('ignores the tint strength while the tint is off (red, green and blue then colourise)', () => {
    expect(filterPlan({ alpha: 0.5 }).filters).toEqual([]);
    expect(filterPlan({ alpha: 0.5, red: 200 })).toEqual({ filters: ['RGB'], attrs: { red: 200, green: 0, blue: 0 } });
  });

  it('turns greyscale, invert and sepia on for a value above 0', () => {
    expect(filterPlan({ greyscale: 1, invert: 1, sepia: 1 }).filters).toEqual(['Grayscale', 'Invert', 'Sepia']);
    expect(filterPlan({ greyscale: -1 }).filters).toEqual([]);
  });

  it('maps every filter name of the model to a Konva filter', () => {
    for (const name of FILTER_NAMES) {
      const value = name === 'hue' ? 90 : name === 'contrast' ? 20 : 0.5;
      // alpha is the strength of the rgba tint: it shows with the tint on.
      const stored = name === 'alpha' ? { rgba: 1, alpha: value } : { [name]: value };
      expect(filterPlan(stored).filters.length, name).toBe(1);
    }
    expect(filterPlan({ rgba: 1, alpha: 0.5 }).attrs.alpha).toBe(0.5);
    const all = Object.fromEntries(FILTER_NAMES.map((n) => [n, 0.5]));
    expect(filterPlan(all).filters).toEqual(['Blur', 'Brighten', 'Contrast', 'Enhance', 'HSL', 'RGBA', 'Grayscale', 'Invert', 'Sepia']);
  });

  it('keeps the blur radius in asset px (Konva scales it by the cache pixel ratio) and ignores bad numbers', () => {
    expect(filterPlan({ blur: 3 }).attrs.blurRadius).toBe(3);
    expect(filterPlan({ blur: Number.NaN, contrast: Number.POSITIVE_INFINITY }).filters).toEqual([]);
  });
});
