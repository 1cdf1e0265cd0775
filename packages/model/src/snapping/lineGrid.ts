import { TEXT_LINE_GRID_PT } from '../constants';
import type { LayoutDimensions } from '../document/layout';
import type { Box } from '../geometry/box';
import { pageGeometry } from '../geometry/page';
import { ptToPx } from '../units';
import type { SnapLine } from './snap';

/**
 * The text line grid (spec 000 and 001 section 9: 'Text line grid 12pt'): horizontal lines every
 * 12 pt (16 px at base scale), starting at the page's top margin and ending at its bottom margin,
 * the way a print layout's baseline grid runs inside the margins. A text dragged while the guides
 * are shown snaps its top to the nearest line within the snap distance, when no guide or other
 * asset caught it first, so texts in different columns line up (decisions.md, 'Text line grid').
 */
export function snapToTextLineGrid(moving: Box, layout: LayoutDimensions, distance: number): { dy: number; line: SnapLine | null } {
  const { margin, bleed } = pageGeometry(layout);
  const step = ptToPx(TEXT_LINE_GRID_PT);
  const top = Math.min(moving.y, moving.y + moving.height);
  const lines = Math.floor(margin.height / step + 1e-9);
  const k = Math.min(lines, Math.max(0, Math.round((top - margin.y) / step)));
  const position = margin.y + k * step;
  const dy = position - top;
  if (Math.abs(dy) > distance) return { dy: 0, line: null };
  const start = Math.min(bleed.x, moving.x);
  const end = Math.max(bleed.x + bleed.width, moving.x + moving.width);
  return { dy, line: { orientation: 'horizontal', position, start, end } };
}
