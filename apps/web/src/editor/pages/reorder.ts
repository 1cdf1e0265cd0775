/**
 * Where a dragged page lands in the Pages panel: dropped on the preview at `overIndex`, before it
 * or after it (`after`: the pointer is on the lower half). Returns the index the page takes in the
 * reordered list, which is what `movePage` expects.
 */
export function dropIndex(fromIndex: number, overIndex: number, after: boolean): number {
  const insertAt = overIndex + (after ? 1 : 0);
  return insertAt > fromIndex ? insertAt - 1 : insertAt;
}
