// Purchase rules the checkout page and the API both apply.

/** Club countries where lotto and draw tickets cannot be paid by credit card. */
export const RESTRICTED_CREDIT_COUNTRIES: readonly string[] = [
  'Wales',
  'England',
  'Scotland',
  'Northern Ireland',
  'UK',
  'United Kingdom',
];

/** Product types a credit card cannot pay for in the restricted countries. */
const TICKET_TYPES: readonly string[] = ['Lotto', 'Draw'];

/**
 * Whether a card is refused: a credit card, for a cart with lotto or draw tickets, of a club in
 * Wales, England, Scotland, Northern Ireland or the UK.
 */
export function refusesCreditCard(
  clubCountry: string | null | undefined,
  productTypes: readonly string[],
  funding: string | null | undefined,
): boolean {
  return (
    funding === 'credit' &&
    !!clubCountry &&
    RESTRICTED_CREDIT_COUNTRIES.includes(clubCountry.trim()) &&
    productTypes.some((type) => TICKET_TYPES.includes(type))
  );
}

export interface QuickCheckoutFacts {
  /** The club takes guest checkouts. */
  guestCheckout: boolean;
  signedIn: boolean;
  hasMembershipItems: boolean;
  /** The cart has auto-renewing tickets, instalments or a subscription: the card must be saved. */
  requiresSavedCard: boolean;
}

/**
 * Quick (guest) checkout: only when the club has guest checkout, nobody is signed in and the
 * cart has no membership items; and never for a cart whose card must be saved, since guests
 * keep no cards.
 */
export function quickCheckoutAllowed(facts: QuickCheckoutFacts): boolean {
  return (
    facts.guestCheckout && !facts.signedIn && !facts.hasMembershipItems && !facts.requiresSavedCard
  );
}
