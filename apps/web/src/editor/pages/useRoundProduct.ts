import { useCurrentProduct } from '../library/catalogue';

/**
 * Whether the open design's product is round (round stickers), so its guide is a circle (spec 001
 * section 2.5: "a circular guide for certain named products"; the catalogue marks them with
 * shape 'round', docs/decisions.md). Designs without a product are rectangular.
 */
export function useRoundProduct(): boolean {
  return useCurrentProduct()?.shape === 'round';
}
