import type { DocumentInfo } from '../state/document';

/**
 * Where the drafts of a document are, per account: another account signing in on this browser
 * is not offered someone else's work. A never-saved design is 'new'.
 */
export function documentDraftPrefix(userId: number | null, info: Pick<DocumentInfo, 'id' | 'documentType'>): string {
  const who = userId === null ? 'guest' : `user:${userId}`;
  if (info.id === null) return `${who}/new@`;
  return `${who}/${info.documentType === 'DOC_TYPE_TEMPLATE' ? 'template' : 'design'}:${info.id}@`;
}

/**
 * The draft of a document in one tab (one page load): two tabs on one design keep a draft each,
 * so a save in one never removes the other's unsaved work.
 */
export const draftKey = (userId: number | null, info: Pick<DocumentInfo, 'id' | 'documentType'>, tab: string): string => `${documentDraftPrefix(userId, info)}${tab}`;

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
