import { type Asset, type AssetOf, type AssetType, ASSET_TRAITS, type AssetTraits } from '../assets';
import type { ColorSlot } from './slotRules';

export type { ColorRole, ColorSlot } from './slotRules';

/**
 * Which colours an asset shows, and how to change each one: the basis of the change-all dialog
 * (spec 001 section 4.13), which must find every asset using a colour and recolour just that part.
 * Only visible paint counts: a disabled stroke, a zero-width border or the box colour of a text
 * that is not boxed is not a colour the user sees, so it neither asks for nor takes a change.
 * Each type's slots are stated in its traits (assets/traits.ts).
 */

/**
 * The visible colours of an asset, one slot per painted part.
 * @param svgColors for svg_image and icon: the colours of the svg file (see extractSvgColors),
 *   so colours not replaced yet are found too; without them only replaced colours are known.
 */
export function colorSlots(asset: Asset, svgColors: readonly string[] = []): ColorSlot[] {
  const traits = ASSET_TRAITS[asset.type] as AssetTraits<AssetType>;
  return traits.colorSlots(asset as AssetOf<AssetType>, svgColors);
}
