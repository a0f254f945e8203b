import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { AlertDialog, ConfirmDialog, ErrorDialog } from './message-dialogs';

export interface MessageOptions {
  title: ReactNode;
  message?: ReactNode;
  okLabel?: string;
}

export interface ConfirmOptions {
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmVariant?: 'primary' | 'danger';
  /**
   * The confirmed action. The dialog stays open with a spinner while it runs and closes when
   * it ends; the promise then resolves true if it succeeded, false if it failed.
   */
  action?: () => Promise<unknown>;
}

export interface Dialogs {
  alert(options: MessageOptions): Promise<void>;
  error(options: MessageOptions): Promise<void>;
  /** Resolves true for Confirm, false for Cancel (or Escape). */
  confirm(options: ConfirmOptions): Promise<boolean>;
}

type Request = { id: number } & (
  | ({ kind: 'alert' | 'error'; resolve: () => void } & MessageOptions)
  | ({ kind: 'confirm'; resolve: (confirmed: boolean) => void } & ConfirmOptions)
);

const asBody = (message: ReactNode) => (typeof message === 'string' ? <p>{message}</p> : message);

const DialogsContext = createContext<Dialogs | null>(null);

/** Shows the alert, error and confirm dialogs asked for with `useDialogs`, one at a time. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Request[]>([]);
  const [busy, setBusy] = useState(false);
  const lastId = useRef(0);
  const current = queue[0];

  const dialogs = useMemo<Dialogs>(() => {
    const enqueue = (request: Request) => setQueue((pending) => [...pending, request]);
    const id = () => (lastId.current += 1);
    return {
      alert: (options) =>
        new Promise((resolve) => enqueue({ ...options, id: id(), kind: 'alert', resolve })),
      error: (options) =>
        new Promise((resolve) => enqueue({ ...options, id: id(), kind: 'error', resolve })),
      confirm: (options) =>
        new Promise((resolve) => enqueue({ ...options, id: id(), kind: 'confirm', resolve })),
    };
  }, []);

  const next = () => setQueue((pending) => pending.slice(1));

  let dialog: ReactNode = null;
  if (current?.kind === 'confirm') {
    const settle = (confirmed: boolean) => {
      current.resolve(confirmed);
      next();
    };
    const onConfirm = () => {
      if (!current.action) return settle(true);
      setBusy(true);
      current
        .action()
        .then(
          () => settle(true),
          () => settle(false),
        )
        .finally(() => setBusy(false));
    };
    dialog = (
      <ConfirmDialog
        key={current.id}
        open
        title={current.title}
        confirmLabel={current.confirmLabel}
        cancelLabel={current.cancelLabel}
        confirmVariant={current.confirmVariant}
        loading={busy}
        onConfirm={onConfirm}
        onCancel={() => settle(false)}
      >
        {asBody(current.message)}
      </ConfirmDialog>
    );
  } else if (current) {
    const Message = current.kind === 'error' ? ErrorDialog : AlertDialog;
    const close = () => {
      current.resolve();
      next();
    };
    dialog = (
      <Message
        key={current.id}
        open
        title={current.title}
        okLabel={current.okLabel}
        onClose={close}
      >
        {asBody(current.message)}
      </Message>
    );
  }

  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      {dialog}
    </DialogsContext.Provider>
  );
}

/** Opens the shared dialogs from anywhere below a `DialogProvider`. */
export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs needs a DialogProvider above it');
  return dialogs;
}
