/**
 * Runs `work` when the browser is next idle, or after `timeoutMs` however busy it stays (a
 * browser without idle callbacks runs it 50 ms later). Returns the cancel.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = window.setTimeout(work, 50);
    return () => window.clearTimeout(timer);
  }
  const handle = requestIdleCallback(work, { timeout: timeoutMs });
  return () => cancelIdleCallback(handle);
}
