import { useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import { MessagesLanguage } from './messages-language';
import type { SourceTextCatalogue } from './source-text-catalogue';

/**
 * Shows texts of a source-text catalogue in the language of the nearest app `Messages`. The
 * component that asks loads that language's catalogue, a small chunk, when it mounts; until it
 * is there a text shows in English.
 */
export function useSourceText(
  catalogue: SourceTextCatalogue,
): <T extends string | undefined>(text: T) => T {
  const language = useContext(MessagesLanguage);
  const ready = useSyncExternalStore(
    catalogue.subscribe,
    () => catalogue.loaded(language),
    () => catalogue.loaded(language),
  );
  useEffect(() => {
    if (!ready) void catalogue.load(language);
  }, [catalogue, language, ready]);
  return useCallback(
    <T extends string | undefined>(text: T): T =>
      (text && ready ? catalogue.translate(text, language) : text) as T,
    [catalogue, language, ready],
  );
}
