import { describe, expect, it } from 'vitest';
import { asset, background, doc, image, line, page, rect, text } from '../testing/fixtures';
import { defaultTextConfig } from './text';
import {
  ALL_ANCHORS,
  ASSET_TRAITS,
  type AssetResources,
  CORNER_ANCHORS,
  SIDE_ANCHORS,
  TEXT_ANCHORS,
  assetAnchors,
  assetResources,
  documentResources,
  shorterSideOnScreen,
  traitsOf,
} from './traits';
import { ASSET_TYPES, type Asset, unhandledAssetType } from './index';

const only = (parts: Partial<AssetResources>): AssetResources => ({ pictures: [], patterns: [], svgs: [], fonts: [], ...parts });

/** The single asset of a one-asset document. */
const one = (input: Parameters<typeof page>[1]): Asset => doc(page('p', input)).assets[0]!;

describe('asset traits: what each asset type needs, how it scales, its colours and handles', () => {
  it('states traits for every asset type', () => {
    expect(Object.keys(ASSET_TRAITS).sort()).toEqual([...ASSET_TYPES].sort());
    for (const type of ASSET_TYPES) {
      const traits = ASSET_TRAITS[type];
      expect(typeof traits.resources, type).toBe('function');
      expect(typeof traits.members, type).toBe('function');
      expect(typeof traits.colorSlots, type).toBe('function');
      expect(typeof traits.scaling.scaleDrawing, type).toBe('function');
      expect(typeof traits.scaling.stretchDrawing, type).toBe('function');
      expect(traits.handles.anchors.length, type).toBeGreaterThan(0);
    }
  });

  it('refuses an asset type the code does not handle', () => {
    expect(() => unhandledAssetType({ type: 'hologram' } as never)).toThrow('Unhandled asset type: hologram');
  });

  describe('resources: what an asset needs from storage', () => {
    it("a text's are its font", () => {
      const t = one(text({ textConfig: defaultTextConfig({ fontId: 7, fontFamily: 'Lobster' }) }));
      expect(assetResources(t)).toEqual(only({ fonts: [{ fontId: 7, fontFamily: 'Lobster' }] }));
    });

    it("an image's, a logo's and a picture background's are their picture", () => {
      expect(assetResources(one(image({ imageElementSrc: '/files/photo.jpg' })))).toEqual(only({ pictures: ['/files/photo.jpg'] }));
      expect(assetResources(one(asset('logo', { imageElementSrc: '/files/logo.png', width: 10, height: 10 })))).toEqual(only({ pictures: ['/files/logo.png'] }));
      expect(assetResources(one(background({ imageElementSrc: '/files/sky.jpg' })))).toEqual(only({ pictures: ['/files/sky.jpg'] }));
    });

    it('a colour background, a line and an image without a picture need nothing', () => {
      expect(assetResources(one(background()))).toEqual(only({}));
      expect(assetResources(one(line()))).toEqual(only({}));
      expect(assetResources(one(image({ imageElementSrc: '' })))).toEqual(only({}));
    });

    it("an illustration's and an icon's are their artwork as drawn, with the user's colour changes", () => {
      const illustration = one(asset('illustration', { illustrationConfig: { link: '/art.svg' } }));
      expect(assetResources(illustration)).toEqual(only({ svgs: [{ link: '/art.svg' }] }));
      const icon = one(asset('icon', { link: '/icon.svg', colorReplacements: { '#000': '#ff0000' } }));
      expect(assetResources(icon)).toEqual(only({ svgs: [{ link: '/icon.svg', colorReplacements: { '#000': '#ff0000' } }] }));
    });

    it("an svg_image's are its artwork (in its fill) and its pattern picture", () => {
      const svg = one(
        asset('svg_image', { link: '/heart.svg', shapeProps: { fill: '#ff0000', fillPattern: { image: '/files/dots.png', x: 0, y: 0, scale: 1, repeat: 'no-repeat' } } }),
      );
      expect(assetResources(svg)).toEqual(only({ svgs: [{ link: '/heart.svg', fill: '#ff0000' }], patterns: ['/files/dots.png'] }));
    });

    it("a shape's are its pattern picture, if it has one", () => {
      expect(assetResources(one(rect()))).toEqual(only({}));
      const patterned = one(
        rect({
          shapeProps: {
            type: 'rect',
            fill: '#000000',
            stroke: '#000000',
            strokeWidth: 0,
            strokeEnabled: false,
            fillEnabled: false,
            fillPattern: { image: '/files/wood.jpg', x: 0, y: 0, scale: 1, repeat: 'no-repeat' },
          },
        }),
      );
      expect(assetResources(patterned)).toEqual(only({ patterns: ['/files/wood.jpg'] }));
    });

    it("a group's are its members'", () => {
      const content = doc(
        page(
          'p',
          text({ id: 't', groupId: 'g', textConfig: defaultTextConfig({ fontId: 3, fontFamily: 'F3' }) }),
          image({ id: 'i', groupId: 'g', imageElementSrc: '/a.jpg' }),
          image({ id: 'outside', imageElementSrc: '/b.jpg' }),
          asset('group', { id: 'g', memberIds: ['t', 'i'] }),
        ),
      );
      const group = content.assets.find((a) => a.id === 'g')!;
      expect(assetResources(group, content)).toEqual(only({ pictures: ['/a.jpg'], fonts: [{ fontId: 3, fontFamily: 'F3' }] }));
      expect(assetResources(group)).toEqual(only({}));
    });

    it("a document's are its pages' assets', each once, page by page", () => {
      const content = doc(
        page('p1', text({ textConfig: defaultTextConfig({ fontId: 7, fontFamily: 'F7' }) }), image({ imageElementSrc: '/a.jpg' }), text()),
        page(
          'p2',
          image({ imageElementSrc: '/a.jpg' }),
          asset('icon', { link: '/i.svg' }),
          asset('icon', { link: '/i.svg' }),
          text({ textConfig: defaultTextConfig({ fontId: 7, fontFamily: 'F7' }) }),
        ),
      );
      expect(documentResources(content)).toEqual(
        only({
          pictures: ['/a.jpg'],
          svgs: [{ link: '/i.svg' }],
          fonts: [
            { fontId: 7, fontFamily: 'F7' },
            { fontId: 0, fontFamily: 'Roboto' },
          ],
        }),
      );
    });

    it('the same artwork in two colourings is two drawings', () => {
      const content = doc(page('p', asset('icon', { link: '/i.svg' }), asset('icon', { link: '/i.svg', colorReplacements: { '#000000': '#ffffff' } })));
      expect(documentResources(content).svgs).toHaveLength(2);
    });

    it('an asset on no page of the document is not drawn and needs nothing; a template (no pages) is its assets', () => {
      const content = doc(page('p', text()));
      const stray = { ...content.assets[0]!, id: 'stray', pageId: 'gone', textConfig: defaultTextConfig({ fontId: 9, fontFamily: 'F9' }) } as Asset;
      expect(documentResources({ ...content, assets: [...content.assets, stray] }).fonts.map((f) => f.fontId)).toEqual([0]);
      expect(documentResources({ assets: [stray] }).fonts.map((f) => f.fontId)).toEqual([9]);
    });
  });

  describe('scaling', () => {
    it("a text's type scales with it; a line's stroke and points; a shape's stroke, corners and pattern", () => {
      const t = one(text({ textConfig: defaultTextConfig({ fontSize: 20 }) }));
      expect(traitsOf(t).scaling.scaleDrawing(t, 2)).toMatchObject({ textConfig: { fontSize: 40 } });
      const l = one(line());
      expect(traitsOf(l).scaling.scaleDrawing(l, 2)).toMatchObject({ lineConfig: { points: [0, 20, 400, 20], strokeWidth: 2.656 } });
      const s = one(
        rect({
          shapeProps: {
            type: 'rect',
            fill: '#000000',
            stroke: '#000000',
            strokeWidth: 4,
            cornerRadius: 3,
            strokeEnabled: true,
            fillEnabled: true,
            fillPattern: { image: '/p.png', x: 1, y: 2, scale: 1, repeat: 'no-repeat' },
          },
        }),
      );
      expect(traitsOf(s).scaling.scaleDrawing(s, 2)).toMatchObject({ shapeProps: { strokeWidth: 8, cornerRadius: 6, fillPattern: { x: 2, y: 4, scale: 2 } } });
    });

    it('pictures draw into their box: scaling leaves all but the box as it is, and they stay at least 1 px', () => {
      const i = one(image());
      expect(traitsOf(i).scaling.scaleDrawing(i, 3)).toBe(i);
      expect(traitsOf(i).scaling.stretchDrawing(i, 2, 1)).toBe(i);
      for (const type of ['image', 'illustration', 'logo', 'background'] as const) expect(ASSET_TRAITS[type].scaling.atLeastOnePx, type).toBe(true);
      for (const type of ['icon', 'svg_image', 'shape', 'text', 'line', 'group'] as const) expect(ASSET_TRAITS[type].scaling.atLeastOnePx, type).toBe(false);
    });

    it("a line's points follow handles that stretch its box", () => {
      const l = one(line());
      expect(traitsOf(l).scaling.stretchDrawing(l, 2, 0.5)).toMatchObject({ lineConfig: { points: [0, 5, 400, 5] } });
    });
  });

  describe('colour slots', () => {
    it("a text's colour and its box colour when boxed; pictures and groups none", () => {
      const t = one(text({ textConfig: defaultTextConfig({ fill: '#FF0000', isBoxed: true, backgroundColor: '#00ff00' }) }));
      expect(
        traitsOf(t)
          .colorSlots(t, [])
          .map((s) => [s.role, s.color]),
      ).toEqual([
        ['fill', '#ff0000'],
        ['boxFill', '#00ff00'],
      ]);
      const i = one(image());
      expect(traitsOf(i).colorSlots(i, [])).toEqual([]);
    });

    it("an icon's are its artwork's colours", () => {
      const icon = one(asset('icon', { link: '/i.svg', colorReplacements: { '#000000': '#123456' } }));
      expect(
        traitsOf(icon)
          .colorSlots(icon, ['#ffffff'])
          .map((s) => [s.role, s.color]),
      ).toEqual([
        ['svgColor', '#ffffff'],
        ['svgColor', '#123456'],
      ]);
    });
  });

  describe('handles (spec 001 section 4.13)', () => {
    it('image, illustration, svg_image, background and shape 8; text 6; logo, icon and group 4 corners; a line its two ends', () => {
      for (const type of ['image', 'illustration', 'svg_image', 'background', 'shape'] as const) expect(ASSET_TRAITS[type].handles.anchors, type).toEqual(ALL_ANCHORS);
      expect(ASSET_TRAITS.text.handles.anchors).toEqual(TEXT_ANCHORS);
      for (const type of ['logo', 'icon', 'group'] as const) expect(ASSET_TRAITS[type].handles.anchors, type).toEqual(CORNER_ANCHORS);
      expect(ASSET_TRAITS.line.handles.anchors).toEqual(SIDE_ANCHORS);
    });

    it('small svg_images (scale up to 2) and small shapes (up to 0.6) get reduced handles; others never', () => {
      expect(ASSET_TRAITS.svg_image.handles.smallScale).toBe(2);
      expect(ASSET_TRAITS.shape.handles.smallScale).toBe(0.6);
      for (const type of ASSET_TYPES.filter((t) => t !== 'svg_image' && t !== 'shape')) expect(ASSET_TRAITS[type].handles.smallScale, type).toBeUndefined();
    });

    it('measures the shorter side on screen, flips and zoom included', () => {
      expect(shorterSideOnScreen({ width: 200, height: 80, scaleX: -1, scaleY: 1 }, 0.5)).toBe(40);
    });

    const sized = (input: Parameters<typeof page>[1], width: number, height: number) => ({ ...one(input), width, height });
    const svgImage = (width: number, height: number) => sized(asset('svg_image', { link: '/s.svg' }), width, height);
    const shape = (width: number, height: number) => sized(rect(), width, height);

    it('gives an svg_image four corner handles up to 100 screen px (scale 2 x 50 px)', () => {
      expect(assetAnchors(svgImage(100, 300), 1)).toEqual(CORNER_ANCHORS);
      expect(assetAnchors(svgImage(101, 300), 1)).toEqual(ALL_ANCHORS);
      expect(assetAnchors(svgImage(250, 250), 0.4)).toEqual(CORNER_ANCHORS);
      expect(assetAnchors(svgImage(60, 60), 2)).toEqual(ALL_ANCHORS);
    });

    it('gives a shape four corner handles up to 30 screen px (scale 0.6 x 50 px); a small image keeps its eight', () => {
      expect(assetAnchors(shape(30, 250), 1)).toEqual(CORNER_ANCHORS);
      expect(assetAnchors(shape(31, 250), 1)).toEqual(ALL_ANCHORS);
      expect(assetAnchors(shape(250, 250), 0.1)).toEqual(CORNER_ANCHORS);
      expect(assetAnchors(sized(image(), 10, 10), 1)).toEqual(ALL_ANCHORS);
    });

    it('a text changes its width only; shapes, lines and backgrounds stretch freely; a background does not rotate', () => {
      expect(ASSET_TYPES.filter((t) => ASSET_TRAITS[t].handles.widthOnly)).toEqual(['text']);
      expect(ASSET_TYPES.filter((t) => !ASSET_TRAITS[t].handles.keepRatio)).toEqual(['background', 'shape', 'line']);
      expect(ASSET_TYPES.filter((t) => !ASSET_TRAITS[t].handles.rotate)).toEqual(['background']);
    });
  });
});
