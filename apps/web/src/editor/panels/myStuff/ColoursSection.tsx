import { type ColorEntry, colorName, parseCmyk, parseTypedColor } from '@layout/model';
import { ActionIcon, Button, ColorPicker, ColorSwatch, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Carousel } from '../../library/ui/Carousel';
import { CmykFields } from '../../formatting/CmykFields';
import { useMyColours } from '../../formatting/myColours';
import { useScreenColor } from '../../screenColors';
import { SectionFrame } from './SectionFrame';
import { manageBrandColours, useMyStuff } from './state';

/** Swatches per carousel slide: one row of the drawer (the spec sets no count for colours). */
const COLOURS_PER_SLIDE = 8;

/** The words under a swatch: the colour as written, or its inks on two lines (a tile is too narrow for one). */
function Caption({ color }: { color: string }) {
  const cmyk = parseCmyk(color);
  if (!cmyk) return color;
  return (
    <>
      {`C${cmyk.c} M${cmyk.m}`}
      <br />
      {`Y${cmyk.y} K${cmyk.k}`}
    </>
  );
}

/** A brand colour: colours stored as inks show through the print profile and are named by their inks. */
function Swatch({ entry, onDelete }: { entry: ColorEntry; onDelete?: () => void }) {
  const screen = useScreenColor();
  const name = colorName(entry.color);
  return (
    <Stack gap={2} align="center" data-testid="my-colour">
      <div style={{ position: 'relative' }}>
        <ColorSwatch color={screen(entry.color)} size={26} radius="sm" title={name} aria-label={name} />
        {onDelete && (
          <ActionIcon
            size={14}
            radius="xl"
            variant="default"
            aria-label={`Delete colour ${name}`}
            onClick={onDelete}
            // Above the swatch's own overlays (Mantine lifts them with z-index), so a click on the × deletes.
            style={{ position: 'absolute', top: -6, right: -6, fontSize: 10, zIndex: 3 }}
          >
            ×
          </ActionIcon>
        )}
      </div>
      <Text size="9px" c="dimmed" ff="monospace" ta="center">
        <Caption color={entry.color} />
      </Text>
    </Stack>
  );
}

/** Adding a colour: a picker, its hex field or the colour's CMYK inks, then Add colour (kept as typed: inks stay inks). */
function AddColour() {
  const [color, setColor] = useState('#4ac6e3');
  const [hex, setHex] = useState(color);
  const [saving, setSaving] = useState(false);
  const [inksWrong, setInksWrong] = useState(false);
  const screen = useScreenColor();
  const typed = parseTypedColor(hex);
  const pick = (value: string) => {
    setColor(value);
    setHex(value);
  };
  // A colour the server refuses is taken back off the palette and toasted by the store.
  async function add() {
    setSaving(true);
    try {
      await useMyColours.getState().add([color]);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Stack gap={6}>
      <ColorPicker
        aria-label="Brand colour"
        format="hex"
        fullWidth
        size="sm"
        value={screen(color)}
        onChange={pick}
        saturationLabel="Brand colour saturation"
        hueLabel="Brand colour hue"
      />
      <Group gap={6} wrap="nowrap">
        <ColorSwatch color={screen(color)} size={28} aria-hidden />
        <TextInput
          aria-label="Brand colour hex"
          size="xs"
          style={{ flex: 1 }}
          value={hex}
          error={typed === undefined ? 'Not a colour' : undefined}
          onChange={(e) => {
            setHex(e.currentTarget.value);
            const parsed = parseTypedColor(e.currentTarget.value);
            if (parsed) setColor(parsed);
          }}
        />
      </Group>
      <CmykFields label="Brand colour" value={color} onCommit={pick} onProblem={setInksWrong} />
      {/* Under the fields, so the colour's text has the row's width: inks are long (device-cmyk(20% 80% 0% 10%)). */}
      <Button size="xs" onClick={() => void add()} loading={saving} disabled={typed === undefined || inksWrong}>
        Add colour
      </Button>
    </Stack>
  );
}

/**
 * My brand colours. Outside management they show as swatches (8 a slide) with Manage; in
 * brand-colour management (only this section shows) colours are added with a colour picker and
 * deleted with their × until Done or leaving the panel.
 */
export function ColoursSection({ colours, loading, managing }: { colours: readonly ColorEntry[] | undefined; loading: boolean; managing: boolean }) {
  const remove = (entry: ColorEntry) => () => void useMyColours.getState().remove(entry);
  if (managing) {
    return (
      <Stack gap="sm" data-testid="brand-colour-management">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} size="sm">
            My brand colours
          </Text>
          <Button size="compact-sm" variant="default" onClick={() => useMyStuff.getState().stopBrandColourManagement()}>
            Done
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Your brand colours are offered as My colours wherever you colour text, shapes and lines.
        </Text>
        <AddColour />
        {loading ? null : colours?.length === 0 ? (
          <Text size="xs" c="dimmed">
            No brand colours yet.
          </Text>
        ) : (
          <SimpleGrid cols={COLOURS_PER_SLIDE / 2} spacing={8} verticalSpacing={8} role="list" aria-label="My brand colours">
            {colours?.map((entry) => (
              <Swatch key={entry.id} entry={entry} onDelete={remove(entry)} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    );
  }
  return (
    <SectionFrame
      section="colours"
      count={colours?.length}
      counted={false}
      loading={loading}
      tools={
        <Button size="xs" variant="default" fullWidth onClick={manageBrandColours} data-testid="manage-brand-colours">
          Manage brand colours
        </Button>
      }
      emptyText="Colours you keep for your brand appear here."
    >
      {(expanded) =>
        expanded ? (
          <SimpleGrid cols={COLOURS_PER_SLIDE / 2} spacing={8}>
            {colours?.map((entry) => (
              <Swatch key={entry.id} entry={entry} />
            ))}
          </SimpleGrid>
        ) : (
          <Carousel
            items={colours ?? []}
            perSlide={COLOURS_PER_SLIDE}
            columns={COLOURS_PER_SLIDE / 2}
            label="My brand colours"
            render={(entry) => <Swatch entry={entry} />}
            itemKey={(e) => e.id}
          />
        )
      }
    </SectionFrame>
  );
}
