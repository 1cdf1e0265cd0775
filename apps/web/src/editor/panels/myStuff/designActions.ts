import { DESIGN_PREVIEW_PREFIX, type Design, type DesignInput, type DesignSummary, MESSAGES, canAddDesign, designsContract } from '@layout/model';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { ApiError, request } from '../../../api/client';
import { handleRequestError } from '../../../app/requestErrors';
import { navigateTo } from '../../../app/navigation';
import { queryClient } from '../../../app/queryClient';
import { useSession } from '../../../session/store';
import { openDialog } from '../../dialogs/dialogQueue';
import { useEditor } from '../../state/editorStore';

/** The query of the user's designs; Save and Save as refresh the same list. */
export const designsQueryKey = (userId: number | undefined) => ['designs', userId] as const;

/** The user's saved designs, newest first (My designs, the plan bar's count, name checks). */
export function useUserDesigns(userId: number) {
  return useQuery({ queryKey: designsQueryKey(userId), queryFn: () => request(designsContract.listOfUser, { params: { id: userId } }) });
}

/** The signed-in user's saved designs as the cache holds them (My Stuff loads them). */
function cachedDesigns(): DesignSummary[] {
  return queryClient.getQueryData<DesignSummary[]>(designsQueryKey(useSession.getState().user?.id)) ?? [];
}

const refreshDesigns = () => queryClient.invalidateQueries({ queryKey: designsQueryKey(useSession.getState().user?.id) });

/**
 * Copy design (spec 001 sections 2.7 and 4.9; spec 000 section 7: "Copying a design is an add of
 * an existing design under a new name"): on FREE with 10 or more saved designs the free-plan-limit
 * dialog opens instead of the Copy design dialog.
 */
export function startCopyDesign(design: { id: number; name: string }): void {
  const user = useSession.getState().user;
  if (!user) {
    openDialog({ kind: 'loginRequired' });
    return;
  }
  if (!canAddDesign(user, cachedDesigns().length)) {
    openDialog({ kind: 'freePlanLimit' });
    return;
  }
  openDialog({ kind: 'copyDesign', designId: design.id, name: design.name });
}

/**
 * Saves a copy of a stored design under `name`: the design is read whole and added anew. Resolves
 * to the copy; a taken or invalid name rejects with the server's validation error (for the
 * dialog's field); the free-plan limit (another tab may have saved meanwhile) opens its dialog and
 * resolves to null.
 */
export async function copyDesign(designId: number, name: string): Promise<Design | null> {
  const original = await request(designsContract.open, { params: { id: designId } });
  const input: DesignInput = {
    name: name.trim(),
    theme: original.theme,
    documentType: original.documentType,
    printFormat: original.printFormat,
    categoryId: original.categoryId,
    productId: original.productId,
    productSizeId: original.productSizeId,
    templateGroupId: original.templateGroupId,
    fontCombinationId: original.fontCombinationId,
    designSetName: original.designSetName,
    design: original.design,
    templatesUsedInDesign: original.templatesUsedInDesign,
    documentDetails: original.documentDetails,
    preview: original.preview?.startsWith(DESIGN_PREVIEW_PREFIX) ? original.preview : null,
  };
  try {
    const copy = await request(designsContract.create, { body: input });
    void refreshDesigns();
    notifications.show({ title: `Copied as "${copy.name}"`, message: undefined, color: 'teal', withCloseButton: true });
    return copy;
  } catch (error) {
    if (error instanceof ApiError && error.status === 403 && error.message === MESSAGES.freePlanLimit) {
      openDialog({ kind: 'freePlanLimit' });
      return null;
    }
    throw error;
  }
}

/**
 * Asks, then deletes a saved design. Deleting the design that is open keeps its content on
 * screen as a new, unsaved design (Save then asks for a name) rather than throwing the work away.
 */
export function confirmDeleteDesign(design: { id: number; name: string }): void {
  openDialog({
    kind: 'confirm',
    title: 'Delete design',
    message: `Delete "${design.name}"? It will be removed from My Stuff for good.`,
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    onConfirm: () => void deleteDesign(design.id),
  });
}

async function deleteDesign(id: number): Promise<void> {
  try {
    await request(designsContract.remove, { params: { id } });
  } catch (error) {
    return handleRequestError(error);
  }
  const editor = useEditor.getState();
  if (editor.info.id === id) {
    editor.setInfo({ id: null });
    navigateTo('/designs/new', { replace: true });
  }
  await refreshDesigns();
}
