import type { ClubMenu, MenuItemInput } from '@touchline/contracts';
import type { Kysely } from 'kysely';
import { findClubMenuItems, toMenuRow } from '../../clubs/club-repository';
import type { Database } from '../../db/schema';

export type ClubMenuItem = ClubMenu['data'][number];

/** The club's menu in the order the site shows it, every field present as the editor takes it. */
export async function findClubMenu(
  db: Kysely<Database>,
  accountId: number,
): Promise<ClubMenuItem[]> {
  const items = await findClubMenuItems(db, accountId);
  return items.map((item) => ({
    ...item,
    product_type: item.product_type ?? null,
    pages: item.pages ?? [],
  }));
}

/** Replaces the whole menu with `items` (already checked and in order), numbered from 1. */
export async function replaceClubMenu(
  db: Kysely<Database>,
  accountId: number,
  items: readonly MenuItemInput[],
): Promise<void> {
  await db.deleteFrom('club_menu_items').where('account_id', '=', accountId).execute();
  if (items.length === 0) return;
  await db
    .insertInto('club_menu_items')
    .values(items.map((item, index) => toMenuRow(accountId, { ...item, position: index + 1 })))
    .execute();
}
