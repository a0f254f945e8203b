import { useEffect, useRef } from 'react';
import { ConfirmDialog } from './message-dialogs';
import { AlertDialog } from './message-dialogs';
import { PAYMENT_IN_PROGRESS } from './dialog-texts';
import { useUiTexts } from '../texts/ui-texts';

export interface ExitWithoutSavingDialogProps {
  open: boolean;
  /** Discard changes: the caller then navigates away. */
  onDiscard: () => void;
  /** Stay on the page. */
  onCancel: () => void;
}

/** "Exit without saving?" before leaving a form with unsaved changes (`UiTextsProvider`). */
export function ExitWithoutSavingDialog({
  open,
  onDiscard,
  onCancel,
}: ExitWithoutSavingDialogProps) {
  const { exitWithoutSaving, cancel } = useUiTexts();
  return (
    <ConfirmDialog
      open={open}
      title={exitWithoutSaving.title}
      confirmLabel={exitWithoutSaving.confirm}
      cancelLabel={cancel}
      confirmVariant="danger"
      onConfirm={onDiscard}
      onCancel={onCancel}
    >
      <p>{exitWithoutSaving.prompt}</p>
    </ConfirmDialog>
  );
}

export interface PaymentInProgressAlertProps {
  open: boolean;
  onClose: () => void;
  /** Its words: English by default, an app's from its catalogue. */
  texts?: { title: string; text: string; ok: string };
}

/** "Please wait": shown when someone tries to leave while a payment is being processed. */
export function PaymentInProgressAlert({
  open,
  onClose,
  texts = PAYMENT_IN_PROGRESS,
}: PaymentInProgressAlertProps) {
  return (
    <AlertDialog open={open} title={texts.title} okLabel={texts.ok} onClose={onClose}>
      <p>{texts.text}</p>
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

/**
 * While `when` holds, following a link on the page is held back and `onHeld` is called with
 * the link's address (to ask first, e.g. with one of the dialogs above). Works with any router:
 * the click is stopped before the router sees it. Links opening a new tab are let through.
 */
export function useHoldLinks(when: boolean, onHeld: (href: string) => void): void {
  const latest = useRef(onHeld);
  useEffect(() => {
    latest.current = onHeld;
  }, [onHeld]);
  useEffect(() => {
    if (!when) return;
    const hold = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      event.preventDefault();
      event.stopPropagation();
      latest.current(link.getAttribute('href') ?? '');
    };
    document.addEventListener('click', hold, true);
    return () => document.removeEventListener('click', hold, true);
  }, [when]);
}
