import { type DesignContent, addShapeAsset, addTextAsset, mapAssets } from '@layout/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { getContent, useEditor } from '../state/editorStore';
import { canvasBlurred, canvasCommands, canvasFocused } from './keyboardSelection';

const editor = () => useEditor.getState();
const { selectNextAsset: next, selectPreviousAsset: previous, editSelectedAsset: edit, deselect } = canvasCommands;

describe('the canvas keys (issue 25; docs/decisions.md, "Assets selected from the keyboard")', () => {
  let ids: string[];
  beforeEach(() => {
    editor().reset();
    const pageId = editor().activePageId;
    editor().apply((c) => addShapeAsset(c, { pageId, kind: 'rect' }));
    editor().apply((c) => addTextAsset(c, { pageId, text: 'Hello' }));
    ids = getContent().assets.map((a) => a.id);
    canvasFocused(pageId);
  });

  it('work on the focused canvas only: Tab, Shift+Tab, Enter and Escape keep their meaning elsewhere', () => {
    for (const command of Object.values(canvasCommands)) expect(command.scope, command.id).toBe('canvas');
  });

  it('select the next and previous asset, round and round', () => {
    next.run();
    expect(editor().selectedIds).toEqual([ids[0]]);
    next.run();
    expect(editor().selectedIds).toEqual([ids[1]]);
    next.run();
    expect(editor().selectedIds).toEqual([ids[0]]);
    previous.run();
    expect(editor().selectedIds).toEqual([ids[1]]);
    expect(next.undoable || previous.undoable).toBe(false);
  });

  it('let Tab leave the canvas after Escape, until something is selected or the canvas is focused again', () => {
    next.run();
    deselect.run();
    expect(editor().selectedIds).toEqual([]);
    expect(next.isEnabled(editor())).toBe(false);
    expect(previous.isEnabled(editor())).toBe(false);
    // A click selects: Tab selects again.
    editor().select(ids[0]!);
    expect(next.isEnabled(editor())).toBe(true);
    deselect.run();
    canvasBlurred(editor().activePageId);
    canvasFocused(editor().activePageId);
    expect(next.isEnabled(editor())).toBe(true);
  });

  it('let Tab leave a canvas without assets', () => {
    editor().reset();
    canvasFocused(editor().activePageId);
    expect(next.isEnabled(editor())).toBe(false);
  });

  it('edit the text selected alone with Enter, as a double-click does', () => {
    editor().select(ids[0]!);
    expect(edit.isEnabled(editor())).toBe(false);
    editor().select(ids);
    expect(edit.isEnabled(editor())).toBe(false);
    editor().select(ids[1]!);
    expect(edit.isEnabled(editor())).toBe(true);
    edit.run();
    expect(editor().mode).toEqual({ kind: 'editTextContent', assetId: ids[1] });
  });

  it('open the pattern editor of a shape filled with a picture with Enter, as the toolbar’s Crop does', () => {
    const patterned = (content: DesignContent) =>
      mapAssets(content, [ids[0]!], (a) =>
        a.type === 'shape' ? { ...a, shapeProps: { ...a.shapeProps, fillEnabled: false, fillPattern: { image: '/tile.png', x: 0, y: 0, scale: 1, repeat: 'no-repeat' } } } : a,
      );
    editor().apply(patterned);
    editor().select(ids[0]!);
    expect(edit.isEnabled(editor())).toBe(true);
    edit.run();
    expect(editor().mode).toEqual({ kind: 'transformShapeImagePattern', assetId: ids[0] });
  });
});
