import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, MIN_RESIZE_PX, TEXT_STYLE_SIZES_PT } from '../constants';
import { createDesignContent, type DesignContent } from '../document/content';
import { defaultLayoutDimensions } from '../document/layout';
import { mmToPx } from '../units';
import { addIconAsset, addIllustrationAsset, addImageAsset, addLineAsset, addLogoAsset, addShapeAsset, addSvgImageAsset, addTextAsset } from './add';
import { LINE_CONFIG_DEFAULTS, lineConfigSchema } from '../assets';
import { moveAsset, setAssetText, transformAsset, updateAsset } from './edit';
import { canRedo, canUndo, currentState, pushHistory, redo, startHistory, undo } from './history';
import { addPage } from './pages';
import { removeAssets } from './remove';

const a4 = () => createDesignContent(defaultLayoutDimensions());
const firstPage = (c: DesignContent) => c.pages[0]!.id;

describe('adding assets (spec 001 section 4.7)', () => {
  it('places shapes at 50,50 and steps 30 for each further asset, 250 x 250', () => {
    let content = a4();
    const pageId = firstPage(content);
    content = addShapeAsset(content, { pageId, kind: 'rect' });
    content = addShapeAsset(content, { pageId, kind: 'circle' });
    content = addShapeAsset(content, { pageId, kind: 'rect' });
    expect(content.assets.map((a) => [a.x, a.y])).toEqual([
      [50, 50],
      [80, 80],
      [110, 110],
    ]);
    expect(content.assets.every((a) => a.width === 250 && a.height === 250)).toBe(true);
  });

  it('numbers z-order consecutively from 1', () => {
    let content = a4();
    const pageId = firstPage(content);
    content = addShapeAsset(content, { pageId, kind: 'rect' });
    content = addTextAsset(content, { pageId, style: 'h1' });
    expect(content.assets.map((a) => a.zIndex)).toEqual([1, 2]);
  });

  it('makes text min(0.8 x page width, 300) wide at 50,50', () => {
    const wide = addTextAsset(a4(), { pageId: firstPage(a4()) });
    const pageId = firstPage(wide);
    expect(wide.assets[0]).toMatchObject({ x: 50, y: 50, width: 300 });
    const narrow = createDesignContent({ ...defaultLayoutDimensions(), flatWidth: 55, flatHeight: 90 });
    const card = addTextAsset(narrow, { pageId: firstPage(narrow) });
    expect(card.assets[0]!.width).toBeCloseTo(0.8 * mmToPx(55));
    expect(pageId).toBeTruthy();
  });

  it('gives each text style its size, and boxed text its padding 2', () => {
    const content = a4();
    const pageId = firstPage(content);
    const h1 = addTextAsset(content, { pageId, style: 'h1' }).assets[0]!;
    const boxed = addTextAsset(content, { pageId, style: 'boxedText' }).assets[0]!;
    expect(h1.type === 'text' && h1.textConfig.fontSize).toBe(TEXT_STYLE_SIZES_PT.h1);
    expect(boxed.type === 'text' && [boxed.textConfig.isBoxed, boxed.textConfig.padding]).toEqual([true, 2]);
  });

  it('fits images within 250 x 251, keeping proportions', () => {
    const content = a4();
    const pageId = firstPage(content);
    const wide = addImageAsset(content, { pageId, src: '/p.jpg', naturalSize: { width: 4000, height: 2000 } }).assets[0]!;
    const tall = addImageAsset(content, { pageId, src: '/p.jpg', naturalSize: { width: 1000, height: 2000 } }).assets[0]!;
    expect([wide.width, wide.height]).toEqual([250, 125]);
    expect([tall.width, tall.height]).toEqual([125.5, 251]);
    expect([wide.x, wide.y]).toEqual([50, 50]);
  });

  it('makes illustrations 250 wide, as tall as their proportions', () => {
    const content = a4();
    const added = addIllustrationAsset(content, { pageId: firstPage(content), link: '/i.svg', naturalSize: { width: 100, height: 50 } });
    expect(added.assets[0]).toMatchObject({ type: 'illustration', width: 250, height: 125 });
  });

  it('fits logos and icons within 100 x 101', () => {
    const content = a4();
    const pageId = firstPage(content);
    const logo = addLogoAsset(content, { pageId, src: '/l.png', naturalSize: { width: 300, height: 300 } }).assets[0]!;
    const icon = addIconAsset(content, { pageId, link: '/c.svg', naturalSize: { width: 24, height: 48 } }).assets[0]!;
    expect([logo.type, logo.width, logo.height]).toEqual(['logo', 100, 100]);
    expect([icon.type, icon.width, icon.height]).toEqual(['icon', 50.5, 101]);
  });

  it('starts svg_images at 250 x 250 and lines at 200 x 20 with stroke 1.328', () => {
    const content = a4();
    const pageId = firstPage(content);
    const svg = addSvgImageAsset(content, { pageId, link: '/s.svg' }).assets[0]!;
    const line = addLineAsset(content, { pageId }).assets[0]!;
    expect([svg.width, svg.height]).toEqual([250, 250]);
    expect([line.width, line.height]).toEqual([200, 20]);
    expect(line.type === 'line' && line.lineConfig).toMatchObject({ strokeWidth: 1.328, points: [0, 10, 200, 10], dashEnabled: false });
    const dashed = addLineAsset(content, { pageId, dash: [16, 16] }).assets[0]!;
    expect(dashed.type === 'line' && dashed.lineConfig).toMatchObject({ dash: [16, 16], dashEnabled: true });
  });

  it("a new line has the settings a stored line without them is read with (the schema's defaults)", () => {
    const content = a4();
    const line = addLineAsset(content, { pageId: firstPage(content) }).assets[0]!;
    if (line.type !== 'line') throw new Error('not a line');
    const { points, strokeWidth } = line.lineConfig;
    expect(line.lineConfig).toEqual({ ...lineConfigSchema.parse({ points }), strokeWidth });
    expect(lineConfigSchema.parse({ points: [] })).toEqual({ points: [], ...LINE_CONFIG_DEFAULTS });
  });

  it('fills the box when an artwork has no natural size', () => {
    const content = a4();
    const icon = addIconAsset(content, { pageId: firstPage(content), link: '/c.svg' }).assets[0]!;
    expect([icon.width, icon.height]).toEqual([100, 101]);
  });

  it('steps every added type by 30 from 50', () => {
    let content = a4();
    const pageId = firstPage(content);
    content = addImageAsset(content, { pageId, src: '/a.jpg' });
    content = addLineAsset(content, { pageId });
    content = addIconAsset(content, { pageId, link: '/c.svg' });
    expect(content.assets.map((a) => [a.x, a.zIndex])).toEqual([
      [50, 1],
      [80, 2],
      [110, 3],
    ]);
  });

  it('never changes the content it is given', () => {
    const content = a4();
    const frozen = JSON.stringify(content);
    addShapeAsset(content, { pageId: firstPage(content), kind: 'rect' });
    addImageAsset(content, { pageId: firstPage(content), src: '/a.jpg' });
    expect(JSON.stringify(content)).toBe(frozen);
  });
});

