import type { ClubBrandSettings } from '@touchline/contracts';
import { sql, type Kysely } from 'kysely';
import { toPublicUrl } from '../../clubs/club-routes';
import type { Database } from '../../db/schema';

/** The brand as stored: image paths as the club record keeps them (site-relative or absolute). */
export interface StoredClubBrand {
  readonly logo_image: string | null;
  readonly layout_image: string | null;
  readonly banner: {
    readonly title: string;
    readonly short_content: string;
    readonly url: string | null;
    readonly external_url: string | null;
  } | null;
  readonly facebook: string | null;
  readonly twitter: string | null;
  readonly instagram: string | null;
}

/** The club's logo, home banner and social links as stored; null when there is no such club. */
export async function findStoredClubBrand(
  db: Kysely<Database>,
  accountId: number,
): Promise<StoredClubBrand | null> {
  const row = await db
    .selectFrom('clubs')
    .select([
      'logo_image',
      'layout_image',
      'banner_title',
      'banner_short_content',
      'banner_url',
      'banner_external_url',
      'facebook',
      'twitter',
      'instagram',
    ])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    logo_image: row.logo_image,
    layout_image: row.layout_image,
    // As the club record reads it: no title, no banner.
    banner:
      row.banner_title === null
        ? null
        : {
            title: row.banner_title,
            short_content: row.banner_short_content ?? '',
            url: row.banner_url,
            external_url: row.banner_external_url,
          },
    facebook: row.facebook,
    twitter: row.twitter,
    instagram: row.instagram,
  };
}

/** The brand as the back office reads it: image addresses absolute, as the club record serves them. */
export function toClubBrandSettings(stored: StoredClubBrand, publicUrl: string): ClubBrandSettings {
  return {
    ...stored,
    logo_image: toPublicUrl(stored.logo_image, publicUrl),
    layout_image: toPublicUrl(stored.layout_image, publicUrl),
    banner: stored.banner && { ...stored.banner },
  };
}

export async function saveClubBrand(
  db: Kysely<Database>,
  accountId: number,
  brand: StoredClubBrand,
): Promise<void> {
  await db
    .updateTable('clubs')
    .set({
      logo_image: brand.logo_image,
      layout_image: brand.layout_image,
      banner_title: brand.banner?.title ?? null,
      banner_short_content: brand.banner?.short_content ?? null,
      banner_url: brand.banner?.url ?? null,
      banner_external_url: brand.banner?.external_url ?? null,
      facebook: brand.facebook,
      twitter: brand.twitter,
      instagram: brand.instagram,
      updated_at: sql<Date>`now()`,
    })
    .where('account_id', '=', accountId)
    .execute();
}
