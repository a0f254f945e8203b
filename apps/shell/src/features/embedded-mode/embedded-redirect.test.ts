import { embeddedRedirectTarget, isOnPage, lottoProductPath } from './embedded-redirect';

describe('lottoProductPath', () => {
  it.each([
    ['club-lotto', '/products/lotto/club-lotto'],
    ['/products/lotto/club-lotto', '/products/lotto/club-lotto'],
    ['products/lotto/club-lotto/', '/products/lotto/club-lotto'],
    ['lotto/club-lotto', '/products/lotto/club-lotto'],
    ['https://demo.example.ie/products/lotto/club-lotto?x=1', '/products/lotto/club-lotto'],
  ])('reads %s as %s', (stored, path) => {
    expect(lottoProductPath(stored)).toBe(path);
  });

  it.each(['', '/', '/products/draw/summer'])('finds no lotto product in "%s"', (stored) => {
    expect(lottoProductPath(stored)).toBeNull();
  });
});

describe('embeddedRedirectTarget', () => {
  it('sends a signed-in visitor to the stored product', () => {
    expect(embeddedRedirectTarget({ signedIn: true, product: 'membership', lottoUrl: null })).toBe(
      '/products/membership',
    );
    expect(embeddedRedirectTarget({ signedIn: true, product: 'shop', lottoUrl: null })).toBe(
      '/products/shop',
    );
  });

  it('prefers a pending lotto product', () => {
    expect(embeddedRedirectTarget({ signedIn: true, product: 'shop', lottoUrl: 'weekly' })).toBe(
      '/products/lotto/weekly',
    );
  });

  it('sends nobody anywhere without a session or a known product', () => {
    expect(embeddedRedirectTarget({ signedIn: false, product: 'shop', lottoUrl: 'x' })).toBeNull();
    expect(
      embeddedRedirectTarget({ signedIn: true, product: 'tickets', lottoUrl: null }),
    ).toBeNull();
    expect(embeddedRedirectTarget({ signedIn: true, product: null, lottoUrl: null })).toBeNull();
  });
});

describe('isOnPage', () => {
  it('matches the page and the pages inside it', () => {
    expect(isOnPage('/products/shop', '/products/shop')).toBe(true);
    expect(isOnPage('/products/shop/item', '/products/shop')).toBe(true);
    expect(isOnPage('/products/shopping', '/products/shop')).toBe(false);
  });
});
