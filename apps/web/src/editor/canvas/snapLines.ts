import type { SnapLine } from '@layout/model';
import { create } from 'zustand';

/**
 * The snap lines shown while something is dragged or resized, and on which page. Kept apart from
 * the editor store: they change on every mouse move and only the UI layer draws them.
 */
export const useSnapLines = create<{ pageId: string | null; lines: readonly SnapLine[] }>(() => ({ pageId: null, lines: [] }));

const NONE: readonly SnapLine[] = [];

export function showSnapLines(pageId: string, lines: readonly SnapLine[]) {
  const current = useSnapLines.getState();
  if (current.pageId === pageId && sameLines(current.lines, lines)) return;
  useSnapLines.setState({ pageId, lines: lines.length ? lines : NONE });
}

export function hideSnapLines() {
  if (useSnapLines.getState().lines.length) useSnapLines.setState({ pageId: null, lines: NONE });
}

function sameLines(a: readonly SnapLine[], b: readonly SnapLine[]): boolean {
  return a.length === b.length && a.every((l, i) => l.orientation === b[i]!.orientation && l.position === b[i]!.position && l.start === b[i]!.start && l.end === b[i]!.end);
}
