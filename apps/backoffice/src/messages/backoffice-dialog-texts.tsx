import { DialogTextsProvider } from '@touchline/ui';
import { type ReactNode, useMemo } from 'react';
import { useBackofficeT } from './backoffice-messages';

/** The shared dialogs' buttons and "Exit without saving?" in the back office's language. */
export function BackofficeDialogTexts({ children }: { children: ReactNode }) {
  const t = useBackofficeT();
  const texts = useMemo(
    () => ({
      ok: t('dialog.ok'),
      confirm: t('dialog.confirm'),
      cancel: t('dialog.cancel'),
      exitWithoutSaving: {
        title: t('dialog.exitTitle'),
        prompt: t('dialog.exitPrompt'),
        confirm: t('dialog.exitConfirm'),
      },
    }),
    [t],
  );
  return <DialogTextsProvider value={texts}>{children}</DialogTextsProvider>;
}
