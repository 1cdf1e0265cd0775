import { type ExtractedColorChoice, colorName, extractionChoices } from '@layout/model';
import { Button, Checkbox, ColorSwatch, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useScreenColor } from '../screenColors';
import { useMyColours } from './myColours';
import { PopupFrame } from './PopupFrame';
import { readAssetColours } from './readColours';
import type { PopupProps } from './types';

type Reading = { state: 'reading' } | { state: 'failed' } | { state: 'ready'; choices: ExtractedColorChoice[] };

/**
 * Colours extraction (spec 001 section 4.13): the first 4 colours of the selected image,
 * illustration, logo or icon, all checked; Add puts the checked ones into My colours, each once.
 */
export function ExtractColoursPopup({ assets, onClose }: PopupProps) {
  const asset = assets[0];
  const [reading, setReading] = useState<Reading>({ state: 'reading' });
  const [result, setResult] = useState<string | null>(null);
  const myColours = useMyColours((s) => s.colors);
  const screen = useScreenColor();

  useEffect(() => {
    if (!asset) return;
    let current = true;
    setReading({ state: 'reading' });
    setResult(null);
    readAssetColours(asset).then(
      (colors) => current && setReading({ state: 'ready', choices: extractionChoices(colors) }),
      (error: unknown) => {
        console.error('Colours extraction failed', error);
        if (current) setReading({ state: 'failed' });
      },
    );
    void useMyColours.getState().load();
    return () => {
      current = false;
    };
  }, [asset]);

  const choices = reading.state === 'ready' ? reading.choices : [];
  const checked = choices.filter((c) => c.checked).map((c) => c.color);
  const toggle = (color: string) => setReading({ state: 'ready', choices: choices.map((c) => (c.color === color ? { ...c, checked: !c.checked } : c)) });

  const add = async () => {
    const added = await useMyColours.getState().add(checked);
    setResult(added.length === 0 ? 'These colours are already in My colours.' : `Added to My colours: ${added.map(colorName).join(', ')}`);
  };

  return (
    <PopupFrame title="COLOURS EXTRACTION" onClose={onClose}>
      {reading.state === 'reading' && <Loader size="sm" aria-label="Reading colours" />}
      {reading.state === 'failed' && <Text size="sm">The colours of this item could not be read.</Text>}
      {reading.state === 'ready' && choices.length === 0 && <Text size="sm">No colours found.</Text>}
      {choices.length > 0 && (
        <Stack gap={6} role="group" aria-label="Extracted colours">
          {choices.map((choice) => (
            <Checkbox
              key={choice.color}
              checked={choice.checked}
              onChange={() => toggle(choice.color)}
              aria-label={colorName(choice.color)}
              label={
                <Group gap={6} wrap="nowrap">
                  <ColorSwatch color={screen(choice.color)} size={18} aria-hidden />
                  <Text size="sm" ff="monospace">
                    {colorName(choice.color)}
                  </Text>
                </Group>
              }
            />
          ))}
          <Button size="xs" disabled={checked.length === 0} onClick={() => void add()}>
            Add
          </Button>
        </Stack>
      )}
      {result && (
        <Text size="xs" role="status">
          {result}
        </Text>
      )}
      <Stack gap={2} role="group" aria-label="My colours">
        <Text size="xs" c="dimmed">
          My colours
        </Text>
        <Group gap={4}>
          {myColours.map((color) => (
            <ColorSwatch key={color} color={screen(color)} size={18} title={colorName(color)} />
          ))}
          {myColours.length === 0 && (
            <Text size="xs" c="dimmed" fs="italic">
              No colours yet
            </Text>
          )}
        </Group>
      </Stack>
    </PopupFrame>
  );
}
