import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/**
 * How far beyond the visible area pages stay mounted: one area height above and below, so that
 * scrolling reveals pages already drawn while pages far away cost nothing.
 */
const MOUNT_MARGIN = '100% 0px 100% 0px';

/**
 * The pages near the canvas area's visible part, watched with an IntersectionObserver. Page slots
 * register with `observe` (a ref callback) and carry their page id in `data-page-id`. Until the
 * observer has reported, the first pages count as visible, so the canvas draws on its first frame.
 */
export function useVisiblePages(areaRef: RefObject<HTMLElement | null>, initial: readonly string[]) {
  const [visible, setVisible] = useState<ReadonlySet<string>>(() => new Set(initial));
  const observer = useRef<IntersectionObserver | null>(null);
  const slots = useRef(new Set<HTMLElement>());

  useEffect(() => {
    const io = new IntersectionObserver(
      (entries) =>
        setVisible((before) => {
          const next = new Set(before);
          for (const entry of entries) {
            const id = (entry.target as HTMLElement).dataset.pageId!;
            if (entry.isIntersecting) next.add(id);
            else next.delete(id);
          }
          return next.size === before.size && [...next].every((id) => before.has(id)) ? before : next;
        }),
      { root: areaRef.current, rootMargin: MOUNT_MARGIN },
    );
    observer.current = io;
    for (const slot of slots.current) io.observe(slot);
    return () => {
      io.disconnect();
      observer.current = null;
    };
  }, [areaRef]);

  const observe = useCallback((slot: HTMLElement | null) => {
    if (!slot) return;
    slots.current.add(slot);
    observer.current?.observe(slot);
    return () => {
      slots.current.delete(slot);
      observer.current?.unobserve(slot);
    };
  }, []);

  return { visible, observe };
}
