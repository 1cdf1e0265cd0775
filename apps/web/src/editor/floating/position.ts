import { TOOLBAR_DRAG_GRID_PX, TOOLBAR_WIDTH_PX } from '@layout/model';

/** Where the toolbar sits inside the editor's main container, in px from its top-left corner. */
export interface ToolbarPosition {
  x: number;
  y: number;
}

/** Distance kept from the container's top and right edges by default. */
export const TOOLBAR_DEFAULT_INSET_PX = 20;

/** The default place: near the top right of the container. */
export function defaultToolbarPosition(container: { width: number }): ToolbarPosition {
  return snapToGrid({ x: container.width - TOOLBAR_WIDTH_PX - TOOLBAR_DEFAULT_INSET_PX, y: TOOLBAR_DEFAULT_INSET_PX });
}

function snapToGrid(p: ToolbarPosition): ToolbarPosition {
  const step = TOOLBAR_DRAG_GRID_PX;
  return { x: Math.round(p.x / step) * step, y: Math.round(p.y / step) * step };
}

/**
 * A dragged position: on the 5 px grid (spec 001 section 9) and with the whole toolbar inside
 * the container. A container smaller than the toolbar pins it to the top left.
 */
export function placeToolbar(p: ToolbarPosition, container: { width: number; height: number }, toolbar: { width: number; height: number }): ToolbarPosition {
  const step = TOOLBAR_DRAG_GRID_PX;
  const maxX = Math.max(0, Math.floor((container.width - toolbar.width) / step) * step);
  const maxY = Math.max(0, Math.floor((container.height - toolbar.height) / step) * step);
  const snapped = snapToGrid(p);
  return { x: Math.min(maxX, Math.max(0, snapped.x)), y: Math.min(maxY, Math.max(0, snapped.y)) };
}

const STORAGE_KEY = 'layout.toolbarPosition';

/** The stored position, if any and well-formed. */
export function loadToolbarPosition(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): ToolbarPosition | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object' && Number.isFinite((parsed as ToolbarPosition).x) && Number.isFinite((parsed as ToolbarPosition).y)) {
      return { x: (parsed as ToolbarPosition).x, y: (parsed as ToolbarPosition).y };
    }
  } catch {
    // An unreadable value is the same as none.
  }
  return null;
}

export function saveToolbarPosition(p: ToolbarPosition, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(p));
  } catch {
    // Private windows may refuse storage; the position then lasts for this visit only.
  }
}
