import { wireApiClientToSession } from './app/apiWiring';
import { catchEarlyErrors } from './app/errorReporting';
import { unregisterServiceWorkers } from './app/serviceWorkers';
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
// Uncaught errors from here on wait for the error reporting, when it is on (app/errorReporting.ts).
catchEarlyErrors();
wireApiClientToSession();
bootstrapSession()?.catch(() => undefined); // the session gate reports a failure
void unregisterServiceWorkers(navigator.serviceWorker); // spec 000 section 7: any left on the origin
/** The longest the first render waits for the opened design (the editor has a loader of its own). */
const DESIGN_WAIT_MS = 1000;

const editorCode = preloadEditorFor(window.location.pathname);
const design = prefetchDesignFor(window.location.pathname);

/**
 * When main.tsx renders the app: on an editor address once the editor's code is here and the
 * opened design has arrived with its pictures asked for, so the first render starts no request
 * the page waits for (the design for DESIGN_WAIT_MS at most).
 */
export const firstRenderReady: Promise<unknown> = Promise.all([editorCode, Promise.race([design, new Promise((done) => setTimeout(done, DESIGN_WAIT_MS))])]);
