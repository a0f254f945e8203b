import { LOTTO_CREDIT_CARD_MESSAGE } from '@touchline/contracts';
import { ERRORS } from '../../errors/catalogue';

describe('card rules shared with the site', () => {
  it('refuse a credit card with the text the checkout page shows', () => {
    const text = 'Credit cards are not accepted for Lotto products. Please use a debit card.';
    expect(ERRORS.card_not_accepted.message).toBe(text);
    expect(LOTTO_CREDIT_CARD_MESSAGE).toBe(text);
  });
});
