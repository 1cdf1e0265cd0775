import { TEXT_STYLE_SIZES_PT, TEXT_STYLES, type TextStyleName, addTextAsset } from '@layout/model';
import { Button, Stack } from '@mantine/core';
import { type DropTarget, onPanelDrop, panelDragProps } from '../canvas/panelDrop';
import { addToPage } from './addToPage';

const addText = (style: TextStyleName, target?: DropTarget) => addToPage((content, pageId) => addTextAsset(content, { pageId, style }), target);
onPanelDrop<{ kind: 'text'; style: TextStyleName }>('text', (item, target) => addText(item.style, target));

/** The Text panel: one button per text style, in the spec's order (spec 001 section 2.3). */
export function TextPanel() {
  return (
    <Stack gap="xs">
      {TEXT_STYLES.map((style) => (
        <Button
          key={style.name}
          variant="default"
          justify="flex-start"
          h="auto"
          py={8}
          styles={{ label: { fontSize: Math.min(22, 10 + TEXT_STYLE_SIZES_PT[style.name] / 2), whiteSpace: 'normal' } }}
          onClick={() => addText(style.name)}
          {...panelDragProps({ kind: 'text', style: style.name })}
        >
          Add {style.label}
        </Button>
      ))}
    </Stack>
  );
}
