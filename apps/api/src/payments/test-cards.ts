import type { CardFunding, PaymentError } from './payment-port';
import { passesLuhn } from '@touchline/validators';

/** What the offline simulator does with a card number. */
export type CardBehaviour =
  | { readonly kind: 'succeeds' }
  | { readonly kind: 'declines'; readonly code: string; readonly declineCode: string | null }
  | { readonly kind: 'authenticates' }
  /** Can be saved, but every charge of the saved card is declined (arrears). */
  | { readonly kind: 'charge_fails_after_saving' };

export interface TestCard {
  readonly number: string;
  readonly brand: string;
  readonly funding: CardFunding;
  readonly behaviour: CardBehaviour;
  readonly description: string;
}

const SUCCEEDS: CardBehaviour = { kind: 'succeeds' };

/**
 * The simulator's test cards, modelled on the card provider's published test numbers. Any
 * other number that passes the Luhn check is a credit card that succeeds. Any future expiry
 * date and any 3-digit CVC (4 for amex) are accepted.
 */
export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4242424242424242',
    brand: 'visa',
    funding: 'credit',
    behaviour: SUCCEEDS,
    description: 'Succeeds (credit card)',
  },
  {
    number: '4000056655665556',
    brand: 'visa',
    funding: 'debit',
    behaviour: SUCCEEDS,
    description: 'Succeeds (debit card: accepted for lotto and draw everywhere)',
  },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    funding: 'credit',
    behaviour: SUCCEEDS,
    description: 'Succeeds (credit card)',
  },
  {
    number: '5200828282828210',
    brand: 'mastercard',
    funding: 'debit',
    behaviour: SUCCEEDS,
    description: 'Succeeds (debit card)',
  },
  {
    number: '378282246310005',
    brand: 'amex',
    funding: 'credit',
    behaviour: SUCCEEDS,
    description: 'Succeeds (credit card, 4-digit CVC)',
  },
  {
    number: '36227206271667',
    brand: 'diners_club',
    funding: 'credit',
    behaviour: SUCCEEDS,
    description: 'Succeeds (credit card)',
  },
  {
    number: '4000000000000002',
    brand: 'visa',
    funding: 'credit',
    behaviour: { kind: 'declines', code: 'card_declined', declineCode: 'generic_decline' },
    description: 'Declined (generic decline)',
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    funding: 'debit',
    behaviour: { kind: 'declines', code: 'card_declined', declineCode: 'insufficient_funds' },
    description: 'Declined (insufficient funds)',
  },
  {
    number: '4000000000000069',
    brand: 'visa',
    funding: 'credit',
    behaviour: { kind: 'declines', code: 'expired_card', declineCode: null },
    description: 'Declined (expired card)',
  },
  {
    number: '4000000000000127',
    brand: 'visa',
    funding: 'credit',
    behaviour: { kind: 'declines', code: 'incorrect_cvc', declineCode: null },
    description: 'Declined (incorrect CVC)',
  },
  {
    number: '4000002760003184',
    brand: 'visa',
    funding: 'credit',
    behaviour: { kind: 'authenticates' },
    description: '3-D Secure: asks for authentication on the confirmation page',
  },
  {
    number: '4000000000003220',
    brand: 'visa',
    funding: 'debit',
    behaviour: { kind: 'authenticates' },
    description: '3-D Secure (debit card)',
  },
  {
    number: '4000000000000341',
    brand: 'visa',
    funding: 'debit',
    behaviour: { kind: 'charge_fails_after_saving' },
    description: 'Can be saved; every charge is declined (payments in arrears)',
  },
];

/** The provider's messages for its refusal codes. */
export const DECLINE_MESSAGES: Readonly<Record<string, string>> = {
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  incorrect_number: 'Your card number is incorrect.',
  invalid_expiry: "Your card's expiration date is in the past.",
  invalid_cvc: "Your card's security code is invalid.",
  authentication_failed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

export function declineError(code: string, declineCode: string | null): PaymentError {
  return {
    type: 'card_error',
    code,
    declineCode,
    message:
      DECLINE_MESSAGES[declineCode ?? code] ??
      DECLINE_MESSAGES[code] ??
      DECLINE_MESSAGES['generic_decline']!,
  };
}

export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^3(0[0-5]|[68])/.test(digits)) return 'diners_club';
  return 'unknown';
}

export interface CardInput {
  readonly number: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvc: string;
}

export type CardCheck =
  | {
      readonly ok: true;
      readonly brand: string;
      readonly funding: CardFunding;
      readonly lastFour: string;
      readonly behaviour: CardBehaviour;
    }
  | { readonly ok: false; readonly error: PaymentError };

/** Reads a card as the simulator does: number, expiry (not in the past), CVC. */
export function checkTestCard(card: CardInput, now = new Date()): CardCheck {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!passesLuhn(digits)) {
    return { ok: false, error: declineError('incorrect_number', null) };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const endOfMonth = Date.UTC(year, card.expMonth, 1);
  if (card.expMonth < 1 || card.expMonth > 12 || endOfMonth <= now.getTime()) {
    return { ok: false, error: declineError('invalid_expiry', null) };
  }
  const known = TEST_CARDS.find((test) => test.number === digits);
  const brand = known?.brand ?? brandOf(digits);
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) {
    return { ok: false, error: declineError('invalid_cvc', null) };
  }
  return {
    ok: true,
    brand,
    funding: known?.funding ?? 'credit',
    lastFour: digits.slice(-4),
    behaviour: known?.behaviour ?? SUCCEEDS,
  };
}
