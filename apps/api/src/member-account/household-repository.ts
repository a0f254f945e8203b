// The family record: each person an order's membership plans are for joins the buyer's household
// once, when the order is paid (in the transaction that marks it paid), with the details given
// for them on the plan's forms, so they are offered again and never typed twice.
import type { Gender, RegistrationForm } from '@touchline/contracts';
import { answerByDefaultId, type AnswerMap } from '@touchline/validators';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createMember, relateMembers } from '../identity/member-repository';

/** What an order keeps of a person one of its plan lines is for, until it is paid. */
export interface OrderLinePerson {
  readonly orderItemId: number;
  readonly isJuvenile: boolean;
  readonly email: string | null;
  readonly answers: Record<string, unknown> | undefined;
  readonly guardianAnswers: Record<string, unknown> | undefined;
}

/** Keeps the people of a new order's plan lines (in the order's transaction). */
export async function recordOrderPeople(
  trx: Kysely<Database>,
  orderId: string,
  people: readonly OrderLinePerson[],
): Promise<void> {
  if (people.length === 0) return;
  await trx
    .insertInto('order_item_people')
    .values(
      people.map((person) => ({
        order_item_id: person.orderItemId,
        order_id: orderId,
        is_juvenile: person.isJuvenile,
        email: person.email?.trim().toLowerCase() || null,
        answers: JSON.stringify(person.answers ?? {}),
        guardian_answers: person.guardianAnswers ? JSON.stringify(person.guardianAnswers) : null,
      })),
    )
    .execute();
}

