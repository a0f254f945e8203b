import { isChromeless, remoteForPath } from './route-table';

describe('route table', () => {
  it.each([
    ['/', 'storefront'],
    ['/news/club-agm', 'storefront'],
    ['/pages/about-us', 'storefront'],
    ['/contact', 'storefront'],
    ['/accessibility', 'storefront'],
    ['/products/memberships/adult', 'storefront'],
    ['/products/lotto/club-lotto', 'membership'],
    ['/products/shop', 'membership'],
    ['/products/shop/home-jersey', 'membership'],
    ['/products/draw/summer-draw', 'membership'],
    ['/products/membership', 'membership'],
    ['/products/membership/details', 'membership'],
    ['/fixtures-results', 'fixtures'],
    ['/results-fixtures', 'fixtures'],
    ['/checkout', 'checkout'],
    ['/checkout/confirmation', 'checkout'],
    ['/authentication/sign-in', 'auth'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it('gives unknown paths to nobody', () => {
    expect(remoteForPath('/no-such-page')).toBeNull();
    expect(remoteForPath('/contact/extra')).toBeNull();
  });

  it('hides the navbar and footer on the email action pages only', () => {
    expect(isChromeless('/recurring-email-status')).toBe(true);
    expect(isChromeless('/unsubscribe-lotto-friend-email')).toBe(true);
    expect(isChromeless('/')).toBe(false);
  });
});
