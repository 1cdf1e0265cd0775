import { type Design, MESSAGES } from '@layout/model';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, api } from '../api/client';
import { handleRequestError } from '../app/requestErrors';
import { useRole, useSession } from '../session/store';
import { type AfterSave, openDialog } from './dialogs/dialogQueue';
import { designPreview } from './pages/previews';
import { infoFromDesign, toDesignInput } from './state/document';
import { getContent, useEditor } from './state/editorStore';

/** Every message of a validation error, field by field ('Name has to include 1 or more symbols'). */
function validationMessages(error: ApiError): string[] {
  const messages = Object.values(error.fields).flat();
  return messages.length > 0 ? messages : [error.message];
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

  /** PUT the open design; true when it was saved. */
  async function updateDesign(): Promise<boolean> {
    const { sent, body } = saving();
    try {
      const saved = await api<Design>('PUT', `/designs/${sent.info.id}`, body);
      useEditor.getState().markSaved(infoFromDesign(saved), sent);
      void refreshDesigns();
      return true;
    } catch (error) {
      // No form to show them in (the name is typed in the top bar): the server's words, in a Warning.
      if (error instanceof ApiError && error.kind === 'validation') openDialog({ kind: 'warning', messages: validationMessages(error) });
      else handleRequestError(error);
      return false;
    }
  }

  /** Leaves the open design for a new, empty one. */
  function startNewDesign() {
    useEditor.getState().reset();
    navigate('/designs/new');
  }

  /** POST a new design from the Save my design dialog; throws validation errors back to it. */
  async function createDesign(naming: { name: string; theme: string }, then?: AfterSave) {
    const { sent, body } = saving(naming);
    try {
      const saved = await api<Design>('POST', '/designs', body);
      useEditor.getState().markSaved(infoFromDesign(saved), sent, { clearHistory: true });
      void refreshDesigns();
      if (then === 'startNew') return startNewDesign();
      navigate(`/designs/${saved.id}`, { replace: true });
      if (then) openDialog({ kind: 'downloadPending', action: then });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'validation') throw error;
      if (error instanceof ApiError && error.status === 403 && error.message === MESSAGES.freePlanLimit) {
        openDialog({ kind: 'warning', messages: [MESSAGES.freePlanLimit] });
      } else {
        handleRequestError(error);
      }
    }
  }

  return {
    save() {
      if (isGuest) return openDialog({ kind: 'loginRequired' });
      if (useEditor.getState().info.id !== null) return void updateDesign();
      openDialog({ kind: 'saveDesign' });
    },
    saveAs() {
      if (isGuest) return openDialog({ kind: 'loginRequired' });
      openDialog({ kind: 'saveDesign' });
    },
    downloadOrExport(action: 'download' | 'export') {
      if (isGuest) return openDialog({ kind: 'loginRequired' });
      if (useEditor.getState().info.id === null) return openDialog({ kind: 'saveDesign', then: action });
      openDialog({ kind: 'downloadPending', action });
    },
    createDesign,
    /** New: with unsaved changes, the Save and Exit dialog asks first (spec 001 section 4.9). */
    newDesign() {
      if (useEditor.getState().history.unsavedChanges > 0) return openDialog({ kind: 'saveAndExit' });
      startNewDesign();
    },
    /** Save and Exit, Yes: a never-saved design opens Save my design; a saved one is updated. Then a new design. */
    async saveAndStartNew() {
      if (isGuest) return openDialog({ kind: 'loginRequired' });
      if (useEditor.getState().info.id === null) return openDialog({ kind: 'saveDesign', then: 'startNew' });
      if (await updateDesign()) startNewDesign();
    },
    startNewDesign,
  };
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
