/** The part of `navigator.serviceWorker` this needs. */
type Registrations = Pick<ServiceWorkerContainer, 'getRegistrations'>;

/**
 * Unregisters every service worker registered on this origin (spec 000 section 7, spec 001
 * section 7: 'any service worker is unregistered'). Layout has none of its own; one left by an
 * older app on the same address would otherwise keep serving stale files. Called at start-up;
 * resolves to how many were unregistered, never rejects (a browser without service workers, or
 * one refusing the call, has nothing to remove).
 */
export async function unregisterServiceWorkers(container: Registrations | undefined): Promise<number> {
  if (!container) return 0;
  try {
    const registrations = await container.getRegistrations();
    const results = await Promise.all(registrations.map((registration) => registration.unregister().catch(() => false)));
    return results.filter(Boolean).length;
  } catch {
    return 0;
  }
}
