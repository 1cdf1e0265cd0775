import { type Asset, CURRENT_SCHEMA_VERSION, type DesignContent, defaultLayoutDimensions, pageGeometry } from '@layout/model';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadDefaultPdfFontSet } from '../pdf/fonts';
import { renderDesignRaster } from './document';
import type { PageToDraw } from './drawPages';
import { drawPagesInWorker, startPageWorker } from './pageWorker';

const base = { scaleX: 1, scaleY: 1, rotation: 0, opacity: 1 };
const text = (pageId: string, id: string): Asset =>
  ({
    ...base,
    pageId,
    id,
    zIndex: 1,
    x: 20,
    y: 20,
    width: 300,
    height: 40,
    type: 'text',
    textConfig: {
      text: 'Ann Example',
      fontId: 0,
      fontFamily: 'Roboto',
      fontSize: 24,
      fontStyle: ['bold'],
      textDecoration: [],
      isUpperCase: false,
      isBoxed: false,
      padding: 0,
      cornerRadius: 0,
      backgroundColor: '',
      fill: '#e02020',
      align: 'left',
      lineHeight: 1.2,
      letterSpacing: 0,
    },
  }) as Asset;

const cards: DesignContent = {
  schemaVersion: CURRENT_SCHEMA_VERSION,
  layoutDimensions: { ...defaultLayoutDimensions(), flatWidth: 90, flatHeight: 55, units: 'mm' },
  pages: ['one', 'two', 'three'].map((id) => ({ id, backgroundColor: '#ffffff' })),
  assets: ['one', 'two', 'three'].map((pageId) => text(pageId, `${pageId}-name`)),
};

describe('the page worker', () => {
  it('draws the pages it is sent on its own thread, pixel for pixel as this thread draws them', async () => {
    const fonts = await loadDefaultPdfFontSet();
    const size = { width: 340, height: 208 };
    const trim = pageGeometry(cards.layoutDimensions).trim;
    const frame = { size, pixelsPerPx: { x: size.width / trim.width, y: size.height / trim.height }, format: 'png' as const, ppi: 96 };
    const pages: PageToDraw[] = cards.pages.map((page, index) => ({ index, page, assets: [cards.assets[index]!], opaque: true }));
    const inputs = { layout: cards.layoutDimensions, fonts, dataDrivenValues: {}, svgs: new Map(), pictures: new Map(), screen: new Map() };
    const files: Buffer[] = [];
    // Until it has booted, an export draws its pages itself; here the test waits for it.
    expect(startPageWorker()).toBe(false);
    await expect.poll(() => startPageWorker(), { timeout: 20_000 }).toBe(true);
    await drawPagesInWorker(pages, inputs, frame, (index, file, skipped) => {
      expect(skipped).toEqual([]);
      files[index] = file;
    });
    expect(files).toHaveLength(3);
    const here = await renderDesignRaster({ ...cards }, { format: 'png', ppi: 96, fonts });
    for (const [index, file] of files.entries()) {
      const [theirs, ours] = await Promise.all([file, here.pages[index]!].map((png) => sharp(png).raw().toBuffer()));
      expect(theirs!.equals(ours!), `page ${index + 1}`).toBe(true);
    }
  });
});
