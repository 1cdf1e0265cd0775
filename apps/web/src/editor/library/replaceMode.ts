import { create } from 'zustand';
import { type EditorMenu, useEditor } from '../state/editorStore';

/**
 * Replace mode (spec 001 section 4.12: "Clicking a stock photo while image-replace mode is active
 * replaces the selected image"; "an SVG likewise replaces a selected svg or icon in its mode").
 * It is on for one selected asset; a picture clicked in the panel then takes that asset's place
 * instead of being added. It ends after the replacement, on Cancel, when the selection moves to
 * anything else, or when the panel it was started for closes.
 */
interface ReplaceModeState {
  /** The asset being replaced, or null when the mode is off. */
  assetId: string | null;
  /** The panel the mode belongs to (its replacement is picked there), if it was named. */
  panel: EditorMenu | null;
  start: (assetId: string, panel?: EditorMenu) => void;
  stop: () => void;
}

export const useReplaceMode = create<ReplaceModeState>((set) => ({
  assetId: null,
  panel: null,
  start: (assetId, panel) => set({ assetId, panel: panel ?? null }),
  stop: () => set({ assetId: null, panel: null }),
}));

// The mode belongs to its asset and its panel: selecting anything else (or deleting it), or
// leaving the panel the replacement was to be picked in, turns it off.
useEditor.subscribe((editor) => {
  const { assetId, panel, stop } = useReplaceMode.getState();
  if (assetId === null) return;
  if (editor.selectedIds.length !== 1 || editor.selectedIds[0] !== assetId) stop();
  else if (panel !== null && editor.openMenu !== panel) stop();
});

/** Starts replacing `assetId` from the Photos panel: selects it and opens the panel. */
export function replaceFromPhotos(assetId: string): void {
  const editor = useEditor.getState();
  editor.select(assetId);
  useReplaceMode.getState().start(assetId, 'Photos');
  editor.setOpenMenu('Photos');
}
