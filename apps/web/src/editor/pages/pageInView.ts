/** Where a page's slot lies along the canvas's scroll axis. */
export interface SlotSpan {
  id: string;
  top: number;
  bottom: number;
}

/**
 * The page most in view: the one showing the most of its height between `viewTop` and
 * `viewBottom` (spec 001 section 4.2, "the active page changes on ... scrolling to it"). On a
 * tie the upper page wins. null when no page shows at all.
 */
export function mostVisiblePage(slots: readonly SlotSpan[], viewTop: number, viewBottom: number): string | null {
  let best: string | null = null;
  let bestShown = 0;
  for (const slot of slots) {
    const shown = Math.min(slot.bottom, viewBottom) - Math.max(slot.top, viewTop);
    if (shown > bestShown) {
      best = slot.id;
      bestShown = shown;
    }
  }
  return best;
}
