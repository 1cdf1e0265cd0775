import { describe, expect, it } from 'vitest';
import { asset, doc, image, page, rect } from '../testing/fixtures';
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
      x: 10,
      y: 20,
      width: 200,
      height: 100,
      imageElementSrc: '/new.jpg',
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

describe('replacing keeps the box when the asset is turned or flipped', () => {
  it('fit centres the picture in the rotated box', () => {
    // A 200 x 100 box turned 90 degrees about (100, 100): its centre is at (50, 200).
    const turned = doc(page('p', image({ id: 'img', x: 100, y: 100, width: 200, height: 100, rotation: 90 })));
    const next = findAsset(replaceImage(turned, { assetId: 'img', src: '/sq.jpg', imageSize: { width: 50, height: 50 }, mode: 'fit' }), 'img')!;
    expect(next).toMatchObject({ width: 100, height: 100, rotation: 90 });
    expect(next.x).toBeCloseTo(100, 9);
    expect(next.y).toBeCloseTo(150, 9);
  });

  it('fit centres the picture in a horizontally flipped box', () => {
    // scaleX -1: the box spans x 10..210 leftwards from x = 210.
    const flipped = doc(page('p', image({ id: 'img', x: 210, y: 20, width: 200, height: 100, scaleX: -1 })));
    const next = findAsset(replaceImage(flipped, { assetId: 'img', src: '/sq.jpg', imageSize: { width: 400, height: 400 }, mode: 'fit' }), 'img')!;
    expect(next).toMatchObject({ x: 160, y: 20, width: 100, height: 100, scaleX: -1 });
  });
});

describe('replacing an illustration or a logo', () => {
  it('an illustration gets the new link, without the old stock id, and a centred crop on fill', () => {
    const content = doc(page('p', asset('illustration', { id: 'ill', width: 100, height: 100, illustrationConfig: { link: '/old.png', id: 4 } })));
    const next = findAsset(replaceImage(content, { assetId: 'ill', src: '/new.png', imageSize: { width: 300, height: 100 }, mode: 'fill' }), 'ill');
    expect(next).toMatchObject({ illustrationConfig: { link: '/new.png' }, crop: { x: 100, y: 0, width: 100, height: 100 } });
    expect(next?.type === 'illustration' && next.illustrationConfig.id).toBeUndefined();
  });

  it('fit drops an old crop', () => {
    const content = doc(
      page('p', asset('logo', { id: 'l', imageElementSrc: '/a.png', width: 100, height: 50, crop: { x: 1, y: 1, width: 5, height: 5, fullWidth: 10, fullHeight: 10 } })),
    );
    const next = findAsset(replaceImage(content, { assetId: 'l', src: '/b.png', imageSize: { width: 10, height: 10 }, mode: 'fit' }), 'l');
    expect(next).toMatchObject({ imageElementSrc: '/b.png', x: 75, width: 50, height: 50 });
    expect(next).not.toHaveProperty('crop');
  });

  it('takes the id of the user picture that replaces it, and drops the old one for a stock photo (spec 001 section 7)', () => {
    const content = doc(page('p', asset('logo', { id: 'l', imageElementSrc: '/a.png', imageId: 3, width: 100, height: 50 })));
    const mine = findAsset(replaceImage(content, { assetId: 'l', src: '/b.png', imageSize: { width: 10, height: 10 }, mode: 'fit', imageId: 9 }), 'l');
    expect(mine).toMatchObject({ imageElementSrc: '/b.png', imageId: 9 });
    const stock = findAsset(replaceImage(content, { assetId: 'l', src: 'https://stock.example/p.jpg', imageSize: { width: 10, height: 10 }, mode: 'fill' }), 'l');
    expect(stock).not.toHaveProperty('imageId');
  });
});
