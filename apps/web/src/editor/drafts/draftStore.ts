import type { DesignContent } from '@layout/model';
import type { DocumentInfo } from '../state/document';

/**
 * Autosaved drafts of unsaved changes, in the browser's IndexedDB (one object store, one record
 * a document, keyed by draftKey). Written by hand on the browser's API (a few lines; no package).
 * A browser without IndexedDB (some private modes) keeps no drafts: every call then does nothing.
 */
export interface Draft {
  key: string;
  /** The page load (tab) that wrote it (drafts.ts TAB_ID). */
  tab: string;
  info: DocumentInfo;
  content: DesignContent;
  /** The stored version the changes were made on (null: never saved). */
  baseVersion: number | null;
  /** When it was written (ms since the epoch, this browser's clock). */
  savedAt: number;
}

const DB_NAME = 'layout-drafts';
const STORE = 'drafts';

let opening: Promise<IDBDatabase | null> | null = null;

function database(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      console.warn('Drafts are off: IndexedDB could not be opened', request.error);
      resolve(null);
    };
  });
  return opening;
}

/** Runs one request in its own transaction; undefined when there is no database or it failed. */
async function run<T>(mode: IDBTransactionMode, make: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  const db = await database();
  if (!db) return undefined;
  return new Promise((resolve) => {
    try {
      const transaction = db.transaction(STORE, mode);
      const request = make(transaction.objectStore(STORE));
      // Resolved when the transaction is committed, so a write has landed on disk by then.
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = transaction.onabort = () => {
        console.warn('A draft could not be read or written', transaction.error);
        resolve(undefined);
      };
    } catch (error) {
      console.warn('A draft could not be read or written', error);
      resolve(undefined);
    }
  });
}

/** Every draft whose key starts with `prefix` (the drafts of one document, from every tab). */
export const readDrafts = async (prefix: string): Promise<Draft[]> =>
  (await run('readonly', (store) => store.getAll(IDBKeyRange.bound(prefix, `${prefix}\uffff`)) as IDBRequest<Draft[]>)) ?? [];
export const writeDraft = async (draft: Draft): Promise<void> => void (await run('readwrite', (store) => store.put(draft)));
export const deleteDraft = async (key: string): Promise<void> => void (await run('readwrite', (store) => store.delete(key)));
