import { TOAST_LIMIT } from '@layout/model';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { wireApiClientToSession } from './apiWiring';
import { MobileNoticeGate } from './MobileNotice';
import { NavigatorBinding } from './NavigatorBinding';
import { queryClient } from './queryClient';
import { AppRoutes } from './routes';
import { SessionGate } from './SessionGate';
import { theme } from './theme';
import './toasts.css';

// Before the first render, so that the session bootstrap's own request is already covered.
wireApiClientToSession();

/**
 * The shell: theme, toasts (at most 3, top right), the query cache and the router; then the
 * mobile notice below 1200 px, the session bootstrap, and the pages.
 */
export function App() {
  return (
    <MantineProvider theme={theme}>
      {/* Top right, below the editor's top bar (toasts.css). */}
      <Notifications position="top-right" limit={TOAST_LIMIT} />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <NavigatorBinding />
          <MobileNoticeGate>
            <SessionGate>
              <AppRoutes />
            </SessionGate>
          </MobileNoticeGate>
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
