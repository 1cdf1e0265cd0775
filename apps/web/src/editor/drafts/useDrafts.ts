import { currentState } from '@layout/model';
import { useEffect } from 'react';
import { routeDesignId } from '../../pages/designPrefetch';
import { useSession } from '../../session/store';
import { openDialog } from '../dialogs/dialogQueue';
import { routeTemplateId } from '../library/templateDocument';
import type { DocumentInfo } from '../state/document';
import { useEditor } from '../state/editorStore';
import { type Draft, deleteDraft, readDrafts } from './draftStore';
import { DRAFT_DEBOUNCE_MS, DRAFT_MAX_AGE_MS, documentDraftPrefix, draftTimeLabel } from './draftKey';
import { TAB_ID, currentUserId, draftContentOf, forgetGivenUpDraft, openTabs, writeOpenDraft } from './drafts';

/**
 * Keeps the open document's unsaved changes as a draft in the browser: at most a second after a
 * change (not reset by further changes, so a long run of edits is kept too), and at once when
 * the page is hidden or left. A document with nothing unsaved writes nothing; a save that lands
 * removes the draft (saving.ts).
 */
export function useDraftAutosave(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      timer = undefined;
      void writeOpenDraft();
    };
    const unsubscribe = useEditor.subscribe((state, previous) => {
      if (state.history === previous.history && state.info === previous.info) return;
      if (state.history.unsavedChanges === 0) {
        clearTimeout(timer);
        timer = undefined;
        forgetGivenUpDraft();
      } else {
        timer ??= setTimeout(write, DRAFT_DEBOUNCE_MS);
      }
    });
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      write();
    };
    const onHidden = () => document.visibilityState === 'hidden' && flush();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      flush();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
    };
  }, []);
}

/** Whether the draft holds nothing the open document does not: the same version, content and name. */
function sameAsOpen(draft: Draft, info: DocumentInfo): boolean {
  const content = currentState(useEditor.getState().history);
  return (
    draft.baseVersion === info.version &&
    draft.info.name === info.name &&
    draft.info.theme === info.theme &&
    JSON.stringify(draftContentOf(draft)) === JSON.stringify({ ...content, pages: content.pages.map(({ previewBase64: _, ...page }) => page) })
  );
}

/**
 * The draft to offer for a document: the newest one left behind by a tab that is gone (closed,
 * crashed, reloaded). A tab still open keeps its own; expired ones are removed.
 */
async function leftBehind(prefix: string): Promise<Draft | undefined> {
  const [drafts, open] = await Promise.all([readDrafts(prefix), openTabs()]);
  let newest: Draft | undefined;
  for (const draft of drafts) {
    if (draft.tab === TAB_ID || open.has(draft.tab)) continue;
    if (Date.now() - draft.savedAt > DRAFT_MAX_AGE_MS) void deleteDraft(draft.key);
    else if (!newest || draft.savedAt > newest.savedAt) newest = draft;
  }
  return newest;
}

/**
 * Offers the draft of the document just opened, if it holds unsaved changes. One at a time: a
 * second tab's draft left behind too is offered on the next visit.
 */
async function offerDraft(prefix: string): Promise<void> {
  const draft = await leftBehind(prefix);
  if (!draft) return;
  const { info, history } = useEditor.getState();
  // Moved on meanwhile (another document, or already editing this one): not now.
  if (documentDraftPrefix(currentUserId(), info) !== prefix || history.unsavedChanges > 0) return;
  if (sameAsOpen(draft, info)) return deleteDraft(draft.key);
  const savedSince = draft.baseVersion !== null && info.version !== null && draft.baseVersion < info.version;
  openDialog({
    kind: 'confirm',
    title: 'Unsaved changes',
    message: `Restore unsaved changes from ${draftTimeLabel(draft.savedAt)}?${savedSince ? ' This design was saved again after them; saving them will ask what to keep.' : ''}`,
    confirmLabel: 'Restore',
    cancelLabel: 'Discard',
    onConfirm: () => {
      const now = useEditor.getState().info;
      if (documentDraftPrefix(currentUserId(), now) !== prefix) return;
      // The draft's name and theme on the open document's identity, based on the draft's version.
      useEditor.getState().restoreDraft({ ...draft.info, id: now.id, documentType: now.documentType, version: draft.baseVersion }, draftContentOf(draft));
      // Now this tab's unsaved changes: kept as its draft first, then the one left behind goes.
      void writeOpenDraft().then(() => deleteDraft(draft.key));
    },
    onCancel: () => void deleteDraft(draft.key),
  });
}

/**
 * Once the editor holds the document the route names (a saved design, a template, or a new
 * design), offers its autosaved draft: 'Restore unsaved changes from <time>?' Restore / Discard.
 * Closing the question keeps the draft for the next visit.
 */
export function useDraftRecovery(documentType: string | undefined, designId: string | undefined, startNewDesign: boolean): void {
  const userId = useSession((s) => s.user?.id ?? null);
  const templateId = startNewDesign ? null : routeTemplateId(documentType, designId);
  const wantedId = startNewDesign ? null : (templateId ?? routeDesignId(documentType, designId));
  const isTemplate = templateId !== null;

  useEffect(() => {
    let offered = false;
    const check = () => {
      const { info, history } = useEditor.getState();
      const holds = wantedId === null ? info.id === null : info.id === wantedId && (info.documentType === 'DOC_TYPE_TEMPLATE') === isTemplate;
      if (offered || !holds) return;
      offered = true;
      // Already being edited here (a new design kept while moving between pages of the app): its own draft.
      if (history.unsavedChanges > 0) return document.documentElement.setAttribute('data-drafts-checked', documentDraftPrefix(userId, info));
      const prefix = documentDraftPrefix(userId, info);
      // Marked when the look is over (offered or not), so browser tests can tell 'none' from 'not yet'.
      void offerDraft(prefix).finally(() => document.documentElement.setAttribute('data-drafts-checked', prefix));
    };
    check();
    return useEditor.subscribe(check);
  }, [wantedId, isTemplate, userId]);
}
