import { likelyFirstActs } from './likely-first-acts';

const club = { area: 'club' } as const;

describe('the modules fetched ahead of the first act', () => {
  it("are the page's remote and the header's widgets, with the cart's sheet, on a club's page", () => {
    expect(likelyFirstActs('/', club, { checkout: true })).toEqual([
      'storefront/routes',
      { module: 'checkout/CartButton', lazyParts: true },
      'auth/UserMenu',
      'auth/routes',
    ]);
    expect(likelyFirstActs('/products/shop', club, { checkout: true })).toEqual([
      'membership/routes',
      { module: 'checkout/CartButton', lazyParts: true },
      'auth/UserMenu',
      'auth/routes',
    ]);
  });

  it('leave out the cart where the club does not sell online', () => {
    expect(likelyFirstActs('/fixtures-results', club, { checkout: false })).toEqual([
      'fixtures/routes',
      'auth/UserMenu',
      'auth/routes',
    ]);
  });

  it('are none in the account and admin areas, which load their remote at once', () => {
    expect(likelyFirstActs('/', { area: 'myaccount' }, { checkout: true })).toEqual([]);
    expect(likelyFirstActs('/', { area: 'su' }, { checkout: true })).toEqual([]);
  });
});
