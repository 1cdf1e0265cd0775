import { ALL_FONTS_CATEGORY_ID, DOCUMENT_FONTS_CATEGORY_ID, MY_FONTS_CATEGORY_ID, PSEUDO_FONT_CATEGORIES } from '@layout/model';
import { ScrollArea, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useSession } from '../../session/store';
import { useFontCategories } from '../library/fonts';
import { useContent } from '../state/editorStore';
import { cssFontFamily, loadStoredFont } from '../text/fonts';
import { useKnownFonts } from '../text/knownFonts';
import { type FontChoice, fontChoices } from './fontChoices';

const EMPTY_TEXT: Record<number, string> = {
  [MY_FONTS_CATEGORY_ID]: 'No fonts uploaded yet.',
  [DOCUMENT_FONTS_CATEGORY_ID]: 'No fonts in this document.',
};

/**
 * The font picker of the text format popup: a category (the pseudo-categories All fonts, Document
 * fonts, My fonts, spec 001 section 3, then the stored categories) and its fonts, each shown in
 * its own face, the current one marked. The fonts are the public ones and the user's uploads.
 * A stored font is loaded before it is applied, so the text's box fits the words in that font.
 */
export function FontPicker({ value, onChoose }: { value: FontChoice; onChoose: (font: FontChoice) => void }) {
  const content = useContent();
  const userId = useSession((s) => s.user?.id ?? null);
  const fonts = useKnownFonts();
  const categories = useFontCategories().data ?? [];
  const [categoryId, setCategoryId] = useState(ALL_FONTS_CATEGORY_ID);
  const [choosing, setChoosing] = useState<number | null>(null);
  const options = [...PSEUDO_FONT_CATEGORIES, ...categories].map((c) => ({ value: String(c.id), label: c.name }));
  const choices = fontChoices(categoryId, { content, fonts, userId });

  async function choose(font: FontChoice) {
    setChoosing(font.fontId);
    try {
      await loadStoredFont(font.fontId);
    } finally {
      setChoosing(null);
    }
    onChoose(font);
  }

  return (
    <Stack gap={4}>
      <Select
        aria-label="Font category"
        size="xs"
        allowDeselect={false}
        data={options}
        value={String(categoryId)}
        onChange={(id) => id !== null && setCategoryId(Number(id))}
        comboboxProps={{ withinPortal: false }}
      />
      <ScrollArea.Autosize mah={150} type="auto">
        <Stack gap={0} role="listbox" aria-label="Fonts">
          {choices.length === 0 && (
            <Text size="xs" c="dimmed" fs="italic" p={4}>
              {EMPTY_TEXT[categoryId] ?? 'No fonts.'}
            </Text>
          )}
          {choices.map((font) => {
            const selected = font.fontId === value.fontId;
            return (
              <UnstyledButton
                key={font.fontId}
                role="option"
                aria-selected={selected}
                aria-busy={choosing === font.fontId || undefined}
                px={6}
                py={2}
                style={{ fontFamily: cssFontFamily(font.fontId), borderRadius: 4, fontSize: 15, whiteSpace: 'nowrap' }}
                bg={selected ? 'blue.0' : undefined}
                onClick={() => void choose(font)}
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
