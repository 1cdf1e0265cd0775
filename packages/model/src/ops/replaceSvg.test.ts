import { describe, expect, it } from 'vitest';
import { asset, doc, image, page } from '../testing/fixtures';
import { addSvgImageAsset } from './add';
import { findAsset } from './collection';
import { isSvgReplaceable, replaceSvgArtwork } from './replaceSvg';

const svgImage = (over: Record<string, unknown> = {}) =>
  asset('svg_image', {
    id: 'shape',
    x: 100,
    y: 100,
    width: 200,
    height: 100,
    link: '/api/files/svgs/old.svg',
    svgId: 7,
    colorReplacements: { '#4ac6e3': '#ff0000' },
    shapeProps: { fill: '#00ff00', stroke: '#000000', strokeWidth: 2, strokeEnabled: true },
    ...over,
  });
const icon = (over: Record<string, unknown> = {}) => asset('icon', { id: 'icon', x: 10, y: 20, width: 100, height: 100, link: '/old-icon.svg', ...over });

describe('an SVG replaces a selected svg or icon in its mode, keeping its box (spec 001 section 4.12)', () => {
  it('a shape takes the new artwork, fitted inside its old box and centred there', () => {
    const content = doc(page('p', svgImage()));
    const next = findAsset(replaceSvgArtwork(content, { assetId: 'shape', link: '/new.svg', svgId: 9, naturalSize: { width: 50, height: 50 } }), 'shape');
    expect(next).toMatchObject({ id: 'shape', type: 'svg_image', link: '/new.svg', svgId: 9, x: 150, y: 100, width: 100, height: 100 });
  });

  it('keeps an svg_image’s fill and border, but not the colour changes of the old artwork', () => {
    const next = findAsset(replaceSvgArtwork(doc(page('p', svgImage())), { assetId: 'shape', link: '/new.svg' }), 'shape');
    expect(next).toMatchObject({ shapeProps: { fill: '#00ff00', strokeWidth: 2, strokeEnabled: true } });
    expect(next).not.toHaveProperty('colorReplacements');
    // No stock id for the new artwork: the old one's is gone too.
    expect(next).not.toHaveProperty('svgId');
  });

  it('takes the whole box when the new artwork’s size is unknown', () => {
    const next = findAsset(replaceSvgArtwork(doc(page('p', icon())), { assetId: 'icon', link: '/new-icon.svg', svgId: 3 }), 'icon');
    expect(next).toMatchObject({ type: 'icon', link: '/new-icon.svg', svgId: 3, x: 10, y: 20, width: 100, height: 100 });
  });

  it('keeps rotation, flips, opacity and layer, the centre staying where it was', () => {
    const content = doc(page('p', icon({ x: 100, y: 100, width: 100, height: 100, rotation: 90, scaleX: -1, opacity: 0.5 })));
    const next = findAsset(replaceSvgArtwork(content, { assetId: 'icon', link: '/wide.svg', naturalSize: { width: 200, height: 100 } }), 'icon')!;
    expect(next).toMatchObject({ width: 100, height: 50, rotation: 90, scaleX: -1, opacity: 0.5, zIndex: 1 });
    // The box shrinks to 100 x 50 about the same centre (50, 50 on the page), rotated and flipped as before.
    expect(next.x).toBeCloseTo(75);
    expect(next.y).toBeCloseTo(100);
  });

  it('leaves other assets, and missing ones, as they are', () => {
    const content = doc(page('p', image({ id: 'img' }), icon()));
    expect(replaceSvgArtwork(content, { assetId: 'img', link: '/x.svg' })).toBe(content);
    expect(replaceSvgArtwork(content, { assetId: 'nope', link: '/x.svg' })).toBe(content);
    expect(isSvgReplaceable(findAsset(content, 'icon'))).toBe(true);
    expect(isSvgReplaceable(findAsset(content, 'img'))).toBe(false);
  });
});

describe('a library shape is added in the 250 x 250 box of a new shape (spec 001 section 4.7)', () => {
  const content = doc(page('p'));
  it('at its own proportions when its size is known', () => {
    const added = addSvgImageAsset(content, { pageId: 'p', link: '/banner.svg', svgId: 4, naturalSize: { width: 200, height: 50 } }).assets.at(-1)!;
    expect(added).toMatchObject({ type: 'svg_image', link: '/banner.svg', svgId: 4, width: 250, height: 62.5 });
  });
  it('filling the box otherwise', () => {
    const added = addSvgImageAsset(content, { pageId: 'p', link: '/x.svg' }).assets.at(-1)!;
    expect(added).toMatchObject({ width: 250, height: 250 });
  });
});
