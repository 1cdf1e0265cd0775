import { isSvgReplaceable } from '@layout/model';
import { Button } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { openDialog } from '../../dialogs/dialogQueue';
import { useReplaceMode } from '../../library/replaceMode';
import { selectedAssets, useEditor } from '../../state/editorStore';
import { useRole } from '../../../session/store';
import { replaceFromLibrary } from './placeSvg';

/**
 * 'Replace icon' / 'Replace shape' on the page of a selected icon or library shape (spec 001
 * sections 4.12 and 5: "an SVG likewise replaces a selected svg or icon in its mode";
 * "replace-icon ... buttons require a logged-in user"): opens the Icons or Shapes panel in
 * replace mode, where the next item clicked takes the selected one's place. While replacing, it
 * reads 'Cancel replace'. A guest gets the login warning.
 */
export function ReplaceSvgButton({ pageId }: { pageId: string }) {
  const history = useDeferredValue(useEditor((s) => s.history));
  const selectedIds = useDeferredValue(useEditor((s) => s.selectedIds));
  const mode = useEditor((s) => s.mode);
  const replacing = useReplaceMode((s) => s.assetId);
  const isGuest = useRole() === 'guest';
  const selected = useMemo(() => selectedAssets({ history, selectedIds }), [history, selectedIds]);
  const asset = selected.length === 1 ? selected[0] : undefined;
  if (mode || !isSvgReplaceable(asset) || asset.pageId !== pageId) return null;
  const what = asset.type === 'icon' ? 'icon' : 'shape';
  const active = replacing === asset.id;
  return (
    <Button
      size="compact-sm"
      variant={active ? 'filled' : 'light'}
      color="accent.5"
      c="layout.9"
      data-testid="replace-svg-button"
      onClick={() => {
        if (active) return useReplaceMode.getState().stop();
        if (isGuest) return openDialog({ kind: 'loginRequired' });
        replaceFromLibrary(asset.id);
      }}
    >
      {active ? 'Cancel replace' : `Replace ${what}`}
    </Button>
  );
}
