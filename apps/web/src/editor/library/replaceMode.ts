import { create } from 'zustand';
import { useEditor } from '../state/editorStore';

/**
 * Image-replace mode (spec 001 section 4.12: "Clicking a stock photo while image-replace mode is
 * active replaces the selected image"). It is on for one selected image; a picture clicked in the
 * Photos panel then takes that image's place instead of being added. It ends after the
 * replacement, on Cancel, when the selection moves to anything else, or when the panel closes.
 */
interface ReplaceModeState {
  /** The image being replaced, or null when the mode is off. */
  assetId: string | null;
  start: (assetId: string) => void;
  stop: () => void;
}

export const useReplaceMode = create<ReplaceModeState>((set) => ({
  assetId: null,
  start: (assetId) => set({ assetId }),
  stop: () => set({ assetId: null }),
}));

// The mode belongs to its image: selecting anything else (or deleting it) turns it off.
useEditor.subscribe((editor) => {
  const { assetId, stop } = useReplaceMode.getState();
  if (assetId !== null && (editor.selectedIds.length !== 1 || editor.selectedIds[0] !== assetId)) stop();
});

/** Starts replacing `assetId` from the Photos panel: selects it and opens the panel. */
export function replaceFromPhotos(assetId: string): void {
  const editor = useEditor.getState();
  editor.select(assetId);
  useReplaceMode.getState().start(assetId);
  editor.setOpenMenu('Photos');
}
