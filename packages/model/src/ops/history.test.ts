import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT } from '../constants';
import { doc, image, page, rect } from '../testing/fixtures';
import { moveAsset } from './edit';
import {
  type EditorHistory,
  canRedo,
  canUndo,
  clearHistory,
  currentState,
  pushHistory,
  recordChange,
  recordInfoChange,
  redo,
  redoChange,
  replaceCurrentState,
  resetUnsavedChanges,
  startHistory,
  undo,
  undoChange,
} from './history';

const pushAll = (states: number[]) => states.reduce((h, s) => pushHistory(h, s), startHistory(0));

describe('history keeps at most 21 entries (spec 001 section 4.1)', () => {
  it('the limit is 21', () => {
    expect(HISTORY_LIMIT).toBe(21);
  });

  it('drops the oldest entries after 21 and stays on the newest', () => {
    const history = pushAll(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(history.entries).toHaveLength(21);
    expect(history.entries[0]).toBe(10);
    expect(currentState(history)).toBe(30);
    expect(history.index).toBe(20);
  });

  it('with 21 entries, 20 undos reach the oldest kept state and no further', () => {
    let history = pushAll(Array.from({ length: 25 }, (_, i) => i + 1));
    for (let i = 0; i < 20; i += 1) history = undo(history);
    expect(currentState(history)).toBe(5);
    expect(canUndo(history)).toBe(false);
    expect(undo(history)).toBe(history);
  });
});

describe('a new push drops the redo states after the current index', () => {
  it('forgets undone states', () => {
    const history = pushHistory(undo(undo(pushAll([1, 2, 3]))), 9);
    expect(history.entries).toEqual([0, 1, 9]);
    expect(canRedo(history)).toBe(false);
  });
});

describe('undo and redo move the index', () => {
  it('undo goes back one state, redo forward one', () => {
    const history = pushAll([1, 2]);
    expect(currentState(undo(history))).toBe(1);
    expect(currentState(redo(undo(history)))).toBe(2);
    expect(redo(history)).toBe(history);
  });
});

describe('unsaved changes count (spec 001 section 4.1)', () => {
  const content = doc(page('p', image({ id: 'a' }), rect({ id: 'b' })));

  it('adds one per change to the content and keeps undo steps', () => {
    let history = clearHistory(content);
    history = recordChange(history, moveAsset(currentState(history), { assetId: 'a', x: 10, y: 10 }));
    history = recordChange(history, moveAsset(currentState(history), { assetId: 'b', x: 20, y: 20 }));
    expect(history.unsavedChanges).toBe(2);
    expect(history.entries).toHaveLength(3);
  });

  it('an operation that changed nothing adds no step and no change', () => {
    const history = clearHistory(content);
    expect(recordChange(history, moveAsset(content, { assetId: 'missing', x: 1, y: 1 }))).toBe(history);
  });

  it('a change to document info adds one without an undo step', () => {
    const history = recordInfoChange(clearHistory(content));
    expect(history.unsavedChanges).toBe(1);
    expect(history.entries).toHaveLength(1);
  });

  it('undo and redo change the content, so they count too', () => {
    let history = recordChange(clearHistory(content), moveAsset(content, { assetId: 'a', x: 1, y: 1 }));
    history = undoChange(history);
    expect(currentState(history)).toBe(content);
    history = redoChange(history);
    expect(history.unsavedChanges).toBe(3);
    expect(redoChange(history)).toBe(history);
  });

  it('can be reset by a save, keeping the states', () => {
    const history = recordChange(clearHistory(content), moveAsset(content, { assetId: 'a', x: 1, y: 1 }));
    const saved = resetUnsavedChanges(history);
    expect(saved.unsavedChanges).toBe(0);
    expect(saved.entries).toBe(history.entries);
    expect(resetUnsavedChanges(saved)).toBe(saved);
  });

  it('a save counts as saved only the changes it sent: those made while it was on its way stay unsaved', () => {
    let history = recordChange(clearHistory(content), moveAsset(content, { assetId: 'a', x: 1, y: 1 }));
    const sent = history.unsavedChanges;
    history = recordChange(history, moveAsset(currentState(history), { assetId: 'a', x: 2, y: 2 }));
    expect(resetUnsavedChanges(history, sent).unsavedChanges).toBe(1);
  });

  it('pushing keeps the unsaved count of an editor history', () => {
    const history: EditorHistory<number> = { entries: [0], index: 0, unsavedChanges: 4 };
    expect(pushHistory(history, 1).unsavedChanges).toBe(4);
  });
});

describe('a derived state replaces the current one (text heights fitted to the viewer’s details)', () => {
  it('without an undo step or an unsaved change; the other entries stay', () => {
    const history: EditorHistory<number> = { entries: [0, 1, 2], index: 1, unsavedChanges: 2 };
    const replaced = replaceCurrentState(history, 10);
    expect(replaced).toEqual({ entries: [0, 10, 2], index: 1, unsavedChanges: 2 });
    expect(currentState(undo(replaced))).toBe(0);
    expect(currentState(redo(replaced))).toBe(2);
    expect(history.entries).toEqual([0, 1, 2]);
  });

  it('the current state itself changes nothing', () => {
    const history = startHistory(7);
    expect(replaceCurrentState(history, 7)).toBe(history);
  });
});

describe('saving a new design clears history (spec 001 section 4.1)', () => {
  it('keeps only the saved state: nothing to undo or redo, nothing unsaved', () => {
    const content = doc(page('p', image({ id: 'a' })));
    const edited = recordChange(clearHistory(content), moveAsset(content, { assetId: 'a', x: 1, y: 1 }));
    const cleared = clearHistory(currentState(undo(recordChange(edited, content))));
    expect(cleared.entries).toEqual([currentState(edited)]);
    expect(cleared.unsavedChanges).toBe(0);
    expect(canUndo(cleared) || canRedo(cleared)).toBe(false);
  });
});

describe('entries share what did not change (structural sharing)', () => {
  it('an entry holds the same asset and page objects as the one before, except the changed asset', () => {
    const content = doc(page('p', image({ id: 'a' }), rect({ id: 'b' }), rect({ id: 'c' })));
    let history = clearHistory(content);
    history = recordChange(history, moveAsset(currentState(history), { assetId: 'b', x: 300, y: 300 }));
    const [before, after] = history.entries;
    expect(after!.assets[0]).toBe(before!.assets[0]);
    expect(after!.assets[2]).toBe(before!.assets[2]);
    expect(after!.assets[1]).not.toBe(before!.assets[1]);
    expect(after!.pages).toBe(before!.pages);
    expect(after!.layoutDimensions).toBe(before!.layoutDimensions);
  });
});

describe('history properties', () => {
  type Action = { kind: 'push'; state: number } | { kind: 'undo' } | { kind: 'redo' };
  const action: fc.Arbitrary<Action> = fc.oneof(
    fc.integer().map((state) => ({ kind: 'push' as const, state })),
    fc.constant({ kind: 'undo' as const }),
    fc.constant({ kind: 'redo' as const }),
  );
  const run = (actions: Action[]) => actions.reduce((h, a) => (a.kind === 'push' ? pushHistory(h, a.state) : a.kind === 'undo' ? undo(h) : redo(h)), startHistory(0));

  it('never exceeds 21 entries and the index stays inside them', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 80 }), (actions) => {
        const history = run(actions);
        expect(history.entries.length).toBeLessThanOrEqual(21);
        expect(history.index).toBeGreaterThanOrEqual(0);
        expect(history.index).toBeLessThan(history.entries.length);
      }),
    );
  });

  it('undo after a push returns the previous state, redo returns the pushed one', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 80 }), fc.integer(), (actions, state) => {
        const history = run(actions);
        const pushed = pushHistory(history, state);
        expect(currentState(undo(pushed))).toBe(currentState(history));
        expect(currentState(redo(undo(pushed)))).toBe(state);
      }),
    );
  });
});
