import { TOOLBAR_WIDTH_PX } from '@layout/model';
import { type PointerEvent, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { BOTTOM_MENU_TEST_ID } from '../menus/BottomMenu';
import { type ToolbarPosition, defaultToolbarPosition, loadToolbarPosition, placeToolbar, saveToolbarPosition } from './position';

/**
 * Where the toolbar sits in its container (the editor's main area, its offset parent, above the
 * bottom menu) and the pointer handlers that drag it by its title: 5 px steps, always inside the
 * container, the place stored when a drag ends and restored on the next visit. Until measured it
 * has no place (null), so it is not seen jumping from the corner.
 *
 * The place the user chose (or, without one, the top right) is kept apart from where the toolbar
 * is shown: a container that narrows (the Pages panel opening, a smaller window) pulls the
 * toolbar inside it, and one that widens again lets it go back to the chosen place.
 */
export function useToolbarPlace(toolbar: RefObject<HTMLElement | null>, shown: boolean) {
  const chosen = useRef<ToolbarPosition | null>(loadToolbarPosition());
  const [position, setPosition] = useState<ToolbarPosition | null>(null);
  const drag = useRef<{ from: { x: number; y: number }; start: ToolbarPosition } | null>(null);

  const container = () => {
    const parent = toolbar.current?.offsetParent;
    if (!parent) return { width: window.innerWidth, height: window.innerHeight };
    const box = parent.getBoundingClientRect();
    // Above the bottom menu: over it, the toolbar hid Undo and Redo (and took their clicks).
    const bottomMenu = parent.querySelector<HTMLElement>(`[data-testid="${BOTTOM_MENU_TEST_ID}"]`);
    return { width: box.width, height: box.height - (bottomMenu?.offsetHeight ?? 0) };
  };
  const size = () => ({ width: TOOLBAR_WIDTH_PX, height: toolbar.current?.offsetHeight ?? 0 });
  const place = () => {
    const box = container();
    const placed = placeToolbar(chosen.current ?? defaultToolbarPosition(box), box, size());
    setPosition((shownAt) => (shownAt && shownAt.x === placed.x && shownAt.y === placed.y ? shownAt : placed));
  };

  // After every render (the height follows the tools) and whenever the container's size changes.
  useLayoutEffect(() => {
    if (shown && toolbar.current && !drag.current) place();
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `place` reads refs and sets state only: one observer per showing is enough
  useLayoutEffect(() => {
    const parent = toolbar.current?.offsetParent;
    if (!shown || !parent) return;
    const observer = new ResizeObserver(() => {
      if (!drag.current) place();
    });
    observer.observe(parent);
    return () => observer.disconnect();
  }, [shown, toolbar]);

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (!position || event.button !== 0) return;
      drag.current = { from: { x: event.clientX, y: event.clientY }, start: position };
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const d = drag.current;
      if (!d) return;
      setPosition(placeToolbar({ x: d.start.x + event.clientX - d.from.x, y: d.start.y + event.clientY - d.from.y }, container(), size()));
    },
    onPointerUp() {
      if (drag.current && position) {
        chosen.current = position;
        saveToolbarPosition(position);
      }
      drag.current = null;
    },
  };
  return { position, handlers };
}
