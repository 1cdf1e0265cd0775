import { SvgLibraryPanel } from './svgLibrary/SvgLibraryPanel';

/**
 * The Icons panel (spec 001 section 2.3): the icon library by category ('More >' and '< Back'),
 * searchable by name, keywords and category; click adds an icon (or replaces the selected one),
 * drag drops it onto a page. The user's own icons are in My Stuff (My icons).
 */
export function IconsPanel() {
  return <SvgLibraryPanel type="icon" placeholder="icons" />;
}
