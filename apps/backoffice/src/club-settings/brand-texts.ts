// The texts of the club settings page's "Logo, banner and social links" section.
import { SOCIAL_NETWORKS, type SocialNetwork } from '@touchline/validators';

export const BRAND_TITLE = 'Logo, banner and social links';
export const BRAND_SAVED = 'The club’s logo, banner and social links have been saved.';
export const BRAND_LOAD_FAILED = 'The club’s logo, banner and social links could not be loaded.';
export const SAVE_BRAND = 'Save logo, banner and links';
export const BRAND_HAS_ERRORS = 'Please check the fields marked above.';

export const LOGO_LEGEND = 'Logo';
export const LOGO_PREVIEW = 'Logo preview, on the logo background colour';
export const NO_LOGO = 'No logo: the header shows the club’s name.';
export const UPLOAD_LOGO = 'Upload a logo';
export const CHANGE_LOGO = 'Change the logo';
export const REMOVE_LOGO = 'Remove the logo';
export const logoAlt = (club: string) => `Logo of ${club}`;

export const BANNER_LEGEND = 'Home banner';
export const BANNER_SHOWN = 'Show the banner’s title, text and link on the home page';
export const BANNER_PICTURE = 'Banner picture';
export const NO_PICTURE = 'No picture: the banner shows on the primary colour.';
export const UPLOAD_PICTURE = 'Upload a picture';
export const CHANGE_PICTURE = 'Change the picture';
export const REMOVE_PICTURE = 'Remove the picture';
export const BANNER_TITLE_LABEL = 'Title';
export const BANNER_TEXT_LABEL = 'Short text';
export const BANNER_LINK_LEGEND = 'The banner’s “Find out more” link';
export const BANNER_LINK_LABELS = {
  none: 'No link',
  page: 'A page of the club’s site',
  outside: 'An outside address (opens in a new tab)',
} as const;
export const BANNER_PAGE_LABEL = 'Page address';
export const BANNER_PAGE_HINT = 'For example /pages/about-us or /products/membership';
export const BANNER_OUTSIDE_LABEL = 'Outside address';
export const BANNER_OUTSIDE_HINT = 'Starting with https://';
export const BANNER_PAGE_NEEDED = 'Enter the page’s address, or choose No link';
export const BANNER_OUTSIDE_NEEDED = 'Enter the outside address, or choose No link';
export const BANNER_PREVIEW = 'Home banner preview';
export const NO_BANNER = 'No banner: the home page starts with the latest news.';
/** The link's text on the site's banner (the shell's banner). */
export const BANNER_LINK_TEXT = 'Find out more';
export const linkGoesTo = (address: string) => `goes to ${address}`;

export const SOCIAL_LEGEND = 'Social links';
export const SOCIAL_HINT = 'Leave a field empty when the club is not on that network.';
export const socialLabel = (network: SocialNetwork) => `${SOCIAL_NETWORKS[network].name} address`;
export const socialHint = (network: SocialNetwork) =>
  `For example ${SOCIAL_NETWORKS[network].example}`;
export const FOOTER_PREVIEW = 'Footer preview';
/** The footer's heading over the social links (the shell's footer). */
export const FOLLOW_US = 'Follow us';
export const NO_SOCIAL_LINKS = 'No social links: the footer shows no “Follow us”.';
/** How the site names each network's link (the shell's social links). */
export const SOCIAL_LINK_NAMES: Readonly<Record<SocialNetwork, string>> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  instagram: 'Instagram',
};
