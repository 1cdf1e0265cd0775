import { type BrowserOptions, captureException, captureReactException, init } from '@sentry/react';
import type { Fault, ReportingSettings } from './errorReporting';

/**
 * The Sentry side of the web app's error reporting. errorReporting.ts imports this module
 * dynamically, and only when the server names a DSN, so the SDK is a chunk of its own that a
 * page without error reporting never loads.
 *
 * Sentry's defaults report uncaught errors and unhandled rejections (and keep breadcrumbs of the
 * console, clicks, navigations and requests); no performance tracing, no session replay. No
 * personal data: what SDK 11's `dataCollection` replaced `sendDefaultPii: false` with, no user
 * details, no IP address inferred, no cookies, and addresses (the page's, its referrer's,
 * the breadcrumbs') without their query, which may carry a secret (a reset link's token, a print
 * site's sign-in token). Returns how to send a fault the app caught itself.
 */
export function startSentry(settings: ReportingSettings, beforeSend: BrowserOptions['beforeSend']): (fault: Fault) => void {
  init({
    dsn: settings.dsn,
    environment: settings.environment,
    dataCollection: { userInfo: false, cookies: false, urlQueryParams: false },
    beforeSend,
  });
  return ({ error, componentStack, handled }) => {
    const hint = { mechanism: { handled, type: 'generic' } };
    if (componentStack !== undefined) captureReactException(error, { componentStack }, hint);
    else captureException(error, hint);
  };
}
