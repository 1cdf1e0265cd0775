import { type DesignContent, currentState, migrateContent } from '@layout/model';
import { useSession } from '../../session/store';
import type { DocumentInfo } from '../state/document';
import { useEditor } from '../state/editorStore';
import { type Draft, deleteDraft, writeDraft } from './draftStore';
import { draftKey } from './draftKey';

/**
 * This page load's id. While the page lives it holds a Web Lock of that name, so another tab
 * tells a draft still being edited (its tab open) from one left behind (closed, crashed).
 */
export const TAB_ID: string = crypto.randomUUID();
const tabLock = (tab: string) => `layout-draft-tab:${tab}`;
if (typeof navigator !== 'undefined' && navigator.locks) void navigator.locks.request(tabLock(TAB_ID), () => new Promise<never>(() => undefined));

/** The tabs open now (their locks are held); empty when the browser has no Web Locks. */
export async function openTabs(): Promise<Set<string>> {
  if (typeof navigator === 'undefined' || !navigator.locks) return new Set();
  const { held = [] } = await navigator.locks.query();
  return new Set(
    held
      .map((lock) => lock.name ?? '')
      .filter((name) => name.startsWith('layout-draft-tab:'))
      .map((name) => name.slice('layout-draft-tab:'.length)),
  );
}

/** The signed-in account's id, null for a guest. */
export const currentUserId = (): number | null => useSession.getState().user?.id ?? null;

/** This tab's draft key of the document the editor holds now. */
export const openDraftKey = (): string => draftKey(currentUserId(), useEditor.getState().info, TAB_ID);

/** The content as a draft keeps it: page pictures are made again when it opens, as the server does. */
function draftContent(content: DesignContent): DesignContent {
  return content.pages.some((p) => p.previewBase64 !== undefined) ? { ...content, pages: content.pages.map(({ previewBase64: _, ...page }) => page) } : content;
}

/**
 * The draft whose changes the user gave up (Save and Exit: No) while they are still on screen,
 * until the next document opens: a write due meanwhile must not bring it back.
 */
let givenUp: string | null = null;

/** Gives up the open document's unsaved changes: its draft goes, and is not written again. */
export function discardOpenDraft(): void {
  if (useEditor.getState().history.unsavedChanges === 0) return;
  givenUp = openDraftKey();
  void deleteDraft(givenUp);
}

/** Nothing unsaved any more (saved, or another document opened): drafts are written again. */
export function forgetGivenUpDraft(): void {
  givenUp = null;
}

/** Writes the open document's unsaved changes as its draft now (nothing when all is saved). */
export function writeOpenDraft(): Promise<void> {
  const { info, history } = useEditor.getState();
  const key = draftKey(currentUserId(), info, TAB_ID);
  if (history.unsavedChanges === 0 || key === givenUp) return Promise.resolve();
  const draft: Draft = { key, tab: TAB_ID, info, content: draftContent(currentState(history)), baseVersion: info.version, savedAt: Date.now() };
  return writeDraft(draft);
}

/**
 * After a save landed: this tab's draft it was made from goes (another tab's stays: its changes
 * are not in this save); changes made while it was on its way
 * stay as the draft of the document now open (on its new version, or under its new id).
 */
export function settleDraftsAfterSave(sent: DocumentInfo): void {
  const sentKey = draftKey(currentUserId(), sent, TAB_ID);
  const nowKey = openDraftKey();
  if (sentKey !== nowKey) void deleteDraft(sentKey);
  if (useEditor.getState().history.unsavedChanges === 0) void deleteDraft(nowKey);
  else void writeOpenDraft();
}

/** A stored draft's content as this version of the editor reads it. */
export const draftContentOf = (draft: Draft): DesignContent => migrateContent(draft.content) as DesignContent;
