import { describe, expect, it } from 'vitest';
import { MAX_RASTER_SIDE, rasterPixelSize } from './pixelSize';

describe('rasterPixelSize', () => {
  it('rounds the trim in editor px times ppi/96 to whole pixels', () => {
    expect(rasterPixelSize({ flatWidth: 90, flatHeight: 55, units: 'mm' }, 300)).toEqual({ width: 1063, height: 650 });
    expect(rasterPixelSize({ flatWidth: 90, flatHeight: 55, units: 'mm' }, 96)).toEqual({ width: 340, height: 208 });
    expect(rasterPixelSize({ flatWidth: 210, flatHeight: 297, units: 'mm' }, 300)).toEqual({ width: 2480, height: 3508 });
    // A px document: one raster pixel per px at 96 ppi, whatever the fraction.
    expect(rasterPixelSize({ flatWidth: 1080.4, flatHeight: 1920, units: 'px' }, 96)).toEqual({ width: 1080, height: 1920 });
    expect(rasterPixelSize({ flatWidth: 1080, flatHeight: 1920, units: 'px' }, 300)).toEqual({ width: 3375, height: 6000 });
  });

  it('refuses a resolution that is no positive number, and a page too large to draw', () => {
    expect(() => rasterPixelSize({ flatWidth: 90, flatHeight: 55, units: 'mm' }, Number.NaN)).toThrow(/positive number/);
    expect(() => rasterPixelSize({ flatWidth: 90, flatHeight: 55, units: 'mm' }, -300)).toThrow(/positive number/);
    expect(() => rasterPixelSize({ flatWidth: 3000, flatHeight: 55, units: 'mm' }, 300)).toThrow(`at most ${MAX_RASTER_SIDE} px a side`);
  });
});
