import type {
  Gender,
  Member,
  MemberAddressInput,
  RelatedAccount,
  RelatedMember,
  RelationKind,
  RelationToUser,
} from '@touchline/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MemberKind } from '../db/schema-identity';

/** The member columns every answer needs (the date of birth as `YYYY-MM-DD` text). */
const MEMBER_COLUMNS = [
  'm.id',
  'm.account_id',
  'm.user_id',
  'm.kind',
  'm.is_guest',
  'm.email',
  'm.first_name',
  'm.last_name',
  'm.mobile',
  'm.gender',
  'm.address_line1',
  'm.address_line2',
  'm.address_city',
  'm.address_county',
  'm.address_postal_code',
  'm.address_country',
  'm.receive_updates',
  'm.created_at',
] as const;
const dateOfBirth = sql<string | null>`to_char(m.date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth');

function selectMembers(db: Kysely<Database>) {
  return db.selectFrom('members as m').select([...MEMBER_COLUMNS, dateOfBirth]);
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof selectMembers>['executeTakeFirstOrThrow']>>;

export function toMember(row: MemberRow): Member {
  return {
    member_id: row.id,
    account_id: row.account_id,
    kind: row.kind,
    is_guest: row.is_guest,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    mobile: row.mobile,
    date_of_birth: row.date_of_birth,
    gender: row.gender,
    address: {
      country: row.address_country,
      postal_code: row.address_postal_code,
      county: row.address_county,
      city: row.address_city,
      line1: row.address_line1,
      line2: row.address_line2,
    },
    receive_updates: row.receive_updates,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function findMember(db: Kysely<Database>, memberId: number): Promise<Member | null> {
  const row = await selectMembers(db).where('m.id', '=', memberId).executeTakeFirst();
  return row ? toMember(row) : null;
}

/** The adult member record of a user in a club account, or null. */
export async function findMemberOfUser(
  db: Kysely<Database>,
  userId: number,
  accountId: number,
): Promise<Member | null> {
  const row = await selectMembers(db)
    .where('m.user_id', '=', userId)
    .where('m.account_id', '=', accountId)
    .executeTakeFirst();
  return row ? toMember(row) : null;
}

/** The id of a user's member record in a club account, or null. */
export async function memberIdOfUser(
  db: Kysely<Database>,
  userId: number,
  accountId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('user_id', '=', userId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.id ?? null;
}

export interface NewMember {
  readonly accountId: number;
  readonly userId?: number | null;
  readonly kind?: MemberKind;
  readonly isGuest?: boolean;
  readonly email?: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly mobile?: string | null;
  readonly dateOfBirth?: string | null;
  readonly gender?: Gender | null;
  readonly address?: MemberAddressInput;
  readonly receiveUpdates?: boolean;
  readonly termsAccepted?: boolean;
}

const trimmedOrNull = (value: string | null | undefined) => {
  const text = value?.trim();
  return text ? text : null;
};

function addressColumns(address: MemberAddressInput | undefined) {
  if (!address) return {};
  const columns: Record<string, string | null> = {};
  const names = {
    line1: 'address_line1',
    line2: 'address_line2',
    city: 'address_city',
    county: 'address_county',
    postal_code: 'address_postal_code',
    country: 'address_country',
  } as const;
  for (const [field, column] of Object.entries(names)) {
    const value = address[field as keyof MemberAddressInput];
    if (value !== undefined) columns[column] = trimmedOrNull(value);
  }
  return columns;
}

/**
 * Creates a member of a club: an adult (with `userId` for a sign-in, which also gets the Member
 * role there), a juvenile (no sign-in) or a guest. Returns the new member.
 */
export async function createMember(db: Kysely<Database>, member: NewMember): Promise<Member> {
  const row = await db
    .insertInto('members')
    .values({
      account_id: member.accountId,
      user_id: member.userId ?? null,
      kind: member.kind ?? 'adult',
      is_guest: member.isGuest ?? false,
      email: member.email ? member.email.trim().toLowerCase() : null,
      first_name: member.firstName.trim(),
      last_name: member.lastName.trim(),
      mobile: trimmedOrNull(member.mobile),
      date_of_birth: member.dateOfBirth ?? null,
      gender: member.gender ?? null,
      receive_updates: member.receiveUpdates ?? false,
      terms_accepted_at: member.termsAccepted ? sql<Date>`now()` : null,
      ...addressColumns(member.address),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (member.userId) {
    await db
      .insertInto('user_roles')
      .values({ user_id: member.userId, role: 'Member', account_id: member.accountId })
      .onConflict((conflict) => conflict.constraint('user_roles_unique').doNothing())
      .execute();
  }
  const created = await findMember(db, row.id);
  if (!created) throw new Error(`Member ${row.id} vanished after insert`);
  return created;
}

export interface MemberChanges {
  readonly first_name?: string;
  readonly last_name?: string;
  readonly mobile?: string | null;
  readonly address?: MemberAddressInput;
  readonly receive_updates?: boolean;
  readonly date_of_birth?: string | null;
  readonly gender?: Gender | null;
}

export async function updateMember(
  db: Kysely<Database>,
  memberId: number,
  changes: MemberChanges,
): Promise<Member | null> {
  await db
    .updateTable('members')
    .set({
      ...(changes.first_name === undefined ? {} : { first_name: changes.first_name.trim() }),
      ...(changes.last_name === undefined ? {} : { last_name: changes.last_name.trim() }),
      ...(changes.mobile === undefined ? {} : { mobile: trimmedOrNull(changes.mobile) }),
      ...(changes.receive_updates === undefined
        ? {}
        : { receive_updates: changes.receive_updates }),
      ...(changes.date_of_birth === undefined ? {} : { date_of_birth: changes.date_of_birth }),
      ...(changes.gender === undefined ? {} : { gender: changes.gender }),
      ...addressColumns(changes.address),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', memberId)
    .execute();
  return findMember(db, memberId);
}

/** Records that `relatedMemberId` is the `relation` of `memberId` (idempotent). */
export async function relateMembers(
  db: Kysely<Database>,
  link: { accountId: number; memberId: number; relatedMemberId: number; relation: RelationKind },
): Promise<void> {
  await db
    .insertInto('member_relations')
    .values({
      account_id: link.accountId,
      member_id: link.memberId,
      related_member_id: link.relatedMemberId,
      relation: link.relation,
    })
    .onConflict((conflict) =>
      conflict.constraint('member_relations_unique').doUpdateSet({ relation: link.relation }),
    )
    .execute();
}

/**
 * The guest member of a club for an email: created, or refreshed with the names given when the
 * same guest comes back.
 */
export async function upsertGuestMember(
  db: Kysely<Database>,
  guest: { accountId: number; firstName: string; lastName: string; email: string },
): Promise<Member> {
  const email = guest.email.trim().toLowerCase();
  const existing = await db
    .selectFrom('members')
    .select('id')
    .where('account_id', '=', guest.accountId)
    .where('is_guest', '=', true)
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing) {
    const updated = await updateMember(db, existing.id, {
      first_name: guest.firstName,
      last_name: guest.lastName,
    });
    if (updated) return updated;
  }
  return createMember(db, {
    accountId: guest.accountId,
    isGuest: true,
    email,
    firstName: guest.firstName,
    lastName: guest.lastName,
  });
}

type RelatedRow = MemberRow & { relation: RelationToUser };

/** The user's own member and the members related to it, in one club. */
async function familyOf(db: Kysely<Database>, holderMemberId: number): Promise<RelatedRow[]> {
  const self = await selectMembers(db).where('m.id', '=', holderMemberId).executeTakeFirst();
  if (!self) return [];
  const related = await selectMembers(db)
    .innerJoin('member_relations as r', 'r.related_member_id', 'm.id')
    .select('r.relation')
    .where('r.member_id', '=', holderMemberId)
    .orderBy('m.last_name')
    .orderBy('m.first_name')
    .orderBy('m.id')
    .execute();
  return [{ ...self, relation: 'Self' }, ...related];
}

function toRelatedMember(row: RelatedRow): RelatedMember {
  return {
    member_id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    kind: row.kind,
    relation: row.relation,
    date_of_birth: row.date_of_birth,
    gender: row.gender,
  };
}

/**
 * The holder's family in a club filtered by `type`: `adult` (the holder and related adults),
 * `juvenile` (their juveniles), `guardian` (the holder when caring for a juvenile, and second
 * guardians); all of them without a type.
 */
export async function listRelations(
  db: Kysely<Database>,
  holderMemberId: number,
  type?: 'adult' | 'guardian' | 'juvenile',
): Promise<RelatedMember[]> {
  const family = await familyOf(db, holderMemberId);
  const caresForJuvenile = family.some((row) => row.relation === 'Juvenile');
  return family
    .filter((row) => {
      if (type === 'adult') return row.kind === 'adult';
      if (type === 'juvenile') return row.kind === 'juvenile';
      if (type === 'guardian') {
        return row.relation === 'Guardian' || (row.relation === 'Self' && caresForJuvenile);
      }
      return true;
    })
    .map(toRelatedMember);
}

export async function listJuveniles(
  db: Kysely<Database>,
  holderMemberId: number,
): Promise<RelatedMember[]> {
  const family = await familyOf(db, holderMemberId);
  return family.filter((row) => row.relation === 'Juvenile').map(toRelatedMember);
}

/**
 * Every member record the user is, or answers for, in every club: their own (`Self`) and the
 * related members of each; optionally in one account only. Ordered by club, then self first.
 */
export async function listRelatedAccounts(
  db: Kysely<Database>,
  userId: number,
  accountId?: number,
): Promise<RelatedAccount[]> {
  let own = db
    .selectFrom('members')
    .select(['id', 'account_id'])
    .where('user_id', '=', userId)
    .orderBy('account_id');
  if (accountId !== undefined) own = own.where('account_id', '=', accountId);
  const holders = await own.execute();
  if (holders.length === 0) return [];
  const clubRows = await db
    .selectFrom('clubs')
    .select(['account_id', 'slug', 'name'])
    .where(
      'account_id',
      'in',
      holders.map((holder) => holder.account_id),
    )
    .execute();
  const clubs = new Map(clubRows.map((club) => [club.account_id, club]));
  const accounts: RelatedAccount[] = [];
  for (const holder of holders) {
    for (const row of await familyOf(db, holder.id)) {
      const club = clubs.get(row.account_id);
      accounts.push({
        member_id: row.id,
        account_id: row.account_id,
        club: { slug: club?.slug ?? '', name: club?.name ?? '' },
        first_name: row.first_name,
        last_name: row.last_name,
        kind: row.kind,
        relation: row.relation,
      });
    }
  }
  return accounts;
}
