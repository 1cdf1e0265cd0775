import { type Asset, type FilterName, resetFilters, setFilter } from '@layout/model';
import { Button, Group, ScrollArea, Slider, Stack, Switch, Text } from '@mantine/core';
import { PopupFrame } from '../../formatting/PopupFrame';
import type { PopupProps } from '../../formatting/types';
import { useEditor } from '../../state/editorStore';
import { ReplaceImageButton } from '../../panels/photos/ReplaceImageButton';
import { applyToSelection, previewOnSelection } from './common';
import { FILTER_SLIDERS, FILTER_SWITCHES } from './filterControls';
import { OpacitySlider } from './OpacitySlider';

/** Filters apply to pictures; icons and svgs offer only the opacity. */
const FILTERABLE = new Set<Asset['type']>(['image', 'logo', 'background', 'illustration']);

type Filters = Partial<Record<FilterName, number>>;
const filtersOf = (asset: Asset | undefined): Filters => (asset && 'filters' in asset ? (asset.filters ?? {}) : {});

/** IMAGE FORMATTING (Format for pictures, Effects for the background): every filter and the opacity. */
export function ImageFormattingPopup({ assets, onClose }: PopupProps) {
  const first = assets[0];
  const preview = useEditor((s) => (first ? s.preview[first.id] : undefined));
  const filters = { ...filtersOf(first), ...filtersOf(preview as Asset | undefined) };
  const pictures = assets.filter((a) => FILTERABLE.has(a.type));
  const set = (name: FilterName, value: number | null) => applyToSelection(pictures, (c, ids) => setFilter(c, { assetIds: ids, filter: name, value }));
  const show = (name: FilterName, value: number) => previewOnSelection(pictures, (a) => ({ filters: { ...filtersOf(a), [name]: value } }) as Partial<Asset>);

  return (
    <PopupFrame title="IMAGE FORMATTING" onClose={onClose}>
      {pictures.length > 0 && (
        <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
          <Stack gap={6}>
            {FILTER_SLIDERS.map(({ name, label, min, max, step }) => (
              <div key={name}>
                <Group justify="space-between" gap={4}>
                  <Text size="xs" fw={600}>
                    {label}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {filters[name] ?? 0}
                  </Text>
                </Group>
                <Slider
                  aria-label={label}
                  thumbLabel={label}
                  size="sm"
                  min={min}
                  max={max}
                  step={step}
                  value={filters[name] ?? 0}
                  onChange={(v) => show(name, v)}
                  onChangeEnd={(v) => set(name, v === 0 ? null : v)}
                />
              </div>
            ))}
            <Group gap="sm">
              {FILTER_SWITCHES.map(({ name, label }) => (
                <Switch key={name} size="xs" label={label} checked={(filters[name] ?? 0) > 0} onChange={(e) => set(name, e.currentTarget.checked ? 1 : null)} />
              ))}
            </Group>
            <Button variant="subtle" size="xs" onClick={() => applyToSelection(pictures, (c, ids) => resetFilters(c, { assetIds: ids }))}>
              Reset filters
            </Button>
          </Stack>
        </ScrollArea.Autosize>
      )}
      <OpacitySlider assets={assets} />
      <ReplaceImageButton assets={assets} onStarted={onClose} />
    </PopupFrame>
  );
}
