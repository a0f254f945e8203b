import { sql, type Kysely } from 'kysely';
import type { MemberPaymentState } from '@touchline/contracts';
import type { Database } from '../../db/schema';
import type { StoredForm } from './register-rules';

/** A person known to the club. */
export interface RegisterPersonRow {
  readonly id: number;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string | null;
  readonly date_of_birth: Date | null;
  readonly kind: 'adult' | 'juvenile';
}

/** A membership plan line of a paid order, with the member it is for. */
export interface MembershipRow {
  readonly member_id: number;
  readonly order_item_id: number;
  readonly plan_id: number | null;
  readonly plan: string;
  readonly program_id: number | null;
  readonly program: string | null;
  readonly valid_from: Date | null;
  readonly valid_to: Date | null;
  readonly completed_at: Date | null;
  readonly payment_state: MemberPaymentState;
}

/** The club's people. */
export function registerPeople(
  db: Kysely<Database>,
  accountId: number,
): Promise<RegisterPersonRow[]> {
  return db
    .selectFrom('members')
    .select(['id', 'first_name', 'last_name', 'email', 'date_of_birth', 'kind'])
    .where('account_id', '=', accountId)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
}

/** The member a plan line is for (the register's and the dashboard's rule). */
export const lineMemberId = sql<number | null>`coalesce(
  p.linked_member_id,
  case when it.metadata->>'member_id' ~ '^[0-9]{1,9}$' then (it.metadata->>'member_id')::integer end,
  case when it.metadata->'member_id' is null and it.metadata->'club_member' is null
    then o.member_id end)`;

/**
 * A line's payment state, by the treasurer's definition of arrears (arrears-repository: a failed
 * instalment of a completed order): in arrears, instalments still to come, or paid.
 */
const linePaymentState = sql<MemberPaymentState>`case
  when exists (select 1 from order_instalments i
    where i.order_item_id = it.order_item_id and i.status = 'failed') then 'in_arrears'
  when exists (select 1 from order_instalments i
    where i.order_item_id = it.order_item_id and i.status = 'scheduled') then 'instalments_due'
  else 'paid' end`;

/**
 * The memberships of the club's members: plan lines (alone or in a bundle) of paid orders, not
 * ended by a refund, each with the member it is for (the person linked to the line, the member
 * the line names, or the buyer's own record for a plan bought for themself).
 */
export async function registerMemberships(
  db: Kysely<Database>,
  accountId: number,
): Promise<MembershipRow[]> {
  const rows = await db
    .selectFrom('order_items as it')
    .innerJoin('orders as o', 'o.order_id', 'it.order_id')
    .leftJoin('order_item_people as p', 'p.order_item_id', 'it.order_item_id')
    .leftJoin('products as pr', 'pr.product_id', 'it.product_id')
    .leftJoin('programs as pg', 'pg.program_id', 'pr.program_id')
    .select([
      lineMemberId.as('member_id'),
      'it.order_item_id',
      'it.product_id as plan_id',
      'it.name as plan',
      'pg.program_id',
      'pg.title as program',
      'pr.valid_from',
      'pr.valid_to',
      'o.completed_at',
      linePaymentState.as('payment_state'),
    ])
    .where('o.account_id', '=', accountId)
    .where('o.status', '=', 'Completed')
    .where('it.product_type', '=', 'Plan')
    .where('it.ended_at', 'is', null)
    .orderBy('o.completed_at', 'desc')
    .orderBy('it.order_item_id', 'desc')
    .execute();
  return rows.flatMap((row) =>
    row.member_id === null ? [] : [{ ...row, member_id: Number(row.member_id) }],
  );
}

/** A link between two people of a household (`relation`: what `related_member_id` is). */
export interface RelationRow {
  readonly member_id: number;
  readonly related_member_id: number;
  readonly relation: 'Adult' | 'Guardian' | 'Juvenile';
}

export function registerRelations(db: Kysely<Database>, accountId: number): Promise<RelationRow[]> {
  return db
    .selectFrom('member_relations')
    .select(['member_id', 'related_member_id', 'relation'])
    .where('account_id', '=', accountId)
    .execute();
}

