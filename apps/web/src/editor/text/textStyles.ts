import { type FontCombination, type TextStyle, combinationStyles } from '@layout/model';
import { queryClient } from '../../app/queryClient';
import { fontCombinationsQueryKey, useFontCombinations } from '../library/fonts';
import { useEditor } from '../state/editorStore';
import { knownFontName } from './fonts';
import { useKnownFonts } from './knownFonts';

/**
 * The text styles of the open document (spec 001 sections 2.3 and 4.13): those of its premade
 * font combination (the document's fontCombinationId, chosen in the Text panel), else the default
 * styles. What the Text panel adds texts in, and what the text format popup offers and matches.
 */

/** The document's combination, once the combinations are in; undefined for none or an unknown id. */
function combinationOf(combinations: readonly FontCombination[] | undefined, id: number | null | undefined): FontCombination | undefined {
  return id == null ? undefined : combinations?.find((c) => c.id === id);
}

/** The styles now, outside React (a drop onto a page). */
export function currentTextStyles(): TextStyle[] {
  const combinations = queryClient.getQueryData<FontCombination[]>(fontCombinationsQueryKey);
  return combinationStyles(combinationOf(combinations, useEditor.getState().info.fontCombinationId));
}

/** The document's combination and its styles; re-renders when either changes. */
export function useTextStyles(): { combination: FontCombination | undefined; styles: TextStyle[] } {
  const combinations = useFontCombinations().data;
  const id = useEditor((s) => s.info.fontCombinationId);
  // The styles' font names come from the font lists.
  useKnownFonts();
  const combination = combinationOf(combinations, id);
  return { combination, styles: combinationStyles(combination) };
}

/** The family of a style's font, for applyTextStyle / addStyledText; undefined when unknown. */
export const styleFontFamily = (style: TextStyle): string | undefined => knownFontName(style.fontId);
