import { type Asset, setOpacity } from '@layout/model';
import { Slider, Text } from '@mantine/core';
import { useEditor } from '../../state/editorStore';
import { applyToSelection, previewOnSelection } from './common';

/**
 * Opacity in percent (spec 001 section 4.13): the canvas previews while the slider is dragged and
 * the change is recorded once, when the drag ends.
 */
export function OpacitySlider({ assets }: { assets: readonly Asset[] }) {
  const preview = useEditor((s) => (assets[0] ? s.preview[assets[0].id]?.opacity : undefined));
  const value = Math.round((preview ?? assets[0]?.opacity ?? 1) * 100);
  return (
    <div>
      <Text size="xs" fw={600}>
        Opacity {value}%
      </Text>
      <Slider
        aria-label="Opacity"
        thumbLabel="Opacity"
        min={1}
        max={100}
        value={value}
        onChange={(percent) => previewOnSelection(assets, () => ({ opacity: percent / 100 }))}
        onChangeEnd={(percent) => applyToSelection(assets, (c, ids) => setOpacity(c, { assetIds: ids, opacity: percent / 100 }))}
      />
    </div>
  );
}
