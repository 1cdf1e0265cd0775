import { describe, expect, it } from 'vitest';
import { createDesignContent } from '../document/content';
import { defaultLayoutDimensions } from '../document/layout';
import { doc, page, rect } from '../testing/fixtures';
import { applyDocumentSetup, setupOf } from './setup';

describe('Setup: Apply (spec 001 sections 2.3 and 4.8)', () => {
  const content = doc(page('p1', rect({ id: 'r', x: 100, y: 100, width: 200, height: 100 })));

  it('changes size, margins and columns in one go; assets are rescaled by the size change', () => {
    const setup = { ...setupOf(content.layoutDimensions), width: 148.5, height: 105, margins: { top: 5, bottom: 6, left: 7, right: 8 }, columns: { number: 2, gutter: 4 } };
    const next = applyDocumentSetup(content, setup);
    expect(next.layoutDimensions).toMatchObject({
      flatWidth: 148.5,
      flatHeight: 105,
      marginTop: 5,
      marginBottom: 6,
      marginLeft: 7,
      marginRight: 8,
      columnNumber: 2,
      columnGutter: 4,
    });
    expect(next.assets[0]).toMatchObject({ x: 50, y: 50, width: 100, height: 50 });
  });

  it('margins and columns alone leave the assets untouched', () => {
    const next = applyDocumentSetup(content, { ...setupOf(content.layoutDimensions), columns: { number: 5, gutter: 2 } });
    expect(next.assets).toBe(content.assets);
    expect(next.layoutDimensions.columnNumber).toBe(5);
  });

  it('the same setup, a size that is not positive, or negative margins change nothing', () => {
    const same = setupOf(content.layoutDimensions);
    expect(applyDocumentSetup(content, same)).toBe(content);
    expect(applyDocumentSetup(content, { ...same, width: 0 })).toBe(content);
    expect(applyDocumentSetup(content, { ...same, height: Number.NaN })).toBe(content);
    expect(applyDocumentSetup(content, { ...same, margins: { ...same.margins, top: -1 } })).toBe(content);
    expect(applyDocumentSetup(content, { ...same, columns: { number: 1.5, gutter: 0 } })).toBe(content);
  });

  it('reads a document’s setup as the fields show it', () => {
    expect(setupOf(createDesignContent(defaultLayoutDimensions(), 'SINGLE_SIDE').layoutDimensions)).toEqual({
      width: 297,
      height: 210,
      units: 'mm',
      margins: { top: 8, bottom: 8, left: 8, right: 8 },
      columns: { number: 3, gutter: 10 },
    });
  });
});
