import { type DesignContent, ODD_PAGE_COUNT_WARNING, type PrintFormat, activePageAfterRemoval, addPage, copyPage, ensureDoubleSided, movePage, removePage } from '@layout/model';
import { openDialog } from '../dialogs/dialogQueue';
import { getContent, useEditor } from '../state/editorStore';

/**
 * What the page strip, the Pages panel and the bottom menu do to pages (spec 001 section 4.5).
 * Each action is one undo step. A double-sided design keeps an even page count: a change that
 * leaves it odd gets a blank page at the end in the same step (spec 001 section 4.5, spec 000
 * section 9), and the user is told when an existing page thereby gets a blank back.
 */

/** Delete page confirmation (spec 001 section 2.7; its words are ours, docs/decisions.md). */
export const DELETE_PAGE_CONFIRMATION = {
  title: 'Delete page',
  message: 'Are you sure you want to delete this page and everything on it?',
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
} as const;

/** Shown instead of the confirmation when the page is the design's only one. */
export const LAST_PAGE_WARNING = 'This page cannot be deleted: a design needs at least one page.';

/**
 * Applies a page-count change, then the double-sided rule, as one undo step. Returns whether the
 * rule added a page.
 */
function applyPageChange(change: (content: DesignContent) => DesignContent): boolean {
  const { apply, info } = useEditor.getState();
  let added = false;
  apply((content) => {
    const changed = change(content);
    const even = ensureDoubleSided(changed, info.printFormat);
    added = even !== changed;
    return even;
  });
  return added;
}

function warnBlankBackside() {
  openDialog({ kind: 'warning', messages: [ODD_PAGE_COUNT_WARNING] });
}

/**
 * Add new page / Add Page: a white page at the end, made active. In a double-sided design the
 * new sheet comes whole, front and back; both are blank, so there is nothing to warn about.
 */
export function addPageAtEnd(): void {
  const pageId = crypto.randomUUID();
  applyPageChange((content) => addPage(content, { pageId }));
  useEditor.getState().setActivePage(pageId);
}

/** Copy page: the copy goes right after the page, with copies of its assets, and becomes active. */
export function copyPageAfter(pageId: string): void {
  const newPageId = crypto.randomUUID();
  if (applyPageChange((content) => copyPage(content, { pageId, newPageId }))) warnBlankBackside();
  if (getContent().pages.some((p) => p.id === newPageId)) useEditor.getState().setActivePage(newPageId);
}

/**
 * Delete page: asks first; refused with a warning when it is the only page. Removing the active
 * page makes the first remaining page active.
 */
export function requestDeletePage(pageId: string): void {
  const before = getContent();
  if (removePage(before, { pageId }) === before) {
    if (before.pages.some((p) => p.id === pageId)) openDialog({ kind: 'warning', messages: [LAST_PAGE_WARNING] });
    return;
  }
  openDialog({ kind: 'confirm', ...DELETE_PAGE_CONFIRMATION, onConfirm: () => deletePage(pageId) });
}

/** Deletes the page without asking (the confirmation's answer). */
export function deletePage(pageId: string): void {
  const before = getContent();
  const { activePageId } = useEditor.getState();
  if (removePage(before, { pageId }) === before) return;
  const nextActive = activePageAfterRemoval(before, pageId, activePageId);
  if (applyPageChange((content) => removePage(content, { pageId }))) warnBlankBackside();
  useEditor.getState().setActivePage(nextActive);
}

/** Drag-reorder in the Pages panel. */
export function movePageTo(pageId: string, toIndex: number): void {
  useEditor.getState().apply((content) => movePage(content, { pageId, toIndex }));
}

/**
 * The single/double sided choice. Double-sided with an odd page count adds a blank page at the end
 * and says that the last page will have a blank backside (spec 001 section 8).
 */
export function setPrintFormat(printFormat: PrintFormat): void {
  const pagesBefore = getContent().pages.length;
  useEditor.getState().switchPrintFormat(printFormat, (content) => ensureDoubleSided(content, printFormat));
  if (getContent().pages.length !== pagesBefore) warnBlankBackside();
}
