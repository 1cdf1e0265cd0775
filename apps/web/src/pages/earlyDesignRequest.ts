/*
 * The design an address like /designs/42 opens is requested by index.html itself, before any of
 * the app's code has arrived (the build writes that script: ../../startupPreload.ts), and
 * start-up takes the request instead of sending its own (./designPrefetch.ts). Shared by the
 * build and the app, so free of imports.
 */

/** An address that opens a saved design; the first group is its id. */
export const SAVED_DESIGN_PATH = /^\/designs\/(\d+)\/?$/;

/** Where on `window` index.html leaves the request. */
export const EARLY_DESIGN_REQUEST = '__layoutDesignRequest';

export interface EarlyDesignRequest {
  id: number;
  /** The session token the request carries. */
  token: string;
  response: Promise<Response>;
}
