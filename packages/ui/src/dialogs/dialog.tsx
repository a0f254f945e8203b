import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import styles from './dialog.module.css';
import { focusableIn } from './focusable';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** The dialog's text or content. */
  children?: ReactNode;
  /** The buttons, in the footer. Give the one to focus first `data-autofocus`. */
  actions: ReactNode;
  /** Escape (or the platform's back gesture): the dialog's cancel action. */
  onCancel: () => void;
  /** `alertdialog` for messages that interrupt (alert, error, confirm). */
  role?: 'dialog' | 'alertdialog';
  /** `danger` writes the text in the warning colour (the error dialog). */
  tone?: 'default' | 'danger';
  className?: string;
}

/**
 * A modal dialog on the native `<dialog>` element. Clicking outside never closes it; focus
 * moves in when it opens, Tab and Shift+Tab stay inside, and focus returns to where it was when
 * it closes. Rendered only while open.
 */
export function Dialog(props: DialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  title,
  children,
  actions,
  onCancel,
  role = 'dialog',
  tone = 'default',
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      // Browsers without showModal (and test DOMs) still get an open dialog and the trap below.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(dialog)[0] ?? dialog;
    first.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      previous?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = focusableIn(ref.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === ref.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // The native cancel (Escape, back gesture) must not close the dialog behind React's back.
  const onNativeCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onCancel();
  };

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${className ?? ''}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={onNativeCancel}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children && (
        <div
          id={bodyId}
          className={tone === 'danger' ? `${styles.body} ${styles.danger}` : styles.body}
        >
          {children}
        </div>
      )}
      <div className={styles.actions}>{actions}</div>
    </dialog>
  );
}
