import { colorName, parseTypedColor } from '@layout/model';
import { ActionIcon, ColorPicker, ColorSwatch, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useDialogs } from '../dialogs/dialogQueue';
import { useScreenColor } from '../screenColors';
import { useContent, useEditor } from '../state/editorStore';
import { CmykFields } from './CmykFields';
import { documentColours } from './documentColours';
import { useMyColours } from './myColours';

export interface ColourPickerProps {
  /** What is being coloured, for the controls' names ('Fill colour', 'Border colour'). */
  label: string;
  /** The colour shown: #rrggbb, or `device-cmyk()` for a colour stored as inks. */
  value: string;
  /** While the saturation or hue is dragged: show, do not record. */
  onPreview: (color: string) => void;
  /** A colour chosen: drag ended, swatch clicked, hex or inks typed. One undo step. */
  onCommit: (color: string) => void;
}

/**
 * A colour picker: saturation and hue (previewing while dragged, committing at the end), a hex
 * field (Enter or leaving it commits; it takes `device-cmyk()` too), the colour as CMYK inks
 * (CmykFields: stored as inks, printed as exactly those), and swatches of the document's colours
 * and My colours. The shown colour can be added to My colours. Colours stored as inks are shown
 * through the print profile (screenColors.ts) and named by their inks. It waits (inert) while a
 * dialog is open.
 */
export function ColourPicker({ label, value, onPreview: preview, onCommit: commit }: ColourPickerProps) {
  const content = useContent();
  // A drag cut short (the popup closed mid-drag) must not leave its preview on the canvas.
  const previewing = useRef(false);
  const onPreview = (color: string) => {
    previewing.current = true;
    preview(color);
  };
  const onCommit = (color: string) => {
    previewing.current = false;
    commit(color);
  };
  useEffect(
    () => () => {
      if (previewing.current) useEditor.getState().clearPreview();
    },
    [],
  );
  const myColours = useMyColours((s) => s.colors);
  useEffect(() => void useMyColours.getState().load(), []);
  // While a dialog asks (the change-all question about this very colour), the picker sits above
  // the dialog's overlay: it waits, so a second change cannot start before the first is answered.
  const waiting = useDialogs((s) => s.queue.length > 0 && s.queue[0]?.kind !== 'tour');
  const screen = useScreenColor();
  const [hex, setHex] = useState(value);
  useEffect(() => setHex(value), [value]);

  const commitHex = () => {
    const color = parseTypedColor(hex);
    if (color === undefined) setHex(value);
    else if (color !== value) onCommit(color);
  };

  return (
    <Stack gap={6} inert={waiting} style={{ opacity: waiting ? 0.5 : 1 }}>
      <ColorPicker
        aria-label={label}
        format="hex"
        fullWidth
        size="sm"
        value={screen(value)}
        saturationLabel={`${label} saturation`}
        hueLabel={`${label} hue`}
        onChange={onPreview}
        onChangeEnd={onCommit}
      />
      <Group gap={6} wrap="nowrap">
        <ColorSwatch color={screen(value)} size={24} aria-hidden />
        <TextInput
          aria-label={`${label} hex`}
          size="xs"
          style={{ flex: 1 }}
          value={hex}
          onChange={(e) => setHex(e.currentTarget.value)}
          onBlur={commitHex}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commitHex();
          }}
        />
        <Tooltip label="Add to My colours">
          <ActionIcon variant="default" aria-label="Add to My colours" onClick={() => void useMyColours.getState().add([value])}>
            +
          </ActionIcon>
        </Tooltip>
      </Group>
      <CmykFields label={label} value={value} onCommit={onCommit} />
      <Swatches title="Document colours" colors={documentColours(content)} current={value} onPick={onCommit} />
      <Swatches title="My colours" colors={myColours} current={value} onPick={onCommit} empty="No colours yet" />
    </Stack>
  );
}

function Swatches(props: { title: string; colors: readonly string[]; current: string; onPick: (color: string) => void; empty?: string }) {
  const screen = useScreenColor();
  return (
    <Stack gap={2} role="group" aria-label={props.title}>
      <Text size="xs" c="dimmed">
        {props.title}
      </Text>
      {props.colors.length === 0 ? (
        <Text size="xs" c="dimmed" fs="italic">
          {props.empty}
        </Text>
      ) : (
        <Group gap={4}>
          {props.colors.map((color) => (
            <ColorSwatch
              key={color}
              component="button"
              type="button"
              color={screen(color)}
              size={20}
              aria-label={colorName(color)}
              title={colorName(color)}
              aria-pressed={color === props.current}
              style={{ cursor: 'pointer', outline: color === props.current ? '2px solid var(--mantine-color-blue-6)' : undefined, outlineOffset: 1 }}
              onClick={() => props.onPick(color)}
            />
          ))}
        </Group>
      )}
    </Stack>
  );
}
