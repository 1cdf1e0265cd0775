/**
 * Colour changes in SVG artwork (illustrations, icons and svg_images keep `colorReplacements`,
 * original -> new). Pure text work: the editor draws the changed text as a picture, the PDF
 * export as vector paths, so print matches the screen.
 */
import { parseColor, rgbaToHex } from '../colors/color';
import type { IconAsset, IllustrationAsset, SvgImageAsset } from './vector';

/**
 * One spelling per colour, so that '#FFF', '#ffffff', 'white' and 'rgb(255, 255, 255)' match
 * each other, read by the project's one colour parser (colors/color.ts): lower-case #rrggbb, as
 * the palette's normalizeColor gives it, or #rrggbbaa when not opaque (artwork keeps a
 * half-transparent colour apart from the opaque one). Anything else comes back lower-cased.
 */
export function normalizeSvgColor(color: string): string {
  const rgba = parseColor(color);
  return rgba ? rgbaToHex(rgba) : color.trim().toLowerCase();
}

/** Colour tokens in SVG text: hex, rgb()/rgba(), and words given to a paint attribute or property. */
const COLOR_TOKEN = /#[0-9a-fA-F]{3,8}\b|rgba?\([^)]*\)|(?<=(?:fill|stroke|stop-color|flood-color|lighting-color|color)\s*(?:=\s*["']|:\s*))[a-zA-Z]+\b(?!\()/g;

