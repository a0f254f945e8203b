export const INBOX_TITLE = 'Contact inbox';
export const NO_CONTACT_MESSAGES = 'No messages found';
export const MESSAGE_NOT_FOUND = 'This message does not exist.';
export const MARKED_UNREAD = 'The message has been marked as unread.';
export const READ_STATUS_LABELS = { unread: 'Unread', read: 'Read' } as const;
export const unreadCount = (unread: number) =>
  unread === 1 ? '1 unread message' : `${unread} unread messages`;
