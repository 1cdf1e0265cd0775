import { TOOLBAR_WIDTH_PX } from '@layout/model';
import { type PointerEvent, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { type ToolbarPosition, defaultToolbarPosition, loadToolbarPosition, placeToolbar, saveToolbarPosition } from './position';

/**
 * Where the toolbar sits in its container (the editor's main area, its offset parent) and the
 * pointer handlers that drag it by its title: 5 px steps, always inside the container, the place
 * stored when a drag ends and restored on the next visit. Until measured it has no place (null),
 * so it is not seen jumping from the corner.
 */
export function useToolbarPlace(toolbar: RefObject<HTMLElement | null>, shown: boolean) {
  const [position, setPosition] = useState<ToolbarPosition | null>(() => loadToolbarPosition());
  const drag = useRef<{ from: { x: number; y: number }; start: ToolbarPosition } | null>(null);

  const container = () => toolbar.current?.offsetParent?.getBoundingClientRect() ?? { width: window.innerWidth, height: window.innerHeight };
  const size = () => ({ width: TOOLBAR_WIDTH_PX, height: toolbar.current?.offsetHeight ?? 0 });

  // Without a stored place, start near the top right; a smaller window or a longer list of
  // tools pulls the toolbar back inside. Runs after every render: the height follows the tools.
  useLayoutEffect(() => {
    if (!shown || !toolbar.current) return;
    const box = container();
    const placed = placeToolbar(position ?? defaultToolbarPosition(box), box, size());
    if (!position || placed.x !== position.x || placed.y !== position.y) setPosition(placed);
  });

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
      if (drag.current && position) saveToolbarPosition(position);
      drag.current = null;
    },
  };
  return { position, handlers };
}
