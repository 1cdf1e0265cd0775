import type { DragEvent } from 'react';
import { pageAt } from './stages';
import { pageOnScreen } from '../pages/pageLayers';
import { useEditor } from '../state/editorStore';

/**
 * Dragging items from the sidebar onto a page (spec 001 section 1: "drag or click assets from a
 * left sidebar onto pages"; 4.11: "dropping a template ..."). A panel's item carries a small
 * payload of its own kind; the panel registers what a drop of that kind does, given the page and
 * the point on it (page px) where the item was let go.
 */
export const PANEL_ITEM_MIME = 'application/x-layout-item';

/** What is dragged: a kind and that kind's data (plain JSON). */
export interface PanelItem {
  kind: string;
  [key: string]: unknown;
}

export interface DropTarget {
  pageId: string;
  /** Where the pointer was let go, in page px. */
  point: { x: number; y: number };
}

const handlers = new Map<string, (item: PanelItem, target: DropTarget) => void>();

/**
 * What dropping an item of `kind` on a page does. Panels register theirs when they load; a
 * component registers on mount and calls the returned function on unmount.
 */
export function onPanelDrop<T extends PanelItem>(kind: T['kind'], handler: (item: T, target: DropTarget) => void): () => void {
  const registered = handler as (item: PanelItem, target: DropTarget) => void;
  handlers.set(kind, registered);
  return () => {
    if (handlers.get(kind) === registered) handlers.delete(kind);
  };
}

/** Props that make an element of a panel draggable onto the pages. */
export function panelDragProps(item: PanelItem) {
  return {
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.setData(PANEL_ITEM_MIME, JSON.stringify(item));
      event.dataTransfer.effectAllowed = 'copy';
    },
  };
}

/** The page under a client point and the point on it, or null off every page. */
export function dropTargetAt(client: { x: number; y: number }): DropTarget | null {
  const pageId = pageAt(client);
  const on = pageId ? pageOnScreen(pageId) : null;
  if (!pageId || !on) return null;
  return { pageId, point: { x: (client.x - on.origin.x) / on.scale, y: (client.y - on.origin.y) / on.scale } };
}

const carriesItem = (event: DragEvent) => event.dataTransfer.types.includes(PANEL_ITEM_MIME);
const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * The canvas area's drag handlers. An item over a page may be dropped (copy); files are always
 * taken by the canvas, so a file let go beside a page never makes the browser leave the editor
 * to show it.
 */
export const canvasDropHandlers = {
  onDragOver(event: DragEvent) {
    if (carriesFiles(event)) {
      event.preventDefault();
      event.dataTransfer.dropEffect = dropTargetAt({ x: event.clientX, y: event.clientY }) && handlers.has('files') ? 'copy' : 'none';
      return;
    }
    if (!carriesItem(event)) return;
    const over = dropTargetAt({ x: event.clientX, y: event.clientY });
    if (!over) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  },
  onDrop(event: DragEvent) {
    if (!carriesItem(event) && !carriesFiles(event)) return;
    event.preventDefault();
    const target = dropTargetAt({ x: event.clientX, y: event.clientY });
    if (!target) return;
    // A drop onto a page makes it the active page (spec 001 section 4.2).
    useEditor.getState().setActivePage(target.pageId);
    if (carriesFiles(event)) {
      handlers.get('files')?.({ kind: 'files', files: [...event.dataTransfer.files] }, target);
      return;
    }
    let item: PanelItem;
    try {
      item = JSON.parse(event.dataTransfer.getData(PANEL_ITEM_MIME)) as PanelItem;
    } catch {
      return;
    }
    handlers.get(item.kind)?.(item, target);
  },
};
