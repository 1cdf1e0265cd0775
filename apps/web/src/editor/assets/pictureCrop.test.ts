import { describe, expect, it } from 'vitest';
import { coverCrop, sourceCrop } from './pictureCrop';

describe('crop in the loaded picture', () => {
  it('is the whole picture without a crop', () => {
    expect(sourceCrop(undefined, { width: 40, height: 30 })).toEqual({ x: 0, y: 0, width: 40, height: 30 });
  });

  it('scales a crop made against another resolution of the picture', () => {
    const crop = { x: 10, y: 20, width: 100, height: 50, fullWidth: 200, fullHeight: 100 };
    expect(sourceCrop(crop, { width: 400, height: 200 })).toEqual({ x: 20, y: 40, width: 200, height: 100 });
  });

  it('covers a box around the centre without stretching', () => {
    expect(coverCrop({ width: 400, height: 200 }, { width: 100, height: 100 })).toEqual({ x: 100, y: 0, width: 200, height: 200 });
  });
});
