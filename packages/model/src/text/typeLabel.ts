import type { TextConfig } from '../assets/text';
import { TEXT_STYLES } from '../ops/add';
import { type TextStyle, defaultTextStyles, styleIsBold, styleIsItalic } from './styles';

/**
 * The text type label of the text toolbar (spec 001 section 4.13): the matching style's name, or
 * 'Customized text' when no style matches font, size, line height and letter spacing, or when
 * bold or italic is set and the style lacks it. The names are the Text panel's (spec 001 section
 * 2.3): Heading H1, Heading H2, Heading H3, Subheading, Body text, Caption text, Boxed text.
 *
 * Only bold or italic the style lacks makes a text customised: a heading whose bold the user
 * turned off still reads 'Heading H1', as the spec words it.
 */

/** Shown when a text matches no style. */
export const CUSTOMIZED_TEXT_LABEL = 'Customized text';

/**
 * Sizes and spacings are compared with this tolerance: the line-height stepper adds 0.1 steps,
 * and 1.2 + 0.1 is 1.3000000000000003 in floating point, which must still match 1.3.
 */
const TOLERANCE = 1e-6;
const near = (a: number, b: number) => Math.abs(a - b) <= TOLERANCE;

/** The first style (in the given order) the text matches, if any. */
export function matchingTextStyle(config: TextConfig, styles: readonly TextStyle[]): TextStyle | undefined {
  return styles.find(
    (style) =>
      style.fontId === config.fontId &&
      near(style.size, config.fontSize) &&
      near(style.lineHeight, config.lineHeight) &&
      near(style.letterSpacing, config.letterSpacing) &&
      (!config.fontStyle.includes('bold') || styleIsBold(style)) &&
      (!config.fontStyle.includes('italic') || styleIsItalic(style)),
  );
}

/** The display name of a style ('h1' -> 'Heading H1'). */
export function textStyleLabel(name: TextStyle['name']): string {
  return TEXT_STYLES.find((s) => s.name === name)!.label;
}

/** The label for a text: its style's display name or 'Customized text'. */
export function textTypeLabel(config: TextConfig, styles: readonly TextStyle[] = defaultTextStyles()): string {
  const style = matchingTextStyle(config, styles);
  return style ? textStyleLabel(style.name) : CUSTOMIZED_TEXT_LABEL;
}