/** Whether the token at `offset` is an id reference (url(#abc), href="#abc"), not a colour. */
function isReference(svg: string, offset: number): boolean {
  const before = svg.slice(Math.max(0, offset - 12), offset);
  return /url\(\s*['"]?$/.test(before) || /href\s*=\s*["']$/.test(before);
}

/** The SVG with every colour of `replacements` (original -> new) changed, however each is spelled. */
export function replaceSvgColors(svg: string, replacements: Readonly<Record<string, string>> | undefined): string {
  const wanted = new Map<string, string>();
  for (const [from, to] of Object.entries(replacements ?? {})) if (to) wanted.set(normalizeSvgColor(from), to);
  if (wanted.size === 0) return svg;
  return svg.replace(COLOR_TOKEN, (token: string, offset: number) => {
    if (isReference(svg, offset)) return token;
    return wanted.get(normalizeSvgColor(token)) ?? token;
  });
}

/** Paint values that are not a colour to recolour. */
const NOT_A_COLOUR = new Set(['none', 'transparent', 'currentcolor', 'inherit']);

/**
 * The SVG painted in one colour (an svg_image's `shapeProps.fill`): every fill and stroke colour
 * becomes `fill`, and the root gets it as its fill so unpainted paths (black by default) follow.
 */
export function recolorSvg(svg: string, fill: string): string {
  const painted = svg.replace(COLOR_TOKEN, (token: string, offset: number) => {
    if (isReference(svg, offset) || NOT_A_COLOUR.has(token.toLowerCase())) return token;
    return fill;
  });
  return painted.replace(/<svg\b([^>]*)>/i, (tag: string, attrs: string) => (/\sfill\s*=/.test(attrs) ? tag : `<svg fill="${fill}"${attrs}>`));
}

/** A width attribute in user units or px (not a percentage), the number captured. */
const WIDTH_ATTRIBUTE = /\swidth\s*=\s*["']\s*([\d.]+)(px)?\s*["']/;

/**
 * The SVG with width and height taken from its viewBox when missing: a picture needs a size of
 * its own for crops in source pixels to mean the same everywhere.
 */
export function withIntrinsicSize(svg: string): string {
  return svg.replace(/<svg\b([^>]*)>/i, (tag: string, attrs: string) => {
    const hasWidth = WIDTH_ATTRIBUTE.test(attrs);
    const hasHeight = /\sheight\s*=\s*["']\s*[\d.]+(px)?\s*["']/.test(attrs);
    if (hasWidth && hasHeight) return tag;
    const box = /viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(attrs);
    if (!box) return tag;
    const rest = attrs.replace(/\s(width|height)\s*=\s*["'][^"']*["']/g, '');
    return `<svg width="${box[1]}" height="${box[2]}"${rest}>`;
  });
}

/**
 * The SVG with a border on its artwork (an svg_image's Stroke tool): every painted element gets
 * the colour as its stroke, `width` wide in the SVG's own units. A style rule, so it wins over
 * the file's own stroke attributes, as the border of a shape does over its outline.
 */
export function strokeSvg(svg: string, color: string, width: number): string {
  const safeColor = color.replace(/[^#\w(),.%\s-]/g, '');
  const rule = `<style>path,circle,ellipse,rect,polygon,polyline,line,text{stroke:${safeColor};stroke-width:${width}px}</style>`;
  return svg.replace(/<svg\b[^>]*>/i, (tag: string) => `${tag}${rule}`);
}

/** The width of an SVG in its own units (its width attribute once `withIntrinsicSize` ran). */
export function svgWidth(svg: string): number | undefined {
  const tag = /<svg\b([^>]*)>/i.exec(svg)?.[1] ?? '';
  const width = WIDTH_ATTRIBUTE.exec(tag);
  return width ? Number(width[1]) : undefined;
}

/**
 * How an SVG is to be drawn: its link, the user's colour replacements, a one-colour fill, and a
 * border (its width in page px at the width the artwork is drawn, `boxWidth`).
 */
export interface SvgVariant {
  link: string;
  colorReplacements?: Readonly<Record<string, string>>;
  fill?: string;
  stroke?: { color: string; width: number; boxWidth: number };
}

/** Widths kept apart in the variant's key: finer differences draw the same. */
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * How an illustration, icon or svg_image is drawn: an svg_image's fill paints the whole artwork,
 * its border (Stroke) outlines it.
 */
export function svgVariantOf(asset: IllustrationAsset | IconAsset | SvgImageAsset): SvgVariant {
  if (asset.type === 'illustration') return { link: asset.illustrationConfig.link };
  const props = asset.type === 'svg_image' ? asset.shapeProps : undefined;
  const fill = props?.fillEnabled !== false ? props?.fill : undefined;
  const stroke =
    props?.strokeEnabled && props.stroke && (props.strokeWidth ?? 0) > 0 && asset.width > 0
      ? { color: props.stroke, width: round2(props.strokeWidth!), boxWidth: round2(asset.width) }
      : undefined;
  return {
    link: asset.link,
    ...(asset.colorReplacements ? { colorReplacements: asset.colorReplacements } : {}),
    ...(fill ? { fill } : {}),
    ...(stroke ? { stroke } : {}),
  };
}

/**
 * The variant with every colour the user gave it passed through `map`: its replacement colours,
 * its one-colour fill and its border. The document keeps CMYK colours as `device-cmyk()` inside
 * variants; a browser draws no such colour in SVG, so the editor maps them to their screen colour
 * (through the print profile) before it writes the SVG text, while the print keeps the inks.
 */
export function variantWithColors(variant: SvgVariant, map: (color: string) => string): SvgVariant {
  const replacements = variant.colorReplacements;
  return {
    link: variant.link,
    ...(replacements ? { colorReplacements: Object.fromEntries(Object.entries(replacements).map(([from, to]) => [from, to && map(to)])) } : {}),
    ...(variant.fill ? { fill: map(variant.fill) } : {}),
    ...(variant.stroke ? { stroke: { ...variant.stroke, color: map(variant.stroke.color) } } : {}),
  };
}

/** The SVG text as it is to be drawn (the editor's picture and the PDF export's paths alike). */
export function svgForVariant(svg: string, variant: SvgVariant): string {
  const replaced = replaceSvgColors(svg, variant.colorReplacements);
  const sized = withIntrinsicSize(variant.fill ? recolorSvg(replaced, variant.fill) : replaced);
  if (!variant.stroke) return sized;
  // From page px at the drawn width to the SVG's own units.
  const { color, width, boxWidth } = variant.stroke;
  const ownWidth = svgWidth(sized);
  return strokeSvg(sized, color, ownWidth ? (width * ownWidth) / boxWidth : width);
}
