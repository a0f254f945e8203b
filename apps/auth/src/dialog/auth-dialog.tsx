import { Button, Dialog } from '@touchline/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { useAuthT } from '../messages/auth-messages';
import { AuthModeProvider, useCloseDialog } from './auth-mode';
import styles from './auth-frame.module.css';

/**
 * The flow in a modal dialog (opened from the header): at most 38.75rem wide, not dismissed
 * by clicking outside, focus kept inside; Close and Escape go back to the page behind.
 */
export function AuthDialog({ children }: { children: ReactNode }) {
  const t = useAuthT();
  const [title, setTitle] = useState(() => t('signIn.title'));
  const value = useMemo(() => ({ mode: 'dialog' as const, setTitle }), []);
  return (
    <AuthModeProvider value={value}>
      <DialogBody title={title}>{children}</DialogBody>
    </AuthModeProvider>
  );
}

function DialogBody({ title, children }: { title: string; children: ReactNode }) {
  const t = useAuthT();
  const close = useCloseDialog();
  return (
    <Dialog
      open
      title={title}
      onCancel={close}
      className={styles.authDialog}
      actions={
        <Button variant="text" onClick={close}>
          {t('dialog.close')}
        </Button>
      }
    >
      {children}
    </Dialog>
  );
}
