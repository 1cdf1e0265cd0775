import { describe, expect, it } from 'vitest';
import { doc, image, page, rect } from '../testing/fixtures';
import { findAsset } from './collection';
import { IMAGE_FIT_BOX, LOGO_ICON_FIT_BOX, defaultImageSize, fillBox, fitInside, replaceImage } from './imageFit';

describe('added images fit within 250 x 251, illustrations 250 wide, logos and icons 100 x 101 (spec 001 section 4.7)', () => {
  it('has the spec boxes', () => {
    expect(IMAGE_FIT_BOX).toEqual({ width: 250, height: 251 });
    expect(LOGO_ICON_FIT_BOX).toEqual({ width: 100, height: 101 });
  });

  it('sizes each type', () => {
    expect(defaultImageSize('image', { width: 1000, height: 500 })).toEqual({ width: 250, height: 125 });
    expect(defaultImageSize('image', { width: 502, height: 1004 })).toEqual({ width: 125.5, height: 251 });
    expect(defaultImageSize('illustration', { width: 100, height: 300 })).toEqual({ width: 250, height: 750 });
    expect(defaultImageSize('logo', { width: 400, height: 200 })).toEqual({ width: 100, height: 50 });
    expect(defaultImageSize('icon', { width: 101, height: 202 })).toEqual({ width: 50.5, height: 101 });
  });
});

describe('images are scaled to fit or fill (spec 001 section 5)', () => {
  it('fit keeps proportions inside the box, enlarging small images', () => {
    expect(fitInside({ width: 50, height: 25 }, { width: 200, height: 200 })).toEqual({ width: 200, height: 100 });
  });

  it('fill covers the box with a centred crop in source pixels', () => {
    const filled = fillBox({ width: 800, height: 400 }, { width: 100, height: 100 });
    expect(filled).toEqual({ width: 100, height: 100, crop: { x: 200, y: 0, width: 400, height: 400, fullWidth: 800, fullHeight: 400 } });
  });
});

describe('replacing an image keeps its box (spec 001 section 4.12)', () => {
  const content = doc(page('p', image({ id: 'img', x: 10, y: 20, width: 200, height: 100 }), rect({ id: 'r' })));

  it('fill keeps position and size and crops the centre', () => {
    const next = replaceImage(content, { assetId: 'img', src: '/new.jpg', imageSize: { width: 400, height: 400 }, mode: 'fill' });
    expect(findAsset(next, 'img')).toMatchObject({
      x: 10, y: 20, width: 200, height: 100, imageElementSrc: '/new.jpg',
      crop: { x: 0, y: 100, width: 400, height: 200, fullWidth: 400, fullHeight: 400 },
    });
    expect(findAsset(next, 'r')).toBe(findAsset(content, 'r'));
  });

  it('fit puts the whole image in the box, centred', () => {
    const next = replaceImage(content, { assetId: 'img', src: '/new.jpg', imageSize: { width: 400, height: 400 }, mode: 'fit' });
    expect(findAsset(next, 'img')).toMatchObject({ x: 60, y: 20, width: 100, height: 100, imageElementSrc: '/new.jpg' });
    expect(findAsset(next, 'img')).not.toHaveProperty('crop');
  });

  it('changes nothing for a shape or an empty image', () => {
    expect(replaceImage(content, { assetId: 'r', src: '/x.jpg', imageSize: { width: 1, height: 1 }, mode: 'fit' })).toBe(content);
    expect(replaceImage(content, { assetId: 'img', src: '/x.jpg', imageSize: { width: 0, height: 10 }, mode: 'fill' })).toBe(content);
  });
});
