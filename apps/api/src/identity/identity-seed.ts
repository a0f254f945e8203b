import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { SEED_GOVERNING_BODIES, SEED_USERS, type SeedUser } from './identity-seed-data';
import { createMember, findMemberOfUser, relateMembers } from './member-repository';
import { createUser, findUserByEmail, grantRole } from './user-repository';

/**
 * Seeds the identity area for the seeded clubs: governing bodies and the development sign-ins
 * (an admin, a member with a juvenile and a governing-body user for the demo club; an admin for
 * the quiet club). Idempotent: a user that exists (matched by email) is left alone.
 */
export async function seedIdentity(
  db: Kysely<Database>,
  { developmentAccounts = true }: { readonly developmentAccounts?: boolean } = {},
): Promise<void> {
  for (const body of SEED_GOVERNING_BODIES) {
    await db
      .insertInto('governing_bodies')
      .values(body)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
  if (!developmentAccounts) return;
  for (const seed of SEED_USERS) await seedUser(db, seed);
}

/**
 * One development sign-in of a seeded club, with its roles and, for a member, the member record
 * and juveniles. Left alone when a user with that email exists; nothing when the club does not.
 */
export async function seedUser(db: Kysely<Database>, seed: SeedUser): Promise<void> {
  const club = await db
    .selectFrom('clubs')
    .select('account_id')
    .where('slug', '=', seed.club)
    .executeTakeFirst();
  if (!club || (await findUserByEmail(db, seed.email))) return;
  const userId = await createUser(db, {
    email: seed.email,
    firstName: seed.firstName,
    lastName: seed.lastName,
    password: seed.password,
    emailVerified: true,
    termsAccepted: true,
  });
  if (userId === null) return;
  for (const role of seed.roles) {
    await grantRole(
      db,
      userId,
      role,
      role === 'XGB'
        ? { governingBodyId: seed.governingBodyId ?? 0 }
        : { accountId: club.account_id },
    );
  }
  if (!seed.member) return;
  const holder =
    (await findMemberOfUser(db, userId, club.account_id)) ??
    (await createMember(db, {
      accountId: club.account_id,
      userId,
      email: seed.email,
      firstName: seed.firstName,
      lastName: seed.lastName,
      termsAccepted: true,
      address: seed.address,
    }));
  for (const juvenile of seed.juveniles ?? []) {
    const child = await createMember(db, {
      accountId: club.account_id,
      kind: 'juvenile',
      firstName: juvenile.firstName,
      lastName: juvenile.lastName,
      dateOfBirth: juvenile.dateOfBirth,
      gender: juvenile.gender,
    });
    await relateMembers(db, {
      accountId: club.account_id,
      memberId: holder.member_id,
      relatedMemberId: child.member_id,
      relation: 'Juvenile',
    });
  }
}
