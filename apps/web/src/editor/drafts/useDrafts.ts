import { currentState } from '@layout/model';
import { useEffect } from 'react';
import { routeDesignId } from '../../pages/designPrefetch';
import { useSession } from '../../session/store';
import { openDialog } from '../dialogs/dialogQueue';
import { routeTemplateId } from '../library/templateDocument';
import type { DocumentInfo } from '../state/document';
import { useEditor } from '../state/editorStore';
import { type Draft, deleteDraft, readDraft } from './draftStore';
import { DRAFT_DEBOUNCE_MS, DRAFT_MAX_AGE_MS, draftKey, draftTimeLabel } from './draftKey';
import { currentUserId, draftContentOf, forgetGivenUpDraft, writeOpenDraft } from './drafts';

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

/** Offers the draft of the document just opened, if it holds unsaved changes. */
async function offerDraft(key: string): Promise<void> {
  const draft = await readDraft(key);
  if (!draft) return;
  if (Date.now() - draft.savedAt > DRAFT_MAX_AGE_MS) return deleteDraft(key);
  const { info, history } = useEditor.getState();
  // Moved on meanwhile (another document, or already editing this one): not now.
  if (draftKey(currentUserId(), info) !== key || history.unsavedChanges > 0) return;
  if (sameAsOpen(draft, info)) return deleteDraft(key);
  const savedSince = draft.baseVersion !== null && info.version !== null && draft.baseVersion < info.version;
  openDialog({
    kind: 'confirm',
    title: 'Unsaved changes',
    message: `Restore unsaved changes from ${draftTimeLabel(draft.savedAt)}?${savedSince ? ' This design was saved again after them; saving them will ask what to keep.' : ''}`,
    confirmLabel: 'Restore',
    cancelLabel: 'Discard',
    onConfirm: () => {
      const now = useEditor.getState().info;
      if (draftKey(currentUserId(), now) !== key) return;
      // The draft's name and theme on the open document's identity, based on the draft's version.
      useEditor.getState().restoreDraft({ ...draft.info, id: now.id, documentType: now.documentType, version: draft.baseVersion }, draftContentOf(draft));
    },
    onCancel: () => void deleteDraft(key),
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
      if (history.unsavedChanges > 0) return;
      void offerDraft(draftKey(userId, info));
    };
    check();
    return useEditor.subscribe(check);
  }, [wantedId, isTemplate, userId]);
}
