import { type Asset, unhandledAssetType } from '../assets';
import type { DesignContent } from '../document/content';

/**
 * Which stock items a design uses (spec 000 section 1: paid stock is illustrations and some svg
 * items): an asset refers to one by its illustration id or its svg id. The editor's paid-item
 * notice and the server's payment check read the same rule.
 */

/** The stock item an asset was made from. */
export type StockRef = { kind: 'illustration'; id: number } | { kind: 'svg'; id: number };

/** The stock item behind an asset, if it came from stock. */
export function stockRefOf(asset: Asset): StockRef | null {
  switch (asset.type) {
    case 'illustration':
      return asset.illustrationConfig.id === undefined ? null : { kind: 'illustration', id: asset.illustrationConfig.id };
    case 'svg_image':
    case 'icon':
      return asset.svgId === undefined ? null : { kind: 'svg', id: asset.svgId };
    case 'shape':
      return asset.shapeProps.svgId === undefined ? null : { kind: 'svg', id: asset.shapeProps.svgId };
    // Uploads and the user's own work: nothing from stock.
    case 'image':
    case 'logo':
    case 'background':
    case 'text':
    case 'line':
    case 'group':
      return null;
    default:
      return unhandledAssetType(asset);
  }
}

/** The stock items a design uses, each id once, in the order first met. */
export function stockItemsOf(content: Pick<DesignContent, 'assets'>): { illustrations: number[]; svgs: number[] } {
  const illustrations = new Set<number>();
  const svgs = new Set<number>();
  for (const asset of content.assets) {
    const ref = stockRefOf(asset);
    if (ref) (ref.kind === 'illustration' ? illustrations : svgs).add(ref.id);
  }
  return { illustrations: [...illustrations], svgs: [...svgs] };
}
