import { describe, expect, it } from 'vitest';
import { type LineConfig, defaultTextConfig } from '../assets';
import { asset, background, doc, image, line, page, rect, text } from '../testing/fixtures';
import { findAsset } from './collection';
import {
  assetColors,
  assetFillColor,
  assetsSharingColor,
  changeColorEverywhere,
  changeFillNeedsConfirmation,
  replaceSvgColor,
  setAssetFill,
  setAssetStroke,
  setPageBackgroundColor,
  setTextBoxFill,
} from './colors';

const at = (content: ReturnType<typeof doc>, id: string) => findAsset(content, id)!;
const boxed = (id: string, fill: string, backgroundColor: string, isBoxed = true) => text({ id, textConfig: defaultTextConfig({ fill, isBoxed, backgroundColor }) });
const icon = (id: string, colorReplacements?: Record<string, string>) => asset('icon', { id, link: '/i.svg', colorReplacements });

describe('assetColors: the colours an asset shows', () => {
  const content = doc(
    page(
      'p',
      background({ id: 'bg', fill: '#FFEECC' }),
      text({ id: 't', fill: 'black' }),
      boxed('boxed', '#fff', '#4ac6e3'),
      boxed('unboxed', '#000000', '#4ac6e3', false),
      rect({ id: 'r', fill: '#4AC6E3' }),
      rect({ id: 'bordered', shapeProps: { type: 'rect', fill: '#ff0000', stroke: '#263147', strokeWidth: 2, strokeEnabled: true, fillEnabled: false } }),
      line({ id: 'l' }),
      image({ id: 'img' }),
      icon('ic', { '#FF0000': '#00ff00' }),
    ),
  );

  it('lists text colour and, for boxed text only, the box fill', () => {
    expect(assetColors(at(content, 't'))).toEqual(['#000000']);
    expect(assetColors(at(content, 'boxed'))).toEqual(['#ffffff', '#4ac6e3']);
    expect(assetColors(at(content, 'unboxed'))).toEqual(['#000000']);
  });

  it('lists a shape fill and only a visible stroke', () => {
    expect(assetColors(at(content, 'r'))).toEqual(['#4ac6e3']);
    expect(assetColors(at(content, 'bordered'))).toEqual(['#263147']);
  });

  it('lists a line stroke, a background fill, nothing for a photo, svg replacements and file colours', () => {
    expect(assetColors(at(content, 'l'))).toEqual(['#000000']);
    expect(assetColors(at(content, 'bg'))).toEqual(['#ffeecc']);
    expect(assetColors(at(content, 'img'))).toEqual([]);
    expect(assetColors(at(content, 'ic'))).toEqual(['#00ff00']);
    expect(assetColors(at(content, 'ic'), ['#ff0000', '#0000ff'])).toEqual(['#00ff00', '#0000ff']);
  });

  it('finds the fill colour a change starts from', () => {
    expect(assetFillColor(content, 'r')).toBe('#4ac6e3');
    expect(assetFillColor(content, 'l')).toBe('#000000');
    expect(assetFillColor(content, 'img')).toBeUndefined();
  });
});

