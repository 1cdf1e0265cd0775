import { ALL_FONTS_CATEGORY_ID, PSEUDO_FONT_CATEGORIES } from '@layout/model';
import { ScrollArea, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useContent } from '../state/editorStore';
import { type FontChoice, fontChoices } from './fontChoices';

const CATEGORY_OPTIONS = PSEUDO_FONT_CATEGORIES.map((c) => ({ value: String(c.id), label: c.name }));

const EMPTY_TEXT: Record<number, string> = {
  [-1]: 'No fonts uploaded yet.',
  [-2]: 'No fonts in this document.',
};

/**
 * The font picker of the text format popup: a category (All fonts, Document fonts, My fonts, spec
 * 001 section 3) and its fonts, each shown in its own face, the current one marked.
 */
export function FontPicker({ value, onChoose }: { value: FontChoice; onChoose: (font: FontChoice) => void }) {
  const content = useContent();
  const [categoryId, setCategoryId] = useState(ALL_FONTS_CATEGORY_ID);
  const fonts = fontChoices(categoryId, { content });
  return (
    <Stack gap={4}>
      <Select
        aria-label="Font category"
        size="xs"
        allowDeselect={false}
        data={CATEGORY_OPTIONS}
        value={String(categoryId)}
        onChange={(id) => id !== null && setCategoryId(Number(id))}
        comboboxProps={{ withinPortal: false }}
      />
      <ScrollArea.Autosize mah={96} type="auto">
        <Stack gap={0} role="listbox" aria-label="Fonts">
          {fonts.length === 0 && (
            <Text size="xs" c="dimmed" fs="italic" p={4}>
              {EMPTY_TEXT[categoryId] ?? 'No fonts.'}
            </Text>
          )}
          {fonts.map((font) => {
            const selected = font.fontId === value.fontId;
            return (
              <UnstyledButton
                key={font.fontId}
                role="option"
                aria-selected={selected}
                px={6}
                py={2}
                style={{ fontFamily: `'${font.fontFamily}', sans-serif`, borderRadius: 4 }}
                bg={selected ? 'blue.0' : undefined}
                onClick={() => onChoose(font)}
              >
                {font.fontFamily}
              </UnstyledButton>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
