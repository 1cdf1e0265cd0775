import { VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { useContent, useEditor } from '../state/editorStore';
import { selectionAnnouncement } from './announcement';

/** The id of the canvas keys' description, which every page's canvas points to (aria-describedby). */
export const CANVAS_KEYS_HINT_ID = 'canvas-keys-hint';

/**
 * For screen readers (issue 25): how the page canvases work from the keyboard, read when one gets
 * the focus, and a polite live region saying what is selected ("Star shape selected, 2 of 4"), so
 * that whoever cannot see the canvas knows what Tab picked.
 */
export function CanvasAnnouncer() {
  const content = useContent();
  const selectedIds = useEditor((s) => s.selectedIds);
  const announcement = useMemo(() => selectionAnnouncement(content, selectedIds), [content, selectedIds]);
  return (
    <>
      <VisuallyHidden id={CANVAS_KEYS_HINT_ID}>
        Tab and Shift+Tab select the next and previous asset; the arrow keys move it, Delete removes it, Enter edits a text. Escape clears the selection, and Tab then leaves the
        canvas.
      </VisuallyHidden>
      <VisuallyHidden role="status" aria-live="polite" data-testid="canvas-announcer">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
