import { describe, expect, it } from 'vitest';
import { defaultTextConfig } from '../assets/text';
import { defaultLayoutDimensions } from '../document/layout';
import { asset, background, doc, page, rect, text } from '../testing/fixtures';
import { addedAssets, assetsOnPage } from './collection';
import {
  applyTemplateToPage,
  changesSize,
  pageAsTemplate,
  productChoiceAfterApplying,
  restoreFailureMessage,
  sizeNameFor,
  templateFontIds,
  templateSizeCheck,
  templateWithFallbackFonts,
  templateDocumentContent,
  templatesUsedAfter,
  withFallbackFonts,
} from './templates';

const a4 = { ...defaultLayoutDimensions(), flatWidth: 297, flatHeight: 210, units: 'mm' as const };
const card = { ...defaultLayoutDimensions(), flatWidth: 90, flatHeight: 55, units: 'mm' as const, marginTop: 3, columnNumber: 1 };

describe('dropping a template checks sizes (spec 001 section 4.11)', () => {
  it('same size applies straight away, whatever the units', () => {
    expect(templateSizeCheck(a4, { ...a4 }, 'A4 Landscape')).toEqual({ sameSize: true });
    expect(templateSizeCheck(a4, { ...a4, flatWidth: 297 * 3.7795, flatHeight: 210 * 3.7795, units: 'px' }, 'A4')).toEqual({ sameSize: true });
  });
  it('another size asks the spec confirmation with the size name', () => {
    expect(templateSizeCheck(a4, card, 'Business Card')).toEqual({
      sameSize: false,
      confirmation: 'This template will change your artwork to "Business Card" are you happy to proceed?',
    });
  });
  it('a dropped design of another size asks the same question about the design', () => {
    expect(templateSizeCheck(a4, card, '90 x 55 mm', 'design')).toEqual({
      sameSize: false,
      confirmation: 'This design will change your artwork to "90 x 55 mm" are you happy to proceed?',
    });
    expect(changesSize(a4, { layoutDimensions: card, backgroundColor: '#fff', assets: [] })).toBe(true);
    expect(changesSize(a4, { layoutDimensions: { ...a4 }, backgroundColor: '#fff', assets: [] })).toBe(false);
  });
  it('quotes the standard size name, or the dimensions of a custom size', () => {
    const sizes = [{ id: 6, name: 'Business Card 90 x 55 mm' }];
    expect(sizeNameFor(sizes, 6, card)).toBe('Business Card 90 x 55 mm');
    expect(sizeNameFor(sizes, null, { ...card, flatWidth: 100.123 })).toBe('100.12 x 55 mm');
    expect(sizeNameFor(sizes, 99, card)).toBe('90 x 55 mm');
  });
});

