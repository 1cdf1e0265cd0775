import {
  type ArrowKey,
  type Clipboard,
  type DesignContent,
  type LayerAction,
  type Role,
  addedAssets,
  arrowNudge,
  canRedo,
  canSaveTemplates,
  canUndo,
  clipboardAfterPaste,
  copyAssets,
  cutAssets,
  deletableIds,
  duplicateAssets,
  fitToPage,
  mayManageTemplate,
  nudgeAssets,
  pasteAssets,
  removeAssets,
  selectAllOnPage,
  setLayer,
  setLocked,
} from '@layout/model';
import { createContext, useContext, useEffect } from 'react';
import { canvasCommands, isPageCanvas } from './canvas/keyboardSelection';
import { hasModeKeys, modeCommands } from './canvas/modes/modeKeys';
import { isDialogShown } from './dialogs/dialogQueue';
import { addPageAtEnd } from './pages/pageActions';
import type { useSaveActions } from './saving';
import { shortcutLabel, shortcutOf } from './shortcuts';
import type { DocumentInfo } from './state/document';
import { getContent, useEditor } from './state/editorStore';
import { zoomAbout } from './pages/canvasZoom';

/** What a command reads to tell whether it can run: the editor store's state. */
export type EditorState = ReturnType<typeof useEditor.getState>;

/**
 * One editor command (spec 001 section 4.3). The keyboard, the floating toolbar, the top and
 * bottom bars and the popups' buttons all run commands from one table, looked up by id: a button
 * shows the label (its title and accessible name) and the shortcut, and is disabled when the
 * command is.
 */
export interface Command {
  id: CommandId;
  label: string;
  /** Keys as `mod+z` (mod is Ctrl, or Cmd on a Mac), `mod+shift+z`, `delete`; the first is the one shown. */
  shortcuts: readonly string[];
  isEnabled: (state: EditorState) => boolean;
  /**
   * Runs the command. Commands on the selection act on `selection` (asset ids) when given: what
   * the floating toolbar or a popup shows as selected, else on the editor's selection.
   */
  run: (selection?: readonly string[]) => void;
  /** Whether running it makes a step in the undo history (undo and redo themselves move in it). */
  undoable: boolean;
  /**
   * 'canvas': its keys work only while a page's canvas has the focus, and only when it is enabled;
   * elsewhere, or disabled, the key keeps its ordinary meaning (Tab moves the focus on, Enter
   * presses the focused button). 'assetMode': the same, and only while the crop or pattern editor
   * is open, whose keys these are (they may be other commands' keys outside it: the arrows).
   * Other commands' keys work wherever the focus is, and not while a mode is open.
   */
  scope?: 'canvas' | 'assetMode';
}

export type CommandId =
  | 'undo'
  | 'redo'
  | 'delete'
  | 'copy'
  | 'cut'
  | 'paste'
  | 'duplicate'
  | 'selectAll'
  | 'lock'
  | 'fit'
  | 'bringToFront'
  | 'bringForward'
  | 'sendBackward'
  | 'sendToBack'
  | 'nudgeLeft'
  | 'nudgeRight'
  | 'nudgeUp'
  | 'nudgeDown'
  | 'addPage'
  | 'zoomFit'
  | 'selectNextAsset'
  | 'selectPreviousAsset'
  | 'editSelectedAsset'
  | 'deselect'
  | 'movePictureLeft'
  | 'movePictureRight'
  | 'movePictureUp'
  | 'movePictureDown'
  | 'makeWider'
  | 'makeNarrower'
  | 'makeTaller'
  | 'makeShorter'
  | 'finishEditing'
  | DocumentCommandId;

/** The commands that need the app around the editor (the session, the router): made by `useCommands`. */
export type DocumentCommandId = 'save' | 'saveAs' | 'saveAsTemplate' | 'updateTemplate' | 'download' | 'exportToPrint';

/** What Ctrl/Cmd+C or X copied, for Ctrl/Cmd+V. Kept in memory: the editor's own clipboard. */
let clipboard: Clipboard | undefined;

const editor = useEditor;
const hasSelection = (state: EditorState) => state.selectedIds.length > 0;
const always = () => true;
/** The ids a command on the selection acts on. */
const idsOr = (selection: readonly string[] | undefined) => selection ?? editor.getState().selectedIds;

/** Applies an operation that adds assets, and selects what it added. */
function applyAndSelectAdded(operation: (content: DesignContent) => DesignContent) {
  const before = getContent();
  editor.getState().apply(operation);
  const added = addedAssets(before, getContent());
  if (added.length > 0) editor.getState().select(added.map((a) => a.id));
}

/**
 * Arrow nudges within 10 ms of each other (spec 001 section 4.3: "debounced 10 ms") add up to one
 * move and one undo step.
 */
