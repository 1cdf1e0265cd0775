import { LINE_DASHES, type LineStyle, addLineAsset } from '@layout/model';
import { Stack, Text, UnstyledButton } from '@mantine/core';
import { type DropTarget, onPanelDrop, panelDragProps } from '../canvas/panelDrop';
import { addToPage } from './addToPage';

const addLine = (style: LineStyle, target?: DropTarget) => addToPage((content, pageId) => addLineAsset(content, { pageId, dash: [...LINE_DASHES[style]] }), target);
onPanelDrop<{ kind: 'line'; style: LineStyle }>('line', (item, target) => addLine(item.style, target));

const SAMPLES: { style: LineStyle; label: string }[] = [
  { style: 'solid', label: 'Solid line' },
  { style: 'dashed', label: 'Dashed line' },
  { style: 'dotted', label: 'Dotted line' },
];

/** The Lines panel (spec 001 section 2.3): 'Add a line' with solid, dashed and dotted samples. */
export function LinesPanel() {
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Add a line
      </Text>
      {SAMPLES.map(({ style, label }) => (
        <UnstyledButton
          key={style}
          aria-label={label}
          title={label}
          p="sm"
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6 }}
          onClick={() => addLine(style)}
          {...panelDragProps({ kind: 'line', style })}
        >
          <svg viewBox="0 0 200 12" width="100%" height={12} aria-hidden>
            <line x1="4" y1="6" x2="196" y2="6" stroke="black" strokeWidth={3} strokeDasharray={LINE_DASHES[style].join(' ') || undefined} strokeLinecap="round" />
          </svg>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
