import type { Kysely } from 'kysely';
import { seedBackoffice } from './backoffice/backoffice-seed';
import { seedCatalogue } from './catalogue/catalogue-seed';
import { insertClubAccount, type NewClubAccount } from './clubs/club-repository';
import { SEED_CLUBS } from './clubs/club-seed-data';
import { seedCommerce } from './commerce/commerce-seed';
import { seedContent } from './content/content-seed';
import { withMigrationLock } from './db/migrate';
import type { Database } from './db/schema';
import { seedIdentity } from './identity/identity-seed';
import { seedLeagues } from './leagues/leagues-seed';
import { seedMemberAccount } from './member-account/member-account-seed';

/**
 * One area's demo data for the seed clubs. Idempotent: it adds only what is missing, so data
 * changed locally survives a restart.
 */
export type AreaSeed = (db: Kysely<Database>) => Promise<void>;

/**
 * Every area's seed, composed here (beside the app) so that the database layer depends on no
 * area. In dependency order: identity before commerce, catalogue before commerce and content (a
 * seeded page links to a programme), commerce before the member's account.
 */
export const AREA_SEEDS: readonly AreaSeed[] = [
  seedIdentity,
  seedCatalogue,
  seedContent,
  seedCommerce,
  seedMemberAccount,
  seedBackoffice,
  seedLeagues,
];

/**
 * The area seeds with or without the development sign-ins (and the orders and account data that
 * belong to them). Production never seeds them: their passwords are public.
 */
export function areaSeeds({
  developmentAccounts,
}: {
  readonly developmentAccounts: boolean;
}): readonly AreaSeed[] {
  if (developmentAccounts) return AREA_SEEDS;
  return AREA_SEEDS.map((seed) =>
    seed === seedIdentity
      ? (db: Kysely<Database>) => seedIdentity(db, { developmentAccounts: false })
      : seed,
  );
}

export interface SeedResult {
  /** Slugs of the clubs created by this run; empty when everything was there already. */
  readonly created: string[];
}

/**
 * Adds the seed clubs that do not exist yet, then each area's seed. Idempotent: an existing club
 * (matched by slug) is left exactly as it is, so data changed locally survives a restart. Reset
 * the data folder to get the seed data back.
 */
export async function seedDatabase(
  db: Kysely<Database>,
  clubs: readonly NewClubAccount[] = SEED_CLUBS,
  areas: readonly AreaSeed[] = AREA_SEEDS,
): Promise<SeedResult> {
  const created: string[] = [];
  for (const club of clubs) {
    const accountId = await insertClubAccount(db, club);
    if (accountId !== null) created.push(club.slug);
  }
  for (const seed of areas) await seed(db);
  return { created };
}

/**
 * Seeds under the migration lock: API instances starting together on an empty database seed
 * once between them (the second finds the first one's rows), never twice or half each.
 */
export function seedDatabaseOnce(
  db: Kysely<Database>,
  clubs: readonly NewClubAccount[] = SEED_CLUBS,
  areas: readonly AreaSeed[] = AREA_SEEDS,
): Promise<SeedResult> {
  return withMigrationLock(db, (connection) => seedDatabase(connection, clubs, areas));
}
