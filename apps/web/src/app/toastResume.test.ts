import { TOAST_RESUME_MS } from '@layout/model';
import { type NotificationData, createNotificationsStore, hideNotification, showNotification } from '@mantine/notifications';
import type { MouseEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { type ToastClock, installToastResume } from './toastResume';

/** A clock the test moves by hand. */
function manualClock() {
  let now = 0;
  let next = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const clock: ToastClock = {
    setTimeout: (callback, ms) => {
      timers.set(next, { at: now + ms, callback });
      return next++;
    },
    clearTimeout: (id) => void timers.delete(id),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...timers]) {
      if (timer.at > now) continue;
      timers.delete(id);
      timer.callback();
    }
  };
  return { clock, advance };
}

const mouse = {} as MouseEvent<HTMLDivElement>;

function setUp() {
  const store = createNotificationsStore();
  const { clock, advance } = manualClock();
  installToastResume(store, clock);
  const shown = () => store.getState().notifications.map((toast) => toast.id);
  const toast = (id: string) => store.getState().notifications.find((t) => t.id === id) as NotificationData;
  return { store, advance, shown, toast };
}

describe('a hovered toast resumes hiding 400 ms after the pointer leaves it (spec 001 section 9)', () => {
  it('hides the toast 400 ms after leaving, not the whole 3000 ms again', () => {
    const { store, advance, shown, toast } = setUp();
    showNotification({ id: 'Error: Network Error', message: undefined, autoClose: 3000 }, store);
    toast('Error: Network Error').onMouseEnter?.(mouse);
    advance(10_000); // Mantine pauses the auto-hide while hovered; the resume does not hide it either
    expect(shown()).toEqual(['Error: Network Error']);
    toast('Error: Network Error').onMouseLeave?.(mouse);
    advance(TOAST_RESUME_MS - 1);
    expect(shown()).toEqual(['Error: Network Error']);
    advance(1);
    expect(shown()).toEqual([]);
  });

  it('keeps the toast when the pointer comes back within the 400 ms', () => {
    const { store, advance, shown, toast } = setUp();
    showNotification({ id: 'saved', message: 'Saved' }, store);
    toast('saved').onMouseLeave?.(mouse);
    advance(TOAST_RESUME_MS / 2);
    toast('saved').onMouseEnter?.(mouse);
    advance(TOAST_RESUME_MS * 5);
    expect(shown()).toEqual(['saved']);
  });

  it('leaves alone a toast that does not hide by itself, and still runs the toast’s own handlers', () => {
    const { store, advance, shown, toast } = setUp();
    const calls: string[] = [];
    showNotification({ id: 'uploading', message: 'Loading image...', autoClose: false }, store);
    showNotification({ id: 'own', message: 'Own', onMouseLeave: () => calls.push('leave'), onClose: () => calls.push('close') }, store);
    toast('uploading').onMouseLeave?.(mouse);
    toast('own').onMouseLeave?.(mouse);
    advance(TOAST_RESUME_MS);
    expect(shown()).toEqual(['uploading']);
    expect(calls).toEqual(['leave', 'close']);
  });

  it('gives the resume to toasts waiting in the queue too, once each', () => {
    const { store, advance, shown, toast } = setUp();
    store.setState({ ...store.getState(), limit: 1 });
    showNotification({ id: 'first', message: '1' }, store);
    showNotification({ id: 'second', message: '2' }, store);
    expect(store.getState().queue.map((t) => t['data-resumes-hiding'])).toEqual([true]);
    hideNotification('first', store);
    toast('second').onMouseLeave?.(mouse);
    advance(TOAST_RESUME_MS);
    expect(shown()).toEqual([]);
  });
});
