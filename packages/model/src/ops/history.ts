import { HISTORY_LIMIT } from '../constants';

/** The undo history of the workspace: states and the index of the current one (spec 001 section 4.1). */
export interface History<T> {
  entries: T[];
  index: number;
}

export function startHistory<T>(state: T): History<T> {
  return { entries: [state], index: 0 };
}

/** Records a new state: redo states after the current one are dropped; at most 21 entries are kept. */
export function pushHistory<T>(history: History<T>, state: T): History<T> {
  const entries = [...history.entries.slice(0, history.index + 1), state];
  const overflow = Math.max(0, entries.length - HISTORY_LIMIT);
  return { entries: entries.slice(overflow), index: entries.length - 1 - overflow };
}

export const canUndo = <T>(history: History<T>) => history.index > 0;
export const canRedo = <T>(history: History<T>) => history.index < history.entries.length - 1;

export function undo<T>(history: History<T>): History<T> {
  return canUndo(history) ? { ...history, index: history.index - 1 } : history;
}

export function redo<T>(history: History<T>): History<T> {
  return canRedo(history) ? { ...history, index: history.index + 1 } : history;
}

export function currentState<T>(history: History<T>): T {
  return history.entries[history.index]!;
}
