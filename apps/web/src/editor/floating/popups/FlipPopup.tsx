import { flipAssets } from '@layout/model';
import { Button, Stack } from '@mantine/core';
import { PopupFrame } from '../../formatting/PopupFrame';
import type { PopupProps } from '../../formatting/types';
import { applyToSelection } from './common';

/** FLIP: mirrors the selection; the asset stays where it was on the page. */
export function FlipPopup({ assets, onClose }: PopupProps) {
  return (
    <PopupFrame title="FLIP" onClose={onClose}>
      <Stack gap={6}>
        <Button variant="default" size="xs" onClick={() => applyToSelection(assets, (c, ids) => flipAssets(c, { assetIds: ids, axis: 'horizontal' }))}>
          Flip horizontal
        </Button>
        <Button variant="default" size="xs" onClick={() => applyToSelection(assets, (c, ids) => flipAssets(c, { assetIds: ids, axis: 'vertical' }))}>
          Flip vertical
        </Button>
      </Stack>
    </PopupFrame>
  );
}
