import { type DesignContent, addAt, addedAssets } from '@layout/model';
import type { DropTarget } from '../canvas/panelDrop';
import { getContent, useEditor } from '../state/editorStore';

/**
 * Adds what a panel item makes, as one undo step, and selects it: on the active page at the next
 * placement for a click, or centred where it was let go for a drop.
 */
export function addToPage(add: (content: DesignContent, pageId: string) => DesignContent, target?: DropTarget): void {
  const { activePageId, apply, select } = useEditor.getState();
  const pageId = target?.pageId ?? activePageId;
  const before = getContent();
  apply((content) => (target ? addAt(content, (c) => add(c, pageId), target.point) : add(content, pageId)));
  const added = addedAssets(before, getContent());
  if (added.length > 0) select(added.map((a) => a.id));
}
