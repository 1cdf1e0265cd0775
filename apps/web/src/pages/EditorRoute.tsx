import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { prefetchDesign, routeDesignId } from './designPrefetch';
import { loadEditor, loadedEditorPage } from './editorChunk';

const LazyEditorPage = lazy(loadEditor);

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
  if (designId !== null) void prefetchDesign(designId);
  // The editor itself when its code is here (start-up waits for it on editor addresses), so no
  // loader is committed and then replaced: React holds a replaced Suspense fallback on screen for
  // 300 ms. Chosen once per mount: switching from the lazy one later would remount the editor.
  const [EditorPage] = useState(() => loadedEditorPage() ?? LazyEditorPage);
  return (
    <Suspense fallback={<EditorLoader />}>
      <EditorPage documentType={documentType ?? params.documentType} designId={params.id} creatorName={creatorName} startNewDesign={startNewDesign} />
    </Suspense>
  );
}
