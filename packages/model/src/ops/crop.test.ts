import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Crop } from '../assets/common';
import { asset, doc, image, page, rect } from '../testing/fixtures';
import { findAsset } from './collection';
import { clampCrop, clampFillPattern, coverScale, cropImage, transformFillPattern } from './crop';

const full = { fullWidth: 800, fullHeight: 600 };

describe('crop cannot show anything outside the source image (spec 001 section 4.13)', () => {
  it('keeps a crop that is inside, as the same object', () => {
    const crop: Crop = { x: 100, y: 50, width: 400, height: 300, ...full };
    expect(clampCrop(crop)).toBe(crop);
  });

  it('moves a crop past the right and bottom edges back inside', () => {
    expect(clampCrop({ x: 500, y: 400, width: 400, height: 300, ...full })).toMatchObject({ x: 400, y: 300, width: 400, height: 300 });
  });

  it('moves a crop past the left and top edges back inside', () => {
    expect(clampCrop({ x: -20, y: -1, width: 400, height: 300, ...full })).toMatchObject({ x: 0, y: 0 });
  });

  it('shrinks a crop larger than the image to the image', () => {
    expect(clampCrop({ x: -10, y: -10, width: 1000, height: 700, ...full })).toMatchObject({ x: 0, y: 0, width: 800, height: 600 });
  });

  it('never lets the visible area fall below 1 x 1 source pixels', () => {
    expect(clampCrop({ x: 10, y: 10, width: 0, height: -5, ...full })).toMatchObject({ width: 1, height: 1 });
  });

  it('holds for any crop', () => {
    const n = fc.double({ min: -2000, max: 2000, noNaN: true });
    fc.assert(
      fc.property(n, n, n, n, fc.integer({ min: 1, max: 1500 }), fc.integer({ min: 1, max: 1500 }), (x, y, width, height, fw, fh) => {
        const c = clampCrop({ x, y, width, height, fullWidth: fw, fullHeight: fh });
        expect(c.x).toBeGreaterThanOrEqual(0);
        expect(c.y).toBeGreaterThanOrEqual(0);
        expect(c.width).toBeGreaterThanOrEqual(1);
        expect(c.height).toBeGreaterThanOrEqual(1);
        expect(c.x + c.width).toBeLessThanOrEqual(fw);
        expect(c.y + c.height).toBeLessThanOrEqual(fh);
      }),
    );
  });
});

describe('Save crop on images and illustrations (spec 001 section 4.4)', () => {
  const content = doc(page('p', image({ id: 'img' }), asset('illustration', { id: 'ill', illustrationConfig: { link: '/a.svg' } }), rect({ id: 'r' })));

  it('stores the clamped crop on the image; other assets keep their identity', () => {
    const next = cropImage(content, { assetId: 'img', crop: { x: 700, y: 0, width: 200, height: 100, ...full } });
    expect(findAsset(next, 'img')).toMatchObject({ crop: { x: 600, y: 0, width: 200, height: 100, ...full } });
    expect(findAsset(next, 'r')).toBe(findAsset(content, 'r'));
    expect(content.assets.find((a) => a.id === 'img')).not.toHaveProperty('crop');
  });

  it('crops an illustration and moves its box to the given frame', () => {
    const next = cropImage(content, { assetId: 'ill', crop: { x: 0, y: 0, width: 400, height: 300, ...full }, frame: { x: 10, y: 20, width: 200, height: 150 } });
    expect(findAsset(next, 'ill')).toMatchObject({ x: 10, y: 20, width: 200, height: 150, crop: { width: 400 } });
  });

  it('refuses a frame under 1 px and leaves shapes alone', () => {
    const crop = { x: 0, y: 0, width: 10, height: 10, ...full };
    expect(cropImage(content, { assetId: 'img', crop, frame: { x: 0, y: 0, width: 0.5, height: 10 } })).toBe(content);
    expect(cropImage(content, { assetId: 'r', crop })).toBe(content);
  });

  it('saving the same crop changes nothing', () => {
    const crop = { x: 0, y: 0, width: 10, height: 10, ...full };
    const once = cropImage(content, { assetId: 'img', crop });
    expect(cropImage(once, { assetId: 'img', crop: { ...crop } })).toBe(once);
  });

  it('saving a crop of the whole picture on an uncropped image changes nothing (no crop shows it all)', () => {
    const whole = { x: 0, y: 0, width: full.fullWidth, height: full.fullHeight, ...full };
    expect(cropImage(content, { assetId: 'img', crop: whole })).toBe(content);
    expect(cropImage(content, { assetId: 'img', crop: { ...whole, width: full.fullWidth - 1 } })).not.toBe(content);
  });

  it('a crop dragged out and clamped back, off by float noise, is the whole picture: no change, no undo step', () => {
    const noisy = { x: 8.9e-13, y: -3e-14, width: full.fullWidth - 1e-7, height: full.fullHeight + 2e-9, ...full };
    expect(cropImage(content, { assetId: 'img', crop: noisy })).toBe(content);
    expect(clampCrop(noisy)).toEqual({ ...noisy, x: 0, y: 0, width: full.fullWidth, height: full.fullHeight });
    // A hundredth of a pixel is a real crop, kept as it is.
    const slight = { ...noisy, x: 0.01, width: full.fullWidth - 0.01 };
    const kept = clampCrop(slight);
    expect(kept.x).toBeCloseTo(0.01, 9);
    expect(kept.width).toBe(full.fullWidth - 0.01);
  });
});

