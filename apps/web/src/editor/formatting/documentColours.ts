import { type DesignContent, assetColors, normalizeColor } from '@layout/model';

/**
 * The colours a document shows, for the swatches of the colour pickers: every visible asset
 * colour (text, box, fill, stroke, line, background, replaced svg colour) in content order, then
 * the page colours, each once in one spelling (lowercase #rrggbb, or `device-cmyk()` for inks).
 */
export function documentColours(content: DesignContent): string[] {
  const found = new Set<string>();
  for (const asset of content.assets) for (const color of assetColors(asset)) found.add(color);
  for (const page of content.pages) {
    const color = normalizeColor(page.backgroundColor);
    if (color !== undefined) found.add(color);
  }
  return [...found];
}
