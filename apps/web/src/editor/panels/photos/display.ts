import { PHOTO_DISPLAY_MODES, type PhotoOrientation } from '@layout/model';

/** The Photos panel's display orientations (spec 001 section 2.3), in the select's order. */
export type PhotoDisplayMode = keyof typeof PHOTO_DISPLAY_MODES;
export const PHOTO_DISPLAY_MODE_NAMES = Object.keys(PHOTO_DISPLAY_MODES) as PhotoDisplayMode[];

/** Width of the drawer's content: the 300 px drawer less its padding. */
const PANEL_CONTENT_WIDTH = 268;

/**
 * Tiles a row holds in a display mode: as many of the spec's tile widths (151 landscape, 71
 * portrait, 98 square; spec 001 section 9) as fit the panel, so 2, 4 and 3.
 */
export const columnsOf = (mode: PhotoDisplayMode) => Math.max(1, Math.round(PANEL_CONTENT_WIDTH / PHOTO_DISPLAY_MODES[mode]));

/** Width over height of a tile: photos are cropped to it in the panel (not on the page). */
export const TILE_ASPECT: Record<PhotoDisplayMode, number> = { Landscape: 3 / 2, Portrait: 2 / 3, Square: 1 };

/** The search's orientation for a display mode: a search shows photos of the chosen shape. */
export const SEARCH_ORIENTATION: Record<PhotoDisplayMode, PhotoOrientation> = { Landscape: 'landscape', Portrait: 'portrait', Square: 'squarish' };
