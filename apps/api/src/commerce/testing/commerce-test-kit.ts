import type {
  CartItemInput,
  CheckoutResult,
  GuestCreated,
  PlanForms,
  RegistrationForm,
  ShoppingCart,
  TestCardToken,
} from '@touchline/contracts';
import { keptAnswers, type AnswerMap } from '@touchline/validators';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  bearer,
  resetRateLimits,
  SEEDED,
  signIn,
  startIdentityApp,
  type IdentityTestApp,
} from '../../identity/identity-test-kit';

export { bearer, SEEDED, signIn } from '../../identity/identity-test-kit';

/** Asserts a JSON error answer without internals (no stack, no SQL) and returns its body. */
export function jsonError(response: LightMyRequestResponse, status: number) {
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status });
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.body).not.toMatch(
    /\bat .+\.(ts|js):\d+|node_modules|"stack"|syntax error|from "/i,
  );
  const body = response.json<
    { message: string; errors?: Record<string, string[]> } & Record<string, unknown>
  >();
  expect(typeof body.message).toBe('string');
  return body;
}

/** Card numbers of the simulator (see payments/test-cards.ts). */
export const CARDS = {
  visaCredit: '4242424242424242',
  visaDebit: '4000056655665556',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000002760003184',
  failsAfterSaving: '4000000000000341',
} as const;

export const SITE = 'http://demo.localhost:4200';

/** The API over a seeded database, with club reads never cached (tests change clubs). */
export async function startCommerceApp(env: Record<string, string> = {}): Promise<IdentityTestApp> {
  return startIdentityApp({ CLUB_CACHE_TTL_MS: '0', ...env });
}

/** The demo club's products by slug. */
export async function demoProducts(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('clubs as c', 'c.account_id', 'p.account_id')
    .select(['p.slug', 'p.product_id'])
    .where('c.slug', '=', 'demo')
    .execute();
  return new Map(rows.map((row) => [row.slug, row.product_id]));
}

/**
 * Ends the seeded member's own memberships (as a full refund would): a file whose tests put her
 * seeded plan (Adult Playing Membership) in her cart again needs her not to hold it, since one
 * person never holds a plan twice.
 */
export async function endSeededMemberships(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('order_items')
    .set({ ended_at: new Date() })
    .where('product_type', '=', 'Plan')
    .where('ended_at', 'is', null)
    .where('order_id', 'in', (eb) =>
      eb
        .selectFrom('orders')
        .select('order_id')
        .where('buyer_email', '=', SEEDED.demoMember.email)
        .where('shopping_cart_id', 'is', null),
    )
    .execute();
}

export async function memberToken(app: FastifyInstance): Promise<string> {
  return (await signIn(app, SEEDED.demoMember)).access_token;
}

export async function adminToken(app: FastifyInstance): Promise<string> {
  return (await signIn(app, SEEDED.demoAdmin)).access_token;
}

/** A guest of the demo club and the headers its calls carry. */
export async function guestHeaders(
  app: FastifyInstance,
  email: string,
): Promise<Record<string, string>> {
  const club = await app.inject({ method: 'GET', url: '/v2/store/demo' });
  const response = await app.inject({
    method: 'POST',
    url: '/v2/member/guest',
    payload: {
      first_name: 'Gerry',
      last_name: 'Guest',
      email,
      account_id: club.json<{ account_id: number }>().account_id,
    },
  });
  if (response.statusCode !== 201) throw new Error(`guest: ${response.body}`);
  return {
    ...bearer(response.json<GuestCreated>().oauth.access_token),
    'x-use-guest-auth': 'true',
  };
}

export async function createCart(
  app: FastifyInstance,
  items: CartItemInput[],
  headers: Record<string, string> = {},
): Promise<ShoppingCart> {
  const response = await app.inject({
    method: 'POST',
    url: '/v2/store/demo/shopping-cart',
    headers,
    payload: { items },
  });
  if (response.statusCode !== 201) throw new Error(`cart: ${response.statusCode} ${response.body}`);
  return response.json<ShoppingCart>();
}

