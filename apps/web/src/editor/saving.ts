import { type DesignContent, MESSAGES, conflictCopyName, designsContract } from '@layout/model';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, request } from '../api/client';
import { handleRequestError } from '../app/requestErrors';
import { useRole, useSession } from '../session/store';
import { type AfterSave, type Dialog, openDialog } from './dialogs/dialogQueue';
import { deleteDraft } from './drafts/draftStore';
import { discardOpenDraft, openDraftKey, settleDraftsAfterSave } from './drafts/drafts';
import { fetchTemplateDocument, saveTemplateDocument, templateInfo } from './library/templateDocument';
import { designPreview } from './pages/previews';
import { cancelSaveRetry, isFirstSaveFailure, isRetryableSaveFailure, scheduleSaveRetry, setSaveStatus } from './saveStatus';
import { type DocumentInfo, infoFromDesign, toDesignInput } from './state/document';
import { getContent, useEditor } from './state/editorStore';
import { fontReady } from './warmUp';

/** Every message of a validation error, field by field ('Name has to include 1 or more symbols'). */
function validationMessages(error: ApiError): string[] {
  const messages = Object.values(error.fields).flat();
  return messages.length > 0 ? messages : [error.message];
}

/** The dialog Download or Export to Print opens on a saved design. */
function afterSaveDialog(action: 'download' | 'export'): Dialog {
  return action === 'download' ? { kind: 'download' } : { kind: 'exportToPrint' };
}

/**
 * Saves run one after another: each is based on the version the one before stored, so two
 * quick Saves in one tab never refuse each other as a conflict.
 */
let saveQueue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(save: () => Promise<T>): Promise<T> {
  const next = saveQueue.then(save, save);
  saveQueue = next.catch(() => undefined);
  return next;
}

/** A save landed: the status, the retry and the drafts follow. */
function saved(sent: DocumentInfo) {
  cancelSaveRetry({ resetBackoff: true });
  setSaveStatus('saved');
  settleDraftsAfterSave(sent);
}

/**
 * A save of the open document failed. Stored elsewhere since (409): the conflict dialog. No
 * answer or a server that may be back soon: tried again with backoff (the first failure also
 * toasts, as every network error does; the top bar shows the retrying). Anything else is shown
 * and not retried. The work stays in the editor and its draft either way.
 */
function saveFailed(error: unknown, retry: () => void): false {
  if (error instanceof ApiError && error.status === 409) {
    cancelSaveRetry({ resetBackoff: true });
    setSaveStatus('failed');
    const what = useEditor.getState().info.documentType === 'DOC_TYPE_TEMPLATE' ? 'template' : 'design';
    openDialog({ kind: 'saveConflict', what });
  } else if (isRetryableSaveFailure(error)) {
    if (isFirstSaveFailure()) handleRequestError(error);
    setSaveStatus('retrying');
    scheduleSaveRetry(retry);
  } else {
    cancelSaveRetry({ resetBackoff: true });
    setSaveStatus('failed');
    // No form to show them in (the name is typed in the top bar): the server's words, in a Warning.
    if (error instanceof ApiError && error.kind === 'validation') openDialog({ kind: 'warning', messages: validationMessages(error) });
    else handleRequestError(error);
  }
  return false;
}

/**
 * Save, Save as, Download and Export by role (spec 001 section 4.9). Guests get the login
 * warning; a never-saved design goes through 'Save my design' first.
 */
