import { describe, expect, it } from 'vitest';
import { movePattern, movePictureUnderFrame, resizeFrame, resizePattern, stepInAsset } from './keySteps';

/** A 400 x 300 picture showing its middle 200 x 150 in a box of that size at (300, 200): 1 page px a source px. */
const picture = {
  x: 300,
  y: 200,
  width: 200,
  height: 150,
  rotation: 0,
  scaleX: 1,
  scaleY: 1,
  crop: { x: 100, y: 75, width: 200, height: 150, fullWidth: 400, fullHeight: 300 },
};
const noMinimum = { width: 0, height: 0 };

describe('the crop editor from the keyboard (issue 25)', () => {
  it('turns a step on the page into the asset’s own coordinates, through its rotation and scale', () => {
    expect(stepInAsset({ dx: 1, dy: 0 }, picture)).toEqual({ dx: 1, dy: 0 });
    expect(stepInAsset({ dx: 2, dy: -4 }, { ...picture, scaleX: 2, scaleY: 2 })).toEqual({ dx: 1, dy: -2 });
    // Turned a quarter clockwise, the asset's own up points right on screen.
    const turned = stepInAsset({ dx: 1, dy: 0 }, { ...picture, rotation: 90 });
    expect(turned.dx).toBeCloseTo(0, 9);
    expect(turned.dy).toBeCloseTo(-1, 9);
  });

  it('moves the picture under the frame by a step: Right shows more of its left', () => {
    expect(movePictureUnderFrame(picture, { dx: 1, dy: 0 })).toEqual({ crop: { ...picture.crop, x: 99 }, x: 300, y: 200, width: 200, height: 150 });
    expect(movePictureUnderFrame(picture, { dx: 0, dy: 3.78 }).crop.y).toBeCloseTo(71.22, 9);
    expect(movePictureUnderFrame(picture, { dx: -1, dy: -1 }).crop).toMatchObject({ x: 101, y: 76, width: 200, height: 150 });
  });

  it('stops the picture where its edge meets the frame’s, as a drag does', () => {
    expect(movePictureUnderFrame(picture, { dx: 500, dy: 0 }).crop.x).toBe(0);
    expect(movePictureUnderFrame(picture, { dx: 0, dy: -500 }).crop.y).toBe(150);
    const atEdge = { ...picture, crop: { ...picture.crop, x: 0 } };
    expect(movePictureUnderFrame(atEdge, { dx: 1, dy: 0 }).crop.x).toBe(0);
  });

  it('resizes the frame from its top-left corner: Right widens, Left narrows, Down taller, Up shorter', () => {
    expect(resizeFrame(picture, { dx: 1, dy: 0 }, noMinimum)).toEqual({ crop: { ...picture.crop, width: 201 }, x: 300, y: 200, width: 201, height: 150 });
    expect(resizeFrame(picture, { dx: -1, dy: 0 }, noMinimum)).toMatchObject({ width: 199, crop: { width: 199 } });
    expect(resizeFrame(picture, { dx: 0, dy: 1 }, noMinimum)).toMatchObject({ height: 151, crop: { height: 151 } });
    expect(resizeFrame(picture, { dx: 0, dy: -1 }, noMinimum)).toMatchObject({ height: 149, crop: { height: 149, y: 75 } });
  });

  it('keeps the frame inside the picture and no smaller than a handle can make it', () => {
    const wide = resizeFrame(picture, { dx: 1000, dy: 1000 }, noMinimum);
    expect(wide).toMatchObject({ width: 300, height: 225, crop: { x: 100, y: 75, width: 300, height: 225 } });
    expect(resizeFrame(picture, { dx: -1000, dy: -1000 }, { width: 10, height: 12 })).toMatchObject({ width: 10, height: 12 });
    // A frame already smaller than the handles' smallest is not made larger by shrinking it.
    const small = { ...picture, width: 5, height: 5, crop: { ...picture.crop, width: 5, height: 5 } };
    expect(resizeFrame(small, { dx: -1, dy: 0 }, { width: 10, height: 10 })).toMatchObject({ width: 5, height: 5 });
  });

  it('resizes a rotated frame along its own sides, its top-left corner in place', () => {
    const turned = resizeFrame({ ...picture, rotation: 90 }, { dx: 1, dy: 0 }, noMinimum);
    expect(turned.width).toBeCloseTo(201, 9);
    expect(turned.height).toBeCloseTo(150, 9);
    expect(turned.x).toBeCloseTo(300, 9);
    expect(turned.y).toBeCloseTo(200, 9);
  });
});

describe('the pattern editor from the keyboard (issue 25)', () => {
  // The 40 px tile at scale 10: a 400 x 400 picture over a 200 x 200 shape.
  const shape = { x: 50, y: 50, width: 200, height: 200, rotation: 0, scaleX: 1, scaleY: 1 };
  const tile = { width: 40, height: 40 };
  const pattern = { x: -100, y: -100, scale: 10 };

  it('moves the pattern by a step, keeping the shape covered', () => {
    expect(movePattern(pattern, shape, tile, { dx: 1, dy: 0 })).toEqual({ x: -99, y: -100, scale: 10 });
    expect(movePattern(pattern, shape, tile, { dx: 0, dy: -1 })).toEqual({ x: -100, y: -101, scale: 10 });
    expect(movePattern(pattern, shape, tile, { dx: 500, dy: -500 })).toEqual({ x: 0, y: -200, scale: 10 });
  });

  it('resizes the pattern by a step across or down, its proportions kept, never smaller than the shape', () => {
    expect(resizePattern(pattern, shape, tile, { dx: 40, dy: 0 })).toEqual({ x: -100, y: -100, scale: 11 });
    expect(resizePattern(pattern, shape, tile, { dx: 0, dy: -4 })).toEqual({ x: -100, y: -100, scale: 9.9 });
    // Shrunk past the size that covers the shape: 200 / 40, its edges brought over the shape's.
    expect(resizePattern(pattern, shape, tile, { dx: -400, dy: 0 })).toEqual({ x: 0, y: 0, scale: 5 });
  });
});
