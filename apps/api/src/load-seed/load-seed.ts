import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The growth the load seed adds on top of the normal seed (not part of `seedDatabase`). */
/** The signed-in member the load seed's orders belong to (the member's orders at growth size). */
export const LOAD_MEMBER_EMAIL = 'load-member@load.touchline.test';

export const LOAD_SEED = { clubs: 1_000, articles: 100_000, orders: 100_000 } as const;

export interface LoadSeedResult {
  clubs: number;
  articles: number;
  orders: number;
}

/**
 * Grows a seeded database to the size the growth figures in docs/performance.md are measured
 * at: 1,000 more clubs, and 100,000 published news articles and 100,000 completed orders (a shop item
 * each) for one club, every order placed by one member (`LOAD_MEMBER_EMAIL`, no password: the member's order
 * list at that size). Set-based inserts (one statement each), so it takes seconds; running it
 * again adds nothing (every row has a `load-` name it checks for). Ends with a vacuum, as
 * autovacuum would after a bulk load on PostgreSQL, so index-only scans see the new rows as
 * visible.
 */
export async function seedLoad(
  db: Kysely<Database>,
  club: string,
  counts: { clubs: number; articles: number; orders: number } = LOAD_SEED,
): Promise<LoadSeedResult> {
  const target = await db
    .selectFrom('clubs')
    .select('account_id')
    .where('slug', '=', club)
    .executeTakeFirst();
  if (!target) throw new Error(`No club "${club}" to grow: seed the database first.`);
  const accountId = target.account_id;

  const clubs = await sql<{ n: number }>`
    insert into clubs (slug, name, theme)
    select 'load-club-' || lpad(n::text, 5, '0'), 'Load Club ' || n,
           '{"color": {"primary": "#0b3d2e", "accent": "#ffd400"}}'::jsonb
    from generate_series(1, ${counts.clubs}) as n
    on conflict (slug) do nothing
    returning 1 as n`.execute(db);

  // One set-based insert; the kept counts (migration 0021) are recomputed once for the club
  // instead of by the trigger row by row.
  const articles = await db.transaction().execute(async (trx) => {
    await sql`alter table articles disable trigger article_counts_kept`.execute(trx);
    const inserted = await sql<{ n: number }>`
      insert into articles (account_id, slug, type, title, summary, content, published_at)
      select ${accountId}, 'load-article-' || n, 'News', 'Load article ' || n,
             'A summary of load article ' || n, '<p>Load article ' || n || '</p>',
             now() - make_interval(mins => n + 60)
      from generate_series(1, ${counts.articles}) as n
      on conflict (account_id, slug) do nothing
      returning 1 as n`.execute(trx);
    // The content version's deferred triggers (migration 0039) fire now: a table with pending
    // trigger events cannot be altered.
    await sql`set constraints all immediate`.execute(trx);
    await sql`alter table articles enable trigger article_counts_kept`.execute(trx);
    await sql`delete from article_counts where account_id = ${accountId}`.execute(trx);
    await sql`
      insert into article_counts (account_id, type, published)
      select account_id, type, count(*) from articles
      where account_id = ${accountId} and published_at is not null
      group by account_id, type`.execute(trx);
    return inserted;
  });

  const member = await sql<{ id: number }>`
    insert into users (email, first_name, last_name)
    values (${LOAD_MEMBER_EMAIL}, 'Load', 'Member')
    on conflict (email) do update set email = excluded.email
    returning id`.execute(db);
  const memberId = member.rows[0]!.id;

  // The kept order count (migration 0034) is recomputed once, like the article counts.
  const orders = await db.transaction().execute(async (trx) => {
    const sequence = await trx
      .selectFrom('order_sequences')
      .select('last_seq')
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    const first = (sequence?.last_seq ?? 0) + 1;
    const existing = await sql<{ count: number }>`
      select count(*)::int as count from orders
      where account_id = ${accountId} and buyer_last_name = 'Load'`.execute(trx);
    const missing = counts.orders - (existing.rows[0]?.count ?? 0);
    if (missing <= 0) return 0;
    await sql`alter table orders disable trigger user_order_counts_kept`.execute(trx);
    const inserted = await sql<{ n: number }>`
      insert into orders (account_id, order_seq, cart_revision, user_id, buyer_first_name,
                          buyer_last_name, buyer_email, status, currency, subtotal, discount,
                          total, summary, completed_at, created_at)
      select ${accountId}, ${first} + n - 1, 1, ${memberId}, 'Buyer ' || n, 'Load',
             'buyer' || n || '@load.touchline.test', 'Completed', 'EUR', 1500, 0, 1500,
             '{"lines": []}'::jsonb, now() - make_interval(mins => n), now() - make_interval(mins => n)
      from generate_series(1, ${missing}) as n
      returning 1 as n`.execute(trx);
    await sql`alter table orders enable trigger user_order_counts_kept`.execute(trx);
    // One shop item per order, as a real order has.
    await sql`
      insert into order_items (order_id, product_type, name, quantity, price, discount, subtotal,
                               initial_payment, remaining_payment, number_of_payments,
                               payment_type)
      select order_id, 'ShopItem', 'Load scarf', 1, 1500, 0, 1500, 1500, 0, 1, 'full'
      from orders where account_id = ${accountId} and order_seq >= ${first}`.execute(trx);
    await sql`
      insert into user_order_counts (user_id, orders)
      select ${memberId}, count(*) from orders where user_id = ${memberId}
      on conflict (user_id) do update set orders = excluded.orders`.execute(trx);
    await sql`
      insert into order_sequences (account_id, last_seq) values (${accountId}, ${first + missing - 1})
      on conflict (account_id) do update set last_seq = excluded.last_seq`.execute(trx);
    return inserted.rows.length;
  });

  await sql`vacuum (analyze) articles, orders, article_counts, user_order_counts`.execute(db);

  return { clubs: clubs.rows.length, articles: articles.rows.length, orders };
}
