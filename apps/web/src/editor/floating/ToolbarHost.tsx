import { Suspense, lazy, useEffect, useState } from 'react';
import { useEditor } from '../state/editorStore';

// The toolbar and its popups load with the first selection: the first page shows without them.
const FloatingToolbar = lazy(() => import('./FloatingToolbar').then((m) => ({ default: m.FloatingToolbar })));

/**
 * The floating toolbar for the selection, hidden when nothing is selected. While a press on the
 * canvas is held (a click, or the start of a drag) it keeps what it showed and catches up on
 * release: mounting or re-rendering it at the press took the frames of a drag's first moves
 * (about 60 ms of rendering on a page of 1,000 assets, bench/editor.ts).
 */
export function ToolbarHost() {
  const selectedIds = useEditor((s) => s.selectedIds);
  const held = useCanvasPressHeld();
  const [shownIds, setShownIds] = useState(selectedIds);
  if (!held && shownIds !== selectedIds) setShownIds(selectedIds);
  if (shownIds.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <FloatingToolbar selectedIds={shownIds} />
    </Suspense>
  );
}

/** Whether a press that began on a canvas (a page's stage) is still held. */
function useCanvasPressHeld(): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const press = (event: PointerEvent) => {
      if (event.target instanceof HTMLCanvasElement) setHeld(true);
    };
    const release = () => setHeld(false);
    // A window that loses the focus mid-press (another window raised) may never see the release.
    const ends = ['pointerup', 'pointercancel', 'blur'] as const;
    window.addEventListener('pointerdown', press, true);
    for (const end of ends) window.addEventListener(end, release, true);
    return () => {
      window.removeEventListener('pointerdown', press, true);
      for (const end of ends) window.removeEventListener(end, release, true);
    };
  }, []);
  return held;
}