const NUDGE_DEBOUNCE_MS = 10;
let pendingNudge: { dx: number; dy: number; timer: ReturnType<typeof setTimeout> } | undefined;
function nudge(key: ArrowKey) {
  const { dx, dy } = arrowNudge(key);
  if (pendingNudge) {
    clearTimeout(pendingNudge.timer);
    pendingNudge.dx += dx;
    pendingNudge.dy += dy;
  } else {
    pendingNudge = { dx, dy, timer: undefined as unknown as ReturnType<typeof setTimeout> };
  }
  pendingNudge.timer = setTimeout(() => {
    const total = pendingNudge!;
    pendingNudge = undefined;
    const { selectedIds, apply } = editor.getState();
    apply((content) => nudgeAssets(content, { assetIds: selectedIds, dx: total.dx, dy: total.dy }));
  }, NUDGE_DEBOUNCE_MS);
}

const nudgeCommand = (id: CommandId, key: ArrowKey, label: string): Command => ({
  id,
  label,
  shortcuts: [key.toLowerCase()],
  isEnabled: hasSelection,
  run: () => nudge(key),
  undoable: true,
});

/** The layering actions (spec 001 section 4.6), on the selection as one undo step. */
const layerCommand = (id: CommandId, action: LayerAction, label: string, shortcuts: string[] = []): Command => ({
  id,
  label,
  shortcuts,
  isEnabled: hasSelection,
  run: (selection) => {
    const assetIds = idsOr(selection);
    editor.getState().apply((content) => setLayer(content, { assetIds, action }));
  },
  undoable: true,
});

/** The editor commands that need no React state. */
export const editingCommands: Record<Exclude<CommandId, DocumentCommandId>, Command> = {
  undo: { id: 'undo', label: 'Undo', shortcuts: ['mod+z'], isEnabled: (s) => canUndo(s.history), run: () => editor.getState().undo(), undoable: false },
  redo: {
    id: 'redo',
    label: 'Redo',
    shortcuts: ['mod+shift+z', 'mod+y'],
    isEnabled: (s) => canRedo(s.history),
    run: () => editor.getState().redo(),
    undoable: false,
  },
  delete: {
    id: 'delete',
    label: 'Delete',
    shortcuts: ['delete', 'backspace'],
    isEnabled: hasSelection,
    // A locked asset stays until unlocked; a group goes with all its members.
    run: (selection) => {
      const ids = idsOr(selection);
      editor.getState().apply((content) => removeAssets(content, { assetIds: deletableIds(content, ids) }));
    },
    undoable: true,
  },
  copy: {
    id: 'copy',
    label: 'Copy',
    shortcuts: ['mod+c'],
    isEnabled: hasSelection,
    run: (selection) => {
      clipboard = copyAssets(getContent(), { assetIds: idsOr(selection) });
    },
    undoable: false,
  },
  cut: {
    id: 'cut',
    label: 'Cut',
    shortcuts: ['mod+x'],
    isEnabled: hasSelection,
    run: (selection) => {
      const content = getContent();
      const result = cutAssets(content, { assetIds: deletableIds(content, idsOr(selection)) });
      if (!result.clipboard) return;
      clipboard = result.clipboard;
      editor.getState().apply(() => result.content);
    },
    undoable: true,
  },
  paste: {
    id: 'paste',
    label: 'Paste',
    shortcuts: ['mod+v'],
    isEnabled: () => clipboard !== undefined,
    run: () => {
      const copied = clipboard;
      if (!copied) return;
      const { activePageId } = editor.getState();
      applyAndSelectAdded((content) => pasteAssets(content, { clipboard: copied, pageId: activePageId }));
      clipboard = clipboardAfterPaste(copied, activePageId);
    },
    undoable: true,
  },
  // The floating toolbar's Copy (spec 001 section 2.6: "Copy duplicates once"): one copy offset
  // by 30 px, and the copies become the selection.
  duplicate: {
    id: 'duplicate',
    label: 'Duplicate',
    shortcuts: ['mod+d'],
    isEnabled: hasSelection,
    run: (selection) => {
      const assetIds = idsOr(selection);
      applyAndSelectAdded((content) => duplicateAssets(content, { assetIds }));
    },
    undoable: true,
  },
  selectAll: {
    id: 'selectAll',
    label: 'Select all',
    shortcuts: ['mod+a'],
    isEnabled: always,
    run: () => {
      const { activePageId, select } = editor.getState();
      select(selectAllOnPage(getContent(), activePageId));
    },
    undoable: false,
  },
  // Locks the selection in place (the background, from the toolbar), or frees it when all of it is locked.
  lock: {
    id: 'lock',
    label: 'Lock',
    shortcuts: [],
    isEnabled: hasSelection,
    run: (selection) => {
      const assetIds = idsOr(selection);
      const content = getContent();
      const locked = !(assetIds.length > 0 && assetIds.every((id) => content.assets.find((a) => a.id === id)?.locked === true));
      editor.getState().apply((c) => setLocked(c, { assetIds, locked }));
    },
    undoable: true,
  },
  // The picture or shape as large as fits the page's trim box, proportions kept, centred (the
  // model's `fitToPage`; docs/decisions.md says why this and not a re-fit inside its box).
  fit: {
    id: 'fit',
    label: 'Fit to page',
    shortcuts: [],
    isEnabled: hasSelection,
    run: (selection) => {
      const assetIds = idsOr(selection);
      editor.getState().apply((content) => fitToPage(content, { assetIds }));
    },
    undoable: true,
  },
  bringToFront: layerCommand('bringToFront', 'max', 'Bring to front'),
  bringForward: layerCommand('bringForward', 'increment', 'Bring forward', ['mod+]']),
  sendBackward: layerCommand('sendBackward', 'decrement', 'Send backward', ['mod+[']),
  sendToBack: layerCommand('sendToBack', 'min', 'Send to back'),
  nudgeLeft: nudgeCommand('nudgeLeft', 'ArrowLeft', 'Nudge left'),
  nudgeRight: nudgeCommand('nudgeRight', 'ArrowRight', 'Nudge right'),
  nudgeUp: nudgeCommand('nudgeUp', 'ArrowUp', 'Nudge up'),
  nudgeDown: nudgeCommand('nudgeDown', 'ArrowDown', 'Nudge down'),
  // Pages are added to designs only (spec 001 section 2.5).
  addPage: {
    id: 'addPage',
    label: 'Add new page',
    shortcuts: [],
    isEnabled: (s) => s.info.documentType === 'DOC_TYPE_DESIGN',
    run: addPageAtEnd,
    undoable: true,
  },
  zoomFit: { id: 'zoomFit', label: 'Zoom to fit', shortcuts: [], isEnabled: always, run: () => zoomAbout('fit'), undoable: false },
  // Tab, Shift+Tab, Enter and Escape on a page's canvas (canvas/keyboardSelection.ts).
  ...canvasCommands,
  // The arrows, Shift+arrows, Enter and Escape in the crop and pattern editors (canvas/modes/modeKeys.ts).
  ...modeCommands,
};

