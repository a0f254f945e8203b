import { cardExpiry, cardName } from './card-label';

describe('cardName', () => {
  it('names a card by its brand and last four digits', () => {
    expect(cardName({ brand: 'visa', last_four_digits: '4242' })).toBe('Visa ending in 4242');
  });

  it('calls a card of an unknown brand a card', () => {
    expect(cardName({ brand: 'discover', last_four_digits: '1234' })).toBe('Card ending in 1234');
  });
});

describe('cardExpiry', () => {
  it('writes the month with two digits', () => {
    expect(cardExpiry({ expiration_month: 8, expiration_year: 2029 })).toBe('Expires 08/2029');
  });
});
