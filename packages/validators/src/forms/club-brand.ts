// The club brand's rules (home banner and social links), shared by the back office's brand
// editor and the API that saves them. The site links a banner either to one of its own pages
// (a site-relative address) or to an outside https address, never both; each social link goes
// to its own network over https, or is left empty.

export type SocialNetwork = 'facebook' | 'twitter' | 'instagram';

export const BANNER_TITLE_MAX_LENGTH = 80;
export const BANNER_TEXT_MAX_LENGTH = 300;
export const BRAND_LINK_MAX_LENGTH = 500;

export const BANNER_TITLE_REQUIRED = 'Enter the banner’s title';
export const BANNER_TITLE_TOO_LONG = `Keep the banner’s title to ${BANNER_TITLE_MAX_LENGTH} characters or fewer`;
export const BANNER_TEXT_TOO_LONG = `Keep the banner’s text to ${BANNER_TEXT_MAX_LENGTH} characters or fewer`;
export const BRAND_LINK_TOO_LONG = `Keep the link to ${BRAND_LINK_MAX_LENGTH} characters or fewer`;
export const BANNER_PAGE_LINK =
  'Enter a page of the club’s site starting with /, for example /pages/about-us';
export const BANNER_OUTSIDE_LINK = 'Enter an outside address starting with https://';
export const BANNER_ONE_LINK =
  'Link the banner to a page of the club or an outside address, not both';

/** Each network's name, the hosts its profiles live on, and an example address. */
export const SOCIAL_NETWORKS: Readonly<
  Record<SocialNetwork, { name: string; hosts: readonly string[]; example: string }>
> = {
  facebook: {
    name: 'Facebook',
    hosts: ['facebook.com', 'www.facebook.com', 'm.facebook.com', 'fb.com'],
    example: 'https://www.facebook.com/yourclub',
  },
  twitter: {
    name: 'X (Twitter)',
    hosts: ['twitter.com', 'www.twitter.com', 'mobile.twitter.com', 'x.com', 'www.x.com'],
    example: 'https://x.com/yourclub',
  },
  instagram: {
    name: 'Instagram',
    hosts: ['instagram.com', 'www.instagram.com'],
    example: 'https://www.instagram.com/yourclub',
  },
};

export const socialLinkMessage = (network: SocialNetwork): string =>
  `Enter the club’s ${SOCIAL_NETWORKS[network].name} address, for example ${SOCIAL_NETWORKS[network].example}, or leave it empty`;

/** A site-relative page address: one leading slash (not two: that leaves the site), no spaces. */
const SITE_PAGE = /^\/(?!\/)[^\s\\]*$/;
const HTTPS_ADDRESS = /^https:\/\/[^\s/?#\\]+\.[^\s/?#\\]+(?:[/?#]\S*)?$/i;

/** What is wrong with a social link ('' or null: none, which is fine); undefined when fine. */
export function socialLinkError(
  network: SocialNetwork,
  value: string | null | undefined,
): string | undefined {
  const link = (value ?? '').trim();
  if (link === '') return undefined;
  if (link.length > BRAND_LINK_MAX_LENGTH) return BRAND_LINK_TOO_LONG;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return socialLinkMessage(network);
  }
  const host = url.hostname.toLowerCase();
  const profile = url.pathname.replace(/\/+$/, '');
  const fits =
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    url.port === '' &&
    SOCIAL_NETWORKS[network].hosts.includes(host) &&
    profile !== '';
  return fits ? undefined : socialLinkMessage(network);
}

export interface BannerDraft {
  title: string;
  short_content: string;
  url: string | null;
  external_url: string | null;
}

export type BannerField = keyof BannerDraft;

/** What is wrong with a banner, by field; an empty object when it may be saved. */
export function bannerErrors(banner: BannerDraft): Partial<Record<BannerField, string>> {
  const errors: Partial<Record<BannerField, string>> = {};
  const title = banner.title.trim();
  if (title === '') errors.title = BANNER_TITLE_REQUIRED;
  else if (title.length > BANNER_TITLE_MAX_LENGTH) errors.title = BANNER_TITLE_TOO_LONG;
  if (banner.short_content.trim().length > BANNER_TEXT_MAX_LENGTH) {
    errors.short_content = BANNER_TEXT_TOO_LONG;
  }
  const page = (banner.url ?? '').trim();
  const outside = (banner.external_url ?? '').trim();
  if (page !== '' && outside !== '') {
    errors.url = BANNER_ONE_LINK;
    errors.external_url = BANNER_ONE_LINK;
    return errors;
  }
  if (page.length > BRAND_LINK_MAX_LENGTH) errors.url = BRAND_LINK_TOO_LONG;
  else if (page !== '' && !SITE_PAGE.test(page)) errors.url = BANNER_PAGE_LINK;
  if (outside.length > BRAND_LINK_MAX_LENGTH) errors.external_url = BRAND_LINK_TOO_LONG;
  else if (outside !== '' && !HTTPS_ADDRESS.test(outside)) {
    errors.external_url = BANNER_OUTSIDE_LINK;
  }
  return errors;
}