export function useSaveActions() {
  const role = useRole();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isGuest = role === 'guest';

  const refreshDesigns = () => queryClient.invalidateQueries({ queryKey: ['designs', useSession.getState().user?.id] });

  /** What a save sends: the info and the unsaved count now (see markSaved), and the request body. */
  function saving(naming?: { name: string; theme: string }) {
    const { info, history, showGuides } = useEditor.getState();
    const content = getContent();
    // The guides switch is kept with the design's layout, as it was read when it opened.
    const design = content.layoutDimensions.guideLines === showGuides ? content : { ...content, layoutDimensions: { ...content.layoutDimensions, guideLines: showGuides } };
    return { sent: { info, unsavedChanges: history.unsavedChanges }, body: { ...toDesignInput(info, design, naming), preview: designPreview() } };
  }

  /**
   * A retry runs only while the document it was for is open with changes to save; it saves
   * what is on screen then (the newest), not what the failed attempt sent.
   */
  const retryFor = (key: string) => () => {
    if (openDraftKey() !== key || useEditor.getState().history.unsavedChanges === 0) return;
    void updateOpenDocument();
  };

  /** PUT the open design, based on the version it was opened at (or last saved as); true when it was saved. */
  function updateDesign(): Promise<boolean> {
    return oneAtATime(async () => {
      cancelSaveRetry();
      const { sent, body } = saving();
      setSaveStatus('saving');
      try {
        const stored = await request(designsContract.save, { params: { id: sent.info.id ?? 0 }, body: { ...body, version: sent.info.version ?? undefined } });
        useEditor.getState().markSaved(infoFromDesign(stored), sent);
        saved(sent.info);
        void refreshDesigns();
        return true;
      } catch (error) {
        return saveFailed(error, retryFor(openDraftKey()));
      }
    });
  }

  /**
   * Saves an open template document into its template (its creator or an admin); anyone else
   * saves a copy as a design through 'Save my design'. True when it was saved.
   */
  function updateTemplate(): Promise<boolean> {
    return oneAtATime(async () => {
      cancelSaveRetry();
      const { info, history } = useEditor.getState();
      const sent = { info, unsavedChanges: history.unsavedChanges };
      setSaveStatus('saving');
      try {
        const result = await saveTemplateDocument(useSession.getState().user, info, getContent(), designPreview());
        if (result.outcome === 'notAllowed') {
          setSaveStatus('idle');
          openDialog({ kind: 'saveDesign' });
          return false;
        }
        useEditor.getState().markSaved(templateInfo(result.template), sent);
        saved(sent.info);
        void queryClient.invalidateQueries({ queryKey: ['templates'] });
        return true;
      } catch (error) {
        return saveFailed(error, retryFor(openDraftKey()));
      }
    });
  }

  /** Saves the open document where it came from: its design, or its template. */
  const updateOpenDocument = () => (useEditor.getState().info.documentType === 'DOC_TYPE_TEMPLATE' ? updateTemplate() : updateDesign());

  /**
   * The open document's unsaved changes are left by the user's choice (Save and Exit: No, Start
   * new design): its draft goes with them, so the next visit does not offer them back.
   */
  const discardChanges = discardOpenDraft;

  /**
   * Start new design's Start: leaves the open design for the new document made from the chosen
   * product (model newDesignDocument; what is unsaved was saved, or given up), at /designs/new.
   */
  function startNewDesign(started: { info: DocumentInfo; content: DesignContent }) {
    discardChanges();
    useEditor.getState().load(started.info, started.content);
    navigate('/designs/new');
  }

  /** POST a new design from the Save my design dialog; throws validation errors back to it. */
  async function createDesign(naming: { name: string; theme: string }, afterSave?: AfterSave) {
    // Not retried by itself: a POST whose answer was lost may have stored the design already.
    await oneAtATime(async () => {
      cancelSaveRetry();
      const { sent, body } = saving(naming);
      setSaveStatus('saving');
      try {
        const stored = await request(designsContract.create, { body });
        useEditor.getState().markSaved(infoFromDesign(stored), sent, { clearHistory: true });
        saved(sent.info);
        void refreshDesigns();
        if (afterSave === 'startNew') {
          navigate(`/designs/${stored.id}`, { replace: true });
          return openDialog({ kind: 'startNewDesign' });
        }
        navigate(`/designs/${stored.id}`, { replace: true });
        if (typeof afterSave === 'object') return navigate(`/designs/${afterSave.openDesignId}`);
        if (afterSave) openDialog(afterSaveDialog(afterSave));
      } catch (error) {
        // A name refused is the dialog's to show; the save was not tried, rather than failed.
        setSaveStatus(error instanceof ApiError && error.kind === 'validation' ? 'idle' : 'failed');
        if (error instanceof ApiError && error.kind === 'validation') throw error;
        if (error instanceof ApiError && error.status === 403 && error.message === MESSAGES.freePlanLimit) {
          // Free plan limit reached: Upgrade or Delete designs (spec 001 section 4.9).
          openDialog({ kind: 'freePlanLimit' });
        } else {
          handleRequestError(error);
        }
      }
    });
  }

  /** The conflict dialog's Reload: the stored version replaces this copy, whose changes and draft go. */
  async function reloadStored() {
    cancelSaveRetry({ resetBackoff: true });
    const { info } = useEditor.getState();
    if (info.id === null) return;
    const key = openDraftKey();
    try {
      const opened =
        info.documentType === 'DOC_TYPE_TEMPLATE'
          ? await fetchTemplateDocument(info.id)
          : await request(designsContract.open, { params: { id: info.id } }).then((design) => ({ info: infoFromDesign(design), content: design.design }));
      await fontReady(opened.content);
      useEditor.getState().load(opened.info, opened.content);
      await deleteDraft(key);
      setSaveStatus('saved');
    } catch (error) {
      handleRequestError(error);
    }
  }

  /**
   * The conflict dialog's 'Keep mine as a new design': this copy saved as a new design named
   * '<name> (copy)' (a free name) through Save as's path, with the FREE plan's limit; the editor
   * is then on the new design.
   */
  async function keepMineAsNewDesign() {
    const userId = useSession.getState().user?.id;
    if (userId === undefined) return;
    const { info } = useEditor.getState();
    try {
      const designs = await queryClient.fetchQuery({ queryKey: ['designs', userId], queryFn: () => request(designsContract.listOfUser, { params: { id: userId } }), staleTime: 0 });
      await createDesign({
        name: conflictCopyName(
          info.name,
          designs.map((d) => d.name),
        ),
        theme: info.theme.trim(),
      });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'validation') openDialog({ kind: 'warning', messages: validationMessages(error) });
      else handleRequestError(error);
    }
  }

  return {
    save() {
      if (isGuest) return openDialog({ kind: 'loginRequired' });
      if (useEditor.getState().info.id !== null) return void updateOpenDocument();
      openDialog({ kind: 'saveDesign' });
    },
    saveAs() {
      if (isGuest) return openDialog({ kind: 'loginRequired' });
      openDialog({ kind: 'saveDesign' });
    },
    /**
     * Download and Export to Print: a never-saved document, or one that is not a design (an open
     * template), is saved as a design first (Save my design). The server exports the stored
     * design, so a saved design with unsaved changes is saved first: the file is what is on screen.
     */
    async downloadOrExport(action: 'download' | 'export') {
      if (isGuest) return openDialog({ kind: 'loginRequired' });
      const { info, history } = useEditor.getState();
      if (info.id === null || info.documentType !== 'DOC_TYPE_DESIGN') return openDialog({ kind: 'saveDesign', afterSave: action });
      if (history.unsavedChanges > 0 && !(await updateDesign())) return;
      openDialog(afterSaveDialog(action));
    },
    createDesign,
    discardChanges,
    reloadStored,
    keepMineAsNewDesign,
    /** New: with unsaved changes, the Save and Exit dialog asks first (spec 001 section 4.9); then Start new design. */
    newDesign() {
      if (useEditor.getState().history.unsavedChanges > 0) return openDialog({ kind: 'saveAndExit' });
      openDialog({ kind: 'startNewDesign' });
    },
    /** Save and Exit, Yes: a never-saved design opens Save my design; a saved one is updated. Then Start new design. */
    async saveAndStartNew() {
      if (isGuest) return openDialog({ kind: 'loginRequired' });
      if (useEditor.getState().info.id === null) return openDialog({ kind: 'saveDesign', afterSave: 'startNew' });
      if (await updateOpenDocument()) openDialog({ kind: 'startNewDesign' });
    },
    startNewDesign,
    /**
     * Opens one of the user's saved designs (My Stuff). With unsaved changes the Save and Exit
     * question comes first, as for New: Yes saves then opens, No opens without saving.
     */
    openDesign(design: { id: number; name: string }) {
      if (useEditor.getState().info.id === design.id) return;
      if (useEditor.getState().history.unsavedChanges > 0) return openDialog({ kind: 'saveAndExit', openDesign: design });
      navigate(`/designs/${design.id}`);
    },
    /** Save and Exit, Yes, before opening another design: saves (a never-saved one through Save my design), then opens it. */
    async saveAndOpen(designId: number) {
      if (useEditor.getState().info.id === null) return openDialog({ kind: 'saveDesign', afterSave: { openDesignId: designId } });
      if (await updateDesign()) navigate(`/designs/${designId}`);
    },
  };
}

/**
 * Another document opening ends the saving story of the one before: its status goes and its
 * pending retry is dropped (a document is saved by itself only after a Save of it failed).
 */
export function useSaveStatusFollowsDocument(): void {
  useEffect(
    () =>
      useEditor.subscribe((state, previous) => {
        if (state.info.id === previous.info.id && state.info.documentType === previous.info.documentType) return;
        cancelSaveRetry({ resetBackoff: true });
        setSaveStatus('idle');
      }),
    [],
  );
}

/**
 * Leaving the page (reload, closing the tab, going to another site) with unsaved changes asks
 * first, in the browser's own words: the last way work was lost without a question.
 */
export function useLeaveWarning(): void {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (useEditor.getState().history.unsavedChanges === 0) return;
      event.preventDefault();
      // Older browsers ask only when this is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
}