/** The save and download actions of the open document (saving.ts), and publishing it as a template (library/templateActions.ts). */
export type SaveActions = Pick<ReturnType<typeof useSaveActions>, 'save' | 'saveAs' | 'downloadOrExport'> & {
  saveAsTemplate: () => void;
  updateTemplate: () => void;
};

const isTemplateDocument = (s: EditorState) => s.info.documentType === 'DOC_TYPE_TEMPLATE' && s.info.id !== null;

/** The commands on the open document, run through its save actions. */
export function documentCommands(actions: SaveActions): Record<DocumentCommandId, Command> {
  return {
    save: { id: 'save', label: 'Save', shortcuts: ['mod+s'], isEnabled: always, run: () => void actions.save(), undoable: false },
    saveAs: { id: 'saveAs', label: 'Save as design', shortcuts: [], isEnabled: always, run: () => void actions.saveAs(), undoable: false },
    saveAsTemplate: { id: 'saveAsTemplate', label: 'Save as template', shortcuts: [], isEnabled: always, run: () => void actions.saveAsTemplate(), undoable: false },
    updateTemplate: { id: 'updateTemplate', label: 'Update template', shortcuts: [], isEnabled: isTemplateDocument, run: () => void actions.updateTemplate(), undoable: false },
    download: { id: 'download', label: 'Download', shortcuts: [], isEnabled: always, run: () => void actions.downloadOrExport('download'), undoable: false },
    exportToPrint: { id: 'exportToPrint', label: 'Export to Print', shortcuts: [], isEnabled: always, run: () => void actions.downloadOrExport('export'), undoable: false },
  };
}

export type Commands = Readonly<Record<CommandId, Command>>;

/** Outside an editor page (a component rendered on its own) the document commands do nothing. */
const nothing = () => undefined;
const DEFAULT_COMMANDS: Commands = {
  ...editingCommands,
  ...documentCommands({ save: nothing, saveAs: nothing, saveAsTemplate: nothing, updateTemplate: nothing, downloadOrExport: nothing } as unknown as SaveActions),
};

/**
 * The entries of the Save split button's menu by role (spec 001 sections 4.9 and 6): Save and
 * Save as design for everyone signed in; designers and admins also Save as template, and on an
 * open template they may change (their own; an admin any) Update template (its form: side,
 * order, group, set, access, assignees). Save itself updates the open template or design.
 */
