import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { Dialog } from './dialog';
import { useUiTexts } from '../texts/ui-texts';

export interface AlertDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  okLabel?: string;
  onClose: () => void;
}

/** A message with one OK button. */
export function AlertDialog({ open, title, children, okLabel, onClose }: AlertDialogProps) {
  const texts = useUiTexts();
  return (
    <Dialog
      open={open}
      title={title}
      role="alertdialog"
      onCancel={onClose}
      actions={
        <Button data-autofocus onClick={onClose}>
          {okLabel ?? texts.ok}
        </Button>
      }
    >
      {children}
    </Dialog>
  );
}

/** An error: its text in the warning colour, with an OK button. */
export function ErrorDialog({ open, title, children, okLabel, onClose }: AlertDialogProps) {
  const texts = useUiTexts();
  return (
    <Dialog
      open={open}
      title={title}
      role="alertdialog"
      tone="danger"
      onCancel={onClose}
      actions={
        <Button data-autofocus onClick={onClose}>
          {okLabel ?? texts.ok}
        </Button>
      }
    >
      {children}
    </Dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: a spinner on Confirm and both buttons held. */
  loading?: boolean;
  /** `danger` for a destructive confirmation (e.g. discarding changes). */
  confirmVariant?: 'primary' | 'danger';
}

/** A question with Confirm and Cancel; Cancel (the safe choice) has the first focus. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  loading = false,
  confirmVariant = 'primary',
}: ConfirmDialogProps) {
  const texts = useUiTexts();
  const cancel = () => {
    if (!loading) onCancel();
  };
  return (
    <Dialog
      open={open}
      title={title}
      role="alertdialog"
      onCancel={cancel}
      actions={
        <>
          <Button
            variant="outline"
            data-autofocus
            aria-disabled={loading || undefined}
            onClick={cancel}
          >
            {cancelLabel ?? texts.cancel}
          </Button>
          <Button variant={confirmVariant} loading={loading} onClick={onConfirm}>
            {confirmLabel ?? texts.confirm}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
