import { describe, expect, it } from 'vitest';
import { ALL_ANCHORS, CORNER_ANCHORS } from './anchors';
import { shapeAnchors, shorterSideOnScreen, svgImageAnchors } from './reducedHandles';
import { assetViews } from '.';

const box = (width: number, height: number, scaleX = 1, scaleY = 1) => ({ width, height, scaleX, scaleY });

describe('reduced handles for small svg_images and shapes (spec 001 section 4.13)', () => {
  it('measures the shorter side on screen, flips and zoom included', () => {
    expect(shorterSideOnScreen(box(200, 80, -1, 1), 0.5)).toBe(40);
  });

  it('gives an svg_image four corner handles up to 100 screen px (scale 2 x 50 px)', () => {
    expect(svgImageAnchors(box(100, 300), 1)).toEqual(CORNER_ANCHORS);
    expect(svgImageAnchors(box(101, 300), 1)).toEqual(ALL_ANCHORS);
    expect(svgImageAnchors(box(250, 250), 0.4)).toEqual(CORNER_ANCHORS);
    expect(svgImageAnchors(box(60, 60), 2)).toEqual(ALL_ANCHORS);
  });

  it('gives a shape four corner handles up to 30 screen px (scale 0.6 x 50 px)', () => {
    expect(shapeAnchors(box(30, 250), 1)).toEqual(CORNER_ANCHORS);
    expect(shapeAnchors(box(31, 250), 1)).toEqual(ALL_ANCHORS);
    expect(shapeAnchors(box(250, 250), 0.1)).toEqual(CORNER_ANCHORS);
  });

  it('is what the registry gives the transformer for those types only', () => {
    expect(assetViews.svg_image.anchorsFor).toBe(svgImageAnchors);
    expect(assetViews.shape.anchorsFor).toBe(shapeAnchors);
    expect(assetViews.image.anchorsFor).toBeUndefined();
  });
});

describe('handles per type', () => {
  it('follows the table of section 4.13', () => {
    for (const type of ['image', 'illustration', 'svg_image', 'background', 'shape'] as const) expect(assetViews[type].anchors, type).toHaveLength(8);
    expect(assetViews.text.anchors).toHaveLength(6);
    for (const type of ['logo', 'icon', 'group'] as const) expect(assetViews[type].anchors, type).toEqual(CORNER_ANCHORS);
    expect(assetViews.line.anchors).toEqual(['middle-left', 'middle-right']);
  });
});
