import { type Design, MESSAGES } from '@layout/model';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, api } from '../api/client';
import { handleRequestError } from '../app/requestErrors';
import { useRole, useSession } from '../session/store';
import { type AfterSave, openDialog } from './dialogs/dialogQueue';
import { designPreview } from './pages/previews';
import { infoFromDesign, toDesignInput } from './state/document';
import { getContent, useEditor } from './state/editorStore';

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

  /** PUT the open design; true when it was saved. */
  async function updateDesign(): Promise<boolean> {
    const { info } = useEditor.getState();
    try {
      const saved = await api<Design>('PUT', `/designs/${info.id}`, { ...toDesignInput(info, getContent()), preview: designPreview() });
      useEditor.getState().setInfo(infoFromDesign(saved));
      useEditor.getState().markSaved();
      void refreshDesigns();
      return true;
    } catch (error) {
      handleRequestError(error);
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
    const { info } = useEditor.getState();
    try {
      const saved = await api<Design>('POST', '/designs', { ...toDesignInput(info, getContent(), naming), preview: designPreview() });
      useEditor.getState().setInfo(infoFromDesign(saved));
      useEditor.getState().markSaved({ clearHistory: true });
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
