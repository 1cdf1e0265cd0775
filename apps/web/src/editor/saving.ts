import { type Design, MESSAGES } from '@layout/model';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, api } from '../api/client';
import { handleRequestError } from '../app/requestErrors';
import { useRole, useSession } from '../session/store';
import { type AfterSave, type Dialog, openDialog } from './dialogs/dialogQueue';
import { saveTemplateDocument, templateInfo } from './library/templateDocument';
import { designPreview } from './pages/previews';
import { infoFromDesign, toDesignInput } from './state/document';
import { getContent, useEditor } from './state/editorStore';

/** Every message of a validation error, field by field ('Name has to include 1 or more symbols'). */
function validationMessages(error: ApiError): string[] {
  const messages = Object.values(error.fields).flat();
  return messages.length > 0 ? messages : [error.message];
}

/** The dialog Download or Export to Print opens on a saved design (Export waits for checkout: pending). */
function afterSaveDialog(action: 'download' | 'export'): Dialog {
  return action === 'download' ? { kind: 'download' } : { kind: 'downloadPending', action };
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

  /**
   * Saves an open template document into its template (its creator or an admin); anyone else
   * saves a copy as a design through 'Save my design'. True when it was saved.
   */
  async function updateTemplate(): Promise<boolean> {
    const { info, history } = useEditor.getState();
    const sent = { info, unsavedChanges: history.unsavedChanges };
    try {
      const saved = await saveTemplateDocument(useSession.getState().user, info, getContent(), designPreview());
      if (saved.outcome === 'notAllowed') {
        openDialog({ kind: 'saveDesign' });
        return false;
      }
      useEditor.getState().markSaved(templateInfo(saved.template), sent);
      void queryClient.invalidateQueries({ queryKey: ['templates'] });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'validation') openDialog({ kind: 'warning', messages: validationMessages(error) });
      else handleRequestError(error);
      return false;
    }
  }

  /** Saves the open document where it came from: its design, or its template. */
  const updateOpenDocument = () => (useEditor.getState().info.documentType === 'DOC_TYPE_TEMPLATE' ? updateTemplate() : updateDesign());

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
      if (typeof then === 'object') return navigate(`/designs/${then.openDesignId}`);
      if (then) openDialog(afterSaveDialog(then));
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'validation') throw error;
      if (error instanceof ApiError && error.status === 403 && error.message === MESSAGES.freePlanLimit) {
        // Free plan limit reached: Upgrade or Delete designs (spec 001 section 4.9).
        openDialog({ kind: 'freePlanLimit' });
      } else {
        handleRequestError(error);
      }
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
      if (info.id === null || info.documentType !== 'DOC_TYPE_DESIGN') return openDialog({ kind: 'saveDesign', then: action });
      if (history.unsavedChanges > 0 && !(await updateDesign())) return;
      openDialog(afterSaveDialog(action));
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
      if (await updateOpenDocument()) startNewDesign();
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
      if (useEditor.getState().info.id === null) return openDialog({ kind: 'saveDesign', then: { openDesignId: designId } });
      if (await updateDesign()) navigate(`/designs/${designId}`);
    },
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
