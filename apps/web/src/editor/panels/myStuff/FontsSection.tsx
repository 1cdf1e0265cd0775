import { FONTS_SHOWN_COLLAPSED, type Font, addTextAsset, chooseFont } from '@layout/model';
import { Button, Group, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { pickFiles } from '../../library/fileDialog';
import { FONT_ACCEPT, deleteFont, uploadFont } from '../../library/fonts';
import { useUploadProgress } from '../../library/useUploadProgress';
import { getContent, useEditor } from '../../state/editorStore';
import { loadStoredFont, rememberFonts } from '../../text/fonts';
import { addToPage } from '../addToPage';
import { SectionFrame } from './SectionFrame';
import { DeleteButton, confirmUserAssetDelete } from './tiles';

/**
 * Uses one of the user's fonts: the selected texts take it (one undo step); with no text selected
 * a body text in that font is added to the active page. The font's file is loaded first, as the
 * font picker does, so each text's box is fitted to the new face, not to the default font.
 */
async function applyMyFont(font: Font) {
  rememberFonts([font]);
  await loadStoredFont(font.id);
  const choice = { fontId: font.id, fontFamily: font.name };
  const { selectedIds, apply } = useEditor.getState();
  const texts = getContent().assets.filter((a) => a.type === 'text' && selectedIds.includes(a.id));
  if (texts.length > 0) {
    apply((content) => texts.reduce((c, text) => chooseFont(c, { assetId: text.id, ...choice }), content));
    return;
  }
  addToPage((content, pageId) => {
    const added = addTextAsset(content, { pageId, text: font.name });
    const text = added.assets[added.assets.length - 1]!;
    return chooseFont(added, { assetId: text.id, ...choice });
  });
}

/** The family a font's name is shown in: its own file, loaded once for the sidebar. */
const previewFamilies = new Map<number, Promise<string | null>>();
function usePreviewFamily(font: Font): string | null {
  const [family, setFamily] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let loading = previewFamilies.get(font.id);
    if (!loading) {
      const name = `layout-my-font-${font.id}`;
      loading = new FontFace(name, `url(${JSON.stringify(font.link)})`)
        .load()
        .then((face) => {
          document.fonts.add(face);
          return name;
        })
        .catch(() => null);
      previewFamilies.set(font.id, loading);
    }
    void loading.then((name) => live && setFamily(name));
    return () => {
      live = false;
    };
  }, [font.id, font.link]);
  return family;
}

function FontRow({ font }: { font: Font }) {
  const family = usePreviewFamily(font);
  return (
    <Group gap={6} wrap="nowrap" data-testid="my-font">
      <UnstyledButton
        onClick={() => void applyMyFont(font)}
        aria-label={`Use font ${font.name}`}
        title="Click to use it for the selected text, or to add a text in it"
        style={{ flex: 1, minWidth: 0, padding: '6px 8px', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
      >
        <Text size="md" truncate style={family ? { fontFamily: `'${family}', sans-serif` } : undefined}>
          {font.name}
        </Text>
      </UnstyledButton>
      <DeleteButton label={`Delete ${font.name}`} onClick={() => confirmUserAssetDelete('font', font.name, () => deleteFont(font.id))} />
    </Group>
  );
}

/** Upload font: one .otf or .ttf file ('Invalid font file' otherwise, as a toast). */
function UploadFontButton() {
  const { progress, track } = useUploadProgress();
  async function choose() {
    const files = await pickFiles({ accept: FONT_ACCEPT, multiple: false });
    if (files.length === 0) return;
    await track((onProgress) => uploadFont(files, onProgress));
  }
  return (
    <Stack gap={4}>
      <Button fullWidth onClick={() => void choose()} loading={progress !== null} data-testid="upload-font-button">
        Upload font
      </Button>
      {progress !== null && <Progress value={Math.round(progress * 100)} size="sm" aria-label="Uploading the font" />}
    </Stack>
  );
}

/** My fonts: the first 2 when collapsed (spec 001 section 9), all of them after View all. */
export function FontsSection({ fonts, loading }: { fonts: readonly Font[] | undefined; loading: boolean }) {
  return (
    <SectionFrame section="fonts" count={fonts?.length} loading={loading} tools={<UploadFontButton />} emptyText="Fonts you upload (.otf, .ttf) appear here.">
      {(expanded) => (
        <Stack gap={4}>
          {(expanded ? fonts : fonts?.slice(0, FONTS_SHOWN_COLLAPSED))?.map((font) => (
            <FontRow key={font.id} font={font} />
          ))}
        </Stack>
      )}
    </SectionFrame>
  );
}