describe('editing assets', () => {
  const withShape = () => {
    const c = a4();
    return addShapeAsset(c, { pageId: firstPage(c), kind: 'rect' });
  };

  it('moves and updates one asset without touching the input', () => {
    const content = withShape();
    const id = content.assets[0]!.id;
    const moved = moveAsset(content, { assetId: id, x: 12, y: 34 });
    expect(moved.assets[0]).toMatchObject({ x: 12, y: 34 });
    expect(content.assets[0]).toMatchObject({ x: 50, y: 50 });
    expect(updateAsset(content, { assetId: id, changes: { opacity: 0.5 } }).assets[0]!.opacity).toBe(0.5);
    expect(moveAsset(content, { assetId: id, x: Number.NaN, y: 0 })).toBe(content);
  });

  it(`keeps the old size when a resize goes below the minimum of ${MIN_RESIZE_PX} px`, () => {
    const content = withShape();
    const id = content.assets[0]!.id;
    const shrunk = transformAsset(content, { assetId: id, x: 0, y: 0, width: 5, height: 100, rotation: 370 });
    expect(shrunk.assets[0]).toMatchObject({ width: 250, height: 100, rotation: 10 });
  });

  it('changes the words of a text', () => {
    const c = a4();
    const content = addTextAsset(c, { pageId: firstPage(c) });
    const changed = setAssetText(content, { assetId: content.assets[0]!.id, text: 'Hello' });
    const text = changed.assets[0]!;
    expect(text.type === 'text' && text.textConfig.text).toBe('Hello');
  });
});

describe('deleting assets (spec 001 section 4.6)', () => {
  it('renumbers the z-order of what is left', () => {
    let content = a4();
    const pageId = firstPage(content);
    for (let i = 0; i < 3; i++) content = addShapeAsset(content, { pageId, kind: 'rect' });
    const [first, , third] = content.assets;
    const left = removeAssets(content, { assetIds: [first!.id] });
    expect(left.assets.map((a) => a.zIndex)).toEqual([1, 2]);
    expect(left.assets.at(-1)!.id).toBe(third!.id);
  });
});

describe('pages (spec 001 section 4.5)', () => {
  it('adds a white page at the end', () => {
    const content = addPage(a4(), { pageId: 'p2' });
    expect(content.pages.at(-1)).toEqual({ id: 'p2', backgroundColor: '#ffffff' });
  });

  it('starts a design with 1 page, or 2 when double sided', () => {
    expect(createDesignContent(undefined, 'SINGLE_SIDE').pages).toHaveLength(1);
    expect(createDesignContent(undefined, 'DOUBLE_SIDE').pages).toHaveLength(2);
  });
});

describe('history (spec 001 section 4.1)', () => {
  it(`keeps at most ${HISTORY_LIMIT} entries`, () => {
    let history = startHistory(0);
    for (let i = 1; i <= 30; i++) history = pushHistory(history, i);
    expect(history.entries).toHaveLength(HISTORY_LIMIT);
    expect(currentState(history)).toBe(30);
    expect(history.entries[0]).toBe(30 - HISTORY_LIMIT + 1);
  });

  it('undoes, redoes, and drops the redo states on a new push', () => {
    let history = pushHistory(pushHistory(startHistory('a'), 'b'), 'c');
    history = undo(undo(history));
    expect(currentState(history)).toBe('a');
    expect(canUndo(history)).toBe(false);
    history = redo(history);
    expect(currentState(history)).toBe('b');
    history = pushHistory(history, 'd');
    expect(history.entries).toEqual(['a', 'b', 'd']);
    expect(canRedo(history)).toBe(false);
  });
});

describe('addAt: an item dropped from a panel lands centred where it was let go', () => {
  it('centres the added asset on the point, as one change', async () => {
    const { addAt, addShapeAsset } = await import('./index');
    const { doc, page } = await import('../testing/fixtures');
    const content = doc(page('p'));
    const next = addAt(content, (c) => addShapeAsset(c, { pageId: 'p', kind: 'rect' }), { x: 400, y: 300 });
    const added = next.assets.at(-1)!;
    expect(added.x + added.width / 2).toBe(400);
    expect(added.y + added.height / 2).toBe(300);
    expect(addAt(content, (c) => c, { x: 1, y: 1 })).toBe(content);
  });
});
