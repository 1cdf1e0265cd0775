import { LINE_WIDTH_DISPLAY_FACTOR, type LineStyle, type Unit, fromPx, lineStyleOf, setLineFormat, toPx } from '@layout/model';
import { SegmentedControl, Text } from '@mantine/core';
import { PopupFrame } from '../../formatting/PopupFrame';
import { Stepper } from '../../formatting/Stepper';
import type { PopupProps } from '../../formatting/types';
import { useEditor } from '../../state/editorStore';
import { applyToSelection } from './common';
import { OpacitySlider } from './OpacitySlider';

const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * LINE FORMAT: width (shown as stroke x 0.7529, spec 001 section 9), length in the document's
 * units, solid / dashed 16-16 / dotted 3-3, round or square caps, opacity.
 */
export function LineFormatPopup({ assets, onClose }: PopupProps) {
  const unit: Unit = useEditor((s) => s.history.entries[s.history.index]!.layoutDimensions.units);
  const line = assets.find((a) => a.type === 'line');
  if (line?.type !== 'line') return null;
  const lines = assets.filter((a) => a.type === 'line');
  const config = line.lineConfig;
  const set = (format: Parameters<typeof setLineFormat>[1]['format']) => applyToSelection(lines, (c, ids) => setLineFormat(c, { assetIds: ids, format }));
  return (
    <PopupFrame title="LINE FORMAT" onClose={onClose}>
      <Stepper
        label="Line width"
        name="lineWidth"
        value={round2(config.strokeWidth * LINE_WIDTH_DISPLAY_FACTOR)}
        onChange={(shown) => set({ strokeWidth: shown / LINE_WIDTH_DISPLAY_FACTOR })}
      />
      <Stepper label="Line length" name="lineLength" unit={unit} value={round2(fromPx(line.width, unit))} onChange={(length) => set({ length: toPx(length, unit) })} />
      <Text size="xs" fw={600}>
        Style
      </Text>
      <SegmentedControl
        size="xs"
        aria-label="Line style"
        value={lineStyleOf(config)}
        onChange={(style) => set({ style: style as LineStyle })}
        data={[
          { value: 'solid', label: 'Solid' },
          { value: 'dashed', label: 'Dashed' },
          { value: 'dotted', label: 'Dotted' },
        ]}
      />
      <Text size="xs" fw={600}>
        Caps
      </Text>
      <SegmentedControl
        size="xs"
        aria-label="Line caps"
        value={config.lineCap === 'square' ? 'square' : 'round'}
        onChange={(cap) => set({ lineCap: cap as 'round' | 'square' })}
        data={[
          { value: 'round', label: 'Round' },
          { value: 'square', label: 'Square' },
        ]}
      />
      <OpacitySlider assets={assets} />
    </PopupFrame>
  );
}
