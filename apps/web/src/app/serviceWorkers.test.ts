import { describe, expect, it } from 'vitest';
import { unregisterServiceWorkers } from './serviceWorkers';

/** A service worker container holding registrations that record being unregistered. */
function containerWith(count: number, refuse = false) {
  const unregistered: number[] = [];
  const registrations = Array.from({ length: count }, (_, index) => ({
    unregister: () => {
      if (refuse && index === 0) return Promise.reject(new Error('refused'));
      unregistered.push(index);
      return Promise.resolve(true);
    },
  }));
  const container = { getRegistrations: () => Promise.resolve(registrations as unknown as readonly ServiceWorkerRegistration[]) };
  return { container, unregistered };
}

describe('any service worker left on the origin is unregistered at start (spec 000 section 7)', () => {
  it('unregisters every registration', async () => {
    const { container, unregistered } = containerWith(2);
    expect(await unregisterServiceWorkers(container)).toBe(2);
    expect(unregistered).toEqual([0, 1]);
  });

  it('does nothing when none is registered or the browser has no service workers', async () => {
    expect(await unregisterServiceWorkers(containerWith(0).container)).toBe(0);
    expect(await unregisterServiceWorkers(undefined)).toBe(0);
  });

  it('goes on past a registration that refuses, and never rejects', async () => {
    const { container, unregistered } = containerWith(3, true);
    expect(await unregisterServiceWorkers(container)).toBe(2);
    expect(unregistered).toEqual([1, 2]);
    const failing = { getRegistrations: () => Promise.reject(new Error('SecurityError')) };
    expect(await unregisterServiceWorkers(failing)).toBe(0);
  });
});
