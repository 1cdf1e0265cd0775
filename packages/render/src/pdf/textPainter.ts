import { fillTextConfig } from '@layout/model';
import type { Painter } from './paint';
import { IDENTITY_MATRIX, paintText } from './text';

/**
 * A text asset as the editor draws it: its placeholders filled with the export's data-driven
 * values (as measureText.ts fills them on the canvas), then laid out and embedded by `paintText`.
 * The export has already set up page px, so no further matrix; paintText places the asset itself
 * exactly as `placeAsset` does. A font the set does not hold resolves to the default family in
 * the text's style (the model's withFallbackFonts rule), so the text is printed, never skipped.
 */
export const paintTextAsset: Painter<'text'> = (doc, asset, ctx) => {
  const textConfig = fillTextConfig(asset.textConfig, ctx.dataDrivenValues);
  paintText(doc, asset, ctx.fonts, { toPdf: IDENTITY_MATRIX, textConfig, ink: ctx.colors.ink });
};
