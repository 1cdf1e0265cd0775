import { type Page, parseTypedColor, setPageBackgroundColor } from '@layout/model';
import { ColorPicker, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CmykFields } from '../formatting/CmykFields';
import { POPUP_WIDTH_PX } from '../formatting/PopupFrame';
import { useScreenColor } from '../screenColors';
import { useEditor } from '../state/editorStore';

/** Common print colours offered as swatches. */
const SWATCHES = ['#ffffff', '#000000', '#263147', '#4ac6e3', '#f5f0e6', '#e03131', '#f08c00', '#ffd43b', '#2f9e44', '#1971c2', '#7048e8', '#c2255c', '#868e96', '#e9ecef'];

function setBackground(pageId: string, color: string) {
  useEditor.getState().apply((content) => setPageBackgroundColor(content, { pageId, color }));
}

/**
 * The picker of the page strip's background colour (loaded when first opened): the choice
 * becomes the page's background when the user lets go of it (one undo step per choice, not one
 * per mouse move), or a typed colour on Enter or when the field loses focus, or inks typed as
 * CMYK (stored as inks, shown through the print profile).
 */
export default function BackgroundColourPicker({ page }: { page: Page }) {
  const [value, setValue] = useState(page.backgroundColor);
  const [typed, setTyped] = useState(page.backgroundColor);
  const screen = useScreenColor();

  const choose = (color: string) => {
    setValue(color);
    setTyped(color);
    setBackground(page.id, color);
  };

  const commitTyped = () => {
    // As in the colour picker of assets: '00ff00', 'fff' and colour names are understood, and the
    // field then shows the colour stored ('red' becomes '#ff0000').
    const color = parseTypedColor(typed);
    if (!color) return setTyped(page.backgroundColor);
    choose(color);
  };

  return (
    // As wide as the formatting popups' pickers: the ink fields share the width, they do not widen it.
    <Stack gap="xs" w={POPUP_WIDTH_PX}>
      <ColorPicker
        fullWidth
        value={screen(value)}
        onChange={setValue}
        onChangeEnd={(color) => {
          setTyped(color);
          setBackground(page.id, color);
        }}
        swatches={SWATCHES}
        swatchesPerRow={7}
        aria-label="Page background colour"
      />
      <TextInput
        size="xs"
        aria-label="Background colour value"
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        onBlur={commitTyped}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commitTyped();
        }}
      />
      <CmykFields label="Background colour" value={value} onCommit={choose} />
    </Stack>
  );
}
