import type { DocumentInfo } from '../state/document';

/**
 * The draft of a document, per account: another account signing in on this browser is not
 * offered someone else's work. A never-saved design has one draft ('new') per account.
 */
export function draftKey(userId: number | null, info: Pick<DocumentInfo, 'id' | 'documentType'>): string {
  const who = userId === null ? 'guest' : `user:${userId}`;
  if (info.id === null) return `${who}/new`;
  return `${who}/${info.documentType === 'DOC_TYPE_TEMPLATE' ? 'template' : 'design'}:${info.id}`;
}

/** Drafts older than this are not offered (and are removed): a month-old change is not what anyone expects back. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The debounce of draft writes: at most one a second while editing. */
export const DRAFT_DEBOUNCE_MS = 1000;

/** 'Restore unsaved changes from <time>?': the time alone when it is from today, else the date too. */
export function draftTimeLabel(savedAt: number, now: number = Date.now()): string {
  const at = new Date(savedAt);
  const today = new Date(now).toDateString() === at.toDateString();
  return today ? at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : at.toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
}
