import type { Kysely } from 'kysely';
import { insertClubAccount, type NewClubAccount } from '../clubs/club-repository';
import type { Database } from './schema';
import { SEED_CLUBS } from './seed-clubs';
import { seedContent } from '../content/content-seed';
import { seedCatalogue } from '../catalogue/catalogue-seed';
import { seedIdentity } from '../identity/identity-seed';
import { seedCommerce } from '../commerce/commerce-seed';
import { seedBackoffice } from '../backoffice/backoffice-seed';
import { seedLeagues } from '../leagues/leagues-seed';
import { seedMemberAccount } from '../member-account/member-account-seed';

export interface SeedOptions {
  /**
   * The development sign-ins (and the orders and account data that belong to them). Never in
   * production: their passwords are public.
   */
  readonly developmentAccounts?: boolean;
}

export interface SeedResult {
  /** Slugs of the clubs created by this run; empty when everything was there already. */
  readonly created: string[];
}

/**
 * Adds the seed clubs that do not exist yet. Idempotent: an existing club (matched by slug) is
 * left exactly as it is, so data changed locally survives a restart. Reset the data folder to
 * get the seed data back.
 */
export async function seedDatabase(
  db: Kysely<Database>,
  clubs: readonly NewClubAccount[] = SEED_CLUBS,
  { developmentAccounts = true }: SeedOptions = {},
): Promise<SeedResult> {
  const created: string[] = [];
  for (const club of clubs) {
    const accountId = await insertClubAccount(db, club);
    if (accountId !== null) created.push(club.slug);
  }
  // Areas in dependency order: identity before commerce, catalogue before commerce.
  await seedContent(db);
  await seedIdentity(db, { developmentAccounts });
  await seedCatalogue(db);
  await seedCommerce(db);
  await seedMemberAccount(db);
  await seedBackoffice(db);
  await seedLeagues(db);
  return { created };
}
