// The club settings page's route, and the type of the texts its code outside components takes.
import type { Translate } from '@touchline/i18n';
import type { BackofficeMessageId } from '../messages/backoffice-messages';

export const CLUB_SETTINGS_PATH = '/club-settings';

/** The back office's texts in the page's language (`useBackofficeT()`). */
export type SettingsT = Translate<BackofficeMessageId>;
