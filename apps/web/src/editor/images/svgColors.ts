/**
 * Colour changes in SVG artwork live in @layout/model (assets/svgColors.ts), shared with the PDF
 * export so print matches the screen; re-exported here under the editor's names.
 */
export { normalizeSvgColor, recolorSvg, replaceSvgColors, strokeSvg, svgWidth, withIntrinsicSize } from '@layout/model';