describe('applying switches size if needed, sets page background and replaces assets on the page (spec 001 section 4.11)', () => {
  const content = doc(a4, page('p1', background({ id: 'bg' }), rect({ id: 'old' })), page('p2', rect({ id: 'other', x: 0, y: 0 })));
  const template = {
    layoutDimensions: card,
    backgroundColor: '#123456',
    assets: doc(card, page('t', rect({ id: 't1', x: 20, y: 30 }), text({ id: 't2', groupId: 'tg' }), asset('group', { id: 'tg', memberIds: ['t2'] }))).assets,
  };
  const next = applyTemplateToPage(content, { pageId: 'p1', template });

  it('replaces the page assets with copies (new ids, on that page) appended at the end', () => {
    const onPage = assetsOnPage(next, 'p1');
    expect(onPage.map((a) => [a.type, a.x, a.y])).toEqual([
      ['shape', 20, 30],
      ['text', 50, 50],
      ['group', 50, 50],
    ]);
    expect(onPage.some((a) => ['bg', 'old', 't1', 't2', 'tg'].includes(a.id))).toBe(false);
    expect(new Set(addedAssets(content, next))).toEqual(new Set(onPage));
    expect(next.assets.slice(-3)).toEqual(addedAssets(content, next));
    const group = onPage.find((a) => a.type === 'group')!;
    expect(onPage.find((a) => a.type === 'text')!.groupId).toBe(group.id);
  });

  it('sets the page background colour and leaves other pages alone', () => {
    expect(next.pages.map((p) => p.backgroundColor)).toEqual(['#123456', '#ffffff']);
  });

  it('switches the document to the template size, rescaling the other pages', () => {
    expect(next.layoutDimensions).toMatchObject({ flatWidth: 90, flatHeight: 55, marginTop: 3, columnNumber: 1 });
    const other = next.assets.find((a) => a.pageId === 'p2')!;
    // min(90/297, 55/210) = 0.26190...: height fits; the 297 mm width shrinks to 77.78 mm, centred.
    const s = 55 / 210;
    expect(other.width).toBeCloseTo(100 * s, 9);
    expect(other.x).toBeCloseTo(((90 - 297 * s) / 2) * 3.7795, 9);
  });

  it('keeps the size when it is the same, and ignores unknown pages', () => {
    const same = applyTemplateToPage(content, { pageId: 'p1', template: { ...template, layoutDimensions: a4 } });
    expect(same.layoutDimensions).toBe(content.layoutDimensions);
    expect(same.assets.find((a) => a.pageId === 'p2')).toBe(content.assets.find((a) => a.pageId === 'p2'));
    expect(applyTemplateToPage(content, { pageId: 'nope', template })).toBe(content);
  });
});

describe('restore failures give N assets from design/template can not be restored (spec 001 section 4.11)', () => {
  it('names the count and the source', () => {
    expect(restoreFailureMessage(3, 'design')).toBe('3 assets from design can not be restored');
    expect(restoreFailureMessage(1, 'template')).toBe('1 assets from template can not be restored');
    expect(restoreFailureMessage(0, 'design')).toBeUndefined();
  });
});

describe('a missing font falls back to the default font (spec 001 section 4.11)', () => {
  const content = doc(
    page(
      'p',
      text({ id: 'ok', textConfig: defaultTextConfig({ fontId: 7, fontFamily: 'Lobster' }) }),
      text({ id: 'gone', textConfig: defaultTextConfig({ fontId: 9, fontFamily: 'Gone' }) }),
      text({ id: 'default' }),
    ),
  );
  it('sets fontId 0 and the default family on texts whose font is missing', () => {
    const { content: next, count } = withFallbackFonts(content, [7]);
    expect(count).toBe(1);
    const gone = next.assets.find((a) => a.id === 'gone')!;
    expect(gone.type === 'text' && [gone.textConfig.fontId, gone.textConfig.fontFamily]).toEqual([0, 'Roboto']);
    expect(next.assets[0]).toBe(content.assets[0]);
  });
  it('returns the same content when every font is available', () => {
    expect(withFallbackFonts(content, [7, 9])).toEqual({ content, count: 0 });
    expect(withFallbackFonts(content, [7, 9]).content).toBe(content);
  });
});

describe('the template is made to fall back before it is applied, so only its page changes', () => {
  const template = {
    layoutDimensions: card,
    backgroundColor: '#fff',
    assets: doc(
      page(
        't',
        text({ id: 'a', textConfig: defaultTextConfig({ fontId: 7, fontFamily: 'Lobster' }) }),
        text({ id: 'b', textConfig: defaultTextConfig({ fontId: 9, fontFamily: 'Gone' }) }),
        text({ id: 'c', textConfig: defaultTextConfig({ fontId: 7, fontFamily: 'Lobster' }) }),
        rect({ id: 'r' }),
      ),
    ).assets,
  };
  it('lists the fonts the template needs once each, without the default font', () => {
    expect(templateFontIds(template).sort()).toEqual([7, 9]);
  });
  it('sets missing fonts to the default font and counts them', () => {
    const { template: next, count } = templateWithFallbackFonts(template, [7]);
    expect(count).toBe(1);
    expect(next.assets.map((a) => (a.type === 'text' ? a.textConfig.fontFamily : a.type))).toEqual(['Lobster', 'Roboto', 'Lobster', 'shape']);
    expect(templateWithFallbackFonts(template, [7, 9]).template).toBe(template);
  });
});