describe('fill change asks to change all when the old colour is used by more than one asset (spec 001 section 4.13)', () => {
  const content = doc(
    page('p1', rect({ id: 'a', fill: '#4ac6e3' }), text({ id: 'b', fill: '#4AC6E3' }), rect({ id: 'c', fill: '#ff0000' })),
    page('p2', line({ id: 'd', lineConfig: { ...lineConfig(), stroke: 'rgb(74,198,227)' } })),
  );

  it('finds every asset with the colour in any spelling, across pages', () => {
    expect(assetsSharingColor(content, 'rgb(74, 198, 227)').map((a) => a.id)).toEqual(['a', 'b', 'd']);
    expect(assetsSharingColor(content, 'none')).toEqual([]);
  });

  it('opens the change-all dialog when another asset uses the old colour', () => {
    expect(changeFillNeedsConfirmation(content, 'a', '#4ac6e3')).toBe(true);
  });

  it('applies directly when only the selected asset uses it', () => {
    expect(changeFillNeedsConfirmation(content, 'c', '#ff0000')).toBe(false);
  });

  it('counts svg colours the caller extracted from the files', () => {
    const withIcon = doc(page('p', rect({ id: 'a', fill: '#ff0000' }), icon('ic')));
    expect(changeFillNeedsConfirmation(withIcon, 'a', '#ff0000')).toBe(false);
    expect(changeFillNeedsConfirmation(withIcon, 'a', '#ff0000', { ic: ['#FF0000'] })).toBe(true);
  });

  it('No: changes only the selected asset, the others keep their identity', () => {
    const next = setAssetFill(content, { assetId: 'a', color: '#263147' });
    expect(at(next, 'a')).toMatchObject({ shapeProps: { fill: '#263147' } });
    expect(at(next, 'b')).toBe(at(content, 'b'));
    expect(at(next, 'd')).toBe(at(content, 'd'));
    expect(content.assets.find((x) => x.id === 'a')).toMatchObject({ shapeProps: { fill: '#4ac6e3' } });
  });

  it('Yes: changes every asset with that colour and leaves the rest untouched', () => {
    const next = changeColorEverywhere(content, { from: '#4ac6e3', to: '#263147' });
    expect(assetColors(at(next, 'a'))).toEqual(['#263147']);
    expect(assetColors(at(next, 'b'))).toEqual(['#263147']);
    expect(assetColors(at(next, 'd'))).toEqual(['#263147']);
    expect(at(next, 'c')).toBe(at(content, 'c'));
    expect(assetsSharingColor(next, '#4ac6e3')).toEqual([]);
  });

  it('Yes: recolours only the parts in the old colour, including svg colour replacements', () => {
    const mixed = doc(
      page(
        'p',
        boxed('t', '#ff0000', '#FF0000'),
        rect({ id: 'r', shapeProps: { type: 'rect', fill: '#ffffff', stroke: 'red', strokeWidth: 2, strokeEnabled: true, fillEnabled: true } }),
        icon('ic', { '#000000': '#ff0000', '#00ff00': '#0000ff' }),
        icon('plain'),
      ),
    );
    const next = changeColorEverywhere(mixed, { from: 'red', to: '#263147', svgColors: { plain: ['#F00', '#fff'] } });
    expect(at(next, 't')).toMatchObject({ textConfig: { fill: '#263147', backgroundColor: '#263147', isBoxed: true } });
    expect(at(next, 'r')).toMatchObject({ shapeProps: { fill: '#ffffff', stroke: '#263147' } });
    expect(at(next, 'ic')).toMatchObject({ colorReplacements: { '#000000': '#263147', '#00ff00': '#0000ff' } });
    expect(at(next, 'plain')).toMatchObject({ colorReplacements: { '#ff0000': '#263147' } });
  });

  it('returns the same content when no asset has the colour or the colour stays', () => {
    expect(changeColorEverywhere(content, { from: '#123456', to: '#263147' })).toBe(content);
    expect(changeColorEverywhere(content, { from: '#4ac6e3', to: 'rgb(74,198,227)' })).toBe(content);
    expect(changeColorEverywhere(content, { from: '#4ac6e3', to: 'none' })).toBe(content);
  });

  it('never changes page background colours', () => {
    const white = doc(page('p', text({ id: 't', fill: '#ffffff' }), text({ id: 'u', fill: 'white' })));
    const next = changeColorEverywhere(white, { from: '#fff', to: '#000' });
    expect(next.pages[0]!.backgroundColor).toBe('#ffffff');
    expect(assetColors(at(next, 'u'))).toEqual(['#000000']);
  });
});