/** The club's registration forms. */
export async function registerForms(
  db: Kysely<Database>,
  accountId: number,
): Promise<StoredForm[]> {
  const rows = await db
    .selectFrom('registration_forms')
    .select(['registration_form_id', 'name', 'form_type', 'definition'])
    .where('account_id', '=', accountId)
    .orderBy('form_type', 'desc')
    .orderBy('registration_form_id')
    .execute();
  return rows.map((row) => ({
    registration_form_id: row.registration_form_id,
    name: row.name,
    form_type: row.form_type,
    sections: row.definition.sections as StoredForm['sections'],
  }));
}

/** Answers a member gave to one form: `{ [question_id]: answer }`. */
export interface AnswerRow {
  readonly member_id: number;
  readonly registration_form_id: number;
  readonly answers: Record<string, unknown>;
}

/**
 * The answers of the club's members to its forms: the latest they gave each form, and those
 * given for them on a paid order's plan line (the member form's and the guardian's) where the
 * latest are not kept.
 */
export async function registerAnswers(
  db: Kysely<Database>,
  accountId: number,
): Promise<AnswerRow[]> {
  const [latest, onOrders] = await Promise.all([
    db
      .selectFrom('registration_answers as a')
      .innerJoin('members as m', 'm.id', 'a.member_id')
      .select(['a.member_id', 'a.registration_form_id', 'a.answers'])
      .where('m.account_id', '=', accountId)
      .execute(),
    db
      .selectFrom('order_item_people as p')
      .innerJoin('orders as o', 'o.order_id', 'p.order_id')
      .innerJoin('order_items as it', 'it.order_item_id', 'p.order_item_id')
      .innerJoin('plan_registration_forms as f', 'f.product_id', 'it.product_id')
      .select([
        'p.linked_member_id',
        'f.registration_form_id',
        'f.form_type',
        'p.answers',
        'p.guardian_answers',
      ])
      .where('o.account_id', '=', accountId)
      .where('o.status', '=', 'Completed')
      .where('p.linked_member_id', 'is not', null)
      .execute(),
  ]);
  const kept = new Set(latest.map((row) => `${row.member_id}:${row.registration_form_id}`));
  const fromOrders = onOrders.flatMap((row): AnswerRow[] => {
    const answers = row.form_type === 'guardian' ? row.guardian_answers : row.answers;
    const memberId = row.linked_member_id;
    if (memberId === null || !answers || kept.has(`${memberId}:${row.registration_form_id}`)) {
      return [];
    }
    return [{ member_id: memberId, registration_form_id: row.registration_form_id, answers }];
  });
  return [
    ...latest.map((row) => ({ ...row, answers: row.answers as Record<string, unknown> })),
    ...fromOrders,
  ];
}

/** The club's programmes and membership plans, for the register's filters. */
export async function registerFilterChoices(db: Kysely<Database>, accountId: number) {
  const [programs, plans] = await Promise.all([
    db
      .selectFrom('programs')
      .select(['program_id', 'title'])
      .where('account_id', '=', accountId)
      .orderBy('position')
      .orderBy('program_id')
      .execute(),
    db
      .selectFrom('products')
      .select(['product_id as plan_id', 'name'])
      .where('account_id', '=', accountId)
      .where('type', '=', 'Plan')
      .orderBy('position')
      .orderBy('product_id')
      .execute(),
  ]);
  return { programs, plans };
}

/** Records an export of the register. */
export async function recordRegisterExport(
  db: Kysely<Database>,
  entry: {
    accountId: number;
    userId: number | null;
    email: string;
    filters: Record<string, unknown>;
    medicalIncluded: boolean;
    rowCount: number;
  },
): Promise<void> {
  await db
    .insertInto('member_register_exports')
    .values({
      account_id: entry.accountId,
      user_id: entry.userId,
      email: entry.email,
      filters: JSON.stringify(entry.filters),
      medical_included: entry.medicalIncluded,
      row_count: entry.rowCount,
    })
    .execute();
}

/** The club's latest exports of the register, newest first. */
export function recentRegisterExports(db: Kysely<Database>, accountId: number, limit: number) {
  return db
    .selectFrom('member_register_exports as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select([
      'e.id',
      'e.email',
      sql<
        string | null
      >`nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')`.as(
        'name',
      ),
      'e.filters',
      'e.medical_included',
      'e.row_count',
      'e.exported_at',
    ])
    .where('e.account_id', '=', accountId)
    .orderBy('e.exported_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
}
