import { TEXT_STYLE_SIZES_PT, TEXT_STYLES, addTextAsset } from '@layout/model';
import { Button, Stack } from '@mantine/core';
import { getContent, useEditor } from '../state/editorStore';

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
          onClick={() => {
            const { activePageId, apply, select } = useEditor.getState();
            apply((content) => addTextAsset(content, { pageId: activePageId, style: style.name }));
            select(getContent().assets.at(-1)!.id);
          }}
        >
          Add {style.label}
        </Button>
      ))}
    </Stack>
  );
}
