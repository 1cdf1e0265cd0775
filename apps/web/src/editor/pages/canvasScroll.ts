import { useEditor } from '../state/editorStore';
import { mostVisiblePage } from './pageInView';

/**
 * Scrolling of the canvas area. The user's scrolling makes the page most in view the active page
 * (spec 001 section 4.2); scrolling done by the editor itself (bringing a new page into view,
 * keeping the point under the pointer while zooming) does not.
 */

/** The canvas's scrolling element, registered by the canvas area while it is on screen. */
let area: HTMLElement | null = null;

export function registerCanvasArea(element: HTMLElement): () => void {
  area = element;
  return () => {
    if (area === element) area = null;
  };
}

export function canvasArea(): HTMLElement | null {
  return area;
}

/** Brings a page of the canvas into view (a click on its preview in the Pages panel). */
export function revealPage(pageId: string): void {
  if (area) scrollPageIntoView(area, pageId);
}

/** Where the editor last scrolled the area to, until the scroll event it causes arrives. */
let ownScroll: { left: number; top: number } | null = null;

/** Scrolls the area by the editor's own decision. */
export function scrollCanvasBy(area: HTMLElement, dx: number, dy: number): void {
  const before = { left: area.scrollLeft, top: area.scrollTop };
  area.scrollLeft += dx;
  area.scrollTop += dy;
  if (area.scrollLeft !== before.left || area.scrollTop !== before.top) ownScroll = { left: area.scrollLeft, top: area.scrollTop };
}

/** Brings a page's slot fully into view if it is not, scrolling as little as possible. */
export function scrollPageIntoView(area: HTMLElement, pageId: string): void {
  const slot = area.querySelector<HTMLElement>(`[data-page-id="${CSS.escape(pageId)}"]`);
  if (!slot) return;
  const view = area.getBoundingClientRect();
  const box = slot.getBoundingClientRect();
  if (box.top < view.top || box.height > view.height) scrollCanvasBy(area, 0, box.top - view.top);
  else if (box.bottom > view.bottom) scrollCanvasBy(area, 0, box.bottom - view.bottom);
}

/** The area's scroll handler: the page most in view becomes active when the user scrolls. */
export function onCanvasScroll(area: HTMLElement): void {
  const own = ownScroll;
  ownScroll = null;
  if (own && Math.abs(own.left - area.scrollLeft) < 1 && Math.abs(own.top - area.scrollTop) < 1) return;
  const view = area.getBoundingClientRect();
  const slots = [...area.querySelectorAll<HTMLElement>('[data-page-id]')].map((slot) => {
    const box = slot.getBoundingClientRect();
    return { id: slot.dataset.pageId!, top: box.top, bottom: box.bottom };
  });
  const id = mostVisiblePage(slots, view.top, view.bottom);
  if (id) useEditor.getState().setActivePage(id);
}
