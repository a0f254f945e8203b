import type {
  DistributionAudience,
  DistributionFrequency,
  DistributionList,
  DistributionListSort,
  EmailStatus,
} from '@touchline/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';

/** A member the list's audience holds (`m` a member, `l` the list). */
const IN_AUDIENCE = sql`m.account_id = l.account_id and m.kind = 'adult' and not m.is_guest
  and m.email is not null and (l.audience = 'all_members' or m.receive_updates)`;

function selectLists(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('email_distribution_lists as l')
    .innerJoin('email_templates as t', 't.id', 'l.template_id')
    .select([
      'l.id',
      'l.name',
      'l.description',
      'l.subject',
      'l.audience',
      'l.frequency',
      'l.email_status',
      'l.created_at',
      'l.updated_at',
      't.id as template_id',
      't.name as template_name',
      sql<number | string>`(select count(*) from members m where ${IN_AUDIENCE})`.as(
        'audience_size',
      ),
      sql<number | string>`(select count(*) from email_opt_outs o
        join members m on m.id = o.member_id
        where o.account_id = l.account_id and o.email_distribution_list_id = l.id
          and o.opt_out and ${IN_AUDIENCE})`.as('opted_out'),
    ])
    .where('l.account_id', '=', accountId);
}

type ListRow = Awaited<ReturnType<ReturnType<typeof selectLists>['executeTakeFirstOrThrow']>>;

function toList(row: ListRow): DistributionList {
  // node-postgres answers count(*) as text, PGlite as a number.
  const audience = Number(row.audience_size);
  const optedOut = Number(row.opted_out);
  return {
    email_distribution_list_id: row.id,
    name: row.name,
    description: row.description,
    subject: row.subject,
    template: { template_id: row.template_id, name: row.template_name },
    audience: row.audience,
    frequency: row.frequency,
    email_status: row.email_status,
    recipients: Math.max(0, audience - optedOut),
    opted_out: optedOut,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export interface ListFilter {
  readonly emailStatus?: EmailStatus;
  readonly search?: string;
}

/** The filter as one condition on the list `l`. */
function matching(filter: ListFilter) {
  const conditions = [sql`true`];
  if (filter.emailStatus) conditions.push(sql`l.email_status = ${filter.emailStatus}`);
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(sql`l.name ilike ${pattern} escape '\\'`);
  }
  return sql<boolean>`${sql.join(conditions, sql` and `)}`;
}

export interface ListOrder {
  /** Without it: by name, then id. */
  readonly sort?: DistributionListSort;
  readonly direction?: 'asc' | 'desc';
}

/**
 * What each sort orders by, on the row `r` of `selectLists` (a derived table, so the computed
 * counts can be ordered by on PGlite and PostgreSQL alike).
 */
const SORT_VALUES: Readonly<Record<DistributionListSort, RawBuilder<unknown>>> = {
  name: sql`r.name`,
  created_at: sql`r.created_at`,
  updated_at: sql`r.updated_at`,
  recipients: sql`greatest(0, r.audience_size - r.opted_out)`,
};

export async function listDistributionLists(
  db: Kysely<Database>,
  accountId: number,
  filter: ListFilter,
  paging: { readonly page: number; readonly perPage: number },
  order: ListOrder = {},
): Promise<{ items: DistributionList[]; total: number }> {
  const direction = order.sort ? (order.direction ?? 'asc') : 'asc';
  const [rows, count] = await Promise.all([
    db
      .selectFrom(selectLists(db, accountId).where(matching(filter)).as('r'))
      .selectAll('r')
      .orderBy(SORT_VALUES[order.sort ?? 'name'], direction)
      // The id breaks ties, so a row appears on one page only.
      .orderBy('r.id', direction)
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage)
      .execute(),
    db
      .selectFrom('email_distribution_lists as l')
      .select(sql<number | string>`count(*)`.as('total'))
      .where('l.account_id', '=', accountId)
      .where(matching(filter))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toList), total: Number(count.total) };
}

export async function findDistributionList(
  db: Kysely<Database>,
  accountId: number,
  listId: number,
): Promise<DistributionList | null> {
  const row = await selectLists(db, accountId).where('l.id', '=', listId).executeTakeFirst();
  return row ? toList(row) : null;
}

/** Whether another list of the club already has this name (any case). */
export async function nameTaken(
  db: Kysely<Database>,
  accountId: number,
  name: string,
  exceptListId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('email_distribution_lists')
    .select('id')
    .where('account_id', '=', accountId)
    .where(sql<boolean>`lower(name) = lower(${name})`);
  if (exceptListId !== undefined) query = query.where('id', '<>', exceptListId);
  return (await query.executeTakeFirst()) !== undefined;
}

export interface NewDistributionList {
  readonly name: string;
  readonly description: string | null;
  readonly templateId: number;
  readonly subject: string;
  readonly audience: DistributionAudience;
  readonly frequency: DistributionFrequency;
}

export async function insertDistributionList(
  db: Kysely<Database>,
  accountId: number,
  list: NewDistributionList,
): Promise<number> {
  const row = await db
    .insertInto('email_distribution_lists')
    .values({
      account_id: accountId,
      name: list.name,
      description: list.description,
      template_id: list.templateId,
      subject: list.subject,
      audience: list.audience,
      frequency: list.frequency,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type DistributionListChanges = Partial<NewDistributionList> & {
  readonly emailStatus?: EmailStatus;
};

/** Changes the fields given; false when the list is not the club's. */
export async function updateDistributionList(
  db: Kysely<Database>,
  accountId: number,
  listId: number,
  changes: DistributionListChanges,
): Promise<boolean> {
  const result = await db
    .updateTable('email_distribution_lists')
    .set({
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.description !== undefined && { description: changes.description }),
      ...(changes.templateId !== undefined && { template_id: changes.templateId }),
      ...(changes.subject !== undefined && { subject: changes.subject }),
      ...(changes.audience !== undefined && { audience: changes.audience }),
      ...(changes.frequency !== undefined && { frequency: changes.frequency }),
      ...(changes.emailStatus !== undefined && { email_status: changes.emailStatus }),
      updated_at: sql<Date>`now()`,
    })
    .where('account_id', '=', accountId)
    .where('id', '=', listId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether a template belongs to the club. */
export async function templateSubject(
  db: Kysely<Database>,
  accountId: number,
  templateId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('email_templates')
    .select('subject')
    .where('account_id', '=', accountId)
    .where('id', '=', templateId)
    .executeTakeFirst();
  return row?.subject ?? null;
}