describe('colours stored as inks (issue 26) are colours of their own', () => {
  const inks = 'device-cmyk(0% 100% 100% 0%)';
  const content = doc(
    page('p', rect({ id: 'a', fill: inks }), text({ id: 'b', fill: 'device-cmyk(0 1 1 0)' }), rect({ id: 'screen-red', fill: '#ff0000' }), icon('ic', { '#000000': inks })),
  );

  it('are listed and compared in their one spelling, never as the screen colour their naive formula gives', () => {
    expect(assetColors(at(content, 'b'))).toEqual([inks]);
    expect(assetColors(at(content, 'ic'))).toEqual([inks]);
    expect(assetsSharingColor(content, inks).map((a) => a.id)).toEqual(['a', 'b', 'ic']);
    expect(assetsSharingColor(content, '#ff0000').map((a) => a.id)).toEqual(['screen-red']);
    expect(changeFillNeedsConfirmation(content, 'screen-red', '#ff0000')).toBe(false);
    expect(changeFillNeedsConfirmation(content, 'a', inks)).toBe(true);
  });

  it('are stored as inks by a fill, a border, a box, an svg colour and a page, in the one spelling', () => {
    expect(at(setAssetFill(content, { assetId: 'screen-red', color: 'DEVICE-CMYK(0.2 0 0 0.1)' }), 'screen-red')).toMatchObject({
      shapeProps: { fill: 'device-cmyk(20% 0% 0% 10%)' },
    });
    expect(at(setAssetStroke(content, { assetId: 'a', color: inks }), 'a')).toMatchObject({ shapeProps: { stroke: inks, strokeEnabled: true } });
    expect(at(setTextBoxFill(content, { assetId: 'b', color: inks }), 'b')).toMatchObject({ textConfig: { backgroundColor: inks, isBoxed: true } });
    expect(at(replaceSvgColor(content, { assetId: 'ic', from: '#000', to: 'device-cmyk(100% 0% 0% 0%)' }), 'ic')).toMatchObject({
      colorReplacements: { '#000000': 'device-cmyk(100% 0% 0% 0%)' },
    });
    expect(setPageBackgroundColor(content, { pageId: 'p', color: inks }).pages[0]!.backgroundColor).toBe(inks);
  });

  it('change everywhere from inks to inks or to a screen colour, and leaves the screen red alone', () => {
    const next = changeColorEverywhere(content, { from: 'device-cmyk(0 1 1 0)', to: 'device-cmyk(0% 0% 0% 100%)' });
    for (const id of ['a', 'b', 'ic']) expect(assetColors(at(next, id))).toEqual(['device-cmyk(0% 0% 0% 100%)']);
    expect(at(next, 'screen-red')).toBe(at(content, 'screen-red'));
    const back = changeColorEverywhere(content, { from: inks, to: '#263147' });
    expect(assetsSharingColor(back, '#263147').map((a) => a.id)).toEqual(['a', 'b', 'ic']);
    expect(changeColorEverywhere(content, { from: '#ff0000', to: inks }).assets.every((a) => assetColors(a).every((c) => c === inks))).toBe(true);
  });
});

function lineConfig(): LineConfig {
  return (line() as { lineConfig: LineConfig }).lineConfig;
}

