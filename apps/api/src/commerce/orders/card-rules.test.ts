import { LOTTO_CREDIT_CARD_MESSAGE } from '@touchline/contracts';
import { ERRORS } from '../../errors/catalogue';

describe('card rules shared with the site', () => {
  it('refuse a credit card with the text the checkout page shows', () => {
    expect(ERRORS.card_not_accepted.message).toBe(LOTTO_CREDIT_CARD_MESSAGE);
  });
});
