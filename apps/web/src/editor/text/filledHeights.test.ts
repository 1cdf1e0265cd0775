import { type DesignContent, type TextAsset, fillTextConfig } from '@layout/model';
import { type FontSet, layoutText } from '@layout/render';
import { loadDefaultFontSet } from '@layout/render/node';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { doc, page, rect, text } from '../../../../../packages/model/src/testing/fixtures';
import { setDataDrivenValues } from './dataDrivenValues';
import { fitFilledTexts } from './filledHeights';

// The canvas's fonts, as the shared layout reads them in Node: loaded or not, a stored one on its way or not.
const fonts = vi.hoisted(() => ({ set: null as FontSet<never> | null, waiting: new Set<number>() }));
vi.mock('./fonts', () => ({
  loadedFonts: () => fonts.set,
  waitsForFont: (config: { fontId: number }) => fonts.waiting.has(config.fontId),
}));
const defaultFonts = await loadDefaultFontSet();

/** The height of a text's lines as the export will print them: laid out with its fields filled. */
const printedHeight = (asset: TextAsset, values: Record<string, string>) =>
  layoutText({ textConfig: fillTextConfig(asset.textConfig, values), width: asset.width }, defaultFonts.resolve(asset.textConfig)).height;

const textOf = (content: DesignContent, id: string) => content.assets.find((a) => a.id === id) as TextAsset;

const ada = { fullName: 'Augusta Ada King, Countess of Lovelace', jobtitle: 'Chief Analytical Engine Programmer and Translator' };

// One line of %jobtitle% at 12 pt in a 120 px box; the job title takes several.
const content = doc(
  page('p', text({ id: 'job', text: '%jobtitle%', fontSize: 12, width: 120, height: 20.8 }), text({ id: 'plain', text: 'Plain words', height: 99 }), rect({ id: 'r' })),
  page('q', text({ id: 'name', text: '%FULLNAME%', fontSize: 12, width: 120, height: 20.8 })),
);

beforeEach(() => {
  fonts.set = defaultFonts as FontSet<never>;
  fonts.waiting.clear();
  setDataDrivenValues(ada);
});

describe('texts with data-driven fields are as tall as their filled lines', () => {
  it('a value longer than its placeholder makes the box taller; the document keeps the placeholder', () => {
    const fitted = fitFilledTexts(content);
    const job = textOf(fitted, 'job');
    expect(job.textConfig.text).toBe('%jobtitle%');
    expect(job.height).toBeCloseTo(printedHeight(job, ada), 6);
    expect(job.height).toBeGreaterThan(2 * 20.8);
  });

  it('fits texts on every page; names match in any case', () => {
    const name = textOf(fitFilledTexts(content), 'name');
    expect(name.height).toBeCloseTo(printedHeight(name, ada), 6);
    expect(name.height).toBeGreaterThan(2 * 20.8);
  });

  it('texts without fields and other assets are left alone; fitted content is returned as it is', () => {
    const fitted = fitFilledTexts(content);
    expect(textOf(fitted, 'plain')).toBe(textOf(content, 'plain'));
    expect(fitted.assets.find((a) => a.id === 'r')).toBe(content.assets.find((a) => a.id === 'r'));
    expect(fitFilledTexts(fitted)).toBe(fitted);
  });

  it('follows new details: a shorter value, then an emptied one, which shows its placeholder', () => {
    const long = fitFilledTexts(content);
    setDataDrivenValues({ ...ada, jobtitle: 'Analyst' });
    const short = fitFilledTexts(long);
    expect(textOf(short, 'job').height).toBeLessThan(textOf(long, 'job').height);
    expect(textOf(short, 'job').height).toBeCloseTo(printedHeight(textOf(short, 'job'), { jobtitle: 'Analyst' }), 6);
    setDataDrivenValues({ ...ada, jobtitle: '' });
    const empty = fitFilledTexts(short);
    expect(textOf(empty, 'job').height).toBeCloseTo(printedHeight(textOf(empty, 'job'), {}), 6);
  });

  it('a guest’s texts are as tall as their placeholders as typed', () => {
    const fitted = fitFilledTexts(content);
    setDataDrivenValues({});
    const asGuest = fitFilledTexts(fitted);
    expect(textOf(asGuest, 'job').height).toBeCloseTo(printedHeight(textOf(content, 'job'), {}), 6);
  });

  it('waits for the fonts: nothing is measured before they load, nor a text whose font is on its way', () => {
    fonts.set = null;
    expect(fitFilledTexts(content)).toBe(content);
    fonts.set = { ...defaultFonts } as FontSet<never>;
    fonts.waiting.add(0);
    expect(fitFilledTexts(content)).toBe(content);
    // The font arrives: the fonts change, and the text is measured.
    fonts.waiting.clear();
    fonts.set = { ...defaultFonts } as FontSet<never>;
    expect(textOf(fitFilledTexts(content), 'job').height).toBeGreaterThan(2 * 20.8);
  });
});
