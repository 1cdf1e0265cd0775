import type { Asset, DesignContent } from '@layout/model';
import { useEditor } from '../../state/editorStore';

/** Applies an operation to the selected assets' ids as one undo step. */
export function applyToSelection(assets: readonly Asset[], operation: (content: DesignContent, ids: string[]) => DesignContent): void {
  const ids = assets.map((a) => a.id);
  useEditor.getState().apply((content) => operation(content, ids));
}

/** Shows a change on the canvas without recording it (a slider being dragged). */
export function previewOnSelection(assets: readonly Asset[], change: (asset: Asset) => Partial<Asset>): void {
  useEditor.getState().setPreview(Object.fromEntries(assets.map((a) => [a.id, change(a)])));
}
