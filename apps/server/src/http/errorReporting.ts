import { NodeClient, Scope, defaultStackParser, makeNodeTransport } from '@sentry/node';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/**
 * Optional error reporting to Sentry (or a service that speaks its protocol, e.g. GlitchTip),
 * off unless SENTRY_DSN is set. What is reported: faults, i.e. errors that answer 500 or more,
 * with the route, the method and the request id the user sees in their toast; never the refusals
 * the API means (4xx). A client of its own, not Sentry's global one, so that several apps in one
 * process (tests) never share it, and with no automatic instrumentation: the server's own logs
 * and /metrics cover the rest.
 */
export function registerErrorReporting(app: FastifyInstance): void {
  if (!app.config.errorReporting) return;
  const { dsn, environment } = app.config.errorReporting;
  const client = new NodeClient({ dsn, environment, transport: makeNodeTransport, stackParser: defaultStackParser, integrations: [] });
  const scope = new Scope();
  scope.setClient(client);
  client.init();

  app.addHook('onError', async (request, _reply, error) => {
    const status = error instanceof HttpError ? error.statusCode : ((error as { statusCode?: number }).statusCode ?? 500);
    if (status < 500) return;
    const event = scope.clone();
    event.setTags({ requestId: String(request.id), method: request.method, route: request.routeOptions.url ?? 'unknown' });
    event.setUser(request.user ? { id: String(request.user.id) } : null);
    event.captureException(error);
  });
  app.addHook('onClose', async () => {
    await client.close(2000);
  });
}
