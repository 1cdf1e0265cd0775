import type { Asset } from '@layout/model';
import type { SelectionKind } from './selectionKind';

/** Every tool of the TOOLS toolbar, by its label (spec 001 section 2.6). */
export const TOOL_IDS = [
  'Format',
  'Effects',
  'Fit',
  'Crop',
  'Fill',
  'Colour',
  'Stroke',
  'Box Fill',
  'Position',
  'Copy',
  'Rotate',
  'Multiply',
  'Arrange',
  'Align',
  'Flip',
  'Extract',
  'Lock',
  'Delete',
] as const;
export type ToolId = (typeof TOOL_IDS)[number];

/** The spec's table of tools by selection, row by row, in its order. */
export const TOOLS_BY_SELECTION: Record<SelectionKind, readonly ToolId[]> = {
  image: ['Format', 'Fit', 'Crop', 'Copy', 'Rotate', 'Multiply', 'Arrange', 'Align', 'Flip', 'Extract', 'Delete'],
  illustration: ['Format', 'Fit', 'Crop', 'Copy', 'Rotate', 'Multiply', 'Arrange', 'Align', 'Flip', 'Extract', 'Delete'],
  logo: ['Format', 'Copy', 'Rotate', 'Multiply', 'Arrange', 'Align', 'Flip', 'Extract', 'Delete'],
  icon: ['Format', 'Copy', 'Rotate', 'Multiply', 'Arrange', 'Align', 'Flip', 'Extract', 'Delete'],
  shape: ['Format', 'Fill', 'Stroke', 'Crop', 'Copy', 'Rotate', 'Multiply', 'Arrange', 'Align', 'Flip', 'Delete'],
  svg_image: ['Format', 'Fill', 'Stroke', 'Crop', 'Copy', 'Rotate', 'Multiply', 'Arrange', 'Align', 'Flip', 'Delete'],
  line: ['Format', 'Fill', 'Copy', 'Rotate', 'Multiply', 'Arrange', 'Align', 'Delete'],
  text: ['Format', 'Colour', 'Box Fill', 'Position', 'Copy', 'Rotate', 'Multiply', 'Arrange', 'Align', 'Delete'],
  background: ['Effects', 'Lock', 'Delete'],
  group: ['Align', 'Copy', 'Delete', 'Rotate'],
};

/** "Crop (only when the shape has an image pattern fill and no colour fill)". */
export function shapeCanCrop(asset: Asset): boolean {
  if (asset.type !== 'shape' && asset.type !== 'svg_image') return false;
  const props = asset.shapeProps;
  return !!props?.fillPattern && props.fillEnabled === false;
}

/** The tools shown for a selection of this kind: the table's row, Crop only where it applies. */
export function toolsFor(kind: SelectionKind, assets: readonly Asset[]): readonly ToolId[] {
  const row = TOOLS_BY_SELECTION[kind];
  if (kind !== 'shape' && kind !== 'svg_image') return row;
  return assets.length === 1 && shapeCanCrop(assets[0]!) ? row : row.filter((t) => t !== 'Crop');
}
