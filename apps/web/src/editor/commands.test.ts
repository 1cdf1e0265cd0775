import { addShapeAsset } from '@layout/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Command, type CommandId, type Commands, commandTitle, commandsByShortcut, documentCommands, editingCommands, saveMenuEntries } from './commands';
import { shortcutLabel } from './shortcuts';
import { getContent, useEditor } from './state/editorStore';

const nothing = () => undefined;
/** The whole table, the document commands run through stand-in save actions. */
const table: Commands = {
  ...editingCommands,
  ...documentCommands({ save: nothing, saveAs: nothing, saveAsTemplate: nothing, updateTemplate: nothing, downloadOrExport: nothing } as never),
};
const commands = Object.entries(table) as [CommandId, Command][];

describe('the command table (keyboard, toolbar, bars and menus)', () => {
  it('has a label for every command, filed under its own id', () => {
    for (const [id, command] of commands) {
      expect(command.id, id).toBe(id);
      expect(command.label.trim(), id).not.toBe('');
    }
    expect(new Set(commands.map(([, c]) => c.label)).size).toBe(commands.length);
  });

  it('gives no shortcut to two commands of one keymap: the editor’s, or the crop and pattern editors’', () => {
    for (const inMode of [false, true]) {
      const claims = commands.filter(([, c]) => (c.scope === 'assetMode') === inMode).flatMap(([, c]) => c.shortcuts);
      expect(new Set(claims).size).toBe(claims.length);
    }
    expect(() => commandsByShortcut(table)).not.toThrow();
    expect(() => commandsByShortcut(table, 'assetMode')).not.toThrow();
    expect(commandsByShortcut(table).get('mod+shift+z')?.id).toBe('redo');
    expect(() => commandsByShortcut({ ...table, copy: { ...table.copy, shortcuts: ['mod+z'] } })).toThrow(/mod\+z is claimed by undo and copy/);
  });

  it('gives the crop and pattern editors keys of their own: the arrows move the picture there, and nudge elsewhere', () => {
    expect(commandsByShortcut(table).get('arrowleft')?.id).toBe('nudgeLeft');
    expect(commandsByShortcut(table, 'assetMode').get('arrowleft')?.id).toBe('movePictureLeft');
    expect(commandsByShortcut(table, 'assetMode').get('shift+arrowright')?.id).toBe('makeWider');
    expect(commandsByShortcut(table, 'assetMode').get('escape')?.id).toBe('finishEditing');
    expect(commandsByShortcut(table).get('escape')?.id).toBe('deselect');
    expect(commandsByShortcut(table, 'assetMode').get('mod+z')).toBeUndefined();
  });

  it('writes shortcuts as the keyboard reads them: lower case, modifiers first', () => {
    for (const [id, command] of commands) {
      for (const shortcut of command.shortcuts) expect(shortcut, id).toMatch(/^(mod\+)?(shift\+)?(alt\+)?[^A-Z+]+$/);
    }
  });

  it('titles a button with the label and the first shortcut, for a PC or a Mac', () => {
    expect(shortcutLabel('mod+shift+z', false)).toBe('Ctrl+Shift+Z');
    expect(shortcutLabel('mod+shift+z', true)).toBe('⌘⇧Z');
    expect(shortcutLabel('delete', false)).toBe('Delete');
    expect(shortcutLabel('arrowleft', false)).toBe('←');
    expect(commandTitle(table.saveAs)).toBe('Save as design');
    expect(commandTitle(table.undo)).toMatch(/^Undo \((Ctrl\+Z|⌘Z)\)$/);
  });
});

describe('the Save split button by role (spec 001 sections 4.9 and 6)', () => {
  const labels = (ids: CommandId[]) => ids.map((id) => table[id].label);
  it('offers a user Save and Save as design', () => {
    const user = { id: 1, role: 'user' as const };
    expect(labels(saveMenuEntries(user, { documentType: 'DOC_TYPE_DESIGN' }))).toEqual(['Save', 'Save as design']);
    expect(labels(saveMenuEntries(user, { documentType: 'DOC_TYPE_TEMPLATE', ownerId: 1 }))).toEqual(['Save', 'Save as design']);
  });

  it('offers designers and admins the same menu, with Save as template, and Update template on an open template of their own', () => {
    for (const role of ['designer', 'admin'] as const) {
      const viewer = { id: 5, role };
      expect(labels(saveMenuEntries(viewer, { documentType: 'DOC_TYPE_DESIGN' }))).toEqual(['Save', 'Save as design', 'Save as template']);
      expect(labels(saveMenuEntries(viewer, { documentType: 'DOC_TYPE_TEMPLATE', ownerId: 5 }))).toEqual(['Save', 'Save as design', 'Save as template', 'Update template']);
    }
  });

  it('offers Update template on someone else’s template to an admin only (spec 001 section 6)', () => {
    const template = { documentType: 'DOC_TYPE_TEMPLATE' as const, ownerId: 9 };
    expect(labels(saveMenuEntries({ id: 5, role: 'designer' }, template))).toEqual(['Save', 'Save as design', 'Save as template']);
    expect(labels(saveMenuEntries({ id: 5, role: 'admin' }, template))).toContain('Update template');
    expect(labels(saveMenuEntries(null, template))).toEqual(['Save', 'Save as design']);
  });

  it('enables Update template only while a stored template is open', () => {
    useEditor.getState().reset();
    expect(table.updateTemplate.isEnabled(useEditor.getState())).toBe(false);
    useEditor.getState().setInfo({ documentType: 'DOC_TYPE_TEMPLATE', id: 7 });
    expect(table.updateTemplate.isEnabled(useEditor.getState())).toBe(true);
    useEditor.getState().reset();
  });
});

describe('whether a command makes an undo step', () => {
  const editor = () => useEditor.getState();
  beforeEach(() => {
    editor().reset();
    // Three shapes, the middle one selected: each layering command moves it.
    for (const kind of ['rect', 'circle', 'star'] as const) editor().apply((content) => addShapeAsset(content, { pageId: editor().activePageId, kind }));
    editor().select(getContent().assets.filter((a) => a.type === 'shape')[1]!.id);
  });

  // Those that run at once on a selection (nudges wait for the next key; the page, zoom and document ones need the page).
  const onSelection: CommandId[] = ['duplicate', 'delete', 'cut', 'copy', 'lock', 'fit', 'bringToFront', 'bringForward', 'sendBackward', 'sendToBack', 'selectAll'];
  it.each(onSelection)('%s says so', (id) => {
    const before = editor().history.index;
    expect(table[id].isEnabled(editor())).toBe(true);
    table[id].run();
    expect(editor().history.index - before).toBe(table[id].undoable ? 1 : 0);
  });

  it('undo and redo move in the history without adding to it', () => {
    expect(table.undo.undoable || table.redo.undoable).toBe(false);
    const { index } = editor().history;
    table.undo.run();
    expect(editor().history.index).toBe(index - 1);
    table.redo.run();
    expect(editor().history.index).toBe(index);
  });

  it('runs on the assets it is given (a popup or the toolbar) rather than the selection', () => {
    const id = editor().selectedIds[0]!;
    editor().select(null);
    expect(table.duplicate.isEnabled(editor())).toBe(false);
    table.duplicate.run([id]);
    expect(getContent().assets.filter((a) => a.type === 'shape')).toHaveLength(4);
  });
});
