/** Addresses of the email screens. */
export const LISTS_PATH = '/emails/distribution-lists';
export const composePath = (listId: number) => `${LISTS_PATH}/${listId}/compose`;
export const messagesPath = (listId: number) => `${LISTS_PATH}/${listId}/messages`;
