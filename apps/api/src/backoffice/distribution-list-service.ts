import type { DistributionList } from '@touchline/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fail } from '../errors/domain-error';
import { findDistributionList } from './distribution-list-repository';

/** One of the club's distribution lists, or the refusal that it has none of that id. */
export async function clubList(
  db: Kysely<Database>,
  accountId: number,
  listId: number,
): Promise<DistributionList> {
  const list = await findDistributionList(db, accountId, listId);
  if (!list) throw fail('list_not_found');
  return list;
}
