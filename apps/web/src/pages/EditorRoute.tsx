import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { prefetchDesign, routeDesignId } from './designPrefetch';

// The editor (Konva, panels) is the heaviest part of the app; account pages load without it.
const loadEditor = () => import('../editor/EditorPage').then((m) => ({ default: m.EditorPage }));
const EditorPage = lazy(loadEditor);

/** Pages of the app that are not the editor; every other path may open it. */
const NOT_EDITOR = /^\/(auth\/|receive-query-params|terms-and-conditions|learn)/;

/**
 * Starts downloading the editor's code at start-up when the address will open the editor, so it
 * arrives while the session loads rather than after.
 */
export function preloadEditorFor(pathname: string): void {
  if (!NOT_EDITOR.test(pathname)) void loadEditor().catch(() => undefined);
}

export function EditorLoader() {
  return (
    <Center h="100vh">
      <Loader aria-label="Loading the editor" />
    </Center>
  );
}

interface EditorRouteProps {
  /** Set by a route whose first segment is fixed ('/designs/:id'); else read from the path. */
  documentType?: string;
  /** A creator page's creator name (with its spaces), already checked against the creator list. */
  creatorName?: string;
  /** The main page starts a new design (spec 000 section 2). */
  startNewDesign?: boolean;
}

/** /, /designs/new, /designs/:id, /:documentType/:id and creator pages all open the editor. */
export function EditorRoute({ documentType, creatorName, startNewDesign = false }: EditorRouteProps) {
  const params = useParams();
  const designId = startNewDesign ? null : routeDesignId(documentType ?? params.documentType, params.id);
  if (designId !== null) prefetchDesign(designId);
  return (
    <Suspense fallback={<EditorLoader />}>
      <EditorPage
        documentType={documentType ?? params.documentType}
        designId={params.id}
        creatorName={creatorName}
        startNewDesign={startNewDesign}
      />
    </Suspense>
  );
}
