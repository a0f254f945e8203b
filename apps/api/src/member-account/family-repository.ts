import type { FamilyMember, JuvenilePatchBody } from '@touchline/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { listRelatedAccounts } from '../identity/member-repository';

/**
 * The user and the people they answer for in every club (spec: related accounts), with the
 * date of birth, gender and the membership plans bought for each in completed orders (not those
 * the club refunded in full: they ended); for the family's adults, whether they sign in with an
 * account of their own or have a claim link waiting.
 */
export async function listFamily(db: Kysely<Database>, userId: number): Promise<FamilyMember[]> {
  const related = await listRelatedAccounts(db, userId);
  if (related.length === 0) return [];
  const ids = related.map((row) => row.member_id);
  const [details, plans, invited] = await Promise.all([
    db
      .selectFrom('members')
      .select([
        'id',
        'user_id',
        'gender',
        sql<string | null>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
      ])
      .where('id', 'in', ids)
      .execute(),
    db
      .selectFrom('order_items as it')
      .innerJoin('orders as o', 'o.order_id', 'it.order_id')
      .select([
        'it.name',
        'o.order_id',
        'o.order_seq',
        'o.created_at',
        sql<string>`it.metadata->>'member_id'`.as('member_id'),
      ])
      .where('o.status', '=', 'Completed')
      .where('it.product_type', '=', 'Plan')
      // A membership refunded in full has ended (its plan, or its bundle's).
      .where('it.ended_at', 'is', null)
      .where(
        sql<string>`it.metadata->>'member_id'`,
        'in',
        ids.map((id) => String(id)),
      )
      .orderBy('o.created_at', 'desc')
      .execute(),
    db
      .selectFrom('member_claims')
      .select('member_id')
      .where('member_id', 'in', ids)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .execute(),
  ]);
  const waiting = new Set(invited.map((row) => row.member_id));
  const byId = new Map(details.map((row) => [row.id, row]));
  // A member can be listed twice (themself in one club, someone's relation in another).
  const seen = new Set<string>();
  return related.flatMap((row) => {
    const key = `${row.account_id}:${row.member_id}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const detail = byId.get(row.member_id);
    return [
      {
        member_id: row.member_id,
        club: { account_id: row.account_id, name: row.club.name, slug: row.club.slug },
        first_name: row.first_name,
        last_name: row.last_name,
        kind: row.kind,
        relation: row.relation,
        account_state:
          row.relation !== 'Adult'
            ? null
            : detail?.user_id
              ? ('own' as const)
              : waiting.has(row.member_id)
                ? ('invited' as const)
                : ('not_invited' as const),
        date_of_birth: detail?.date_of_birth ?? null,
        gender: detail?.gender ?? null,
        memberships: plans
          .filter((plan) => plan.member_id === String(row.member_id))
          .map((plan) => ({
            name: plan.name,
            order_id: plan.order_id,
            order_seq: plan.order_seq,
            bought_at: new Date(plan.created_at).toISOString(),
          })),
      },
    ];
  });
}

/** Changes a juvenile's details (checked by the caller). */
export async function updateJuvenile(
  db: Kysely<Database>,
  memberId: number,
  changes: JuvenilePatchBody,
): Promise<void> {
  await db
    .updateTable('members')
    .set({
      first_name: changes.first_name.trim(),
      last_name: changes.last_name.trim(),
      date_of_birth: changes.date_of_birth,
      gender: changes.gender,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', memberId)
    .execute();
}
