/** The editor's code (Konva, panels): the heaviest part of the app; account pages load without it. */
export const loadEditor = () => import('../editor/EditorPage').then((m) => ({ default: m.EditorPage }));

/** Pages of the app that are not the editor; every other path may open it. */
const NOT_EDITOR = /^\/(auth\/|receive-query-params|terms-and-conditions|learn)/;

/**
 * Starts downloading the editor's code at start-up when the address will open the editor, so it
 * arrives while the session loads rather than after.
 */
export function preloadEditorFor(pathname: string): void {
  if (!NOT_EDITOR.test(pathname)) void loadEditor().catch(() => undefined);
}
