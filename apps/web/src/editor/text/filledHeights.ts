import { type Asset, type DesignContent, type TextAsset, placeholdersIn } from '@layout/model';
import type { FontSet } from '@layout/render';
import { measureTextHeight } from '../assets/measureText';
import { currentDataDrivenValues } from './dataDrivenValues';
import { type OutlineFont, loadedFonts, waitsForFont } from './fonts';

/*
 * The heights of texts with data-driven fields, fitted to their lines as filled with the viewer's
 * details (dataDrivenTexts.ts says when).
 */

/** Heights closer than this are the same (layout rounding); anything more is a real change. */
const HEIGHT_EPSILON_PX = 0.01;

/** Each text checked since the values or fonts last changed, and the text fitted to them. */
let fitted = new WeakMap<Asset, Asset>();
let fittedFor: { values: object; fonts: FontSet<OutlineFont> } | null = null;

/** The text fitted to its filled lines; the same object when its height is already theirs or cannot be measured yet. */
function fitOne(text: TextAsset): TextAsset {
  // Texts without a field are fitted by their edits, as before; one whose font is on its way is
  // measured when the font is in (the fonts then change).
  if (placeholdersIn(text.textConfig.text).length === 0 || waitsForFont(text.textConfig)) return text;
  const height = measureTextHeight(text);
  return Math.abs(height - text.height) < HEIGHT_EPSILON_PX ? text : { ...text, height };
}

/**
 * The content with the height of every text holding data-driven fields fitted to its lines as
 * filled with the current values; the same content when all are, or before the fonts have
 * loaded (a height counted from explicit lines would be wrong for a wrapped text). Texts are
 * remembered by object, so only new or changed ones are measured.
 */
export function fitFilledTexts(content: DesignContent): DesignContent {
  const fonts = loadedFonts();
  if (!fonts) return content;
  const values = currentDataDrivenValues();
  if (fittedFor?.values !== values || fittedFor.fonts !== fonts) {
    fitted = new WeakMap();
    fittedFor = { values, fonts };
  }
  let changed = false;
  const assets = content.assets.map((asset) => {
    if (asset.type !== 'text') return asset;
    let next = fitted.get(asset);
    if (!next) {
      next = fitOne(asset);
      fitted.set(asset, next);
      fitted.set(next, next);
    }
    if (next !== asset) changed = true;
    return next;
  });
  return changed ? { ...content, assets } : content;
}
