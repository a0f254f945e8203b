// What membership-rules.ts reads to judge a plan or bundle: the kind of a member (adult or
// juvenile) and the state of the programmes the plans belong to.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A member's kind (adult or juvenile), or null for no such member. */
export async function findMemberKind(
  db: Kysely<Database>,
  memberId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('members')
    .select('kind')
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row?.kind ?? null;
}

/**
 * The club's programmes among `programIds`, each with its status and its end date as the
 * calendar day (YYYY-MM-DD), which programmeOpen compares with today's.
 */
export function findProgrammeStates(
  db: Kysely<Database>,
  accountId: number,
  programIds: readonly number[],
) {
  return db
    .selectFrom('programs')
    .select([
      'program_id',
      'status',
      sql<string | null>`to_char(ends_on, 'YYYY-MM-DD')`.as('ends_on'),
    ])
    .where('account_id', '=', accountId)
    .where('program_id', 'in', programIds)
    .execute();
}
