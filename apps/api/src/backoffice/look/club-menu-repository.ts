import type { ClubMenu, MenuItemInput } from '@touchline/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type ClubMenuItem = ClubMenu['data'][number];

/** The club's menu in the order the site shows it. */
export async function findClubMenu(
  db: Kysely<Database>,
  accountId: number,
): Promise<ClubMenuItem[]> {
  const rows = await db
    .selectFrom('club_menu_items')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    title: row.title,
    url: row.url,
    type: row.type,
    product_type: row.product_type,
    position: row.position,
    pages:
      row.type === 'Section' ? (row.pages ?? []).map(({ title, url }) => ({ title, url })) : [],
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
    .values(
      items.map((item, index) => ({
        account_id: accountId,
        position: index + 1,
        title: item.title,
        url: item.url,
        type: item.type,
        product_type: item.type === 'Product' ? (item.product_type ?? null) : null,
        pages: item.type === 'Section' ? JSON.stringify(item.pages ?? []) : null,
      })),
    )
    .execute();
}
