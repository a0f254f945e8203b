import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { SponsorsTable } from '../../db/schema-content';

export type SponsorRow = Selectable<SponsorsTable>;

/** What the back office writes of a sponsor; its place in the order is kept apart. */
export interface SponsorFields {
  readonly name: string;
  readonly link: string | null;
  readonly imageFilepath: string | null;
  readonly imageFilename: string | null;
  readonly featured: boolean;
}

const columnsOf = (fields: SponsorFields) => ({
  name: fields.name,
  link: fields.link,
  image_filepath: fields.imageFilepath,
  image_filename: fields.imageFilename,
  featured: fields.featured,
});

/** The club's sponsors in the club's order (not the site's, which puts the featured first). */
export function listClubSponsors(db: Kysely<Database>, accountId: number): Promise<SponsorRow[]> {
  return db
    .selectFrom('sponsors')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** One sponsor of the club; undefined for another club's or an unknown id. */
export function findClubSponsor(
  db: Kysely<Database>,
  accountId: number,
  sponsorId: number,
): Promise<SponsorRow | undefined> {
  return db
    .selectFrom('sponsors')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', sponsorId)
    .executeTakeFirst();
}

/** Adds a sponsor after the club's others; answers its id. */
export async function insertClubSponsor(
  db: Kysely<Database>,
  accountId: number,
  fields: SponsorFields,
): Promise<number> {
  const last = await db
    .selectFrom('sponsors')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  const row = await db
    .insertInto('sponsors')
    .values({ account_id: accountId, ...columnsOf(fields), position: (last?.position ?? 0) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateClubSponsor(
  db: Kysely<Database>,
  accountId: number,
  sponsorId: number,
  fields: SponsorFields,
): Promise<void> {
  await db
    .updateTable('sponsors')
    .set(columnsOf(fields))
    .where('account_id', '=', accountId)
    .where('id', '=', sponsorId)
    .execute();
}

export async function deleteClubSponsor(
  db: Kysely<Database>,
  accountId: number,
  sponsorId: number,
): Promise<void> {
  await db
    .deleteFrom('sponsors')
    .where('account_id', '=', accountId)
    .where('id', '=', sponsorId)
    .execute();
}

/**
 * Numbers the club's sponsors 1, 2, 3... in the order of `ids` (every sponsor of the club). Only
 * rows whose place changes are written.
 */
export async function renumberClubSponsors(
  db: Kysely<Database>,
  accountId: number,
  current: readonly SponsorRow[],
  ids: readonly number[],
): Promise<void> {
  const positions = new Map(current.map((row) => [row.id, row.position]));
  for (const [index, id] of ids.entries()) {
    if (positions.get(id) === index + 1) continue;
    await db
      .updateTable('sponsors')
      .set({ position: index + 1 })
      .where('account_id', '=', accountId)
      .where('id', '=', id)
      .execute();
  }
}
