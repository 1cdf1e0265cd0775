import { describe, expect, it } from 'vitest';
import { MAX_EXTRACTED_COLORS, extractImageColors, extractSvgColors, extractionChoices } from './extract';

describe('colours extraction offers at most the first 4 colours, all pre-checked (spec 001 section 4.13)', () => {
  it('offers 4 of 6 colours, every one checked', () => {
    expect(MAX_EXTRACTED_COLORS).toBe(4);
    const choices = extractionChoices(['#000000', '#111111', '#222222', '#333333', '#444444', '#555555']);
    expect(choices).toEqual([
      { color: '#000000', checked: true },
      { color: '#111111', checked: true },
      { color: '#222222', checked: true },
      { color: '#333333', checked: true },
    ]);
  });

  it('offers fewer when there are fewer', () => {
    expect(extractionChoices(['#ff0000'])).toEqual([{ color: '#ff0000', checked: true }]);
  });
});

describe('extractSvgColors reads fill and stroke in document order', () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">
    <style>.a { fill: #4AC6E3; stroke-width: 2 } .b{stroke:navy !important}</style>
    <!-- <rect fill="#123456"/> -->
    <rect fill="#FFF" stroke='rgb(38, 49, 71)' fill-opacity="0.5" data-fill="#abcdef"/>
    <circle style="fill:white;stroke:#F00" />
    <path fill="none" stroke="url(#g)"/>
    <linearGradient id="g"><stop offset="0" stop-color="#0f0"/></linearGradient>
    <path class="a" fill="currentColor"/>
  </svg>`;

  it('returns each colour once, normalised, in the order the file paints them', () => {
    expect(extractSvgColors(svg)).toEqual(['#4ac6e3', '#000080', '#ffffff', '#263147', '#ff0000', '#00ff00']);
  });

  it('finds nothing in an svg that paints with defaults only', () => {
    expect(extractSvgColors('<svg><path d="M0 0L10 10"/></svg>')).toEqual([]);
  });
});

/** RGBA bytes of pixels given as [r, g, b, a] tuples. */
const pixels = (...list: [number, number, number, number][]) => Uint8ClampedArray.from(list.flat());

describe('extractImageColors ranks opaque colours by frequency', () => {
  const red: [number, number, number, number] = [255, 0, 0, 255];
  const blue: [number, number, number, number] = [0, 0, 255, 255];
  const green: [number, number, number, number] = [0, 128, 0, 255];
  const clear: [number, number, number, number] = [255, 255, 255, 0];

  it('puts the most frequent colour first and ignores transparent pixels', () => {
    // 3 blue, 2 red, 1 green and 4 transparent white pixels, 5 x 2.
    const rgba = pixels(red, blue, clear, blue, clear, green, clear, blue, red, clear);
    expect(extractImageColors(rgba, 5, 2)).toEqual(['#0000ff', '#ff0000', '#008000']);
  });

  it('merges near shades into one colour, their average', () => {
    const rgba = pixels([250, 10, 10, 255], [240, 0, 0, 255], [0, 0, 255, 255]);
    expect(extractImageColors(rgba, 3, 1)).toEqual(['#f50505', '#0000ff']);
  });

  it('breaks ties by first appearance and stops at 4 by default', () => {
    const five = pixels([0, 0, 0, 255], [255, 255, 255, 255], [255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255]);
    expect(extractImageColors(five, 5, 1)).toEqual(['#000000', '#ffffff', '#ff0000', '#00ff00']);
    expect(extractImageColors(five, 5, 1, 2)).toEqual(['#000000', '#ffffff']);
    expect(extractImageColors([...five], 5, 1, 5)).toHaveLength(5);
  });

  it('gives nothing for a fully transparent image', () => {
    expect(extractImageColors(pixels(clear, clear), 2, 1)).toEqual([]);
  });
});
