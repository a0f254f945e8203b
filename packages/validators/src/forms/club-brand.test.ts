import {
  BANNER_ONE_LINK,
  BANNER_OUTSIDE_LINK,
  BANNER_PAGE_LINK,
  BANNER_TEXT_TOO_LONG,
  BANNER_TITLE_REQUIRED,
  bannerErrors,
  socialLinkError,
  socialLinkMessage,
} from './club-brand';

const banner = { title: 'Summer camp', short_content: '', url: null, external_url: null };

describe('the social link rule', () => {
  it.each([
    ['facebook', 'https://www.facebook.com/glenardengaels'],
    ['facebook', 'https://facebook.com/glenardengaels/'],
    ['twitter', 'https://x.com/glenardengaels'],
    ['twitter', 'https://twitter.com/glenardengaels'],
    ['instagram', 'https://www.instagram.com/glenardengaels'],
    ['instagram', ''],
    ['instagram', null],
  ] as const)('takes %s %p', (network, link) => {
    expect(socialLinkError(network, link)).toBeUndefined();
  });

  it.each([
    ['facebook', 'http://www.facebook.com/glenardengaels'],
    ['facebook', 'www.facebook.com/glenardengaels'],
    ['facebook', 'https://www.facebook.com/'],
    ['facebook', 'https://www.facebook.com.evil.example/club'],
    ['twitter', 'https://www.instagram.com/glenardengaels'],
    ['instagram', 'https://user@www.instagram.com/club'],
  ] as const)('refuses %s %p, naming the network', (network, link) => {
    expect(socialLinkError(network, link)).toBe(socialLinkMessage(network));
  });
});

describe('the banner rule', () => {
  it('needs a title and keeps the text short', () => {
    expect(bannerErrors({ ...banner, title: '  ' })).toEqual({ title: BANNER_TITLE_REQUIRED });
    expect(bannerErrors({ ...banner, short_content: 'x'.repeat(301) })).toEqual({
      short_content: BANNER_TEXT_TOO_LONG,
    });
  });

  it('links to a page of the club or an outside https address, not both', () => {
    expect(bannerErrors({ ...banner, url: '/pages/about-us' })).toEqual({});
    expect(bannerErrors({ ...banner, external_url: 'https://www.gaa.ie/camps' })).toEqual({});
    expect(bannerErrors({ ...banner, url: 'pages/about-us' })).toEqual({ url: BANNER_PAGE_LINK });
    expect(bannerErrors({ ...banner, url: '//evil.example' })).toEqual({ url: BANNER_PAGE_LINK });
    expect(bannerErrors({ ...banner, external_url: 'http://www.gaa.ie' })).toEqual({
      external_url: BANNER_OUTSIDE_LINK,
    });
    expect(
      bannerErrors({ ...banner, url: '/pages/about-us', external_url: 'https://www.gaa.ie' }),
    ).toEqual({ url: BANNER_ONE_LINK, external_url: BANNER_ONE_LINK });
  });
});
