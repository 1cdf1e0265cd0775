import { paintBackground } from './background';
import { paintPictureAsset } from './image';
import { paintLine } from './line';
import type { PainterTable } from './paint';
import { paintShape } from './shape';
import { paintSvgAsset } from './svg';
import { paintTextAsset } from './textPainter';

/**
 * How each asset type paints into a PDF. Adding an asset type to the model is a compile error
 * here until it has a painter; what a painter cannot paint it reports (`skipped`), never drops.
 */
export const PDF_PAINTERS = {
  image: paintPictureAsset,
  // SVG artwork as vector paths; PNG/JPEG artwork and filtered illustrations as pictures (image.ts).
  illustration: paintSvgAsset,
  logo: paintPictureAsset,
  icon: paintSvgAsset,
  svg_image: paintSvgAsset,
  background: paintBackground,
  shape: paintShape,
  text: paintTextAsset,
  line: paintLine,
  // A group has no drawing of its own: its members are assets of their own, painted as themselves.
  group: () => undefined,
} satisfies PainterTable;
