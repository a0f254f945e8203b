// What the club settings page's "Logo, banner and social links" section names, in the page's
// language.
import { SOCIAL_NETWORKS, type SocialNetwork } from '@touchline/validators';
import type { BannerLinkKind } from './brand-values';
import type { SettingsT } from './settings-texts';

/** The kinds of link a banner may have, in the order the section offers them. */
export const BANNER_LINK_KINDS: readonly BannerLinkKind[] = ['none', 'page', 'outside'];

export const bannerLinkLabel = (t: SettingsT, kind: BannerLinkKind) => t(`brand.linkKind.${kind}`);

export const socialLabel = (t: SettingsT, network: SocialNetwork) =>
  t('brand.socialLabel', { network: SOCIAL_NETWORKS[network].name });
export const socialHint = (t: SettingsT, network: SocialNetwork) =>
  t('brand.socialExample', { example: SOCIAL_NETWORKS[network].example });

/** How the site names each network's link (the shell's social links): the networks' own names. */
export const SOCIAL_LINK_NAMES: Readonly<Record<SocialNetwork, string>> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  instagram: 'Instagram',
};
