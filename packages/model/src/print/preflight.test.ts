import { describe, expect, it } from 'vitest';
import { asset, background, doc, image, page, rect, text } from '../testing/fixtures';
import { type PixelSize, effectivePpi, preflightFindings, screenColorsToCheck } from './preflight';

// A 90 x 55 mm business card in mm: 340.2 x 207.9 px at 96 px to the inch.
const card = { flatWidth: 90, flatHeight: 55, units: 'mm' as const };
const sizes = (entries: Record<string, PixelSize> = {}) => new Map(Object.entries(entries));
const run = (content: ReturnType<typeof doc>, pictureSizes = sizes(), failed: number[] = []) => preflightFindings({ content, pictureSizes, failedFontIds: new Set(failed) });

describe('pictures below 300 ppi at their printed size', () => {
  it('a photo 192 px wide printed 1 inch wide (96 px) is 192 ppi: named by page and kind', () => {
    const content = doc(card, page('p1'), page('p2', image({ id: 'photo', x: 60, y: 60, width: 96, height: 64, imageElementSrc: '/a.jpg' })));
    expect(run(content, sizes({ '/a.jpg': { width: 192, height: 128 } }))).toEqual([
      { kind: 'lowResolution', assetId: 'photo', pageNumber: 2, message: 'Photo is 192 ppi at its printed size (print needs 300 ppi)' },
    ]);
  });
  it('300 ppi or more passes', () => {
    const content = doc(card, page('p', image({ x: 60, y: 60, width: 96, height: 64, imageElementSrc: '/a.jpg' })));
    expect(run(content, sizes({ '/a.jpg': { width: 300, height: 200 } }))).toEqual([]);
  });
  it('counts only the cropped part, scaled to the picture loaded now, and the scale of the box', () => {
    // The crop is half the width of a picture cropped at 1000 px; the file is 2000 px now: 1000 px shown.
    const photo = image({
      id: 'i',
      x: 60,
      y: 60,
      width: 96,
      height: 96,
      imageElementSrc: '/a.jpg',
      crop: { x: 0, y: 0, width: 500, height: 500, fullWidth: 1000, fullHeight: 1000 },
    });
    const content = doc(card, page('p', photo));
    expect(effectivePpi(content.assets[0]!, content, sizes({ '/a.jpg': { width: 2000, height: 2000 } }))).toBeCloseTo(1000);
    const scaled = doc(card, page('p', { ...photo, scaleX: 4, scaleY: -4 }));
    expect(effectivePpi(scaled.assets[0]!, scaled, sizes({ '/a.jpg': { width: 2000, height: 2000 } }))).toBeCloseTo(250);
  });
  it('the lower axis decides (a crop stretched one way)', () => {
    const content = doc(card, page('p', image({ x: 60, y: 60, width: 96, height: 48, imageElementSrc: '/a.jpg' })));
    expect(effectivePpi(content.assets[0]!, content, sizes({ '/a.jpg': { width: 400, height: 100 } }))).toBeCloseTo(200);
  });
  it('without a loaded size, the size the crop was made against; without either, not checked', () => {
    const crop = { x: 0, y: 0, width: 100, height: 100, fullWidth: 100, fullHeight: 100 };
    const content = doc(card, page('p', image({ id: 'a', x: 60, y: 60, width: 96, height: 96, crop }), image({ id: 'b', x: 60, y: 60, width: 96, height: 96 })));
    expect(run(content).map((f) => [f.assetId, f.kind])).toEqual([['a', 'lowResolution']]);
  });
  it('checks logos, picture backgrounds and raster illustrations; SVG illustrations (no size given) are not', () => {
    const content = doc(
      card,
      page(
        'p',
        background({ id: 'bg', x: 0, y: 0, width: 0, height: 0, imageElementSrc: '/bg.jpg', fill: undefined }),
        asset('logo', { id: 'logo', x: 60, y: 60, width: 96, height: 96, imageElementSrc: '/l.png' }),
        asset('illustration', { id: 'png', x: 60, y: 60, width: 96, height: 96, illustrationConfig: { link: '/i.png' } }),
        asset('illustration', { id: 'svg', x: 60, y: 60, width: 96, height: 96, illustrationConfig: { link: '/i.svg' } }),
      ),
    );
    const findings = run(content, sizes({ '/bg.jpg': { width: 800, height: 600 }, '/l.png': { width: 100, height: 100 }, '/i.png': { width: 2000, height: 2000 } }));
    expect(findings.map((f) => f.assetId)).toEqual(['bg', 'logo']);
    // The background fills the bleed box (105 x 70 mm = 4.13 x 2.76 in) covering it with 800 x 600 px: the width decides.
    expect(findings[0]!.message).toBe('Background picture is 194 ppi at its printed size (print needs 300 ppi)');
  });
});

