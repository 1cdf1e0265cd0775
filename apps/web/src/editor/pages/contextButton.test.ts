import { describe, expect, it } from 'vitest';
import { doc, image, page, rect, text } from '../../../../../packages/model/src/testing/fixtures';
import { contextButtonFor } from './contextButton';

const content = doc(page('p1', image({ id: 'img' }), text({ id: 'plain' }), rect({ id: 'boxed-src' }), rect({ id: 'plain-shape' })));
const find = (id: string) => content.assets.find((a) => a.id === id)!;
const boxed = { ...find('plain'), id: 'boxed', textConfig: { ...(find('plain') as { textConfig: object }).textConfig, isBoxed: true } } as never;
const patterned = {
  ...find('plain-shape'),
  shapeProps: { ...(find('plain-shape') as { shapeProps: object }).shapeProps, fillPattern: { image: 'x.png', x: 0, y: 0, scale: 1, repeat: 'no-repeat' } },
} as never;

describe('the context button labels (spec 001 section 4.4)', () => {
  it('reads Edit crop for an image, entering the crop mode', () => {
    expect(contextButtonFor([find('img')], null)).toEqual({ label: 'Edit crop', action: 'enter', kind: 'cropImage', assetId: 'img' });
  });

  it('reads Edit Text for plain and boxed text, entering the matching mode', () => {
    expect(contextButtonFor([find('plain')], null)).toMatchObject({ label: 'Edit Text', kind: 'editTextContent' });
    expect(contextButtonFor([boxed], null)).toMatchObject({ label: 'Edit Text', kind: 'editBoxedTextContent' });
  });

  it('reads Edit image pattern only for a shape or an svg_image with a pattern fill', () => {
    expect(contextButtonFor([patterned], null)).toMatchObject({ label: 'Edit image pattern', kind: 'transformShapeImagePattern' });
    expect(contextButtonFor([find('plain-shape')], null)).toBeNull();
    const svg = { ...find('plain-shape'), type: 'svg_image', link: '/a.svg', shapeProps: undefined } as never;
    const patternedSvg = { ...(svg as object), shapeProps: { fillEnabled: false, fillPattern: { image: 'x.png', x: 0, y: 0, scale: 1, repeat: 'no-repeat' } } } as never;
    expect(contextButtonFor([patternedSvg], null)).toMatchObject({ label: 'Edit image pattern', kind: 'transformShapeImagePattern' });
    expect(contextButtonFor([svg], null)).toBeNull();
  });

  it('reads Save ... while a mode is on', () => {
    expect(contextButtonFor([find('img')], { kind: 'cropImage', assetId: 'img' })).toEqual({ label: 'Save crop', action: 'save' });
    expect(contextButtonFor([find('plain')], { kind: 'editTextContent', assetId: 'plain' })).toMatchObject({ label: 'Save Text' });
    expect(contextButtonFor([boxed], { kind: 'editBoxedTextContent', assetId: 'boxed' })).toMatchObject({ label: 'Save Text' });
    expect(contextButtonFor([patterned], { kind: 'transformShapeImagePattern', assetId: 'plain-shape' })).toMatchObject({ label: 'Save image pattern' });
  });

  it('shows nothing for no selection or a group selection', () => {
    expect(contextButtonFor([], null)).toBeNull();
    expect(contextButtonFor([find('img'), find('plain')], null)).toBeNull();
  });
});
