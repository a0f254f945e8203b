import { useEffect } from 'react';
import { ConfirmDialog } from './message-dialogs';
import { AlertDialog } from './message-dialogs';
import { DIALOG_LABELS, EXIT_WITHOUT_SAVING, PAYMENT_IN_PROGRESS } from './dialog-texts';

export interface ExitWithoutSavingDialogProps {
  open: boolean;
  /** Discard changes: the caller then navigates away. */
  onDiscard: () => void;
  /** Stay on the page. */
  onCancel: () => void;
}

/** "Exit without saving?" before leaving a form with unsaved changes. */
export function ExitWithoutSavingDialog({
  open,
  onDiscard,
  onCancel,
}: ExitWithoutSavingDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={EXIT_WITHOUT_SAVING.title}
      confirmLabel={EXIT_WITHOUT_SAVING.confirm}
      cancelLabel={DIALOG_LABELS.cancel}
      confirmVariant="danger"
      onConfirm={onDiscard}
      onCancel={onCancel}
    >
      <p>{EXIT_WITHOUT_SAVING.prompt}</p>
    </ConfirmDialog>
  );
}

export interface PaymentInProgressAlertProps {
  open: boolean;
  onClose: () => void;
}

/** "Please wait": shown when someone tries to leave while a payment is being processed. */
export function PaymentInProgressAlert({ open, onClose }: PaymentInProgressAlertProps) {
  return (
    <AlertDialog
      open={open}
      title={PAYMENT_IN_PROGRESS.title}
      okLabel={PAYMENT_IN_PROGRESS.ok}
      onClose={onClose}
    >
      <p>{PAYMENT_IN_PROGRESS.text}</p>
    </AlertDialog>
  );
}

/**
 * While `when` holds, closing or reloading the tab asks the browser's own "leave site?"
 * question (browsers show their own text, not a page's).
 */
export function useLeaveWarning(when: boolean): void {
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to show the question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
}
