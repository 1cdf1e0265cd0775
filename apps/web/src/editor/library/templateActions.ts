import { MESSAGES, canSaveTemplates, isStandardSize } from '@layout/model';
import { queryClient } from '../../app/queryClient';
import { handleRequestError } from '../../app/requestErrors';
import { useSession } from '../../session/store';
import { openDialog } from '../dialogs/dialogQueue';
import { useEditor } from '../state/editorStore';
import { productsQuery } from './catalogue';

/**
 * The Save menu's template entries (spec 001 sections 4.9 and 6). 'Save as template' publishes a
 * page of the open document through the Add template dialog, only from a standard product size:
 * in any other size the Warning says 'Template can be saved only in standard sizes.Change document
 * size in "Setup" tab and try again.' A guest gets the login warning; a user has no such entry.
 */
export async function saveAsTemplate(): Promise<void> {
  const role = useSession.getState().user?.role ?? 'guest';
  if (role === 'guest') return openDialog({ kind: 'loginRequired' });
  if (!canSaveTemplates(role)) return;
  try {
    const products = await queryClient.fetchQuery(productsQuery);
    if (!isStandardSize(products, useEditor.getState().info.productSizeId)) return openDialog({ kind: 'warning', messages: [MESSAGES.templateStandardSizesOnly] });
    openDialog({ kind: 'addTemplate' });
  } catch (error) {
    handleRequestError(error);
  }
}

/** 'Update template' on an open template: the same form, filled from the template. */
export function updateTemplate(): void {
  const { info } = useEditor.getState();
  if (info.documentType !== 'DOC_TYPE_TEMPLATE' || info.id === null) return;
  openDialog({ kind: 'updateTemplate', templateId: info.id });
}
