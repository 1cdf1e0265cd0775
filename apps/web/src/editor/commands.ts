import { canRedo, canUndo, removeAssets } from '@layout/model';
import { useEffect } from 'react';
import { useSaveActions } from './saving';
import { shortcutOf } from './shortcuts';
import { useEditor } from './state/editorStore';

/** One editor command: the keyboard, buttons and menus all run commands from this list. */
export interface Command {
  id: CommandId;
  label: string;
  /** Keys as `mod+z` (mod is Ctrl, or Cmd on a Mac), `mod+shift+z`, `delete`. */
  shortcuts: string[];
  isEnabled: () => boolean;
  run: () => void;
}
export type CommandId = 'undo' | 'redo' | 'delete' | 'save';

/** The editor's commands (spec 001 section 4.3). */
export function useCommands(): Record<CommandId, Command> {
  const { save } = useSaveActions();
  const editor = useEditor;
  return {
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
      isEnabled: () => editor.getState().selectedId !== null,
      run: () => {
        const { selectedId, apply } = editor.getState();
        if (selectedId) apply((content) => removeAssets(content, { assetIds: [selectedId] }));
      },
    },
    save: { id: 'save', label: 'Save', shortcuts: ['mod+s'], isEnabled: () => true, run: save },
  };
}

/** Whether a key event comes from a field the user types in: shortcuts leave those alone. */
function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA' || element.isContentEditable);
}

/** Runs commands from the keyboard. Two commands claiming one shortcut is a programming error. */
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
      if (isTyping(event.target)) return;
      const command = byShortcut.get(shortcutOf(event));
      if (!command) return;
      event.preventDefault();
      if (command.isEnabled()) command.run();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [commands]);
}
