import { fillTextConfig } from '@layout/model';
import { describe, expect, it } from 'vitest';
import { loadDefaultFamily } from '../fonts/node';
import { type TextLayoutConfig, layoutText } from './layout';
import { advanceOf, config, px } from './testing';

/**
 * Data-driven fields laid out (spec 000 sections 1 and 3): the canvas and the export lay out a
 * text with its placeholders filled by the model's `fillTextConfig`, so the lines, and the box
 * height the editor fits to them, are those of the filled words, not of the placeholders.
 */

const roboto = (await loadDefaultFamily()).regular;
const SIZE = px(12);

const values = { fullName: 'Ada Lovelace', jobtitle: 'Chief Analytical Engine Programmer', email: '' };
const laidOut = (textConfig: TextLayoutConfig, width: number) => layoutText({ textConfig: fillTextConfig(textConfig, values), width }, roboto);
const lines = (textConfig: TextLayoutConfig, width: number) => laidOut(textConfig, width).lines.map((l) => l.text);

describe('a text with data-driven fields is laid out filled', () => {
  it('a value longer than its placeholder wraps to more lines, and the box grows with them', () => {
    const text = config({ text: '%jobtitle%' });
    // Wide enough for the placeholder and for the value's longest word.
    const width = Math.max(advanceOf(roboto, '%jobtitle%', SIZE), advanceOf(roboto, 'Programmer', SIZE)) + 1;
    expect(layoutText({ textConfig: text, width }, roboto).lines).toHaveLength(1);
    const filled = laidOut(text, width);
    expect(filled.lines.map((l) => l.text).join(' ')).toBe('Chief Analytical Engine Programmer');
    expect(filled.lines.length).toBeGreaterThan(1);
    expect(filled.height).toBeCloseTo(filled.lines.length * SIZE * text.lineHeight, 5);
  });

  it('a value shorter than its placeholder takes fewer lines', () => {
    const text = config({ text: '%fullName% %fullName%' });
    const width = advanceOf(roboto, '%fullName%', SIZE) + 1;
    expect(layoutText({ textConfig: text, width }, roboto).lines).toHaveLength(2);
    expect(lines(text, advanceOf(roboto, 'Ada Lovelace Ada Lovelace', SIZE) + 1)).toEqual(['Ada Lovelace Ada Lovelace']);
  });

  it('names match in any case', () => {
    const width = 300;
    expect(laidOut(config({ text: 'By %FULLNAME%' }), width)).toEqual(layoutText({ textConfig: config({ text: 'By Ada Lovelace' }), width }, roboto));
    expect(lines(config({ text: '%FullName%\n%fullname%' }), width)).toEqual(['Ada Lovelace', 'Ada Lovelace']);
  });

  it('an unknown name is laid out as typed', () => {
    const text = config({ text: 'Dear %name%, 100% yours' });
    expect(laidOut(text, 300)).toEqual(layoutText({ textConfig: text, width: 300 }, roboto));
    expect(lines(text, 300)).toEqual(['Dear %name%, 100% yours']);
  });

  it('a field without a value keeps its placeholder, lines and height included', () => {
    const text = config({ text: '%email% %fullName%' });
    const width = advanceOf(roboto, '%email%', SIZE) + 1;
    expect(lines(text, width)).toEqual(['%email%', 'Ada', 'Lovelace']);
    expect(lines(config({ text: '%email%' }), 300)).toEqual(['%email%']);
  });

  it('upper-cased texts upper-case the filled value', () => {
    expect(lines(config({ text: '%fullName%', isUpperCase: true }), 300)).toEqual(['ADA LOVELACE']);
  });
});
