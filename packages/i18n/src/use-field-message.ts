import { useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import {
  fieldMessagesLoaded,
  loadFieldMessages,
  onFieldMessagesLoaded,
  translateFieldMessage,
} from './field-messages';
import { MessagesLanguage } from './messages-language';

/**
 * Shows a validation rule's message (or the API's refusal of a field) in the language of the
 * nearest app `Messages`. The form that asks loads that language's field messages, a small
 * chunk, when it mounts: long before a visitor's first mistake. Until they are there the
 * message shows in English.
 */
export function useFieldMessage(): (text: string | undefined) => string | undefined {
  const language = useContext(MessagesLanguage);
  const ready = useSyncExternalStore(
    onFieldMessagesLoaded,
    () => fieldMessagesLoaded(language),
    () => fieldMessagesLoaded(language),
  );
  useEffect(() => {
    if (!ready) void loadFieldMessages(language);
  }, [language, ready]);
  return useCallback(
    (text: string | undefined) => (text && ready ? translateFieldMessage(text, language) : text),
    [language, ready],
  );
}
