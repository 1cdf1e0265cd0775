import { VisuallyHidden } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type EditorMode, useContent, useEditor } from '../state/editorStore';
import { modeAnnouncement, selectionAnnouncement, spokenAgain } from './announcement';

/** The id of the canvas keys' description, which every page's canvas points to (aria-describedby). */
export const CANVAS_KEYS_HINT_ID = 'canvas-keys-hint';

/**
 * For screen readers (issue 25): how the page canvases work from the keyboard, read when one gets
 * the focus, and a polite live region saying what is selected ("Star shape selected, 2 of 4")
 * and which keys the crop and pattern editors take, so that whoever cannot see the canvas knows
 * what Tab picked and what Enter opened.
 *
 * The region says the latest of these: a selection made (again: Tab round a page of one asset
 * selects it again, and says so again) or whose words changed, an editor opened or finished.
 */
export function CanvasAnnouncer() {
  const content = useContent();
  const selectedIds = useEditor((s) => s.selectedIds);
  const mode = useEditor((s) => s.mode);
  const selection = useMemo(() => selectionAnnouncement(content, selectedIds), [content, selectedIds]);
  const [shown, setShown] = useState(selection);

  // A new selection, even of the same asset, or new words for it (a text edited, an asset locked);
  // not every change of the document (each arrow's nudge), nor the selection a mode makes as it
  // opens (a text's field, or the mode's own words, speak then).
  const lastSelection = useRef<{ ids: readonly string[]; words: string } | null>(null);
  useEffect(() => {
    const last = lastSelection.current;
    lastSelection.current = { ids: selectedIds, words: selection };
    if (useEditor.getState().mode) return;
    if (last && (last.ids !== selectedIds || last.words !== selection)) setShown((before) => spokenAgain(before, selection));
  }, [selectedIds, selection]);

  // After the selection's effect: entering or leaving a mode selects its asset again, and the mode's words win.
  const lastMode = useRef<EditorMode | null>(mode);
  useEffect(() => {
    const words = modeAnnouncement(lastMode.current, mode);
    lastMode.current = mode;
    if (words) setShown((before) => spokenAgain(before, words));
  }, [mode]);

  return (
    <>
      <VisuallyHidden id={CANVAS_KEYS_HINT_ID}>
        Tab and Shift+Tab select the next and previous asset; the arrow keys move it, Delete removes it, Enter edits a text or crops a picture. Escape clears the selection, and Tab
        then leaves the canvas.
      </VisuallyHidden>
      <VisuallyHidden role="status" aria-live="polite" data-testid="canvas-announcer">
        {shown}
      </VisuallyHidden>
    </>
  );
}
