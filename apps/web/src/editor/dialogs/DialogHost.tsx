import { useSaveActions } from '../saving';
import { ConfirmDialog } from './ConfirmDialog';
import { DataDrivenFieldsDialog } from './DataDrivenFieldsDialog';
import { DownloadPendingDialog } from './DownloadPendingDialog';
import { openDialog, useDialogs } from './dialogQueue';
import { SaveAndExitDialog, startNewDesignConfirmation } from './SaveAndExitDialog';
import { LoginRequiredDialog } from './LoginRequiredDialog';
import { SaveDesignDialog } from './SaveDesignDialog';
import { WarningDialog } from './WarningDialog';

/** Shows the first dialog of the queue. */
export function DialogHost() {
  const dialog = useDialogs((s) => s.queue[0]);
  const close = useDialogs((s) => s.close);
  const { createDesign, saveAndStartNew, startNewDesign } = useSaveActions();
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'loginRequired':
      return <LoginRequiredDialog onClose={close} />;
    case 'warning':
      return <WarningDialog messages={dialog.messages} onClose={close} />;
    case 'downloadPending':
      return <DownloadPendingDialog action={dialog.action} onClose={close} />;
    case 'saveAndExit':
      return (
        <SaveAndExitDialog
          onYes={() => {
            close();
            void saveAndStartNew();
          }}
          onNo={() => {
            close();
            startNewDesign();
          }}
          onCancel={close}
          onDismiss={() => {
            close();
            openDialog(startNewDesignConfirmation(startNewDesign));
          }}
        />
      );
    case 'dataDrivenFields':
      return <DataDrivenFieldsDialog onClose={close} />;
    case 'confirm':
      return <ConfirmDialog request={dialog} onClose={close} />;
    case 'saveDesign':
      return (
        <SaveDesignDialog
          onClose={close}
          onSave={async (naming) => {
            await createDesign(naming, dialog.then);
            close();
          }}
        />
      );
  }
}
