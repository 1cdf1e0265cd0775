import type { Asset, ShapeKind, TextConfig } from '../assets';
import { LINE_CONFIG_DEFAULTS, type LineConfig, defaultTextConfig, newId } from '../assets';
import { BOXED_TEXT_PADDING, DEFAULT_LINE_HEIGHT, SECONDARY_COLOR, TEXT_STYLE_SIZES_PT } from '../constants';
import type { DesignContent } from '../document/content';
import { ptToPx } from '../units';
import type { Size } from './crop';
import { fitInside, ILLUSTRATION_FIT_WIDTH, IMAGE_FIT_BOX, LOGO_ICON_FIT_BOX } from './imageFit';
import { nextPlacement, nextZIndex, pageSizePx } from './placement';

/** The seven text styles of the Text panel, in the spec's order, with their labels. */
export const TEXT_STYLES = [
  { name: 'h1', label: 'Heading H1', sample: 'Heading 1' },
  { name: 'h2', label: 'Heading H2', sample: 'Heading 2' },
  { name: 'h3', label: 'Heading H3', sample: 'Heading 3' },
  { name: 'subTitle', label: 'Subheading', sample: 'Subheading' },
  { name: 'body1', label: 'Body text', sample: 'Body text' },
  { name: 'captionText', label: 'Caption text', sample: 'Caption text' },
  { name: 'boxedText', label: 'Boxed text', sample: 'Boxed text' },
] as const;
export type TextStyleName = (typeof TEXT_STYLES)[number]['name'];

/** Size of a new shape or svg_image (spec 001 section 4.7). */
export const NEW_SHAPE_SIZE_PX = 250;
/** A new line: 200 x 20, with the default line settings (a stroke of 1.328, LINE_CONFIG_DEFAULTS). */
export const NEW_LINE_SIZE_PX = { width: 200, height: 20 } as const;
/** Text boxes are at most this wide when added. */
export const NEW_TEXT_MAX_WIDTH_PX = 300;
/** Where new text goes (spec 001 section 4.7: "position 50,50"). */
export const NEW_TEXT_POSITION = { x: 50, y: 50 } as const;

const common = (content: DesignContent, pageId: string) => ({
  id: newId(),
  pageId,
  zIndex: nextZIndex(content, pageId),
  scaleX: 1,
  scaleY: 1,
  rotation: 0,
  opacity: 1,
});

function withAsset(content: DesignContent, asset: Asset): DesignContent {
  return { ...content, assets: [...content.assets, asset] };
}

/** The text configuration of a style: its size, the default line height, boxed text's padding. */
export function textConfigForStyle(style: TextStyleName, text?: string): TextConfig {
  const sample = TEXT_STYLES.find((s) => s.name === style)!.sample;
  const boxed = style === 'boxedText';
  return defaultTextConfig({
    text: text ?? sample,
    fontSize: TEXT_STYLE_SIZES_PT[style],
    lineHeight: DEFAULT_LINE_HEIGHT,
    isBoxed: boxed,
    padding: boxed ? BOXED_TEXT_PADDING : 0,
    backgroundColor: boxed ? SECONDARY_COLOR : '',
    fontStyle: style === 'h1' || style === 'h2' ? ['bold'] : [],
  });
}

/** Adds a text in the given style: width min(0.8 x page width, 300) at 50,50. */
export function addTextAsset(content: DesignContent, args: { pageId: string; style?: TextStyleName; text?: string }): DesignContent {
  const textConfig = textConfigForStyle(args.style ?? 'body1', args.text);
  const width = Math.min(0.8 * pageSizePx(content).width, NEW_TEXT_MAX_WIDTH_PX);
  const lines = textConfig.text.split('\n').length;
  const height = ptToPx(textConfig.fontSize) * textConfig.lineHeight * lines + 2 * textConfig.padding;
  return withAsset(content, { ...common(content, args.pageId), type: 'text', ...NEW_TEXT_POSITION, width, height, textConfig });
}

/** Adds a shape of the given kind, 250 x 250, at the next placement. */
export function addShapeAsset(content: DesignContent, args: { pageId: string; kind: ShapeKind; fill?: string }): DesignContent {
  const size = { width: NEW_SHAPE_SIZE_PX, height: NEW_SHAPE_SIZE_PX };
  return withAsset(content, {
    ...common(content, args.pageId),
    type: 'shape',
    ...nextPlacement(content, args.pageId, size),
    ...size,
    shapeProps: {
      type: args.kind,
      fill: args.fill ?? SECONDARY_COLOR,
      stroke: '#000000',
      strokeWidth: 0,
      strokeEnabled: false,
      fillEnabled: true,
    },
  });
}

