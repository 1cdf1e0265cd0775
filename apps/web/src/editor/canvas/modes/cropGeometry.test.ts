import { describe, expect, it } from 'vitest';
import { clampFrame, clampSourcePosition, cropUnderFrame, fullCrop, sourceBox } from './cropGeometry';

const crop = { x: 100, y: 50, width: 200, height: 100, fullWidth: 400, fullHeight: 300 };

describe('crop editor geometry', () => {
  it('places the whole picture around the frame at the asset scale', () => {
    // The asset shows 200 x 100 source px in a 100 x 50 box: the picture is drawn at half size.
    expect(sourceBox(crop, { width: 100, height: 50 })).toEqual({ x: -50, y: -25, width: 200, height: 150 });
    expect(fullCrop({ width: 40, height: 30 })).toEqual({ x: 0, y: 0, width: 40, height: 30, fullWidth: 40, fullHeight: 30 });
  });

  it('keeps the dragged picture covering the frame', () => {
    const source = sourceBox(crop, { width: 100, height: 50 });
    expect(clampSourcePosition({ x: 20, y: -500 }, source, { width: 100, height: 50 })).toEqual({ x: 0, y: -100 });
    expect(clampSourcePosition({ x: -30, y: -10 }, source, { width: 100, height: 50 })).toEqual({ x: -30, y: -10 });
  });

  it('keeps a resized frame inside the picture', () => {
    const source = { x: -50, y: -25, width: 200, height: 150 };
    expect(clampFrame({ x: -80, y: 0, width: 400, height: 50 }, source)).toEqual({ x: -50, y: 0, width: 200, height: 50 });
    expect(clampFrame({ x: 10, y: 10, width: 20, height: 20 }, source)).toEqual({ x: 10, y: 10, width: 20, height: 20 });
  });

  it('reads the crop under the frame in source pixels, never outside the picture', () => {
    const source = { x: -50, y: -25, width: 200, height: 150 };
    expect(cropUnderFrame({ x: -50, y: -25, width: 100, height: 50 }, source, crop)).toEqual({ ...crop, x: 0, y: 0 });
    const outside = cropUnderFrame({ x: 100, y: 100, width: 100, height: 100 }, source, crop);
    expect(outside.x + outside.width).toBeLessThanOrEqual(400);
    expect(outside.y + outside.height).toBeLessThanOrEqual(300);
  });
});
