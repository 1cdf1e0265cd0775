import { type TextAsset, fillTextConfig, ptToPx } from '@layout/model';
import { measureTextHeight as laidOutHeight } from '@layout/render';
import { currentDataDrivenValues } from '../text/dataDrivenValues';
import { loadedFonts } from '../text/fonts';

/**
 * The height of a text box at its width, from the shared layout (`@layout/render`): the stored
 * height after an edit or a resize, so the box follows its content. The content is the text as
 * drawn: its data-driven fields filled with the viewer's details (text/dataDrivenValues.ts).
 * Before the fonts have loaded it counts explicit lines only, as adding a text does.
 */
export function measureTextHeight(asset: TextAsset): number {
  const c = fillTextConfig(asset.textConfig, currentDataDrivenValues());
  const fonts = loadedFonts();
  if (fonts) return laidOutHeight({ textConfig: c, width: asset.width }, fonts.resolve(c));
  return c.text.split('\n').length * ptToPx(c.fontSize) * c.lineHeight + 2 * c.padding;
}
