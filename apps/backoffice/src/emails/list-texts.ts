import type {
  DistributionAudience,
  DistributionFrequency,
  EmailStatus,
} from '@touchline/contracts';

export const LISTS_TITLE = 'Email distribution lists';
export const NEW_LIST_TITLE = 'New distribution list';
export const EDIT_LIST_TITLE = 'Edit distribution list';
export const LISTS_LOAD_FAILED = 'Error fetching distribution lists';
export const EDITOR_LOAD_FAILED = 'Error fetching the distribution list and email templates';
export const EDITOR_UNAVAILABLE = 'This page could not be loaded. Please try again later.';
export const LIST_SAVED = 'The distribution list has been saved.';
export const LIST_DEACTIVATED = 'The distribution list has been deactivated.';
export const LIST_ACTIVATED = 'The distribution list has been activated.';
export const NO_LISTS = 'No distribution lists found';

export const AUDIENCE_LABELS: Record<DistributionAudience, string> = {
  all_members: 'All members',
  updates_subscribers: 'Members who asked for updates',
};

export const FREQUENCY_LABELS: Record<DistributionFrequency, string> = {
  once: 'Once',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

export const STATUS_LABELS: Record<EmailStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
};

/** The confirm dialog before a list stops (or starts again) sending. */
export const statusChangeQuestion = (name: string, next: EmailStatus) =>
  next === 'inactive'
    ? {
        title: `Deactivate "${name}"?`,
        message:
          'Members on this list will receive no more emails from it until you activate it again.',
        confirmLabel: 'Deactivate',
      }
    : {
        title: `Activate "${name}"?`,
        message: 'Members on this list will receive its emails again.',
        confirmLabel: 'Activate',
      };

/** Asked before a template replaces a subject or message already written. */
export const replaceWithTemplateQuestion = (template: string) => ({
  title: 'Replace your message?',
  message: `The template “${template}” replaces the subject and the message you have written.`,
});
