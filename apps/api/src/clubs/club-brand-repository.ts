import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ClubBrand } from '../mail/club-mail-layout';
import { toPublicUrl } from './club-routes';

/**
 * The look of the club's mail from its account record: name, logo (made absolute with
 * `publicUrl`, as the club record serves it) and theme colours. Null for an unknown account.
 */
export async function findClubBrand(
  db: Kysely<Database>,
  accountId: number,
  publicUrl: string,
): Promise<ClubBrand | null> {
  const row = await db
    .selectFrom('clubs')
    .select(['name', 'logo_image', 'theme'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    name: row.name,
    logoUrl: toPublicUrl(row.logo_image, publicUrl),
    primaryColor: row.theme.color.primary,
    logoBackground: row.theme.color.logo_background,
  };
}