describe('the pattern image always covers the shape (spec 001 sections 4.4 and 4.13)', () => {
  const shape = { width: 200, height: 100 };
  const picture = { width: 400, height: 400 };

  it('the cover scale is the larger of the two side ratios', () => {
    expect(coverScale(shape, picture)).toBe(0.5);
    expect(coverScale({ width: 100, height: 300 }, picture)).toBe(0.75);
  });

  it('raises a scale below the cover scale', () => {
    expect(clampFillPattern({ x: 0, y: 0, scale: 0.2 }, shape, picture)).toMatchObject({ scale: 0.5 });
  });

  it('keeps the offsets between shape size - scaled image size and 0', () => {
    // At scale 0.5 the image is 200 x 200: x must be 0, y between -100 and 0.
    expect(clampFillPattern({ x: 30, y: -150, scale: 0.5 }, shape, picture)).toMatchObject({ x: 0, y: -100 });
    expect(clampFillPattern({ x: -500, y: 10, scale: 1 }, shape, picture)).toMatchObject({ x: -200, y: 0 });
  });

  it('keeps a covering pattern as the same object, with its other fields', () => {
    const pattern = { image: '/a.jpg', x: -50, y: -50, scale: 1, repeat: 'no-repeat' as const };
    expect(clampFillPattern(pattern, shape, picture)).toBe(pattern);
  });

  it('Save image pattern stores the clamped placement on the shape', () => {
    const content = doc(
      page(
        'p',
        rect({
          id: 's',
          width: 200,
          height: 100,
          shapeProps: {
            type: 'rect',
            fill: '',
            stroke: '#000000',
            strokeWidth: 0,
            strokeEnabled: false,
            fillEnabled: false,
            fillPattern: { image: '/a.jpg', x: 0, y: 0, scale: 1, repeat: 'no-repeat' },
          },
        }),
        rect({ id: 'plain' }),
      ),
    );
    const next = transformFillPattern(content, { assetId: 's', placement: { x: 20, y: -400, scale: 0.1 }, imageSize: picture });
    const s = findAsset(next, 's');
    expect(s?.type === 'shape' && s.shapeProps.fillPattern).toMatchObject({ x: 0, y: -100, scale: 0.5, image: '/a.jpg' });
    expect(transformFillPattern(content, { assetId: 'plain', placement: { x: 0, y: 0, scale: 1 }, imageSize: picture })).toBe(content);
    expect(transformFillPattern(content, { assetId: 's', placement: { x: 5, y: 0, scale: 1 }, imageSize: picture })).toBe(content);
  });

  it('Save image pattern stores the clamped placement on an svg_image too, keeping its other shape fields', () => {
    const fillPattern = { image: '/a.jpg', x: 0, y: 0, scale: 1, repeat: 'no-repeat' as const };
    const content = doc(
      page(
        'p',
        asset('svg_image', { id: 'v', width: 200, height: 100, link: '/star.svg', shapeProps: { fillEnabled: false, fillPattern } }),
        asset('svg_image', { id: 'plain', width: 200, height: 100, link: '/star.svg' }),
      ),
    );
    const next = transformFillPattern(content, { assetId: 'v', placement: { x: 20, y: -400, scale: 0.1 }, imageSize: picture });
    const v = findAsset(next, 'v');
    expect(v?.type === 'svg_image' && v.shapeProps).toEqual({ fillEnabled: false, fillPattern: { ...fillPattern, x: 0, y: -100, scale: 0.5 } });
    expect(transformFillPattern(content, { assetId: 'plain', placement: { x: 0, y: 0, scale: 1 }, imageSize: picture })).toBe(content);
  });
});
