/** Addresses of the email screens. */
export const LISTS_PATH = '/emails/distribution-lists';
export const composePath = (listId: number) => `${LISTS_PATH}/${listId}/compose`;
export const messagesPath = (listId: number) => `${LISTS_PATH}/${listId}/messages`;

/** What the editor leaves in the history for the lists page it returns to: the list it saved. */
export interface SavedListState {
  savedListId: number;
}

/** The list just saved, from the lists page's history state; null when it was not opened so. */
export function savedListOf(state: unknown): number | null {
  if (state === null || typeof state !== 'object') return null;
  const id = (state as Partial<SavedListState>).savedListId;
  return typeof id === 'number' ? id : null;
}
