import { HISTORY_LIMIT } from '../constants';
import type { DesignContent } from '../document/content';

/**
 * The undo history of the workspace (spec 001 section 4.1): a list of states and the index of
 * the current one, at most 21 entries.
 *
 * Entries are the immutable content objects themselves, never copies: operations share every
 * asset and page they do not change, so an entry costs only what changed.
 */
export interface History<T> {
  readonly entries: readonly T[];
  readonly index: number;
}

/** The editor's history: the states plus how many changes were made since the last save. */
export interface EditorHistory<T = DesignContent> extends History<T> {
  /** Changes to assets, pages, layout or document info since the last save (spec 001 section 4.1). */
  readonly unsavedChanges: number;
}

/** A history holding one state. */
export function startHistory<T>(state: T): History<T> {
  return { entries: [state], index: 0 };
}

/**
 * Records a new state: redo states after the current one are dropped; the oldest entries go
 * once there are more than 21. Other fields of the history (the unsaved count) are kept.
 */
export function pushHistory<T, H extends History<T>>(history: H, state: T): H {
  const entries = [...history.entries.slice(0, history.index + 1), state];
  const overflow = Math.max(0, entries.length - HISTORY_LIMIT);
  return { ...history, entries: entries.slice(overflow), index: entries.length - 1 - overflow };
}

/** Whether there is a state before the current one. */
export const canUndo = <T>(history: History<T>): boolean => history.index > 0;

/** Whether there is a state after the current one. */
export const canRedo = <T>(history: History<T>): boolean => history.index < history.entries.length - 1;

/** Moves to the previous state (Ctrl+Z); the same history when there is none. */
export function undo<T, H extends History<T>>(history: H): H {
  return canUndo(history) ? { ...history, index: history.index - 1 } : history;
}

/** Moves to the next state (Ctrl+Shift+Z or Ctrl+Y); the same history when there is none. */
export function redo<T, H extends History<T>>(history: H): H {
  return canRedo(history) ? { ...history, index: history.index + 1 } : history;
}

/** The state the workspace shows. */
export function currentState<T>(history: History<T>): T {
  return history.entries[history.index]!;
}

/**
 * Records the result of an operation as one undo step and one unsaved change. An operation
 * that changed nothing returns its input, so the same object makes no step.
 */
export function recordChange<T>(history: EditorHistory<T>, state: T): EditorHistory<T> {
  if (state === currentState(history)) return history;
  return { ...pushHistory(history, state), unsavedChanges: history.unsavedChanges + 1 };
}

/**
 * Puts `state` in place of the current state, without an undo step or an unsaved change: for
 * what is derived from outside the document rather than edited in it (the heights of texts
 * whose data-driven fields are filled with the viewer's details). The same history when the
 * state is the current one.
 */
export function replaceCurrentState<T, H extends History<T>>(history: H, state: T): H {
  if (state === currentState(history)) return history;
  const entries = [...history.entries];
  entries[history.index] = state;
  return { ...history, entries };
}

/** Counts a change to document info (name, theme...) that is not part of the undoable content. */
export function recordInfoChange<T>(history: EditorHistory<T>): EditorHistory<T> {
  return { ...history, unsavedChanges: history.unsavedChanges + 1 };
}

/** Undo as a user action: the content changes, so it counts as an unsaved change. */
export function undoChange<T>(history: EditorHistory<T>): EditorHistory<T> {
  return canUndo(history) ? { ...undo(history), unsavedChanges: history.unsavedChanges + 1 } : history;
}

/** Redo as a user action: the content changes, so it counts as an unsaved change. */
export function redoChange<T>(history: EditorHistory<T>): EditorHistory<T> {
  return canRedo(history) ? { ...redo(history), unsavedChanges: history.unsavedChanges + 1 } : history;
}

/**
 * After a save: the changes it sent are saved, keeping the states. `sentChanges` is the count
 * when the save was sent; changes made while it was on its way stay unsaved (all of them are
 * saved when it is left out).
 */
export function resetUnsavedChanges<T>(history: EditorHistory<T>, sentChanges: number = history.unsavedChanges): EditorHistory<T> {
  const unsavedChanges = Math.max(0, history.unsavedChanges - sentChanges);
  return history.unsavedChanges === unsavedChanges ? history : { ...history, unsavedChanges };
}

/**
 * A fresh editor history holding only `state`, with nothing to undo and nothing unsaved:
 * opening a document, and saving a new design (which clears history, spec 001 section 4.1),
 * since the content just saved is by definition the saved one.
 */
export function clearHistory<T = DesignContent>(state: T): EditorHistory<T> {
  return { entries: [state], index: 0, unsavedChanges: 0 };
}
