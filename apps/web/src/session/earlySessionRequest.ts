/*
 * A signed-in visitor's profile is requested by index.html itself, before any of the app's code
 * has arrived (the build writes that script: ../../startupPreload.ts): the country lookup, then
 * the profile with that country, as start-up asks for them (./bootstrap.ts takes the requests
 * over instead of sending its own). Shared by the build and the app, so free of imports.
 */

/** Where on `window` index.html leaves the requests. */
export const EARLY_SESSION_REQUEST = '__layoutSessionRequest';

export interface EarlySessionRequest {
  /** The session token the profile request carries. */
  token: string;
  /** The country the lookup found; null when it failed. */
  country: Promise<string | null>;
  /** GET /api/profile with the token and, when one was found, the country. */
  profile: Promise<Response>;
}
