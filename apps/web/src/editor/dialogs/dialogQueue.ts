import type { CancelPlanResult } from '@layout/model';
import { create } from 'zustand';
import type { IllustrationsToBuy } from '../payments/BuyIllustrationsDialog';

/** What follows a successful first save: the download or export dialog, a new design, or opening another design. */
export type AfterSave = 'download' | 'export' | 'startNew' | { openDesignId: number };

/** The editor's dialogs. Only one shows at a time; the others wait in order (spec 001 section 2.7). */
export type Dialog =
  | { kind: 'loginRequired' }
  | { kind: 'saveDesign'; afterSave?: AfterSave }
  /**
   * New with unsaved changes: save first? (spec 001 section 4.9). The same question before
   * opening another design from My Stuff (`openDesign` names it).
   */
  | { kind: 'saveAndExit'; openDesign?: { id: number; name: string } }
  | { kind: 'warning'; messages: string[] }
  /** Export (to print): the design, what is left to pay, Send to print (orders/ExportToPrintDialog.tsx). */
  | { kind: 'exportToPrint' }
  /** Download (download/DownloadDialog.tsx), then Successful download. */
  | { kind: 'download' }
  | { kind: 'downloadSuccess' }
  /** Print for a list of people (printRun/PrintRunDialog.tsx), from the Download dialog; then Successful download. */
  | { kind: 'printRun' }
  /** Paid stock before a download (editor/payments): Checkout (the bucket, what is unpaid), then the card Payment form. */
  | { kind: 'checkout' }
  | { kind: 'payment'; total: number }
  /** Buy illustrations collection: a collection, or single illustrations, to buy through a checkout. */
  | { kind: 'buyIllustrations'; toBuy: IllustrationsToBuy }
  /** My Stuff: Copy design, the storage plans, the free-plan limit, Cancel on PRO. */
  | { kind: 'copyDesign'; designId: number; name: string }
  | { kind: 'storagePlans' }
  | { kind: 'freePlanLimit' }
  | { kind: 'cancelPlan'; result: CancelPlanResult }
  /** The user's details for %field% placeholders (Text panel, My Stuff's My details). */
  | { kind: 'dataDrivenFields' }
  /** The account menu's Change password. */
  | { kind: 'changePassword' }
  /** A save refused: the document was saved elsewhere since it was opened here (409). */
  | { kind: 'saveConflict'; what: 'design' | 'template' }
  /** Start new design: the product, size, name, theme and print format of a new document (StartNewDesignDialog). */
  | { kind: 'startNewDesign' }
  /** A guided tour (editor/tours): not modal; a dialog opened meanwhile shows first and the tour waits. */
  | { kind: 'tour'; tour: 'intro' | 'greetingCards' }
  /** Save as template (designers, admins): a page of the document published as a template. */
  | { kind: 'addTemplate' }
  /** Update template: the open template's form (library/templateActions.ts). */
  | { kind: 'updateTemplate'; templateId: number }
  | ConfirmDialogRequest;

/**
 * A question with two answers (delete page, delete asset, change colour everywhere). Choosing
 * runs onConfirm or onCancel; closing the dialog any other way runs onDismiss.
 */
export interface ConfirmDialogRequest {
  kind: 'confirm';
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel?: () => void;
  onDismiss?: () => void;
}

interface DialogQueue {
  queue: Dialog[];
  open: (dialog: Dialog) => void;
  /** Closes the dialog on screen; the next one in the queue appears. */
  close: () => void;
}

export const useDialogs = create<DialogQueue>((set) => ({
  queue: [],
  open: (dialog) =>
    set((s) => {
      if (s.queue.some((d) => JSON.stringify(d) === JSON.stringify(dialog))) return s;
      // A tour on screen waits for a dialog the user asked for (it comes back after it).
      if (dialog.kind !== 'tour' && s.queue[0]?.kind === 'tour') return { queue: [dialog, ...s.queue] };
      return { queue: [...s.queue, dialog] };
    }),
  close: () => set((s) => ({ queue: s.queue.slice(1) })),
}));

export const openDialog = (dialog: Dialog) => useDialogs.getState().open(dialog);

/**
 * Whether a dialog is on screen. It has the keyboard (the editor's shortcuts wait), and a press
 * on it is not a click outside a toolbar popup that asked it (the popup waits for the answer).
 */
export const isDialogShown = () => {
  const shown = useDialogs.getState().queue[0];
  return shown !== undefined && shown.kind !== 'tour';
};
