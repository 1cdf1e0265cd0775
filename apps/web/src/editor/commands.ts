import {
  type ArrowKey,
  type Clipboard,
  type DesignContent,
  addedAssets,
  arrowNudge,
  canRedo,
  canUndo,
  clipboardAfterPaste,
  copyAssets,
  cutAssets,
  deletableIds,
  nudgeAssets,
  pasteAssets,
  removeAssets,
  selectAllOnPage,
} from '@layout/model';
import { useEffect, useMemo } from 'react';
import { isDialogShown } from './dialogs/dialogQueue';
import { useSaveActions } from './saving';
import { shortcutOf } from './shortcuts';
import { getContent, useEditor } from './state/editorStore';

/** One editor command: the keyboard, buttons and menus all run commands from this list. */
export interface Command {
  id: CommandId;
  label: string;
  /** Keys as `mod+z` (mod is Ctrl, or Cmd on a Mac), `mod+shift+z`, `delete`. */
  shortcuts: string[];
  isEnabled: () => boolean;
  run: () => void;
}
export type CommandId = 'undo' | 'redo' | 'delete' | 'copy' | 'cut' | 'paste' | 'selectAll' | 'save' | 'nudgeLeft' | 'nudgeRight' | 'nudgeUp' | 'nudgeDown';

/** What Ctrl/Cmd+C or X copied, for Ctrl/Cmd+V. Kept in memory: the editor's own clipboard. */
let clipboard: Clipboard | undefined;

const editor = useEditor;
const hasSelection = () => editor.getState().selectedIds.length > 0;

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
});

/** The editor commands that need no React state. */
export const editingCommands: Record<Exclude<CommandId, 'save'>, Command> = {
  undo: { id: 'undo', label: 'Undo', shortcuts: ['mod+z'], isEnabled: () => canUndo(editor.getState().history), run: () => editor.getState().undo() },
  redo: {
    id: 'redo',
    label: 'Redo',
    shortcuts: ['mod+shift+z', 'mod+y'],
    isEnabled: () => canRedo(editor.getState().history),
    run: () => editor.getState().redo(),
  },
  delete: {
    id: 'delete',
    label: 'Delete',
    shortcuts: ['delete', 'backspace'],
    isEnabled: hasSelection,
    run: () => {
      const { selectedIds, apply } = editor.getState();
      apply((content) => removeAssets(content, { assetIds: deletableIds(content, selectedIds) }));
    },
  },
  copy: {
    id: 'copy',
    label: 'Copy',
    shortcuts: ['mod+c'],
    isEnabled: hasSelection,
    run: () => {
      clipboard = copyAssets(getContent(), { assetIds: editor.getState().selectedIds });
    },
  },
  cut: {
    id: 'cut',
    label: 'Cut',
    shortcuts: ['mod+x'],
    isEnabled: hasSelection,
    run: () => {
      const { selectedIds, apply } = editor.getState();
      const content = getContent();
      const result = cutAssets(content, { assetIds: deletableIds(content, selectedIds) });
      if (!result.clipboard) return;
      clipboard = result.clipboard;
      apply(() => result.content);
    },
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
  },
  selectAll: {
    id: 'selectAll',
    label: 'Select all',
    shortcuts: ['mod+a'],
    isEnabled: () => true,
    run: () => {
      const { activePageId, select } = editor.getState();
      select(selectAllOnPage(getContent(), activePageId));
    },
  },
  nudgeLeft: nudgeCommand('nudgeLeft', 'ArrowLeft', 'Nudge left'),
  nudgeRight: nudgeCommand('nudgeRight', 'ArrowRight', 'Nudge right'),
  nudgeUp: nudgeCommand('nudgeUp', 'ArrowUp', 'Nudge up'),
  nudgeDown: nudgeCommand('nudgeDown', 'ArrowDown', 'Nudge down'),
};

/** The editor's commands (spec 001 section 4.3), Save included. */
export function useCommands(): Record<CommandId, Command> {
  const { save } = useSaveActions();
  return useMemo(() => ({ ...editingCommands, save: { id: 'save', label: 'Save', shortcuts: ['mod+s'], isEnabled: () => true, run: save } }), [save]);
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
export function useKeyboardShortcuts(commands: Record<CommandId, Command>) {
  useEffect(() => {
    const byShortcut = new Map<string, Command>();
    for (const command of Object.values(commands)) {
      for (const shortcut of command.shortcuts) {
        if (byShortcut.has(shortcut)) throw new Error(`Shortcut ${shortcut} is claimed twice`);
        byShortcut.set(shortcut, command);
      }
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Shift') editor.getState().setGroupSelecting(true);
      const command = byShortcut.get(shortcutOf(event));
      if (!command) return;
      // Ctrl/Cmd+S saves from anywhere, the design name's field included, and never opens the
      // browser's own 'Save page as'.
      if (command.id === 'save') {
        event.preventDefault();
        if (!isDialogShown() && command.isEnabled()) command.run();
        return;
      }
      // A dialog has the keyboard: Delete on a 'Delete page' question deleted the asset behind it.
      if (isTyping(event.target) || isDialogShown()) return;
      // While a text is edited in place, its field has the keys.
      if (editor.getState().mode) return;
      if (isInPopup(event.target) && !RUN_FROM_POPUPS.has(command.id)) return;
      event.preventDefault();
      if (command.isEnabled()) command.run();
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
