import { textOfCode, type Translate } from '@touchline/i18n';
import type { BackofficeMessageId } from '../messages/backoffice-messages';

type T = Translate<BackofficeMessageId>;

export const READ_STATUS_MESSAGES = {
  unread: 'contact.status.unread',
  read: 'contact.status.read',
} as const satisfies Record<string, BackofficeMessageId>;

/** `2 unread messages`, the count in digits only. */
export const unreadCount = (t: T, unread: number) =>
  t('contact.unreadCount', { count: unread, shown: String(unread) });

const CATEGORY_MESSAGES: Readonly<Record<string, BackofficeMessageId>> = {
  accessibility: 'contact.category.accessibility',
};

const TOPIC_MESSAGES: Readonly<Record<string, BackofficeMessageId>> = {
  page_content: 'contact.topic.page_content',
  form_feature: 'contact.topic.form_feature',
  keyboard_focus: 'contact.topic.keyboard_focus',
  screen_reader: 'contact.topic.screen_reader',
  other: 'contact.topic.other',
};

/**
 * How the inbox names a message's category: "Accessibility: A form or a feature" (as
 * `contactCategoryLabel` does, in the page's language); a value it does not know as it is.
 */
export function categoryLabel(
  t: T,
  category: string | null | undefined,
  detail: string | null | undefined,
): string | null {
  if (!category) return null;
  const name = textOfCode(t, CATEGORY_MESSAGES, category);
  if (!detail) return name;
  return t('contact.categoryWithTopic', {
    category: name,
    topic: textOfCode(t, TOPIC_MESSAGES, detail),
  });
}
