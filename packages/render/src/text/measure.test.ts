import { describe, expect, it } from 'vitest';
import { loadDefaultFamily } from '../fonts/node';
import { createLineMeasure } from './measure';
import { advanceOf, px } from './testing';
import { wrapParagraph } from './wrap';

const roboto = (await loadDefaultFamily()).regular;
const SIZE = px(12);

describe('line measure for wrapping', () => {
  it('measures a string like fontkit does, letter spacing added per character', () => {
    const measure = createLineMeasure(roboto, SIZE, 0.5);
    expect(measure('Layout prints')).toBeCloseTo(advanceOf(roboto, 'Layout prints', SIZE) + 0.5 * 13, 6);
  });

  it('breaks a long text exactly where measuring every whole line would', () => {
    const words = 'Print material people trust: business cards, flyers and stickers, AVAWAY Type To. '.repeat(40).trim();
    const full = (text: string) => advanceOf(roboto, text, SIZE);
    for (const width of [120, 300, 517]) {
      expect(wrapParagraph(words, width, createLineMeasure(roboto, SIZE, 0))).toEqual(wrapParagraph(words, width, full));
    }
  });
});
