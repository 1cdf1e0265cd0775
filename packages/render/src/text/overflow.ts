import { type DataDrivenField, type DesignContent, type TextAsset, fillTextConfig } from '@layout/model';
import type { FontLike } from './font';
import type { FontSet } from './fontSet';
import { measureTextHeight } from './layout';

/** More than this over the box is a line that does not fit (layout rounding stays under it). */
const OVERFLOW_EPSILON_PX = 1;

/**
 * The texts of a design that, filled with one person's details, need more height than their box
 * as designed (its stored height): a name that wraps onto a second line the designer did not
 * leave room for would print over what is below it. Texts without a filled field are as designed.
 */
export function textsOverflowingTheirBoxes(content: DesignContent, values: Readonly<Partial<Record<DataDrivenField, string>>>, fonts: FontSet<FontLike>): TextAsset[] {
  return content.assets.filter((asset): asset is TextAsset => {
    if (asset.type !== 'text') return false;
    const textConfig = fillTextConfig(asset.textConfig, values);
    if (textConfig === asset.textConfig) return false;
    return measureTextHeight({ textConfig, width: asset.width }, fonts.resolve(textConfig)) > asset.height + OVERFLOW_EPSILON_PX;
  });
}
