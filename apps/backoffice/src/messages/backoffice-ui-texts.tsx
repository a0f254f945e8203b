import { paginatorTextsFrom, type UiTexts, UiTextsProvider } from '@touchline/ui';
import { type ReactNode, useMemo } from 'react';
import { useBackofficeT } from './backoffice-messages';

/**
 * The shared components' own words (dialog buttons, "Exit without saving?", the paginator,
 * "Load more", "Loading…", "No results found") in the back office's language, given once
 * around the whole app.
 */
export function BackofficeUiTexts({ children }: { children: ReactNode }) {
  const t = useBackofficeT();
  const texts = useMemo<UiTexts>(
    () => ({
      ok: t('dialog.ok'),
      confirm: t('dialog.confirm'),
      cancel: t('dialog.cancel'),
      exitWithoutSaving: {
        title: t('dialog.exitTitle'),
        prompt: t('dialog.exitPrompt'),
        confirm: t('dialog.exitConfirm'),
      },
      paginator: paginatorTextsFrom(t),
      loading: t('ui.loading'),
      loadMore: t('ui.loadMore'),
      noResults: t('ui.noResults'),
      scrollsSideways: (label) => t('ui.scrollsSideways', { label }),
    }),
    [t],
  );
  return <UiTextsProvider value={texts}>{children}</UiTextsProvider>;
}