const GENDERS: readonly Gender[] = ['Male', 'Female', 'Prefer not to say'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The date of birth and gender a form's answers give (by their well-known questions). */
export function detailsFromAnswers(
  form: RegistrationForm | null,
  answers: Record<string, unknown>,
): { dateOfBirth: string | null; gender: Gender | null } {
  if (!form) return { dateOfBirth: null, gender: null };
  const map = answers as AnswerMap;
  const date = answerByDefaultId(form, map, 'date_of_birth');
  const gender = answerByDefaultId(form, map, 'gender');
  return {
    dateOfBirth:
      typeof date === 'string' && ISO_DATE.test(date) && !Number.isNaN(Date.parse(date))
        ? date
        : null,
    gender: GENDERS.find((value) => value === gender) ?? null,
  };
}

/** `first last`, trimmed and lower case. */
const nameKey = (first: string | null, last: string | null) =>
  `${(first ?? '').trim()} ${(last ?? '').trim()}`.toLowerCase();

interface PlanFormsOf {
  member: RegistrationForm | null;
  guardian: RegistrationForm | null;
}

/** A plan's forms, whether or not the plan is still sold. */
async function formsOfPlan(db: Kysely<Database>, productId: number): Promise<PlanFormsOf> {
  const rows = await db
    .selectFrom('plan_registration_forms as l')
    .innerJoin('registration_forms as f', 'f.registration_form_id', 'l.registration_form_id')
    .select(['f.registration_form_id', 'f.form_type', 'f.name', 'f.definition'])
    .where('l.product_id', '=', productId)
    .execute();
  const formOf = (type: 'member' | 'guardian'): RegistrationForm | null => {
    const row = rows.find((candidate) => candidate.form_type === type);
    if (!row) return null;
    return {
      registration_form_id: row.registration_form_id,
      form_type: row.form_type,
      name: row.name,
      sections: (row.definition.sections ?? []) as RegistrationForm['sections'],
    };
  };
  return { member: formOf('member'), guardian: formOf('guardian') };
}

async function keepAnswers(
  db: Kysely<Database>,
  memberId: number,
  form: RegistrationForm | null,
  answers: Record<string, unknown> | null,
): Promise<void> {
  if (!form || !answers || Object.keys(answers).length === 0) return;
  const json = JSON.stringify(answers);
  await db
    .insertInto('registration_answers')
    .values({ member_id: memberId, registration_form_id: form.registration_form_id, answers: json })
    .onConflict((conflict) =>
      conflict
        .columns(['member_id', 'registration_form_id'])
        .doUpdateSet({ answers: json, updated_at: sql<Date>`now()` }),
    )
    .execute();
}

/** The buyer's member record in the order's club, made now for a user who had none. */
async function buyerMember(
  trx: Kysely<Database>,
  order: { order_id: string; account_id: number; user_id: number; member_id: number | null },
) {
  const user = await trx
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name'])
    .where('id', '=', order.user_id)
    .executeTakeFirstOrThrow();
  const own = await trx
    .selectFrom('members')
    .select('id')
    .where('user_id', '=', order.user_id)
    .where('account_id', '=', order.account_id)
    .executeTakeFirst();
  let memberId = own?.id ?? null;
  if (memberId === null) {
    memberId = (
      await createMember(trx, {
        accountId: order.account_id,
        userId: order.user_id,
        email: user.email,
        firstName: user.first_name,
        lastName: user.last_name,
      })
    ).member_id;
  }
  if (order.member_id !== memberId) {
    await trx
      .updateTable('orders')
      .set({ member_id: memberId })
      .where('order_id', '=', order.order_id)
      .execute();
  }
  return { memberId, ...user };
}

/**
 * Links the people of a paid order's plan lines to the buyer's household, once: a new juvenile
 * becomes the buyer's juvenile (the buyer their guardian), a new adult a member of the family
 * with their own email (they claim it by email later); someone bought for before is found again
 * by name rather than made twice. Each person keeps the date of birth and gender their form gave,
 * and their answers (and the guardian's, with the buyer) are offered again next time. The order's
 * lines then name the member. Lines linked already are left alone: calling it twice changes
 * nothing. Call it in the transaction that marks the order paid.
 */
export async function linkOrderHousehold(trx: Kysely<Database>, orderId: string): Promise<void> {
  const order = await trx
    .selectFrom('orders')
    .select(['order_id', 'account_id', 'user_id', 'member_id'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!order || order.user_id === null) return;
  const lines = await trx
    .selectFrom('order_item_people as p')
    .innerJoin('order_items as it', 'it.order_item_id', 'p.order_item_id')
    .select([
      'p.order_item_id',
      'p.is_juvenile',
      'p.email',
      'p.answers',
      'p.guardian_answers',
      'it.product_id',
      'it.member_first_name',
      'it.member_last_name',
      sql<string | null>`it.metadata->>'member_id'`.as('member_id'),
    ])
    .where('p.order_id', '=', orderId)
    .where('p.linked_at', 'is', null)
    .orderBy('p.order_item_id')
    .forUpdate()
    .execute();
  if (lines.length === 0) return;
  const buyer = await buyerMember(trx, { ...order, user_id: order.user_id });
  const household = await trx
    .selectFrom('member_relations as r')
    .innerJoin('members as m', 'm.id', 'r.related_member_id')
    .select(['m.id', 'm.kind', 'm.first_name', 'm.last_name', 'm.email'])
    .where('r.member_id', '=', buyer.memberId)
    .execute();
  const forms = new Map<number, PlanFormsOf>();

  for (const line of lines) {
    const productId = line.product_id ?? 0;
    let planForms = forms.get(productId);
    if (!planForms) {
      planForms = await formsOfPlan(trx, productId);
      forms.set(productId, planForms);
    }
    const first = line.member_first_name ?? '';
    const last = line.member_last_name ?? '';
    const named = line.member_id === null || line.member_id === '' ? null : Number(line.member_id);
    const details = detailsFromAnswers(planForms.member, line.answers);
    let memberId = named;
    if (memberId === null) {
      const isBuyer =
        !line.is_juvenile &&
        (line.email !== null
          ? line.email === buyer.email
          : nameKey(first, last) === nameKey(buyer.first_name, buyer.last_name));
      const kind = line.is_juvenile ? 'juvenile' : 'adult';
      const known = household.find(
        (person) =>
          person.kind === kind &&
          nameKey(person.first_name, person.last_name) === nameKey(first, last) &&
          (kind === 'juvenile' || person.email === line.email),
      );
      if (isBuyer) memberId = buyer.memberId;
      else if (known) memberId = known.id;
      else if (first.trim() && last.trim()) {
        const created = await createMember(trx, {
          accountId: order.account_id,
          kind,
          email: kind === 'adult' ? line.email : null,
          firstName: first,
          lastName: last,
          dateOfBirth: details.dateOfBirth,
          gender: details.gender,
        });
        memberId = created.member_id;
        await relateMembers(trx, {
          accountId: order.account_id,
          memberId: buyer.memberId,
          relatedMemberId: memberId,
          relation: line.is_juvenile ? 'Juvenile' : 'Adult',
        });
        household.push({
          id: memberId,
          kind,
          first_name: created.first_name,
          last_name: created.last_name,
          email: created.email,
        });
      }
      if (memberId !== null) {
        await trx
          .updateTable('order_items')
          .set({
            metadata: sql<string>`jsonb_set(metadata, '{member_id}', to_jsonb(${memberId}::int))`,
          })
          .where('order_item_id', '=', line.order_item_id)
          .execute();
      }
    }
    if (memberId !== null) {
      if (details.dateOfBirth !== null || details.gender !== null) {
        await trx
          .updateTable('members')
          .set({
            ...(details.dateOfBirth !== null ? { date_of_birth: details.dateOfBirth } : {}),
            ...(details.gender !== null ? { gender: details.gender } : {}),
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', memberId)
          .execute();
      }
      await keepAnswers(trx, memberId, planForms.member, line.answers);
    }
    await keepAnswers(trx, buyer.memberId, planForms.guardian, line.guardian_answers);
    await trx
      .updateTable('order_item_people')
      .set({ linked_member_id: memberId, linked_at: new Date() })
      .where('order_item_id', '=', line.order_item_id)
      .execute();
  }
}

/** An adult an order linked to a household who has no sign-in of their own yet, nor a claim. */
export interface UnclaimedAdult {
  readonly memberId: number;
  readonly email: string;
  readonly firstName: string;
  readonly accountId: number;
  readonly clubSlug: string;
  readonly clubName: string;
  readonly buyerName: string;
}

/** The adults of an order waiting for their claim link. */
export async function findUnclaimedAdults(
  db: Kysely<Database>,
  orderId: string,
): Promise<UnclaimedAdult[]> {
  const rows = await db
    .selectFrom('order_item_people as p')
    .innerJoin('members as m', 'm.id', 'p.linked_member_id')
    .innerJoin('orders as o', 'o.order_id', 'p.order_id')
    .innerJoin('clubs as c', 'c.account_id', 'm.account_id')
    .select([
      'm.id',
      'm.email',
      'm.first_name',
      'm.account_id',
      'c.slug',
      'c.name',
      'o.buyer_first_name',
      'o.buyer_last_name',
    ])
    .where('p.order_id', '=', orderId)
    .where('m.kind', '=', 'adult')
    .where('m.user_id', 'is', null)
    .where('m.is_guest', '=', false)
    .where('m.email', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('member_claims as mc')
            .select('mc.id')
            .whereRef('mc.member_id', '=', 'm.id'),
        ),
      ),
    )
    .execute();
  const seen = new Set<number>();
  return rows.flatMap((row) => {
    if (seen.has(row.id) || row.email === null) return [];
    seen.add(row.id);
    return [
      {
        memberId: row.id,
        email: row.email,
        firstName: row.first_name,
        accountId: row.account_id,
        clubSlug: row.slug,
        clubName: row.name,
        buyerName: `${row.buyer_first_name} ${row.buyer_last_name}`.trim(),
      },
    ];
  });
}

/**
 * Which of these members already hold a plan (a paid order's line for them, not ended or
 * stopped), each with the plan's last day (`YYYY-MM-DD`, null: no end); for the person picker.
 */
export async function findPlanHolders(
  db: Kysely<Database>,
  accountId: number,
  productId: number,
  memberIds: readonly number[],
): Promise<Map<number, string | null>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_items as it')
    .innerJoin('orders as o', 'o.order_id', 'it.order_id')
    .innerJoin('products as p', 'p.product_id', 'it.product_id')
    .select([
      sql<string>`it.metadata->>'member_id'`.as('member_id'),
      sql<string | null>`to_char(p.valid_to, 'YYYY-MM-DD')`.as('valid_to'),
    ])
    .where('o.account_id', '=', accountId)
    .where('o.status', '=', 'Completed')
    .where('it.product_type', '=', 'Plan')
    .where('it.product_id', '=', productId)
    .where('it.ended_at', 'is', null)
    .where('it.subscription_stopped_at', 'is', null)
    .where(
      sql<string>`it.metadata->>'member_id'`,
      'in',
      memberIds.map((id) => String(id)),
    )
    .execute();
  return new Map(rows.map((row) => [Number(row.member_id), row.valid_to]));
}

/** An adult of a family as the claim mail names them, with who sends the link. */
export async function findClaimableAdult(
  db: Kysely<Database>,
  memberId: number,
  senderUserId: number,
): Promise<UnclaimedAdult | null> {
  const row = await db
    .selectFrom('members as m')
    .innerJoin('clubs as c', 'c.account_id', 'm.account_id')
    .select(['m.id', 'm.email', 'm.first_name', 'm.account_id', 'c.slug', 'c.name'])
    .where('m.id', '=', memberId)
    .executeTakeFirst();
  const sender = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', senderUserId)
    .executeTakeFirst();
  if (!row?.email || !sender) return null;
  return {
    memberId: row.id,
    email: row.email,
    firstName: row.first_name,
    accountId: row.account_id,
    clubSlug: row.slug,
    clubName: row.name,
    buyerName: `${sender.first_name} ${sender.last_name}`.trim(),
  };
}
