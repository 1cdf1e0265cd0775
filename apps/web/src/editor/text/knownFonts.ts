import type { Font } from '@layout/model';
import { useStoredFonts } from '../library/fonts';
import { rememberFonts } from './fonts';

/**
 * The stored fonts the user may use (public ones and their own uploads), made known to the font
 * loader (links, CSS faces) for a component that shows fonts by name or face. Remembering is
 * idempotent, so it runs on each render with the latest lists.
 */
export function useKnownFonts(): readonly Font[] {
  const fonts = useStoredFonts();
  rememberFonts(fonts);
  return fonts;
}
