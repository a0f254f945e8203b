import type { ClubLocation } from '@touchline/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The club's address and map point; null when there is no such club. */
export async function findClubLocation(
  db: Kysely<Database>,
  accountId: number,
): Promise<ClubLocation | null> {
  const row = await db
    .selectFrom('clubs')
    .select([
      'name',
      'address_line1',
      'address_city',
      'address_county',
      'address_country',
      'address_latitude',
      'address_longitude',
      'display_address',
    ])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    name: row.name,
    address:
      row.address_line1 === null
        ? null
        : {
            line1: row.address_line1,
            city: row.address_city ?? '',
            county: row.address_county ?? '',
            country: row.address_country ?? '',
          },
    latitude: row.address_latitude,
    longitude: row.address_longitude,
    display_address: row.display_address,
  };
}

/** Moves the club's map point (and, when given, whether the contact page shows the address). */
export async function saveClubLocation(
  db: Kysely<Database>,
  accountId: number,
  location: { latitude: number; longitude: number; displayAddress?: boolean },
): Promise<void> {
  await db
    .updateTable('clubs')
    .set({
      address_latitude: location.latitude,
      address_longitude: location.longitude,
      ...(location.displayAddress === undefined
        ? {}
        : { display_address: location.displayAddress }),
      updated_at: sql<Date>`now()`,
    })
    .where('account_id', '=', accountId)
    .execute();
}
