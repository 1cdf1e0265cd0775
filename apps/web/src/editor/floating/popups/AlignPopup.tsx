import { type AlignTarget, type Alignment, alignAssets, alignTargetsFor, alignmentClearsSelection, defaultAlignTarget, selectionUnits } from '@layout/model';
import { Button, SegmentedControl, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { PopupFrame } from '../../formatting/PopupFrame';
import type { PopupProps } from '../../formatting/types';
import { getContent, useEditor } from '../../state/editorStore';
import { applyToSelection } from './common';

const ALIGNMENTS: { alignment: Alignment; label: string }[] = [
  { alignment: 'left', label: 'Left' },
  { alignment: 'center', label: 'Centre' },
  { alignment: 'right', label: 'Right' },
  { alignment: 'top', label: 'Top' },
  { alignment: 'middle', label: 'Middle' },
  { alignment: 'bottom', label: 'Bottom' },
];
const TARGET_LABELS: Record<AlignTarget, string> = { bleed: 'Bleed', border: 'Border', selection: 'Selection' };

/**
 * ALIGNMENT (spec 001 section 4.13): to the bleed, the border (trim) or the selection (offered
 * with several assets and then the default). A multi-selection alignment clears the selection.
 * A saved group aligns as one piece, so it counts once: aligning it to itself would do nothing.
 */
export function AlignPopup({ assets, onClose }: PopupProps) {
  const count = selectionUnits(
    getContent(),
    assets.map((a) => a.id),
  ).length;
  const [target, setTarget] = useState<AlignTarget>(defaultAlignTarget(count));
  return (
    <PopupFrame title="ALIGNMENT" onClose={onClose}>
      <SegmentedControl
        size="xs"
        aria-label="Align to"
        value={target}
        onChange={(v) => setTarget(v as AlignTarget)}
        data={alignTargetsFor(count).map((t) => ({ value: t, label: TARGET_LABELS[t] }))}
      />
      <SimpleGrid cols={3} spacing={6}>
        {ALIGNMENTS.map(({ alignment, label }) => (
          <Button
            key={alignment}
            variant="default"
            size="xs"
            aria-label={`Align ${label.toLowerCase()}`}
            onClick={() => {
              applyToSelection(assets, (c, ids) => alignAssets(c, { assetIds: ids, alignment, target }));
              if (alignmentClearsSelection(count)) {
                useEditor.getState().select(null);
                onClose();
              }
            }}
          >
            {label}
          </Button>
        ))}
      </SimpleGrid>
    </PopupFrame>
  );
}
