// Before any module builds a zod schema: the page's CSP allows no eval (see zodWithoutEval.ts).
import './zodWithoutEval';
// Next, so it runs before React and the app's modules are evaluated (see boot.ts).
import { firstRenderReady } from './boot';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { reportUncaughtRenderError, startErrorReporting } from './app/errorReporting';

// On an editor address the first render waits for the editor's code (requested by index.html and
// boot.ts) and the opened design (see boot.ts): the editor then renders in one pass instead of a
// loader first. index.html shows a loader until then.
// (A top-level await here would make the bundler split the app into many more files.)
// The error reporting's SDK, when it is on, loads after that render, so it never delays it.
void firstRenderReady.then(() => {
  createRoot(document.getElementById('root')!, { onUncaughtError: reportUncaughtRenderError }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  void startErrorReporting();
});