describe('edges: the canvas print warnings, with the distance', () => {
  it('a text 2 mm from the trim edge is in the 5 mm text safe area', () => {
    const content = doc(card, page('p', text({ id: 't', text: 'Call us today', x: 7.559, y: 60, width: 200, height: 30 })));
    expect(run(content)).toEqual([{ kind: 'textSafeArea', assetId: 't', pageNumber: 1, message: 'Text "Call us today" is 2.0 mm from the trim edge (keep it 5 mm inside)' }]);
  });
  it('a shape 1 mm past the edge should bleed 2 mm; one 3 mm inside is too close', () => {
    const content = doc(card, page('p', rect({ id: 'short', x: -3.78, y: 60 }), rect({ id: 'close', x: 200, y: 60, width: 340.2 - 200 - 11.34 })));
    expect(run(content)).toEqual([
      { kind: 'bleedRequired', assetId: 'short', pageNumber: 1, message: 'Shape reaches only 1.0 mm past the trim edge (full bleed needs 2 mm)' },
      { kind: 'tooCloseToEdge', assetId: 'close', pageNumber: 1, message: 'Shape stops 3.0 mm inside the trim edge: move it 5 mm in or 2 mm past the edge' },
    ]);
  });
  it('a shape bleeding on one side but 3 mm inside on another names the side inside', () => {
    const content = doc(card, page('p', rect({ id: 'r', x: -3.78, y: 100, width: 100, height: 207.9 - 100 - 11.34 })));
    expect(run(content).map((f) => f.message)).toEqual(['Shape stops 3.0 mm inside the trim edge: move it 5 mm in or 2 mm past the edge']);
  });
  it('a well placed design has no findings', () => {
    expect(run(doc(card, page('p', text({ x: 40, y: 40, width: 200 }), rect({ x: -10, y: -10, width: 360, height: 228 }))))).toEqual([]);
  });
});

describe('fonts that failed to load', () => {
  it('names the text and its font; texts in fonts that loaded are fine', () => {
    const content = doc(
      card,
      page(
        'p',
        text({ id: 'a', text: 'A very long heading that goes on and on', x: 40, y: 40, width: 200, textConfig: { fontId: 7, fontFamily: 'Lobster' } as never }),
        text({ id: 'b', x: 40, y: 100, width: 200 }),
      ),
    );
    expect(run(content, sizes(), [7])).toEqual([
      { kind: 'fontNotLoaded', assetId: 'a', pageNumber: 1, message: 'Text "A very long heading that…": its font Lobster could not be loaded, so it shows in the default font' },
    ]);
  });
});

describe('colours the press cannot print as shown', () => {
  const printed = new Map([
    ['#00ff00', { printed: '#7ebc51', difference: 17.4 }],
    ['#4ac6e3', { printed: '#60bfd7', difference: 2.6 }],
    ['#000000', { printed: '#1a1918', difference: 7.5 }],
  ]);
  const check = (content: ReturnType<typeof doc>) => preflightFindings({ content, pictureSizes: sizes(), failedFontIds: new Set(), printedColors: printed });

  it('names each asset showing a colour more than ΔE 5 from what the press prints, with what it prints as', () => {
    const content = doc(card, page('p', rect({ id: 'green', x: 60, y: 60, width: 40, height: 40, fill: '#00FF00' }), rect({ id: 'cyan', x: 120, y: 60, width: 40, height: 40 })));
    expect(check(content)).toEqual([
      { kind: 'outOfGamut', assetId: 'green', pageNumber: 1, message: 'Shape: #00ff00 prints as #7ebc51 (ΔE 17): the press cannot print it as shown' },
    ]);
  });

  it('leaves pure black out (printed as 100 % K by choice) and checks nothing without the profile’s answers', () => {
    const content = doc(card, page('p', text({ id: 't', x: 60, y: 60, text: 'Black', fill: '#000000' }), rect({ id: 'g', x: 120, y: 60, width: 40, height: 40, fill: '#00ff00' })));
    expect(
      check(content)
        .filter((f) => f.kind === 'outOfGamut')
        .map((f) => f.assetId),
    ).toEqual(['g']);
    expect(run(content).filter((f) => f.kind === 'outOfGamut')).toEqual([]);
  });

  it('leaves colours stored as inks out: the press prints exactly those, so only screen colours are asked about', () => {
    const inks = 'device-cmyk(0% 100% 100% 0%)';
    const content = doc(
      card,
      page(
        'p',
        rect({ id: 'inks', x: 60, y: 60, width: 40, height: 40, fill: inks }),
        rect({ id: 'green', x: 120, y: 60, width: 40, height: 40, fill: '#00FF00' }),
        text({ id: 't', x: 60, y: 120, text: 'Hi', fill: inks }),
      ),
    );
    expect(screenColorsToCheck(content)).toEqual(['#00ff00']);
    // Even told (wrongly) that the inks' naive screen colour is far from the print, the check names only the screen green.
    const told = new Map([...printed, [inks, { printed: '#e3001b', difference: 20 }]]);
    const findings = preflightFindings({ content, pictureSizes: sizes(), failedFontIds: new Set(), printedColors: told });
    expect(findings.filter((f) => f.kind === 'outOfGamut').map((f) => f.assetId)).toEqual(['green']);
  });
});
