import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchDesignFor } from './pages/designPrefetch';
import { preloadEditorFor } from './pages/EditorRoute';

preloadEditorFor(window.location.pathname);
prefetchDesignFor(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
