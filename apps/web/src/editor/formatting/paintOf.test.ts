import type { LineAsset } from '@layout/model';
import { describe, expect, it } from 'vitest';
import { asset, background, doc, image, line, page, rect, text } from '../../../../../packages/model/src/testing/fixtures';
import { borderOf, fillOf } from './paintOf';
import { artworkSource } from './readColours';

// A line is drawn by its stroke: its Fill tool shows (and changes) the stroke, not its unused fill.
const blueLine = { ...(line() as Partial<LineAsset>).lineConfig!, stroke: 'blue', fill: '#ff00ff' };

const assets = doc(
  page(
    'p',
    text({ id: 't', fill: 'RED' }),
    rect({ id: 'r', fill: '#00FF00' }),
    rect({ id: 's', shapeProps: { type: 'rect', fill: '#fff', stroke: '#123', strokeWidth: 2, strokeEnabled: true, fillEnabled: true } }),
    line({ id: 'l', lineConfig: blueLine }),
    background({ id: 'b', fill: '#ffeecc' }),
    image({ id: 'i', imageElementSrc: '/photo.jpg' }),
    asset('icon', { id: 'c', link: '' }),
    asset('illustration', { id: 'u', illustrationConfig: { link: '/art.svg', id: 4 } }),
  ),
).assets;
const byId = (id: string) => assets.find((a) => a.id === id)!;

describe('the colour each popup shows', () => {
  it('FILL COLOUR: a text colour, a shape fill, a line colour, a background fill, as #rrggbb', () => {
    expect(['t', 'r', 'l', 'b'].map((id) => fillOf(byId(id)))).toEqual(['#ff0000', '#00ff00', '#0000ff', '#ffeecc']);
  });

  it('an asset without a fill shows black rather than nothing', () => {
    expect(fillOf(byId('i'))).toBe('#000000');
  });

  it('BORDER COLOUR: a shape stroke and whether it is on; other assets have no border', () => {
    expect(borderOf(byId('r'))).toEqual({ color: '#000000', enabled: false });
    expect(borderOf(byId('s'))).toEqual({ color: '#112233', enabled: true });
    expect(borderOf(byId('t'))).toEqual({ color: '#000000', enabled: false });
  });
});

describe('where the colours extraction reads an artwork from', () => {
  it('the image file, the illustration link, nothing for an empty link or a text', () => {
    expect(artworkSource(byId('i'))).toBe('/photo.jpg');
    expect(artworkSource(byId('u'))).toBe('/art.svg');
    expect(artworkSource(byId('c'))).toBeUndefined();
    expect(artworkSource(byId('t'))).toBeUndefined();
  });
});
