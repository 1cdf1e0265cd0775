import {
  ALL_FONTS_CATEGORY_ID,
  DEFAULT_FONT_FAMILY,
  DEFAULT_FONT_ID,
  DOCUMENT_FONTS_CATEGORY_ID,
  type DesignContent,
  type Font,
  MY_FONTS_CATEGORY_ID,
  documentFonts,
  fontsInCategory,
} from '@layout/model';

/**
 * What the font picker lists (spec 001 section 3: pseudo-categories All fonts -3, Document fonts
 * -2, My fonts -1) and the stored categories. The editor ships one font, the default (fontId 0,
 * Roboto, from @fontsource/roboto); stored fonts (public ones and the user's uploads) come from
 * the font API through `fonts`. Nothing here invents a font: a document font the editor does not
 * have is still listed under Document fonts, because the document names it.
 */

/** A font the user can choose: what chooseFont needs, and the name shown. */
export interface FontChoice {
  fontId: number;
  fontFamily: string;
}

/** The fonts the editor itself ships: the default font. */
export const SHIPPED_FONTS: readonly FontChoice[] = [{ fontId: DEFAULT_FONT_ID, fontFamily: DEFAULT_FONT_FAMILY }];

const fromStored = (font: Font): FontChoice => ({ fontId: font.id, fontFamily: font.name });

/**
 * The fonts of a category, each once, the default font first where it belongs.
 * @param fonts stored fonts the user may use (public ones and their own uploads)
 * @param userId the signed-in user, whose uploads make My fonts
 */
export function fontChoices(categoryId: number, context: { content: DesignContent; fonts?: readonly Font[]; userId?: number | null }): FontChoice[] {
  const stored = context.fonts ?? [];
  switch (categoryId) {
    case ALL_FONTS_CATEGORY_ID:
      return [...SHIPPED_FONTS, ...stored.map(fromStored)];
    case DOCUMENT_FONTS_CATEGORY_ID:
      return documentFonts(context.content).map(({ fontId, fontFamily }) => ({ fontId, fontFamily }));
    case MY_FONTS_CATEGORY_ID:
      return fontsInCategory(stored, MY_FONTS_CATEGORY_ID, { userId: context.userId }).map(fromStored);
    default:
      return fontsInCategory(stored, categoryId).map(fromStored);
  }
}
