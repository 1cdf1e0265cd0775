import type { CompanyConfig } from '@layout/model';
import type { ErrorEvent as ReportEvent } from '@sentry/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { FALLBACK_CONFIG } from './config';
import { type Fault, screenEvent } from './errorReporting';

/**
 * The web app's error reporting reports faults, not refusals: an API error is reported when the
 * server failed (5xx), tagged with its request id; the API's 4xx answers and requests with no
 * answer are never sent. Faults from before the SDK arrived are sent once it has; without a DSN
 * the SDK is never loaded. (e2e/errorReporting.spec.ts follows a report to the DSN in a browser.)
 */

const sent: Fault[] = [];
const startSentry = vi.fn((_settings: unknown, _beforeSend: unknown) => (fault: Fault) => void sent.push(fault));
vi.mock('./sentry', () => ({ startSentry }));

const apiError = (status: number | null, requestId: string | null = null, Class = ApiError) => new Class(status, 'Internal Server Error', undefined, 'plain', {}, requestId);
const event = (): ReportEvent => ({ type: undefined, tags: { page: 'editor' } });

/**
 * The module afresh (its state is the page's), with GET /api/config answered as given, and an
 * API error of that fresh module graph's class.
 */
async function freshModule(config: CompanyConfig) {
  vi.resetModules();
  const { queryClient } = await import('./queryClient');
  queryClient.setQueryData(['config'], config);
  const client = await import('../api/client');
  const reporting = await import('./errorReporting');
  return { reporting, freshApiError: (status: number | null, requestId: string | null = null) => apiError(status, requestId, client.ApiError) };
}

beforeEach(() => {
  sent.length = 0;
  startSentry.mockClear();
  // Node has no window: the early listeners' add and remove.
  vi.stubGlobal('addEventListener', vi.fn());
  vi.stubGlobal('removeEventListener', vi.fn());
});
afterEach(() => vi.unstubAllGlobals());

describe('screenEvent (beforeSend)', () => {
  it('drops the API’s refusals and requests that got no answer, wherever they were caught', () => {
    for (const status of [400, 401, 402, 403, 404, 409, 413, 422, 429]) expect(screenEvent(event(), { originalException: apiError(status) }), String(status)).toBeNull();
    expect(screenEvent(event(), { originalException: apiError(null) })).toBeNull();
  });

  it('tags a server fault with its request id and status, so it finds the server’s report and log lines', () => {
    expect(screenEvent(event(), { originalException: apiError(500, 'req-42') })?.tags).toEqual({ page: 'editor', status: '500', requestId: 'req-42' });
    expect(screenEvent(event(), { originalException: apiError(502) })?.tags).toEqual({ page: 'editor', status: '502' });
  });

  it('passes every other error as it is', () => {
    const crash = event();
    expect(screenEvent(crash, { originalException: new TypeError('x is undefined') })).toBe(crash);
  });
});

describe('startErrorReporting', () => {
  it('sends what came before the SDK once it has started, server faults but not refusals', async () => {
    const { reporting, freshApiError } = await freshModule({ ...FALLBACK_CONFIG, errorReporting: { dsn: 'https://public@sentry.example.test/1', environment: 'test' } });
    const fault = freshApiError(503, 'req-1');
    reporting.reportFault(freshApiError(404));
    reporting.reportFault(fault);
    const crash = new Error('render crashed');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reporting.reportUncaughtRenderError(crash, { componentStack: '\n    at Canvas' });
    expect(sent).toEqual([]);

    await reporting.startErrorReporting();
    expect(startSentry).toHaveBeenCalledWith({ dsn: 'https://public@sentry.example.test/1', environment: 'test' }, reporting.screenEvent);
    expect(sent).toEqual([
      { error: fault, handled: true },
      { error: crash, componentStack: '\n    at Canvas', handled: false },
    ]);
    reporting.reportFault(freshApiError(500));
    expect(sent).toHaveLength(3);
  });

  it('never loads the SDK without a DSN, and forgets what waited', async () => {
    const { reporting, freshApiError } = await freshModule(FALLBACK_CONFIG);
    reporting.reportFault(freshApiError(500));
    await reporting.startErrorReporting();
    reporting.reportFault(freshApiError(500));
    expect(startSentry).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });
});
