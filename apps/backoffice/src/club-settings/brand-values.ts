import { mapFieldErrors } from '@touchline/api-client';
import type { ClubBrandSettings, ClubBrandUpdateBody } from '@touchline/contracts';
import {
  bannerErrors,
  socialLinkError,
  type BannerDraft,
  type SocialNetwork,
} from '@touchline/validators';
import type { SettingsT } from './settings-texts';

export const NETWORKS: readonly SocialNetwork[] = ['facebook', 'twitter', 'instagram'];

export type BannerLinkKind = 'none' | 'page' | 'outside';

/** The brand form's fields: one text field per banner part, the link as a kind and an address. */
export interface BrandValues {
  logo_image: string | null;
  layout_image: string | null;
  banner_shown: boolean;
  banner_title: string;
  banner_text: string;
  banner_link: BannerLinkKind;
  banner_page: string;
  banner_outside: string;
  facebook: string;
  twitter: string;
  instagram: string;
}

export type BrandErrors = Partial<Record<keyof BrandValues, string>>;

export function brandValues(brand: ClubBrandSettings): BrandValues {
  const { banner } = brand;
  const page = banner?.url?.trim() ?? '';
  const outside = banner?.external_url?.trim() ?? '';
  return {
    logo_image: brand.logo_image,
    layout_image: brand.layout_image,
    banner_shown: banner !== null,
    banner_title: banner?.title ?? '',
    banner_text: banner?.short_content ?? '',
    // A page link wins, as on the site's banner.
    banner_link: page ? 'page' : outside ? 'outside' : 'none',
    banner_page: page,
    banner_outside: page ? '' : outside,
    facebook: brand.facebook ?? '',
    twitter: brand.twitter ?? '',
    instagram: brand.instagram ?? '',
  };
}

/** The banner as the form holds it, null while it is off: one link, of the kind chosen. */
export function bannerOf(values: BrandValues): BannerDraft | null {
  if (!values.banner_shown) return null;
  const page = values.banner_link === 'page' ? values.banner_page.trim() : '';
  const outside = values.banner_link === 'outside' ? values.banner_outside.trim() : '';
  return {
    title: values.banner_title.trim(),
    short_content: values.banner_text.trim(),
    url: page || null,
    external_url: outside || null,
  };
}

/**
 * The rules the API applies too (`@touchline/validators`, whose messages the form shows in the
 * page's language), on the fields the form shows.
 */
export const brandRules =
  (t: SettingsT) =>
  (values: BrandValues): BrandErrors => {
    const errors: BrandErrors = {};
    for (const network of NETWORKS) {
      const problem = socialLinkError(network, values[network]);
      if (problem) errors[network] = problem;
    }
    const banner = bannerOf(values);
    if (banner) {
      const found = bannerErrors(banner);
      if (found.title) errors.banner_title = found.title;
      if (found.short_content) errors.banner_text = found.short_content;
      if (values.banner_link === 'page' && !banner.url) errors.banner_page = t('brand.pageNeeded');
      else if (found.url) errors.banner_page = found.url;
      if (values.banner_link === 'outside' && !banner.external_url) {
        errors.banner_outside = t('brand.outsideNeeded');
      } else if (found.external_url) errors.banner_outside = found.external_url;
    }
    return errors;
  };

export function brandBody(values: BrandValues): ClubBrandUpdateBody {
  return {
    logo_image: values.logo_image,
    layout_image: values.layout_image,
    banner: bannerOf(values),
    facebook: values.facebook.trim() || null,
    twitter: values.twitter.trim() || null,
    instagram: values.instagram.trim() || null,
  };
}

/** Where the API's field errors (`body.banner.url`) show on the form. */
const SERVER_FIELDS: Readonly<Record<string, keyof BrandValues>> = {
  logo_image: 'logo_image',
  layout_image: 'layout_image',
  'banner.title': 'banner_title',
  'banner.short_content': 'banner_text',
  'banner.url': 'banner_page',
  'banner.external_url': 'banner_outside',
  facebook: 'facebook',
  twitter: 'twitter',
  instagram: 'instagram',
};

export const brandFieldErrors = (errors: Readonly<Record<string, readonly string[]>>) =>
  mapFieldErrors(errors, SERVER_FIELDS);
