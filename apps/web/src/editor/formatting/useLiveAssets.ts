import { type Asset, currentState } from '@layout/model';
import { useMemo } from 'react';
import { useEditor } from '../state/editorStore';

/**
 * The popup's assets as the canvas shows them now: from the current content (the toolbar's list
 * may be older than the last change) with any preview on top, so a picker being dragged and the
 * canvas agree. Assets no longer in the document drop out.
 */
export function useLiveAssets(assets: readonly Asset[]): Asset[] {
  const all = useEditor((s) => currentState(s.history).assets);
  const preview = useEditor((s) => s.preview);
  const key = assets.map((a) => a.id).join('\n');
  return useMemo(() => {
    const ids = key.split('\n');
    return ids.flatMap((id) => {
      const asset = all.find((a) => a.id === id);
      if (!asset) return [];
      const change = preview[id];
      return change ? [{ ...asset, ...change } as Asset] : [asset];
    });
  }, [all, preview, key]);
}
