import { type Asset, type TabDirection, adjacentTabStop, currentState, tabStops } from '@layout/model';
import type { Command, CommandId, EditorState } from '../commands';
import { shapeCanCrop } from '../pages/contextButton';
import { type EditorModeKind, getContent, useEditor } from '../state/editorStore';
import { pictureMissing } from './modes/pictureMissing';
import { revealAssets } from './revealAssets';

/**
 * The page canvas from the keyboard (issue 25; docs/decisions.md, "Assets selected from the
 * keyboard"). Each page's canvas is a Tab stop; while it has the focus, Tab and Shift+Tab select
 * the page's assets in stacking order (the model's `adjacentTabStop`), round and round, bringing
 * each into view, Enter edits the selected text or opens the selected picture's crop (the
 * pattern's) editor, and Escape clears the selection. After Escape, Tab with nothing
 * selected moves the focus on out of the canvas, as Tab does anywhere else. The arrow keys and
 * Delete are the editor's ordinary shortcuts and work here as everywhere.
 */

/** Marks a page's canvas container: the element holding the focus while keys work on the page's assets. */
export const PAGE_CANVAS_ATTRIBUTE = 'data-page-canvas';

/** The page whose canvas has the focus, if any. */
let focusedPageId: string | null = null;
/** Escape was pressed on the focused canvas: until the focus leaves it, Tab with nothing selected moves the focus on. */
let released = false;

/** Whether a key event comes from a page's canvas (the canvas itself has the focus). */
export function isPageCanvas(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.hasAttribute(PAGE_CANVAS_ATTRIBUTE);
}

/** A page's canvas got the focus: its page becomes active, and Tab selects its assets again. */
export function canvasFocused(pageId: string): void {
  focusedPageId = pageId;
  released = false;
  useEditor.getState().setActivePage(pageId);
}

/** A page's canvas lost the focus. */
export function canvasBlurred(pageId: string): void {
  if (focusedPageId === pageId) focusedPageId = null;
  released = false;
}

/** The page the canvas keys act on: the focused canvas's, else the active page. */
const keyedPage = (state: EditorState) => focusedPageId ?? state.activePageId;

/** Tab selects while the page has assets, unless Escape let go of them (and nothing was selected since). */
const tabSelects = (state: EditorState) => (state.selectedIds.length > 0 || !released) && tabStops(currentState(state.history), keyedPage(state)).length > 0;

function selectAdjacent(direction: TabDirection) {
  const state = useEditor.getState();
  const pageId = keyedPage(state);
  const found = adjacentTabStop(getContent(), { pageId, selectedIds: state.selectedIds, direction });
  if (!found) return;
  state.select(found.stop.assetIds);
  // Zoomed in, the asset may lie outside the scrolled view.
  revealAssets(pageId, found.stop.assetIds);
}

/**
 * The mode that editing an asset opens, as a double-click, the toolbar's Crop and Enter do: a
 * text's in-place editing, a picture's crop editor (not for a picture that failed to load: it has
 * nothing to crop), the pattern editor of a shape filled with a picture. Null for other assets.
 */
function editingModeOf(asset: Asset): EditorModeKind | null {
  if (asset.type === 'text') return asset.textConfig.isBoxed ? 'editBoxedTextContent' : 'editTextContent';
  if ((asset.type === 'image' || asset.type === 'illustration') && !pictureMissing(asset)) return 'cropImage';
  if (shapeCanCrop(asset)) return 'transformShapeImagePattern';
  return null;
}

/** The asset selected alone, if it has a mode for Enter to open. */
function editableSelection(state: EditorState): Asset | undefined {
  if (state.selectedIds.length !== 1) return undefined;
  const asset = currentState(state.history).assets.find((a) => a.id === state.selectedIds[0]);
  return asset && editingModeOf(asset) ? asset : undefined;
}

/** Starts editing an asset in its mode (spec 001 section 4.4), as a double-click or Enter does; nothing for an asset without one. */
export function editAsset(asset: Asset): void {
  const kind = editingModeOf(asset);
  if (kind) useEditor.getState().enterMode(kind, asset.id);
}

export type CanvasCommandId = Extract<CommandId, 'selectNextAsset' | 'selectPreviousAsset' | 'editSelectedAsset' | 'deselect'>;

/** The commands whose keys work only while a page's canvas has the focus (`scope: 'canvas'`). */
export const canvasCommands: Record<CanvasCommandId, Command> = {
  selectNextAsset: {
    id: 'selectNextAsset',
    label: 'Select next asset',
    shortcuts: ['tab'],
    scope: 'canvas',
    isEnabled: tabSelects,
    run: () => selectAdjacent('next'),
    undoable: false,
  },
  selectPreviousAsset: {
    id: 'selectPreviousAsset',
    label: 'Select previous asset',
    shortcuts: ['shift+tab'],
    scope: 'canvas',
    isEnabled: tabSelects,
    run: () => selectAdjacent('previous'),
    undoable: false,
  },
  // A text is edited in place, a picture cropped, a pattern moved (modes/modeKeys.ts has their keys).
  editSelectedAsset: {
    id: 'editSelectedAsset',
    label: 'Edit text or crop',
    shortcuts: ['enter'],
    scope: 'canvas',
    isEnabled: (state) => editableSelection(state) !== undefined,
    run: () => {
      const editable = editableSelection(useEditor.getState());
      if (editable) editAsset(editable);
    },
    undoable: false,
  },
  deselect: {
    id: 'deselect',
    label: 'Deselect',
    shortcuts: ['escape'],
    scope: 'canvas',
    isEnabled: () => true,
    run: () => {
      useEditor.getState().select(null);
      released = true;
    },
    undoable: false,
  },
};
