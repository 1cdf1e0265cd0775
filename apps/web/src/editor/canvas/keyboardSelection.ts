import { type TabDirection, type TextAsset, adjacentTabStop, currentState, tabStops } from '@layout/model';
import type { Command, CommandId, EditorState } from '../commands';
import { getContent, useEditor } from '../state/editorStore';

/**
 * The page canvas from the keyboard (issue 25; docs/decisions.md, "Assets selected from the
 * keyboard"). Each page's canvas is a Tab stop; while it has the focus, Tab and Shift+Tab select
 * the page's assets in stacking order (the model's `adjacentTabStop`), round and round, Enter
 * edits the selected text, and Escape clears the selection. After Escape, Tab with nothing
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
  const found = adjacentTabStop(getContent(), { pageId: keyedPage(state), selectedIds: state.selectedIds, direction });
  if (found) state.select(found.stop.assetIds);
}

/** The text selected alone, which Enter edits. */
function selectedText(state: EditorState): TextAsset | undefined {
  if (state.selectedIds.length !== 1) return undefined;
  const asset = currentState(state.history).assets.find((a) => a.id === state.selectedIds[0]);
  return asset?.type === 'text' ? asset : undefined;
}

/** Starts editing a text in place (spec 001 section 4.4), as a double-click or Enter does. */
export function editText(asset: TextAsset): void {
  useEditor.getState().enterMode(asset.textConfig.isBoxed ? 'editBoxedTextContent' : 'editTextContent', asset.id);
}

export type CanvasCommandId = Extract<CommandId, 'selectNextAsset' | 'selectPreviousAsset' | 'editText' | 'deselect'>;

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
  editText: {
    id: 'editText',
    label: 'Edit text',
    shortcuts: ['enter'],
    scope: 'canvas',
    isEnabled: (state) => selectedText(state) !== undefined,
    run: () => {
      const text = selectedText(useEditor.getState());
      if (text) editText(text);
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
