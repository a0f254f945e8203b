import { quickCheckoutAllowed, refusesCreditCard } from './purchase-rules';

describe('purchase rules', () => {
  it.each(['Wales', 'England', 'Scotland', 'Northern Ireland', 'UK'])(
    'refuses a credit card for lotto or draw tickets in %s',
    (country) => {
      expect(refusesCreditCard(country, ['ShopItem', 'Lotto'], 'credit')).toBe(true);
      expect(refusesCreditCard(country, ['Draw'], 'credit')).toBe(true);
    },
  );

  it('takes debit cards, other products and other countries', () => {
    expect(refusesCreditCard('England', ['Lotto'], 'debit')).toBe(false);
    expect(refusesCreditCard('England', ['ShopItem', 'Plan'], 'credit')).toBe(false);
    expect(refusesCreditCard('Ireland', ['Lotto'], 'credit')).toBe(false);
    expect(refusesCreditCard(null, ['Lotto'], 'credit')).toBe(false);
  });

  const visitor = {
    guestCheckout: true,
    signedIn: false,
    hasMembershipItems: false,
    requiresSavedCard: false,
  };

  it('allows quick checkout only for a visitor of a guest-checkout club without membership', () => {
    expect(quickCheckoutAllowed(visitor)).toBe(true);
    expect(quickCheckoutAllowed({ ...visitor, guestCheckout: false })).toBe(false);
    expect(quickCheckoutAllowed({ ...visitor, signedIn: true })).toBe(false);
    expect(quickCheckoutAllowed({ ...visitor, hasMembershipItems: true })).toBe(false);
  });

  it('refuses quick checkout when the card must be saved (auto renew, instalments)', () => {
    expect(quickCheckoutAllowed({ ...visitor, requiresSavedCard: true })).toBe(false);
  });
});
