export const COMPOSE_TITLE = 'Write to the list';
export const MESSAGES_TITLE = 'Sent messages';
export const NO_MESSAGES = 'No messages have been sent to this list yet';
/** Under the sent messages while some copies are still waiting to be sent. */
export const SENDING_NOTE =
  'Some copies are still being sent. Reload the page to see the latest counts.';
export const COMPOSE_LOAD_FAILED = 'Error fetching the distribution list and email templates';
export const TEMPLATE_LOAD_FAILED = 'Error fetching the email template';
export const OPT_OUT_NOTE =
  "Each member's copy ends with a link to stop receiving emails from this list.";
export const LIST_INACTIVE_NOTE =
  'This list is inactive: activate it on the distribution lists page to send a message.';

/** The confirm before a message goes out. */
export const sendQuestion = (recipients: number) => ({
  title: 'Send this message?',
  message:
    recipients === 1
      ? 'It will be emailed to 1 member now.'
      : `It will be emailed to ${recipients} members now.`,
  confirmLabel: 'Send',
});

export const messageSent = (recipients: number) =>
  recipients === 1 ? 'Message sent to 1 member.' : `Message sent to ${recipients} members.`;

export const recipientsLabel = (recipients: number) =>
  recipients === 1 ? '1 member' : `${recipients} members`;