describe('a dropped design applies its page like a template (spec 001 section 4.11)', () => {
  const design = doc(card, page('front', rect({ id: 'f' })), page('back', rect({ id: 'b' })));
  const withColour = { ...design, pages: design.pages.map((p, i) => ({ ...p, backgroundColor: i === 0 ? '#abcdef' : '#000000' })) };
  it('takes the first page by default: its size, background colour and assets', () => {
    expect(pageAsTemplate(withColour)).toEqual({ layoutDimensions: card, backgroundColor: '#abcdef', assets: [withColour.assets[0]] });
  });
  it('or the page named, and nothing for a page it does not have', () => {
    expect(pageAsTemplate(withColour, 'back')?.assets.map((a) => a.id)).toEqual(['b']);
    expect(pageAsTemplate(withColour, 'nope')).toBeUndefined();
    expect(pageAsTemplate({ ...withColour, pages: [] })).toBeUndefined();
  });
});

describe('the document takes the product of a template of another size (spec 001 sections 4.8, 4.11)', () => {
  const products = [
    { id: 1, categoryId: 10, productSizes: [{ id: 100 }, { id: 101 }] },
    { id: 2, categoryId: 20, productSizes: [{ id: 200 }] },
  ] as never[];
  const document = { categoryId: 10, productId: 1, productSizeId: 100 };
  it('the same size keeps the document as it is', () => {
    expect(productChoiceAfterApplying(products, document, { categoryId: 20, productId: 2, productSizeId: 200 }, true)).toBe(document);
  });
  it('keeps the product when it offers the new size', () => {
    expect(productChoiceAfterApplying(products, document, { categoryId: 20, productId: 2, productSizeId: 101 }, false)).toEqual({
      categoryId: 10,
      productId: 1,
      productSizeId: 101,
    });
  });
  it('otherwise takes the template’s product and category', () => {
    expect(productChoiceAfterApplying(products, document, { categoryId: 20, productId: 2, productSizeId: 200 }, false)).toEqual({
      categoryId: 20,
      productId: 2,
      productSizeId: 200,
    });
    expect(productChoiceAfterApplying(products, { categoryId: null, productId: null, productSizeId: null }, { categoryId: 20, productId: 2, productSizeId: 200 }, false)).toEqual({
      categoryId: 20,
      productId: 2,
      productSizeId: 200,
    });
  });
  it('a design in a custom size leaves the document without a standard size', () => {
    expect(productChoiceAfterApplying(products, document, { categoryId: null, productId: null, productSizeId: null }, false)).toEqual({
      categoryId: 10,
      productId: 1,
      productSizeId: null,
    });
  });
});

describe('templatesUsedInDesign records the template each page took', () => {
  it('replaces the page’s entry and keeps the others', () => {
    expect(
      templatesUsedAfter(
        [
          { id: 1, pageId: 'a' },
          { id: 2, pageId: 'b' },
        ],
        3,
        'a',
      ),
    ).toEqual([
      { id: 2, pageId: 'b' },
      { id: 3, pageId: 'a' },
    ]);
    expect(templatesUsedAfter([], 3, 'a')).toEqual([{ id: 3, pageId: 'a' }]);
  });
});

describe('a template opened for editing is a one-page document of its size', () => {
  it('has one page with the template background and its assets, and gives them back unchanged', () => {
    const template = { layoutDimensions: card, backgroundColor: '#112233', assets: doc(card, page('t', rect({ id: 'r', x: 5, y: 6 }), text({ id: 'x' }))).assets };
    const content = templateDocumentContent(template);
    expect(content.pages).toHaveLength(1);
    expect(content.layoutDimensions).toEqual(card);
    const back = pageAsTemplate(content)!;
    expect(back.backgroundColor).toBe('#112233');
    expect(back.assets.map((a) => [a.type, a.x, a.y])).toEqual(template.assets.map((a) => [a.type, a.x, a.y]));
  });
});
