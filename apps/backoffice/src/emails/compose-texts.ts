// The texts of writing to a list and of its sent messages, in the admin's language.
import type { Translate } from '@touchline/i18n';
import type { BackofficeMessageId } from '../messages/backoffice-messages';

type T = Translate<BackofficeMessageId>;

/** The confirm before a message goes out. */
export const sendQuestion = (t: T, recipients: number) => ({
  title: t('compose.sendTitle'),
  message: t('compose.sendMessage', { recipients }),
  confirmLabel: t('compose.send'),
});
