import {
  type DataDrivenField,
  type DesignContent,
  type PrintRunProblem,
  type PrintRunRecord,
  type TextAsset,
  fillDataDrivenText,
  fillTextConfig,
  overflowMessage,
} from '@layout/model';
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

/**
 * A print run's rows whose texts do not fit their boxes, as the server refuses them and the editor
 * lists them: one problem per row and text, naming the text's first line as filled and its page.
 */
export function overflowProblems(content: DesignContent, records: readonly PrintRunRecord[], fonts: FontSet<FontLike>): PrintRunProblem[] {
  const pageNumber = new Map(content.pages.map((page, index) => [page.id, index + 1]));
  return records.flatMap((record, index) =>
    textsOverflowingTheirBoxes(content, record, fonts).map((text) => ({
      row: index + 1,
      assetId: text.id,
      message: overflowMessage(index + 1, fillDataDrivenText(text.textConfig.text, record).split('\n')[0] ?? '', pageNumber.get(text.pageId) ?? 1),
    })),
  );
}
