import { SECONDARY_COLOR, type ShapeKind, addShapeAsset } from '@layout/model';
import { SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactElement } from 'react';
import { type DropTarget, onPanelDrop, panelDragProps } from '../canvas/panelDrop';
import { addToPage } from './addToPage';

const addShape = (kind: ShapeKind, target?: DropTarget) => addToPage((content, pageId) => addShapeAsset(content, { pageId, kind }), target);
onPanelDrop<{ kind: 'shape'; shape: ShapeKind }>('shape', (item, target) => addShape(item.shape, target));

const BASIC_SHAPES: { kind: ShapeKind; label: string; preview: ReactElement }[] = [
  { kind: 'rect', label: 'Rectangle', preview: <rect x="6" y="6" width="52" height="52" /> },
  { kind: 'circle', label: 'Circle', preview: <circle cx="32" cy="32" r="26" /> },
  { kind: 'star', label: 'Star', preview: <polygon points="32,4 40,24 62,24 44,38 51,60 32,46 13,60 20,38 2,24 24,24" /> },
  { kind: 'polygon', label: 'Hexagon', preview: <polygon points="32,4 56,18 56,46 32,60 8,46 8,18" /> },
];

/** Basic shapes; the searchable shape library arrives with the sidebar issue. */
export function ShapesPanel() {
  return (
    <Stack>
      <Text size="sm" fw={600}>
        Basic shapes
      </Text>
      <SimpleGrid cols={2}>
        {BASIC_SHAPES.map((shape) => (
          <UnstyledButton
            key={shape.kind}
            aria-label={shape.label}
            title={shape.label}
            p="sm"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6, textAlign: 'center' }}
            onClick={() => addShape(shape.kind)}
            {...panelDragProps({ kind: 'shape', shape: shape.kind })}
          >
            <svg viewBox="0 0 64 64" width={64} height={64} fill={SECONDARY_COLOR}>
              {shape.preview}
            </svg>
            <Text size="xs">{shape.label}</Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
