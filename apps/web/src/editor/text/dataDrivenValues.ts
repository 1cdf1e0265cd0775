import { type DataDrivenValues, type TextConfig, fillDataDrivenText } from '@layout/model';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * The details the canvas fills data-driven fields with (spec 000 sections 1 and 3): the viewer's,
 * as `followDataDrivenFields` (dataDrivenTexts.ts) takes them from the session; none until then,
 * and none for visitors and guests, whose texts show their placeholders as typed. Kept apart from
 * the session so that measuring a text needs no browser storage (it is measured in Node tests).
 */

type Values = Readonly<Partial<DataDrivenValues>>;

/** The viewer's values, and those of a record the print run previews instead, while it does. */
let viewer: Values = {};
let preview: Values | null = null;
let current: Values = viewer;
const listeners = new Set<() => void>();

/** The values placeholders are filled with now: a previewed record's, else the viewer's. */
export function currentDataDrivenValues(): Values {
  return current;
}

const sameValues = (a: Values, b: Values) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof DataDrivenValues)[]);
  return [...keys].every((key) => (a[key] ?? '') === (b[key] ?? ''));
};

/** Takes new values; the texts on the canvas are told only when some value really changed. Returns whether one did. */
export function setDataDrivenValues(values: Values): boolean {
  if (sameValues(values, viewer)) return false;
  viewer = values;
  if (!preview) take(values);
  return true;
}

/**
 * Fills the placeholders with a record's values instead of the viewer's while a print run
 * previews it (editor/printRun); null gives the canvas back to the viewer's values. The caller
 * fits the texts' heights afterwards (filledHeights.ts), as a change of the viewer's values does.
 */
export function previewDataDrivenValues(values: Values | null): void {
  preview = values;
  take(values ?? viewer);
}

function take(values: Values): void {
  current = values;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A text's configuration as the canvas lays it out and draws it: its placeholders filled with the
 * current values (model `fillDataDrivenText`, which the export uses too). The same object while
 * the filled words stay the same, so the text is not laid out again; a text without placeholders
 * re-renders on no change of the values.
 */
export function useFilledTextConfig<T extends Pick<TextConfig, 'text'>>(config: T): T {
  const text = useSyncExternalStore(subscribe, () => fillDataDrivenText(config.text, current));
  return useMemo(() => (text === config.text ? config : { ...config, text }), [config, text]);
}
