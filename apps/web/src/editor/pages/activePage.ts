import { currentState } from '@layout/model';
import { useEditor } from '../state/editorStore';

/**
 * Keeps the active page one of the document's pages. Undo and redo can take the active page away
 * (undoing Add new page); the first page then becomes active, as after deleting the active page
 * (spec 001 section 4.5). Returns the unsubscribe.
 */
export function keepActivePageValid(): () => void {
  return useEditor.subscribe((state) => {
    const { pages } = currentState(state.history);
    if (!pages.some((p) => p.id === state.activePageId)) state.setActivePage(pages[0]!.id);
  });
}
