import { assetFillColor, assetsSharingColor, changeColorEverywhere, changeFillNeedsConfirmation, normalizeColor, setAssetFill } from '@layout/model';
import { openDialog } from '../dialogs/dialogQueue';
import { getContent, useEditor } from '../state/editorStore';
import { previewOperation } from './edits';

/** The change-colour-everywhere dialog (spec 001 sections 2.7 and 4.13). */
export const CHANGE_ALL_TITLE = 'Change colour everywhere';

/** The dialog's question: how many other items show the colour. */
export function changeAllMessage(color: string, others: number): string {
  const items = others === 1 ? '1 other item' : `${others} other items`;
  return `The colour ${color} is also used by ${items} in this design. Do you want to change it everywhere?`;
}

/**
 * FILL COLOUR on one asset (spec 001 section 4.13): when the old colour is used by more than one
 * asset, the change-all dialog asks first (Yes: every asset with that colour; No: only this one);
 * otherwise the colour changes directly. Either way one undo step. Closing the dialog changes
 * nothing and drops the preview.
 */
export function changeFill(assetId: string, color: string): void {
  const { apply, clearPreview } = useEditor.getState();
  const content = getContent();
  const to = normalizeColor(color);
  const from = assetFillColor(content, assetId);
  if (to === undefined || to === from) {
    clearPreview();
    return;
  }
  const only = () => useEditor.getState().apply((c) => setAssetFill(c, { assetId, color: to }));
  if (from === undefined || !changeFillNeedsConfirmation(content, assetId, from)) {
    only();
    return;
  }
  // While the question is open the selected asset shows the new colour (a typed colour too).
  previewOperation((c) => setAssetFill(c, { assetId, color: to }));
  openDialog({
    kind: 'confirm',
    title: CHANGE_ALL_TITLE,
    message: changeAllMessage(from, assetsSharingColor(content, from).filter((a) => a.id !== assetId).length),
    confirmLabel: 'Yes',
    cancelLabel: 'No',
    onConfirm: () => apply((c) => changeColorEverywhere(c, { from, to })),
    onCancel: only,
    onDismiss: () => useEditor.getState().clearPreview(),
  });
}
