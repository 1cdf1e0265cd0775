import { ensureDoubleSided } from '@layout/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { getContent, useEditor } from './editorStore';

const editor = () => useEditor.getState();
const toDouble = () => editor().switchPrintFormat('DOUBLE_SIDE', (content) => ensureDoubleSided(content, 'DOUBLE_SIDE'));
const toSingle = () => editor().switchPrintFormat('SINGLE_SIDE', (content) => ensureDoubleSided(content, 'SINGLE_SIDE'));

describe('switching single/double sided', () => {
  beforeEach(() => editor().reset());

  it('is one undo step: undo brings back the format and the pages together, redo both again', () => {
    expect(editor().info.printFormat).toBe('SINGLE_SIDE');
    toDouble();
    expect(editor().info.printFormat).toBe('DOUBLE_SIDE');
    expect(getContent().pages).toHaveLength(2);
    editor().undo();
    expect(editor().info.printFormat).toBe('SINGLE_SIDE');
    expect(getContent().pages).toHaveLength(1);
    editor().redo();
    expect(editor().info.printFormat).toBe('DOUBLE_SIDE');
    expect(getContent().pages).toHaveLength(2);
  });

  it('is a step of its own when no page changes, and a change after it keeps its format', () => {
    toDouble();
    toSingle(); // the two pages stay
    expect(getContent().pages).toHaveLength(2);
    editor().addPage();
    expect(editor().info.printFormat).toBe('SINGLE_SIDE');
    editor().undo(); // the added page
    expect(editor().info.printFormat).toBe('SINGLE_SIDE');
    editor().undo(); // back to double sided, same two pages
    expect(editor().info.printFormat).toBe('DOUBLE_SIDE');
    expect(getContent().pages).toHaveLength(2);
  });
});

describe('changing the document size with its product and size', () => {
  beforeEach(() => editor().reset());

  it('is one undo step: undo brings back the size, the product size id and the assets', () => {
    const before = getContent();
    editor().changeDocument({ productSizeId: 7, productId: 3, categoryId: 2 }, (content) => ({
      ...content,
      layoutDimensions: { ...content.layoutDimensions, flatWidth: 90, flatHeight: 55 },
    }));
    expect(editor().info).toMatchObject({ productSizeId: 7, productId: 3, categoryId: 2 });
    editor().undo();
    expect(getContent()).toBe(before);
    expect(editor().info).toMatchObject({ productSizeId: null, productId: null, categoryId: null });
    editor().redo();
    expect(editor().info).toMatchObject({ productSizeId: 7, productId: 3, categoryId: 2 });
    expect(getContent().layoutDimensions.flatWidth).toBe(90);
  });
});

describe('a refit (heights of texts filled with the viewer’s details)', () => {
  beforeEach(() => editor().reset());

  it('replaces the current content without an undo step or an unsaved change; undo and redo pass it as before', () => {
    toDouble();
    const edited = getContent();
    const { unsavedChanges, entries } = editor().history;
    editor().refit((content) => ({ ...content, pages: content.pages.map((p) => ({ ...p, backgroundColor: '#000000' })) }));
    expect(getContent()).not.toBe(edited);
    expect(getContent().pages.map((p) => p.backgroundColor)).toEqual(['#000000', '#000000']);
    expect(editor().history.unsavedChanges).toBe(unsavedChanges);
    expect(editor().history.entries).toHaveLength(entries.length);
    editor().undo();
    expect(getContent().pages).toHaveLength(1);
    editor().redo();
    // The refitted state keeps the document info it was made with.
    expect(getContent().pages.map((p) => p.backgroundColor)).toEqual(['#000000', '#000000']);
    expect(editor().info.printFormat).toBe('DOUBLE_SIDE');
  });

  it('that changes nothing leaves the history as it is', () => {
    const { history } = editor();
    editor().refit((content) => content);
    expect(editor().history).toBe(history);
  });
});

describe('saving and drafts: the version the open copy is based on', () => {
  beforeEach(() => editor().reset());

  const opened = () => ({ ...editor().info, id: 7, name: 'Card', version: 3 });

  it('a save answered while the name was being changed still takes the stored version', () => {
    editor().load(opened(), getContent());
    const sent = { info: editor().info, unsavedChanges: 1 };
    editor().setInfo({ name: 'Card 2' });
    editor().markSaved({ ...sent.info, version: 4 }, sent);
    expect(editor().info).toMatchObject({ id: 7, name: 'Card 2', version: 4 });
  });

  it('a restored draft is one unsaved undo step on its own version: undo shows the stored content', () => {
    editor().load(opened(), getContent());
    const stored = getContent();
    const draft = { ...stored, pages: stored.pages.map((p) => ({ ...p, backgroundColor: '#ff0000' })) };
    editor().restoreDraft({ ...editor().info, name: 'Card (draft)', version: 2 }, draft);
    expect(getContent()).toBe(draft);
    expect(editor().info).toMatchObject({ name: 'Card (draft)', version: 2 });
    expect(editor().history.unsavedChanges).toBe(1);
    editor().undo();
    expect(getContent()).toBe(stored);
  });

  it('a restored draft that changed only the name is still an unsaved change', () => {
    editor().load(opened(), getContent());
    editor().restoreDraft({ ...editor().info, name: 'Renamed' }, getContent());
    expect(editor().history.unsavedChanges).toBe(1);
  });
});
