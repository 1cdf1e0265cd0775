import { DEFAULT_FONT_FAMILY, type TextConfig } from '../assets/text';
import type { DesignContent } from '../document/content';
import { mapAssets } from '../ops/collection';
import { DEFAULT_FONT_ID } from './fonts';

/**
 * Choosing a font and toggling bold / italic (spec 001 sections 3 and 4.13). Bold and italic exist
 * only for the default font (fontId 0): other fonts come as uploaded files with their own weight,
 * so choosing one clears fontStyle, and the toggles are refused for them.
 */

/** True when bold and italic may be toggled: only for the default font. */
export function canToggleFontStyle(config: Pick<TextConfig, 'fontId'>): boolean {
  return config.fontId === DEFAULT_FONT_ID;
}

/**
 * Sets a text's font. Choosing a font clears fontStyle unless the default font is chosen; the
 * default font is always drawn with its own family. A stored font without a family is refused.
 */
export function chooseFont(content: DesignContent, args: { assetId: string; fontId: number; fontFamily?: string }): DesignContent {
  const isDefault = args.fontId === DEFAULT_FONT_ID;
  const fontFamily = isDefault ? DEFAULT_FONT_FAMILY : args.fontFamily?.trim();
  if (!fontFamily) return content;
  return mapAssets(content, [args.assetId], (asset) => {
    if (asset.type !== 'text') return asset;
    const config = asset.textConfig;
    const fontStyle = isDefault ? config.fontStyle : [];
    if (config.fontId === args.fontId && config.fontFamily === fontFamily && fontStyle.length === config.fontStyle.length) return asset;
    return { ...asset, textConfig: { ...config, fontId: args.fontId, fontFamily, fontStyle } };
  });
}

/** Turns bold or italic on or off for a text in the default font; other fonts are left as they are. */
export function toggleFontStyle(content: DesignContent, args: { assetId: string; style: 'bold' | 'italic' }): DesignContent {
  return mapAssets(content, [args.assetId], (asset) => {
    if (asset.type !== 'text' || !canToggleFontStyle(asset.textConfig)) return asset;
    const current = asset.textConfig.fontStyle;
    // Kept in the order bold, italic so equal styles read equal.
    const on = new Set(current.includes(args.style) ? current.filter((s) => s !== args.style) : [...current, args.style]);
    const fontStyle = (['bold', 'italic'] as const).filter((s) => on.has(s));
    return { ...asset, textConfig: { ...asset.textConfig, fontStyle } };
  });
}
