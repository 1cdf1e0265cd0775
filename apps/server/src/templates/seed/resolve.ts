import { type Asset, DEFAULT_FONT_FAMILY, DEFAULT_FONT_ID, type TemplateContentInput, type TextConfig } from '@layout/model';
import { SEED_SHAPE_LINK } from './builder';

/** What the installed libraries offer a seeded template. */
export interface SeedLibraries {
  /** Public stored fonts by face name. */
  fonts: ReadonlyMap<string, number>;
  /** Public library shapes by name: id, the address of the file, and height over width. */
  shapes: ReadonlyMap<string, { id: number; link: string; aspect: number }>;
  /** The height (px) of a text laid out at its width in the font it resolved to. */
  measure: (textConfig: TextConfig, width: number) => number;
}

/** A seeded text's font: the stored face it names, else the default font in its own style. */
function resolveFont(config: TextConfig, fonts: SeedLibraries['fonts']): TextConfig {
  const fontId = config.fontFamily === DEFAULT_FONT_FAMILY ? undefined : fonts.get(config.fontFamily);
  if (fontId !== undefined) return { ...config, fontId, fontStyle: [] };
  return { ...config, fontId: DEFAULT_FONT_ID, fontFamily: DEFAULT_FONT_FAMILY };
}

/**
 * A built template made ready to store (see builder.ts): texts get their font's id (or the default
 * font) and the height the editor would measure; library shapes point at their stored file, at
 * their own proportions; those whose shape is not installed are left out.
 */
export function resolveSeedContent(content: TemplateContentInput, libraries: SeedLibraries): TemplateContentInput {
  const assets: Asset[] = [];
  for (const asset of content.assets) {
    if (asset.type === 'text') {
      const textConfig = resolveFont(asset.textConfig, libraries.fonts);
      assets.push({ ...asset, textConfig, height: libraries.measure(textConfig, asset.width) });
    } else if (asset.type === 'svg_image' && asset.link.startsWith(SEED_SHAPE_LINK)) {
      const shape = libraries.shapes.get(asset.link.slice(SEED_SHAPE_LINK.length));
      if (shape) assets.push({ ...asset, link: shape.link, svgId: shape.id, height: asset.width * shape.aspect });
    } else {
      assets.push(asset);
    }
  }
  return { ...content, assets: assets.map((a, i) => ({ ...a, zIndex: i + 1 })) };
}

/** Height over width of an SVG, from its viewBox (else its width and height attributes). */
export function svgAspect(svg: string): number | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return undefined;
  const viewBox = /viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(root);
  const [w, h] = viewBox
    ? [Number(viewBox[1]), Number(viewBox[2])]
    : [Number(/\swidth\s*=\s*["']([\d.]+)/i.exec(root)?.[1]), Number(/\sheight\s*=\s*["']([\d.]+)/i.exec(root)?.[1])];
  return w > 0 && h > 0 ? h / w : undefined;
}
