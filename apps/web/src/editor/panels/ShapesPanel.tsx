import { SECONDARY_COLOR, type ShapeKind, addShapeAsset } from '@layout/model';
import type { ReactElement } from 'react';
import { type DropTarget, onPanelDrop, panelDragProps } from '../canvas/panelDrop';
import type { BrowsedCategory } from '../library/ui/CategoryBrowser';
import { ItemTile } from '../library/ui/ItemTile';
import { addToPage } from './addToPage';
import { type LibraryEntry, SvgLibraryPanel } from './svgLibrary/SvgLibraryPanel';

const addShape = (kind: ShapeKind, target?: DropTarget) => addToPage((content, pageId) => addShapeAsset(content, { pageId, kind }), target);
onPanelDrop<{ kind: 'shape'; shape: ShapeKind }>('shape', (item, target) => addShape(item.shape, target));

const BASIC_SHAPES: { kind: ShapeKind; label: string; preview: ReactElement }[] = [
  { kind: 'rect', label: 'Rectangle', preview: <rect x="6" y="6" width="52" height="52" /> },
  { kind: 'circle', label: 'Circle', preview: <circle cx="32" cy="32" r="26" /> },
  { kind: 'star', label: 'Star', preview: <polygon points="32,4 40,24 62,24 44,38 51,60 32,46 13,60 20,38 2,24 24,24" /> },
  { kind: 'polygon', label: 'Hexagon', preview: <polygon points="32,4 56,18 56,46 32,60 8,46 8,18" /> },
];

/**
 * The editor's own shapes, first of the Shapes panel: drawn by the canvas (their fill, border and
 * corner settings are the shape's), not from a file.
 */
const BASIC_CATEGORY: BrowsedCategory<LibraryEntry> = {
  id: 'basic',
  title: 'Basic shapes',
  count: BASIC_SHAPES.length,
  items: BASIC_SHAPES.map((shape) => ({
    key: `basic-${shape.kind}`,
    node: (
      <ItemTile
        label={shape.label}
        picture={
          <svg viewBox="0 0 64 64" width="100%" height="100%" fill={SECONDARY_COLOR} style={{ padding: 8, display: 'block' }} aria-hidden>
            {shape.preview}
          </svg>
        }
        onClick={() => addShape(shape.kind)}
        dragProps={panelDragProps({ kind: 'shape', shape: shape.kind })}
        style={{ background: '#fff' }}
        testId="basic-shape"
      />
    ),
  })),
};
const LEADING = [BASIC_CATEGORY];

/**
 * The Shapes panel (spec 001 section 2.3): the four basic shapes, then the shape library by
 * category ('More >' and '< Back'), searchable; paid shapes carry a '$'.
 */
export function ShapesPanel() {
  return <SvgLibraryPanel type="shape" placeholder="shapes" leading={LEADING} />;
}