/** The natural size of a picture or artwork being added, in px; unknown for some SVGs. */
export type NaturalSize = Size | undefined;

/** Fitted inside the box; an artwork without a known size fills it. */
const fitted = (natural: NaturalSize, box: Size): Size => (natural ? fitInside(natural, box) : { ...box });

function placed(content: DesignContent, pageId: string, size: { width: number; height: number }) {
  return { ...common(content, pageId), ...nextPlacement(content, pageId, size), ...size };
}

/** Adds a photo fitted within 250 x 251 at the next placement. */
export function addImageAsset(content: DesignContent, args: { pageId: string; src: string; naturalSize?: NaturalSize; imageId?: number }): DesignContent {
  const size = fitted(args.naturalSize, IMAGE_FIT_BOX);
  const imageId = args.imageId === undefined ? {} : { imageId: args.imageId };
  return withAsset(content, { ...placed(content, args.pageId, size), type: 'image', imageElementSrc: args.src, ...imageId });
}

/** Adds a logo fitted within 100 x 101 at the next placement. */
export function addLogoAsset(content: DesignContent, args: { pageId: string; src: string; naturalSize?: NaturalSize; imageId?: number }): DesignContent {
  const size = fitted(args.naturalSize, LOGO_ICON_FIT_BOX);
  const imageId = args.imageId === undefined ? {} : { imageId: args.imageId };
  return withAsset(content, { ...placed(content, args.pageId, size), type: 'logo', imageElementSrc: args.src, ...imageId });
}

/** Adds an illustration 250 wide, as tall as its proportions make it. */
export function addIllustrationAsset(content: DesignContent, args: { pageId: string; link: string; naturalSize?: NaturalSize; illustrationId?: number }): DesignContent {
  const n = args.naturalSize;
  const height = n && n.width > 0 && n.height > 0 ? (ILLUSTRATION_FIT_WIDTH * n.height) / n.width : ILLUSTRATION_FIT_WIDTH;
  const size = { width: ILLUSTRATION_FIT_WIDTH, height };
  const id = args.illustrationId === undefined ? {} : { id: args.illustrationId };
  return withAsset(content, { ...placed(content, args.pageId, size), type: 'illustration', illustrationConfig: { link: args.link, ...id } });
}

/** Adds an icon fitted within 100 x 101 at the next placement. */
export function addIconAsset(content: DesignContent, args: { pageId: string; link: string; naturalSize?: NaturalSize; svgId?: number }): DesignContent {
  const size = fitted(args.naturalSize, LOGO_ICON_FIT_BOX);
  const svgId = args.svgId === undefined ? {} : { svgId: args.svgId };
  return withAsset(content, { ...placed(content, args.pageId, size), type: 'icon', link: args.link, ...svgId });
}

/**
 * Adds an svg_image (a shapes-library item) in the 250 x 250 box of a new shape: at its own
 * proportions inside it when its natural size is known (a banner stays a banner), else filling it.
 */
export function addSvgImageAsset(content: DesignContent, args: { pageId: string; link: string; svgId?: number; naturalSize?: NaturalSize }): DesignContent {
  const size = fitted(args.naturalSize, { width: NEW_SHAPE_SIZE_PX, height: NEW_SHAPE_SIZE_PX });
  const svgId = args.svgId === undefined ? {} : { svgId: args.svgId };
  return withAsset(content, { ...placed(content, args.pageId, size), type: 'svg_image', link: args.link, ...svgId });
}

/** Adds a horizontal line 200 x 20 with stroke 1.328; dashed or dotted when asked. */
export function addLineAsset(content: DesignContent, args: { pageId: string; dash?: number[] }): DesignContent {
  const size = { ...NEW_LINE_SIZE_PX };
  const mid = size.height / 2;
  const dash = args.dash ?? [];
  const lineConfig: LineConfig = {
    ...LINE_CONFIG_DEFAULTS,
    points: [0, mid, size.width, mid],
    dash: [...dash],
    dashEnabled: dash.length > 0,
  };
  return withAsset(content, { ...placed(content, args.pageId, size), type: 'line', lineConfig });
}