/** What the browser gets from the simulator for a card number. */
export async function cardToken(app: FastifyInstance, number: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v2/payments/test/confirmation-tokens',
    payload: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
  });
  if (response.statusCode !== 201) throw new Error(`card: ${response.body}`);
  return response.json<TestCardToken>().id;
}

export function checkout(
  app: FastifyInstance,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/v2/store/demo/checkouts', headers, payload });
}

export type { CheckoutResult, IdentityTestApp };
export { resetRateLimits };

/** A person named on a plan's form. */
export interface FormPerson {
  readonly first: string;
  readonly last: string;
  readonly email?: string;
}

/**
 * Answers a form's rules accept, for a person: their names and email where the form asks, a
 * date of birth inside the form's range, Ireland and its first county, the first option of
 * required choices, Yes to required ticks. Optional questions are left unanswered.
 */
export function validAnswers(form: RegistrationForm, person: FormPerson): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const question of form.sections.flatMap((section) => section.questions)) {
    const { input } = question;
    const key = String(question.question_id);
    const required = input.required || input.validations.some((rule) => rule.type === 'Mandatory');
    if (!required) continue;
    const byDefault: Record<string, string> = {
      first_name: person.first,
      last_name: person.last,
      email: person.email ?? `${person.first}.${person.last}@example.ie`.toLowerCase(),
      country: 'Ireland',
    };
    if (question.default_question_id && byDefault[question.default_question_id]) {
      answers[key] = byDefault[question.default_question_id];
    } else if (input.metadata.counties) {
      answers[key] = input.metadata.counties['Ireland']![0];
    } else if (input.type === 'Boolean') {
      answers[key] = true;
    } else if (input.type === 'SingleChoice') {
      const options = input.metadata.options ?? [];
      answers[key] = (options.find((option) => option.default) ?? options[0])!.value;
    } else if (input.type === 'Date') {
      const range = input.validations.find((rule) => rule.type === 'Date')?.metadata;
      const after = range?.greater_than ?? '1990-01-01';
      const next = new Date(`${after}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      answers[key] = next.toISOString().slice(0, 10);
    } else if (input.type === 'Telephone') {
      answers[key] = '0871234567';
    } else {
      answers[key] = 'Sample answer';
    }
  }
  // Answers to questions the others disable are dropped, as the form engine does.
  return keptAnswers(form, answers as AnswerMap);
}

/** The registration forms of a plan, as the API answers them. */
export async function planForms(app: FastifyInstance, planId: number): Promise<PlanForms> {
  const response = await app.inject({
    method: 'GET',
    url: `/v2/store/demo/products/plans/${planId}/form`,
  });
  if (response.statusCode !== 200) throw new Error(`forms: ${response.body}`);
  return response.json<PlanForms>();
}

/**
 * A plan for a new person (or, without `person`, for the signed-in member named `self`), with
 * valid answers to its forms (and a guardian's for juvenile plans).
 */
export async function planItem(
  app: FastifyInstance,
  planId: number,
  person: FormPerson & { readonly named?: boolean },
  extra: Partial<CartItemInput> = {},
): Promise<CartItemInput> {
  const forms = await planForms(app, planId);
  const named = person.named ?? true;
  return {
    product_id: planId,
    ...extra,
    metadata: {
      ...(named
        ? {
            club_member: {
              first_name: person.first,
              last_name: person.last,
              ...(person.email ? { email: person.email } : {}),
            },
          }
        : {}),
      ...(forms.member ? { registration_form: validAnswers(forms.member, person) } : {}),
      ...(forms.guardian
        ? { guardian: validAnswers(forms.guardian, { first: 'Siobhan', last: 'Murphy' }) }
        : {}),
      ...extra.metadata,
    },
  };
}
