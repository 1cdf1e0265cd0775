import { viewerDataDrivenValues } from '@layout/model';
import { useLayoutEffect } from 'react';
import { useSession } from '../../session/store';
import { useEditor } from '../state/editorStore';
import { setDataDrivenValues } from './dataDrivenValues';
import { fitFilledTexts } from './filledHeights';
import { onFontsChange } from './fonts';

/**
 * Texts with data-driven fields follow the viewer's details (spec 000 sections 1 and 3). The
 * canvas draws them filled (dataDrivenValues.ts); here their boxes' heights follow the filled
 * lines, so the selection, its handles, snapping and alignment use the box that is drawn.
 *
 * A text's height is derived, not edited: it is fitted to its lines by every edit, and a text
 * holding placeholders is fitted again whenever what it shows changes without an edit (the user
 * saves new details, another user opens a design made from a template, its font arrives). That
 * refit replaces the current state in place (no undo step, no unsaved change); a state reached by
 * undo or redo is fitted when it becomes current.
 */

/**
 * Keeps the canvas on the signed-in viewer's details while the editor is open: takes their values
 * (none for a guest) whenever the session's user changes (sign-in, a save of the Data Driven
 * Fields dialog), and fits the texts when the values, the fonts or the content change. Returns the
 * stop.
 */
export function followDataDrivenFields(): () => void {
  const refit = () => useEditor.getState().refit(fitFilledTexts);
  const takeUser = () => {
    // Values and heights change in the same tick: every text on every page re-lays out in one render.
    setDataDrivenValues(viewerDataDrivenValues(useSession.getState().user));
    refit();
  };
  takeUser();
  const stops = [
    useSession.subscribe((state, before) => {
      if (state.user !== before.user) takeUser();
    }),
    useEditor.subscribe((state, before) => {
      if (state.history !== before.history) refit();
    }),
    onFontsChange(refit),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

/** Follows the viewer's details while the editor is shown (before its first paint). */
export function useDataDrivenFields(): void {
  useLayoutEffect(followDataDrivenFields, []);
}
