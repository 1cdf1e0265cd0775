import { TOAST_AUTO_HIDE_MS, TOAST_LIMIT } from '@layout/model';
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
import { cssVariablesResolver, theme } from './theme';
import { installToastResume } from './toastResume';
import './toasts.css';

// Before the first render, so that the session bootstrap's own request is already covered.
wireApiClientToSession();
// Every toast hides 400 ms after the pointer leaves it (spec 001 section 9).
installToastResume();

/**
 * The shell: theme, toasts (at most 3, top right), the query cache and the router; then the
 * mobile notice below 1200 px, the session bootstrap, and the pages.
 */
export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {/* Top right, below the editor's top bar (toasts.css); hidden after 3000 ms unless a toast says otherwise. */}
      <Notifications position="top-right" limit={TOAST_LIMIT} autoClose={TOAST_AUTO_HIDE_MS} />
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
