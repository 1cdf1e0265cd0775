import { wireApiClientToSession } from './app/apiWiring';
import { prefetchDesignFor } from './pages/designPrefetch';
import { preloadEditorFor } from './pages/editorChunk';
import { bootstrapSession } from './session/bootstrap';

/*
 * The first module main.tsx evaluates, before React, Mantine and the app's screens: it wires the
 * API client to the stored session and starts what the first screen waits for, so those
 * requests run while the rest of the code is evaluated and the first render happens, instead of
 * after: the signed-in user's profile, the editor's code, and the design an address like
 * /designs/42 opens (which starts its font and pictures as soon as it arrives).
 */
wireApiClientToSession();
bootstrapSession()?.catch(() => undefined); // the session gate reports a failure
/** main.tsx renders once this settles: on an editor address, once the editor's code is here. */
export const editorCodeReady = preloadEditorFor(window.location.pathname);
prefetchDesignFor(window.location.pathname);
