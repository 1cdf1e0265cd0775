import type { DownloadFormatFlag, PrintRunOutput } from '@layout/model';
import { create } from 'zustand';
import { useSession } from '../../session/store';
import { openDialog } from '../dialogs/dialogQueue';
import type { ChosenMapping } from './rows';

/** The print run dialog's steps, in order. */
export const PRINT_RUN_STEPS = ['people', 'columns', 'check', 'make'] as const;
export type PrintRunStep = (typeof PRINT_RUN_STEPS)[number];

/**
 * What a user gave the print run dialog, kept for the page's session: closing the dialog (or a
 * failed file) loses none of it, and reopening it, for this design or another, starts where they
 * left. It is another person's details, so it is kept in memory only (never in browser storage)
 * and belongs to the account that entered it: another account signed in on this page starts empty.
 */
export interface PrintRunForm {
  /** Whose it is: the signed-in user's id. */
  userId: number | null;
  /** The table as text: a chosen file's contents or pasted rows, editable either way. */
  tableText: string;
  /** The chosen file's name, while the text is that file's as read. */
  fileName: string | null;
  /** The columns chosen for the fields, when the user changed the guess. */
  chosen: ChosenMapping | null;
  step: PrintRunStep;
  /** The person shown on the canvas, by index in the table's rows. */
  person: number;
  output: PrintRunOutput;
  /** The PDF chosen; null: the first the product offers. */
  format: Extract<DownloadFormatFlag, 'pdfPressReady' | 'pdfStandard'> | null;
}

const EMPTY: Omit<PrintRunForm, 'userId'> = { tableText: '', fileName: null, chosen: null, step: 'people', person: 0, output: 'onePdf', format: null };

interface PrintRunStore extends PrintRunForm {
  change: (changes: Partial<Omit<PrintRunForm, 'userId'>>) => void;
  /** Opens the form for a user: theirs as they left it, or an empty one. */
  openFor: (userId: number | null) => void;
}

export const usePrintRun = create<PrintRunStore>((set, get) => ({
  userId: null,
  ...EMPTY,
  change: (changes) => set(changes),
  openFor: (userId) => {
    if (get().userId !== userId) set({ userId, ...EMPTY });
  },
}));

/** Opens the print run dialog with the signed-in user's form (the Download dialog's 'Print for a list of people…'). */
export function openPrintRunDialog(): void {
  usePrintRun.getState().openFor(useSession.getState().user?.id ?? null);
  openDialog({ kind: 'printRun' });
}
