/**
 * Pages of the app that are not the editor; every other path may open it. Shared by the start-up
 * code (./editorChunk.ts) and the build, which writes into index.html the editor's preloads for
 * every other path (../../startupPreload.ts), so it must stay free of imports. A path of two or
 * more segments opens the editor only under /designs/ and /templates/ (else: Page Not Found).
 */
export const NOT_EDITOR_PATH = /^\/(auth\/|receive-query-params|terms-and-conditions|learn|(?!(designs|templates)\/)[^/]+\/[^/])/;

export const opensEditor = (pathname: string): boolean => !NOT_EDITOR_PATH.test(pathname);
