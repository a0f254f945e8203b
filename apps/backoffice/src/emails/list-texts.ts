// The distribution lists' texts: labels of the lists' choices and the questions asked about a
// list, in the admin's language.
import type {
  DistributionAudience,
  DistributionFrequency,
  EmailStatus,
} from '@touchline/contracts';
import type { Translate } from '@touchline/i18n';
import type { BackofficeMessageId } from '../messages/backoffice-messages';

type T = Translate<BackofficeMessageId>;

const AUDIENCE_IDS: Record<DistributionAudience, BackofficeMessageId> = {
  all_members: 'lists.audienceAllMembers',
  updates_subscribers: 'lists.audienceUpdatesSubscribers',
};

const FREQUENCY_IDS: Record<DistributionFrequency, BackofficeMessageId> = {
  once: 'lists.frequencyOnce',
  weekly: 'lists.frequencyWeekly',
  monthly: 'lists.frequencyMonthly',
};

const STATUS_IDS: Record<EmailStatus, BackofficeMessageId> = {
  active: 'lists.statusActive',
  inactive: 'lists.statusInactive',
};

/** The audiences, in the order the form offers them. */
export const AUDIENCES = Object.keys(AUDIENCE_IDS) as DistributionAudience[];
/** The frequencies, in the order the form offers them. */
export const FREQUENCIES = Object.keys(FREQUENCY_IDS) as DistributionFrequency[];

export const audienceLabel = (t: T, audience: DistributionAudience) => t(AUDIENCE_IDS[audience]);
export const frequencyLabel = (t: T, frequency: DistributionFrequency) =>
  t(FREQUENCY_IDS[frequency]);
export const statusLabel = (t: T, status: EmailStatus) => t(STATUS_IDS[status]);

/** The confirm dialog before a list stops (or starts again) sending. */
export const statusChangeQuestion = (t: T, name: string, next: EmailStatus) =>
  next === 'inactive'
    ? {
        title: t('lists.deactivateTitle', { name }),
        message: t('lists.deactivateMessage'),
        confirmLabel: t('lists.deactivate'),
      }
    : {
        title: t('lists.activateTitle', { name }),
        message: t('lists.activateMessage'),
        confirmLabel: t('lists.activate'),
      };

/** Asked before a template replaces a subject or message already written. */
export const replaceWithTemplateQuestion = (t: T, template: string) => ({
  title: t('compose.replaceTitle'),
  message: t('compose.replaceMessage', { template }),
});
