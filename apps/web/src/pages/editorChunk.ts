import type { EditorPage as EditorPageComponent } from '../editor/EditorPage';
import { opensEditor } from './editorPaths';

type EditorPage = typeof EditorPageComponent;

let loaded: EditorPage | null = null;
let loading: Promise<{ default: EditorPage }> | null = null;

/** The editor's code (Konva, panels): the heaviest part of the app; account pages load without it. */
export function loadEditor(): Promise<{ default: EditorPage }> {
  loading ??= import('../editor/EditorPage').then(
    (m) => {
      loaded = m.EditorPage;
      return { default: m.EditorPage };
    },
    (error: unknown) => {
      loading = null; // the next attempt (React.lazy's, or a retry) fetches again
      throw error;
    },
  );
  return loading;
}

/** The editor's page component once its code has arrived, else null. */
export function loadedEditorPage(): EditorPage | null {
  return loaded;
}

/**
 * Starts downloading the editor's code at start-up when the address will open the editor, so it
 * arrives while the session loads rather than after. Resolves once it has arrived or failed
 * (immediately for other addresses).
 */
export function preloadEditorFor(pathname: string): Promise<void> {
  return opensEditor(pathname)
    ? loadEditor().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