export function saveMenuEntries(viewer: { id: number; role: Role } | null, info: Pick<DocumentInfo, 'documentType' | 'ownerId'>): DocumentCommandId[] {
  if (!viewer || !canSaveTemplates(viewer.role)) return ['save', 'saveAs'];
  const mayUpdate = info.documentType === 'DOC_TYPE_TEMPLATE' && info.ownerId !== undefined && mayManageTemplate(viewer, { userId: info.ownerId });
  return mayUpdate ? ['save', 'saveAs', 'saveAsTemplate', 'updateTemplate'] : ['save', 'saveAs', 'saveAsTemplate'];
}

/** The command table of the editor page (EditorPage provides it, with its document commands). */
export const CommandsContext = createContext<Commands>(DEFAULT_COMMANDS);

/** The command with this id, for a button or menu item that runs it. */
export function useCommand(id: CommandId): Command {
  return useContext(CommandsContext)[id];
}

/** The shortcut a button shows for the command (its first), if it has one. */
export function shownShortcut(command: Command): string | undefined {
  const first = command.shortcuts[0];
  return first === undefined ? undefined : shortcutLabel(first);
}

/** A button's title (tooltip) for the command: its label and its shortcut, "Undo (Ctrl+Z)". */
export function commandTitle(command: Command): string {
  const shortcut = shownShortcut(command);
  return shortcut ? `${command.label} (${shortcut})` : command.label;
}

/**
 * The keys of the crop and pattern editors ('assetMode': their commands), or those of the editor
 * otherwise ('editor': every other command). A key means one thing in each.
 */
type Keymap = 'editor' | 'assetMode';
const keymapOf = (command: Command): Keymap => (command.scope === 'assetMode' ? 'assetMode' : 'editor');

/** Each shortcut of a keymap with the command that claims it; two commands claiming one is a programming error. */
export function commandsByShortcut(commands: Commands, keymap: Keymap = 'editor'): Map<string, Command> {
  const byShortcut = new Map<string, Command>();
  for (const command of Object.values(commands)) {
    if (keymapOf(command) !== keymap) continue;
    for (const shortcut of command.shortcuts) {
      const other = byShortcut.get(shortcut);
      if (other) throw new Error(`Shortcut ${shortcut} is claimed by ${other.id} and ${command.id}`);
      byShortcut.set(shortcut, command);
    }
  }
  return byShortcut;
}

/** Whether a key event comes from a field the user types in: shortcuts leave those alone. */
function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA' || element.isContentEditable);
}

/** The commands a key pressed on a toolbar popup's control still runs: the history and Save. */
const RUN_FROM_POPUPS: ReadonlySet<CommandId> = new Set(['undo', 'redo', 'save']);

/**
 * Whether a key event comes from inside a toolbar popup (a slider, a switch, a button in it):
 * Backspace pressed after dragging the opacity slider deleted the picture being adjusted.
 */
function isInPopup(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[role="dialog"]') !== null;
}

/**
 * Runs commands from the keyboard, and holds group-selecting mode while Shift is down (spec 001
 * section 2.1). Two commands claiming one shortcut is a programming error.
 */
export function useKeyboardShortcuts(commands: Commands) {
  useEffect(() => {
    const editorKeys = commandsByShortcut(commands);
    const modeKeys = commandsByShortcut(commands, 'assetMode');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Shift') editor.getState().setGroupSelecting(true);
      const shortcut = shortcutOf(event);
      // The crop and pattern editors' own keys first while one is open; Ctrl/Cmd+S still saves.
      const command = (hasModeKeys(editor.getState().mode) ? modeKeys.get(shortcut) : undefined) ?? editorKeys.get(shortcut);
      if (!command) return;
      // Ctrl/Cmd+S saves from anywhere, the design name's field included, and never opens the
      // browser's own 'Save page as'.
      if (command.id === 'save') {
        event.preventDefault();
        if (!isDialogShown() && command.isEnabled(editor.getState())) command.run();
        return;
      }
      // A dialog has the keyboard: Delete on a 'Delete page' question deleted the asset behind it.
      if (isTyping(event.target) || isDialogShown()) return;
      // While a text is edited in place, its field has the keys; in the crop and pattern editors,
      // only their own keys work.
      if (editor.getState().mode && command.scope !== 'assetMode') return;
      if (isInPopup(event.target) && !RUN_FROM_POPUPS.has(command.id)) return;
      // Tab, Enter and Escape select and edit on a canvas only, as the mode editors' keys do; a
      // disabled one leaves the key to the browser: Tab after Escape moves the focus out of the canvas.
      if (command.scope !== undefined && !(isPageCanvas(event.target) && command.isEnabled(editor.getState()))) return;
      event.preventDefault();
      if (command.isEnabled(editor.getState())) command.run();
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === 'Shift') editor.getState().setGroupSelecting(false);
    };
    const onBlur = () => editor.getState().setGroupSelecting(false);
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', onBlur);
    };
  }, [commands]);
}
