/** What the account's card pages say. */
export const CARD_TEXTS = {
  loading: 'Loading the card form…',
  unavailable: 'Cards cannot be added at the moment. Please try again later.',
  failed: 'Your card could not be saved. Please check its details and try again.',
} as const;
