import { useEffect, useState } from 'react';
import { fetchDesign, forgetPrefetchedDesign, routeDesignId } from '../pages/designPrefetch';
import { handleRequestError } from '../app/requestErrors';
import { holdLayerDraws } from './canvas/drawGate';
import { infoFromDesign } from './state/document';
import { useEditor } from './state/editorStore';
import { loadFonts } from './text/fonts';
import { assetsReady, fontReady } from './warmUp';

/**
 * Where opening the route's document is: 'loading' while the design (or its font) is on its way
 * and nothing of it is rendered; 'drawing' once it is in the editor and its pages are rendered but
 * not yet drawn, waiting for its pictures; 'ready' when it is drawn (and for a new design).
 * The canvas shows a loader until 'ready'.
 */
export type OpenPhase = 'loading' | 'drawing' | 'ready';

/** Loads the document the route names: a saved design by numeric id, or a new empty design. */
export function useOpenDocument(documentType: string | undefined, designId: string | undefined): OpenPhase {
  const wantedId = routeDesignId(documentType, designId);
  // Loading from the first render when the route names a design the editor does not hold: the
  // empty document the store starts with is never rendered (a stage made to be thrown away).
  const [phase, setPhase] = useState<OpenPhase>(() => (wantedId !== null && useEditor.getState().info.id !== wantedId ? 'loading' : 'ready'));

  useEffect(() => {
    const { info, reset, load } = useEditor.getState();
    if (wantedId === null || info.id === wantedId) {
      // Nothing to wait for, also when a design still opening was left for this one.
      setPhase('ready');
      // A fresh design, unless the one on screen is already the unsaved new design.
      if (wantedId === null) {
        if (info.id !== null) reset();
        return;
      }
      // Just saved as this id: the editor already holds it.
      return forgetPrefetchedDesign(wantedId);
    }
    let cancelled = false;
    let releaseDraws: (() => void) | null = null;
    setPhase('loading');
    // A saved design almost always has text: fetch the font (and its engine) with the design.
    loadFonts().catch((error: unknown) => console.error('The default font could not be loaded', error));
    fetchDesign(wantedId)
      .then(async (design) => {
        // The pictures' wait starts now; the font's is usually over first.
        const drawable = assetsReady(design.design);
        await fontReady(design.design);
        if (cancelled) return;
        // Rendered now, drawn once the pictures are in (or a few seconds have passed): the page
        // appears once, whole, rather than again for each picture that arrives, and laying its
        // texts out overlaps the pictures' download (drawGate.ts).
        releaseDraws = holdLayerDraws();
        load(infoFromDesign(design), design.design);
        setPhase('drawing');
        await drawable;
      })
      .catch((error) => {
        if (!cancelled) handleRequestError(error);
      })
      .finally(() => {
        releaseDraws?.();
        if (!cancelled) setPhase('ready');
      });
    return () => {
      cancelled = true;
      releaseDraws?.();
    };
  }, [wantedId]);

  return phase;
}
