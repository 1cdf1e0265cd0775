import { useEffect, useState } from 'react';
import { fetchDesign, forgetPrefetchedDesign, routeDesignId } from '../pages/designPrefetch';
import { handleRequestError } from '../app/requestErrors';
import { infoFromDesign } from './state/document';
import { useEditor } from './state/editorStore';
import { loadFonts } from './text/fonts';
import { assetsReady } from './warmUp';

/**
 * Loads the document the route names: a saved design by numeric id, or a new empty design.
 * Returns whether a load is in progress (the canvas shows a loader meanwhile, until the design
 * and the font and pictures it draws with have arrived).
 */
export function useOpenDocument(documentType: string | undefined, designId: string | undefined): boolean {
  const [loading, setLoading] = useState(false);
  const wantedId = routeDesignId(documentType, designId);

  useEffect(() => {
    const { info, reset, load } = useEditor.getState();
    if (wantedId === null) {
      // A fresh design, unless the one on screen is already the unsaved new design.
      if (info.id !== null) reset();
      return;
    }
    // Just saved as this id: the editor already holds it.
    if (info.id === wantedId) return forgetPrefetchedDesign(wantedId);
    let cancelled = false;
    setLoading(true);
    // A saved design almost always has text: fetch the font (and its engine) with the design.
    loadFonts().catch((error: unknown) => console.error('The default font could not be loaded', error));
    fetchDesign(wantedId)
      .then(async (design) => {
        // Behind the loader until the font and pictures are in (or a few seconds have passed), so
        // the page is drawn once, whole, rather than again for each picture that arrives.
        await assetsReady(design.design);
        if (!cancelled) load(infoFromDesign(design), design.design);
      })
      .catch((error) => {
        if (!cancelled) handleRequestError(error);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [wantedId]);

  return loading;
}
