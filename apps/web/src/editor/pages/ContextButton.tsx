import { Button } from '@mantine/core';
import { useDeferredValue, useMemo, useRef } from 'react';
import { commitMode } from '../canvas/modes/commit';
import { selectedAssets, useEditor } from '../state/editorStore';
import { pictureMissing } from '../canvas/modes/pictureMissing';
import { type ContextButton as ContextButtonAction, contextButtonFor } from './contextButton';

/**
 * The page strip's context button (spec 001 section 4.4) on the page of the selected asset: Edit
 * crop, Edit Text or Edit image pattern enter the asset's mode; in the mode it reads Save ... and
 * commits what was done.
 *
 * It follows the document and the selection a moment later (useDeferredValue): a press on an
 * asset selects it and may start a drag at once, and rendering the button (a Mantine button,
 * ~10 ms the first time) in the press's task held back the drag's first frames.
 */
export function ContextButton({ pageId }: { pageId: string }) {
  const history = useDeferredValue(useEditor((s) => s.history));
  const selectedIds = useDeferredValue(useEditor((s) => s.selectedIds));
  const mode = useEditor((s) => s.mode);
  const selected = useMemo(() => selectedAssets({ history, selectedIds }), [history, selectedIds]);
  const onThisPage = mode ? selected.some((a) => a.id === mode.assetId && a.pageId === pageId) : selected[0]?.pageId === pageId;
  const offered = onThisPage ? contextButtonFor(selected, mode) : null;
  // A picture that failed to load has nothing to crop: no Edit crop for it.
  const button = offered?.action === 'enter' && offered.kind === 'cropImage' && pictureMissing(selected[0]!) ? null : offered;
  // What the button said when pressed: leaving a mode on the press (a text field losing focus,
  // a click outside the canvas) must not turn a Save click into an Edit.
  const pressed = useRef<ContextButtonAction | null>(null);
  if (!button) return null;

  return (
    <Button
      size="compact-sm"
      color="accent.5"
      c="layout.9"
      data-testid="context-button"
      onMouseDown={(e) => {
        // Keep the focus in a text being edited until the click decides.
        e.preventDefault();
        pressed.current = button;
      }}
      onMouseLeave={() => {
        pressed.current = null;
      }}
      onClick={() => {
        const action = pressed.current ?? button;
        pressed.current = null;
        if (action.action === 'enter') return useEditor.getState().enterMode(action.kind, action.assetId);
        // A text being edited commits itself when its field loses focus; other modes commit here.
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        commitMode();
      }}
    >
      {button.label}
    </Button>
  );
}
