import { useEffect, useState } from 'react';
import { fetchDesign, forgetPrefetchedDesign, routeDesignId } from '../pages/designPrefetch';
import { handleRequestError } from '../app/requestErrors';
import { holdLayerDraws } from './canvas/drawGate';
import { fetchTemplateDocument, routeTemplateId } from './library/templateDocument';
import { type DocumentInfo, infoFromDesign } from './state/document';
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

/** Whether the editor holds the document the route names (a design and a template may share an id). */
const holds = (info: DocumentInfo, id: number | null, isTemplate: boolean) => id !== null && info.id === id && (info.documentType === 'DOC_TYPE_TEMPLATE') === isTemplate;

/**
 * Loads the document the route names: a saved design by numeric id, a template opened for
 * editing (/templates/:id, library/templateDocument.ts), or a new empty design.
 */
export function useOpenDocument(documentType: string | undefined, designId: string | undefined): OpenPhase {
  const templateId = routeTemplateId(documentType, designId);
  const isTemplate = templateId !== null;
  const wantedId = templateId ?? routeDesignId(documentType, designId);
  // Loading from the first render when the route names a design the editor does not hold: the
  // empty document the store starts with is never rendered (a stage made to be thrown away).
  const [phase, setPhase] = useState<OpenPhase>(() => (wantedId !== null && !holds(useEditor.getState().info, wantedId, isTemplate) ? 'loading' : 'ready'));

  useEffect(() => {
    const { info, reset, load } = useEditor.getState();
    if (wantedId === null || holds(info, wantedId, isTemplate)) {
      // Nothing to wait for, also when a design still opening was left for this one.
      setPhase('ready');
      // A fresh design, unless the one on screen is already the unsaved new design.
      if (wantedId === null) {
        if (info.id !== null) reset();
        return;
      }
      // Just saved as this id: the editor already holds it.
      if (!isTemplate) forgetPrefetchedDesign(wantedId);
      return;
    }
    let cancelled = false;
    let releaseDraws: (() => void) | null = null;
    setPhase('loading');
    // A saved design almost always has text: fetch the font (and its engine) with the design.
    loadFonts().catch((error: unknown) => console.error('The default font could not be loaded', error));
    const opening = isTemplate ? fetchTemplateDocument(wantedId) : fetchDesign(wantedId).then((design) => ({ info: infoFromDesign(design), content: design.design }));
    opening
      .then(async ({ info: opened, content }) => {
        // The pictures' wait starts now; the font's is usually over first.
        const drawable = assetsReady(content);
        await fontReady(content);
        if (cancelled) return;
        // Rendered now, drawn once the pictures are in (or a few seconds have passed): the page
        // appears once, whole, rather than again for each picture that arrives, and laying its
        // texts out overlaps the pictures' download (drawGate.ts).
        releaseDraws = holdLayerDraws();
        load(opened, content);
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
  }, [wantedId, isTemplate]);

  return phase;
}
