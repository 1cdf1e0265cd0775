import { TOAST_RESUME_MS } from '@layout/model';
import { type NotificationData, type NotificationsStore, hideNotification, notificationsStore, updateNotificationsState } from '@mantine/notifications';

/** Marks a toast that resumes its hiding on leave (also an attribute on the toast, for the browser tests). */
const RESUMES = 'data-resumes-hiding';

/** The timers a toast's resume uses (the window's; a test's own). */
export interface ToastClock {
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
}

/** Whether a toast hides by itself and has not been given the resume yet. */
const needsResume = (toast: NotificationData) => !toast[RESUMES] && toast.autoClose !== false && toast.id !== undefined;

/**
 * A toast that hides TOAST_RESUME_MS (400 ms) after the pointer leaves it (spec 001 section 9:
 * 'Toast limit 3, auto-hide 3000 ms, resume 400 ms'). Hovering a toast pauses its auto-hide
 * (Mantine's notifications do that); on leaving, Mantine would start the whole 3000 ms again, so
 * the toast the user has just read would linger. Coming back within the 400 ms keeps it. A toast
 * that does not hide by itself (autoClose false: a running upload) is left as it is, and so is
 * one already given the resume. The toast's own hover and close handlers still run.
 */
export function withResume(toast: NotificationData, hide: (id: string) => void, clock: ToastClock): NotificationData {
  const id = toast.id;
  if (!needsResume(toast) || id === undefined) return toast;
  let timer: number | null = null;
  const cancel = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  return {
    ...toast,
    [RESUMES]: true,
    onMouseEnter: (event) => {
      cancel();
      toast.onMouseEnter?.(event);
    },
    onMouseLeave: (event) => {
      toast.onMouseLeave?.(event);
      cancel();
      timer = clock.setTimeout(() => {
        timer = null;
        hide(id);
      }, TOAST_RESUME_MS);
    },
    onClose: (props) => {
      cancel();
      toast.onClose?.(props);
    },
  };
}

/**
 * Gives every toast shown through the store (notifications.show anywhere in the app) the 400 ms
 * resume, as it arrives. Returns the unsubscribe.
 */
export function installToastResume(store: NotificationsStore = notificationsStore, clock: ToastClock = window): () => void {
  const hide = (id: string) => hideNotification(id, store);
  const decorate = () => {
    const { notifications, queue } = store.getState();
    if (!notifications.some(needsResume) && !queue.some(needsResume)) return;
    updateNotificationsState(store, (toasts) => toasts.map((toast) => withResume(toast, hide, clock)));
  };
  decorate();
  return store.subscribe(decorate);
}
