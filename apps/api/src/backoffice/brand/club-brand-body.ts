import type { ClubBrandUpdateBody } from '@touchline/contracts';
import { bannerErrors, socialLinkError, type SocialNetwork } from '@touchline/validators';
import type { Kysely } from 'kysely';
import { toPublicUrl } from '../../clubs/club-routes';
import type { Database } from '../../db/schema';
import { fail, type FieldErrors } from '../../errors/domain-error';
import { ok, refused, type Result } from '../../errors/result';
import { clubHasEditorImage } from '../editor-image-repository';
import { UPLOADED_IMAGE } from '../image-rules';
import type { StoredClubBrand } from './club-brand-repository';

export const LOGO_NOT_UPLOADED = 'Upload the logo again: it is not an image uploaded for the club.';
export const PICTURE_NOT_UPLOADED =
  'Upload the banner’s picture again: it is not an image uploaded for the club.';

const NETWORKS: readonly SocialNetwork[] = ['facebook', 'twitter', 'instagram'];
/** The platform's own files for a club (the seed's logos and banners), under its slug. */
const clubStaticFile = (slug: string, path: string) =>
  path.startsWith(`/static/clubs/${slug}/`) &&
  /^\/static\/clubs\/[a-z0-9-]+\/\w[\w.-]*$/.test(path);

const emptyAsNull = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** The banner and social links rules' findings as field errors (`body.banner.title`). */
export function brandTextErrors(body: ClubBrandUpdateBody): FieldErrors {
  const errors: FieldErrors = {};
  for (const network of NETWORKS) {
    const problem = socialLinkError(network, body[network]);
    if (problem) errors[`body.${network}`] = [problem];
  }
  if (body.banner) {
    for (const [field, problem] of Object.entries(bannerErrors(body.banner))) {
      errors[`body.banner.${field}`] = [problem];
    }
  }
  return errors;
}

export interface ClubOfBrand {
  readonly accountId: number;
  readonly slug: string;
  readonly publicUrl: string;
}

/** A 422 naming each field; its message is the field's own text when only one is wrong. */
function brandRefusal(found: FieldErrors) {
  const fields = Object.values(found);
  const only = fields.length === 1 ? fields[0]![0] : undefined;
  return fail('brand_invalid', { errors: found, ...(only ? { message: only } : {}) });
}

/**
 * The path to store for the image the body names: none, the club's image as it is (named by its
 * stored path or its public address), one of the platform's files for the club, or an image the
 * club uploaded, kept as `/v2/images/...` like the seed's site-relative paths (the club record
 * makes it absolute when it serves it). Any other address is refused: the site shows only
 * images the platform serves, and the caller names the field.
 */
async function storedImagePath(
  db: Kysely<Database>,
  club: ClubOfBrand,
  asked: string | null,
  current: string | null,
): Promise<Result<string | null, 'brand_invalid'>> {
  const { accountId, publicUrl, slug } = club;
  const value = emptyAsNull(asked);
  if (value === null) return ok(null);
  if (current !== null && (value === current || value === toPublicUrl(current, publicUrl))) {
    return ok(current);
  }
  const path = value.startsWith(`${publicUrl}/`) ? value.slice(publicUrl.length) : value;
  if (clubStaticFile(slug, path)) return ok(path);
  const file = UPLOADED_IMAGE.exec(path)?.[1];
  if (file && (await clubHasEditorImage(db, accountId, file))) return ok(path);
  return refused('brand_invalid');
}

/**
 * The brand to store from a body the rules accept (texts trimmed, empty links as null); a body
 * they do not is refused with `brand_invalid` and the field errors of all that is wrong with it.
 */
export async function checkedClubBrand(
  db: Kysely<Database>,
  club: ClubOfBrand,
  current: StoredClubBrand,
  body: ClubBrandUpdateBody,
): Promise<StoredClubBrand> {
  const errors = brandTextErrors(body);
  const logo = await storedImagePath(db, club, body.logo_image, current.logo_image);
  if (!logo.ok) errors['body.logo_image'] = [LOGO_NOT_UPLOADED];
  const picture = await storedImagePath(db, club, body.layout_image, current.layout_image);
  if (!picture.ok) errors['body.layout_image'] = [PICTURE_NOT_UPLOADED];
  if (Object.keys(errors).length > 0 || !logo.ok || !picture.ok) throw brandRefusal(errors);
  return {
    logo_image: logo.value,
    layout_image: picture.value,
    banner: body.banner && {
      title: body.banner.title.trim(),
      short_content: body.banner.short_content.trim(),
      url: emptyAsNull(body.banner.url),
      external_url: emptyAsNull(body.banner.external_url),
    },
    facebook: emptyAsNull(body.facebook),
    twitter: emptyAsNull(body.twitter),
    instagram: emptyAsNull(body.instagram),
  };
}
