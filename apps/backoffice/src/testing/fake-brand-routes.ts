import type { ClubBrandSettings, ClubBrandUpdateBody } from '@touchline/contracts';
import { bannerErrors, socialLinkError, type SocialNetwork } from '@touchline/validators';
import { API } from './fake-emails-api';

interface Answer {
  status: number;
  body?: unknown;
}

/** The demo club's logo, banner and social links as seeded. */
export function aSeededBrand(): ClubBrandSettings {
  return {
    logo_image: `${API}/static/clubs/demo/logo.svg`,
    layout_image: `${API}/static/clubs/demo/banner.svg`,
    banner: {
      title: 'Membership 2027 is open',
      short_content: 'Join the Gaels for the new season.',
      url: '/products/membership',
      external_url: null,
    },
    facebook: 'https://www.facebook.com/glenardengaels',
    twitter: 'https://twitter.com/glenardengaels',
    instagram: 'https://www.instagram.com/glenardengaels',
  };
}

const NETWORKS: readonly SocialNetwork[] = ['facebook', 'twitter', 'instagram'];

/**
 * The brand calls (and the image upload) in memory, as the API answers them: the banner and
 * social link rules with their field errors, empty links as null, each save audited. Answers
 * undefined for any other call.
 */
export function fakeBrandRoutes(
  initial: ClubBrandSettings,
  audit: (before: unknown, after: unknown) => void,
) {
  let brand = initial;
  let nextImage = 1;
  const refusal = (body: ClubBrandUpdateBody): Answer | undefined => {
    const errors: Record<string, string[]> = {};
    for (const network of NETWORKS) {
      const problem = socialLinkError(network, body[network]);
      if (problem) errors[`body.${network}`] = [problem];
    }
    for (const [field, problem] of Object.entries(body.banner ? bannerErrors(body.banner) : {})) {
      errors[`body.banner.${field}`] = [problem];
    }
    const messages = Object.values(errors);
    if (messages.length === 0) return undefined;
    const message =
      messages.length === 1
        ? messages[0]![0]!
        : 'Please check the logo, the banner and the social links.';
    return { status: 422, body: { message, code: 'brand_invalid', errors } };
  };
  const link = (value: string | null | undefined) => value?.trim() || null;

  const route = (method: string, path: string, body: unknown): Answer | undefined => {
    if (method === 'POST' && path === '/v2/backoffice/images') {
      const n = nextImage++;
      return {
        status: 201,
        body: { file_path: `${API}/v2/images/uploaded-brand-${n}.png`, width: 400, height: 200 },
      };
    }
    if (path !== '/v2/backoffice/club/brand') return undefined;
    if (method === 'PUT') {
      const edit = body as ClubBrandUpdateBody;
      const refused = refusal(edit);
      if (refused) return refused;
      const before = brand;
      brand = {
        logo_image: edit.logo_image,
        layout_image: edit.layout_image,
        banner: edit.banner && {
          title: edit.banner.title.trim(),
          short_content: edit.banner.short_content.trim(),
          url: link(edit.banner.url),
          external_url: link(edit.banner.external_url),
        },
        facebook: link(edit.facebook),
        twitter: link(edit.twitter),
        instagram: link(edit.instagram),
      };
      audit(before, brand);
    }
    return { status: 200, body: brand };
  };
  return { route, current: () => brand };
}
