import { paintBackground } from './background';
import { paintLine } from './line';
import type { RasterPainterTable } from './paint';
import { paintPictureAsset } from './picture';
import { paintShape } from './shape';
import { paintSvgArtwork } from './svg';
import { paintText } from './text';

/**
 * How each asset type is drawn on a Skia canvas for the JPG and PNG exports, beside the PDF's
 * `PDF_PAINTERS`: adding an asset type to the model is a compile error here too until it has a
 * painter. What a painter cannot paint it reports (`skipped`), never drops.
 */
export const RASTER_PAINTERS = {
  image: paintPictureAsset,
  illustration: paintSvgArtwork,
  logo: paintPictureAsset,
  icon: paintSvgArtwork,
  svg_image: paintSvgArtwork,
  background: paintBackground,
  shape: paintShape,
  text: paintText,
  line: paintLine,
  // A group has no drawing of its own: its members are assets of their own, painted as themselves.
  group: () => undefined,
} satisfies RasterPainterTable;
