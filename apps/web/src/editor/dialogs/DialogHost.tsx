import { newDesignDocument } from '@layout/model';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSaveActions } from '../saving';
import { ConfirmDialog } from './ConfirmDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { CopyDesignDialog } from './CopyDesignDialog';
import { CancelPlanDialog, FreePlanLimitDialog, StoragePlansDialog } from './PlanDialogs';
import { DataDrivenFieldsDialog } from './DataDrivenFieldsDialog';
import { DownloadDialog } from '../download/DownloadDialog';
import { SuccessfulDownloadDialog } from '../download/SuccessfulDownloadDialog';
import { exportWaitingDesigns } from '../download/useExportOnSuccess';
import { openPrintRunDialog } from '../printRun/printRunStore';
import { BuyIllustrationsDialog } from '../payments/BuyIllustrationsDialog';
import { CheckoutDialog } from '../payments/CheckoutDialog';
import { PaymentDialog } from '../payments/PaymentDialog';
import { useAppConfig } from '../../app/config';
import { goToExportCheckout, usesHostedCheckout } from '../../payments/requests';
import { handleRequestError } from '../../app/requestErrors';
import { ExportToPrintDialog } from '../../orders/ExportToPrintDialog';
import { openDialog, useDialogs } from './dialogQueue';
import { SaveAndExitDialog } from './SaveAndExitDialog';
import { StartNewDesignDialog } from './StartNewDesignDialog';
import { TourCard } from '../tours/TourCard';
import { queueGreetingCardsTour, queueIntroTour } from '../tours/tours';
import { runHandOff } from '../handOff';
import { redirectPtDesignId } from '../../pages/receivedQueryParams';
import { LoginRequiredDialog } from './LoginRequiredDialog';
import { SaveConflictDialog } from './SaveConflictDialog';
import { SaveDesignDialog } from './SaveDesignDialog';
import { TemplateDialog } from './TemplateDialog';
import { WarningDialog } from './WarningDialog';

// Loaded when first opened: it brings the table reader (Papa Parse) with it.
const PrintRunDialog = lazy(() => import('../printRun/PrintRunDialog').then((m) => ({ default: m.PrintRunDialog })));

/** Shows the first dialog of the queue. */
export function DialogHost() {
  const dialog = useDialogs((s) => s.queue[0]);
  const close = useDialogs((s) => s.close);
  const { createDesign, saveAndStartNew, startNewDesign, saveAndOpen, discardChanges, reloadStored, keepMineAsNewDesign } = useSaveActions();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { paymentProvider } = useAppConfig();
  // The intro tour waits in the queue from the editor's start until it is marked seen; what
  // the print site handed over (/receive-query-params) starts its design; ?redirect_pt=<id> opens
  // that design.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the editor starts
  useEffect(() => {
    queueIntroTour();
    void runHandOff(queryClient, startNewDesign);
    const returnTo = redirectPtDesignId(window.location.search);
    if (returnTo !== null) navigate(`/designs/${returnTo}`, { replace: true });
  }, []);
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'loginRequired':
      return <LoginRequiredDialog onClose={close} />;
    case 'warning':
      return <WarningDialog messages={dialog.messages} onClose={close} />;
    case 'exportToPrint':
      return <ExportToPrintDialog onClose={close} />;
    case 'download':
      return (
        <DownloadDialog
          onClose={close}
          onDownloaded={() => {
            close();
            openDialog({ kind: 'downloadSuccess' });
          }}
          onPaymentRequired={() => {
            close();
            openDialog({ kind: 'checkout' });
          }}
          onPrintRun={() => {
            close();
            openPrintRunDialog();
          }}
        />
      );
    case 'printRun':
      return (
        <Suspense fallback={null}>
          <PrintRunDialog
            onClose={close}
            onMade={() => {
              close();
              openDialog({ kind: 'downloadSuccess' });
            }}
          />
        </Suspense>
      );
    case 'downloadSuccess':
      return <SuccessfulDownloadDialog onClose={close} />;
    case 'checkout':
      return (
        <CheckoutDialog
          onClose={close}
          onPay={(items, total) => {
            close();
            if (usesHostedCheckout(paymentProvider)) void goToExportCheckout(items).catch(handleRequestError);
            else openDialog({ kind: 'payment', total });
          }}
          onDownload={() => {
            close();
            void exportWaitingDesigns();
          }}
        />
      );
    case 'payment':
      return (
        <PaymentDialog
          total={dialog.total}
          onClose={close}
          onPaid={() => {
            close();
            void queryClient.invalidateQueries({ queryKey: ['designPaymentInfo'] });
            void exportWaitingDesigns();
          }}
        />
      );
    case 'buyIllustrations':
      return <BuyIllustrationsDialog toBuy={dialog.toBuy} onClose={close} />;
    case 'saveAndExit': {
      const next = dialog.openDesign;
      if (next) {
        // Before opening another design: closing the question stays on this one.
        return (
          <SaveAndExitDialog
            leavingFor={`open "${next.name}"`}
            onYes={() => {
              close();
              void saveAndOpen(next.id);
            }}
            onNo={() => {
              close();
              discardChanges();
              navigate(`/designs/${next.id}`);
            }}
            onCancel={close}
            onDismiss={close}
          />
        );
      }
      return (
        <SaveAndExitDialog
          onYes={() => {
            close();
            void saveAndStartNew();
          }}
          onNo={() => {
            close();
            openDialog({ kind: 'startNewDesign' });
          }}
          onCancel={close}
          onDismiss={() => {
            close();
            openDialog({ kind: 'startNewDesign' });
          }}
        />
      );
    }
    case 'copyDesign':
      return <CopyDesignDialog designId={dialog.designId} name={dialog.name} onClose={close} />;
    case 'storagePlans':
      return <StoragePlansDialog onClose={close} />;
    case 'freePlanLimit':
      return <FreePlanLimitDialog onClose={close} />;
    case 'cancelPlan':
      return <CancelPlanDialog result={dialog.result} onClose={close} />;
    case 'dataDrivenFields':
      return <DataDrivenFieldsDialog onClose={close} />;
    case 'changePassword':
      return <ChangePasswordDialog onClose={close} />;
    case 'confirm':
      return <ConfirmDialog request={dialog} onClose={close} />;
    case 'saveConflict':
      return <SaveConflictDialog what={dialog.what} onReload={reloadStored} onKeepMine={keepMineAsNewDesign} onClose={close} />;
    case 'addTemplate':
      return <TemplateDialog onClose={close} />;
    case 'updateTemplate':
      return <TemplateDialog templateId={dialog.templateId} onClose={close} />;
    case 'startNewDesign':
      return (
        <StartNewDesignDialog
          onClose={close}
          onStart={(choice, products) => {
            close();
            startNewDesign(newDesignDocument(choice, products));
            queueGreetingCardsTour(products.find((p) => p.id === choice.productId)?.name);
          }}
        />
      );
    case 'tour':
      return <TourCard key={dialog.tour} tour={dialog.tour} onClose={close} />;
    case 'saveDesign':
      return (
        <SaveDesignDialog
          onClose={close}
          onSave={async (naming) => {
            await createDesign(naming, dialog.afterSave);
            close();
          }}
        />
      );
  }
}