describe('fill, stroke and box fill of one asset', () => {
  const content = doc(
    page(
      'p',
      background({ id: 'bg' }),
      text({ id: 't' }),
      rect({ id: 'r', fill: '#4ac6e3' }),
      line({ id: 'l' }),
      image({ id: 'img' }),
      asset('svg_image', { id: 's', link: '/s.svg' }),
    ),
  );

  it('stores the new colour as #rrggbb and turns a shape fill on', () => {
    const off = doc(page('p', rect({ id: 'r', shapeProps: { type: 'rect', fill: '#000', stroke: '#000', strokeWidth: 0, strokeEnabled: false, fillEnabled: false } })));
    expect(at(setAssetFill(off, { assetId: 'r', color: 'Navy' }), 'r')).toMatchObject({ shapeProps: { fill: '#000080', fillEnabled: true } });
    expect(at(setAssetFill(content, { assetId: 't', color: '#F00' }), 't')).toMatchObject({ textConfig: { fill: '#ff0000' } });
    expect(at(setAssetFill(content, { assetId: 'bg', color: '#fff' }), 'bg')).toMatchObject({ fill: '#ffffff' });
    expect(at(setAssetFill(content, { assetId: 's', color: '#fff' }), 's')).toMatchObject({ shapeProps: { fill: '#ffffff', fillEnabled: true } });
  });

  it("colours a line's stroke with its Fill tool", () => {
    expect(at(setAssetFill(content, { assetId: 'l', color: '#4ac6e3' }), 'l')).toMatchObject({ lineConfig: { stroke: '#4ac6e3', fill: '#000000' } });
  });

  it('turns a shape border on with a colour, and colours a line', () => {
    expect(at(setAssetStroke(content, { assetId: 'r', color: '#263147' }), 'r')).toMatchObject({
      shapeProps: { stroke: '#263147', strokeEnabled: true, fill: '#4ac6e3' },
    });
    expect(at(setAssetStroke(content, { assetId: 'l', color: 'red' }), 'l')).toMatchObject({ lineConfig: { stroke: '#ff0000' } });
  });

  it('box fill turns the box on with a colour and off with none', () => {
    const boxed = setTextBoxFill(content, { assetId: 't', color: '#4AC6E3' });
    expect(at(boxed, 't')).toMatchObject({ textConfig: { backgroundColor: '#4ac6e3', isBoxed: true } });
    expect(at(setTextBoxFill(boxed, { assetId: 't', color: '' }), 't')).toMatchObject({ textConfig: { backgroundColor: '', isBoxed: false } });
  });

  it('replaces one svg colour and keeps the others', () => {
    const withIcon = doc(page('p', icon('ic', { '#00ff00': '#0000ff' })));
    const next = replaceSvgColor(withIcon, { assetId: 'ic', from: '#F00', to: 'white' });
    expect(at(next, 'ic')).toMatchObject({ colorReplacements: { '#00ff00': '#0000ff', '#ff0000': '#ffffff' } });
    expect(replaceSvgColor(withIcon, { assetId: 'ic', from: '#0f0', to: '#00f' })).toBe(withIcon);
  });

  it('returns the same content for the same colour in another spelling, no colour, or no fill', () => {
    expect(setAssetFill(content, { assetId: 'r', color: 'rgb(74, 198, 227)' })).toBe(content);
    expect(setAssetFill(content, { assetId: 'r', color: 'not a colour' })).toBe(content);
    expect(setAssetFill(content, { assetId: 'img', color: '#ff0000' })).toBe(content);
    expect(setAssetStroke(content, { assetId: 't', color: '#ff0000' })).toBe(content);
    expect(setAssetFill(content, { assetId: 'missing', color: '#ff0000' })).toBe(content);
  });
});

describe('page background colour', () => {
  const content = doc(page('p1'), page('p2'));

  it('sets one page, normalised, and keeps the other page object', () => {
    const next = setPageBackgroundColor(content, { pageId: 'p2', color: '#4AC6E3' });
    expect(next.pages[1]).toEqual({ id: 'p2', backgroundColor: '#4ac6e3' });
    expect(next.pages[0]).toBe(content.pages[0]);
  });

  it('returns the same content for the default #ffffff written as white, an unknown page or no colour', () => {
    expect(setPageBackgroundColor(content, { pageId: 'p1', color: 'white' })).toBe(content);
    expect(setPageBackgroundColor(content, { pageId: 'nope', color: '#000' })).toBe(content);
    expect(setPageBackgroundColor(content, { pageId: 'p1', color: 'none' })).toBe(content);
  });
});
