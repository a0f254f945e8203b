/** The API's refusal of the last card while payments depend on it, as the tests answer it. */
export const ONLY_CARD_MESSAGE_FOR_TESTS =
  'This card cannot be removed: it is your only saved card and instalments or auto renewals are paid with it. Add another card first.';
