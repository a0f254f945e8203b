// Schemas of the account area's Renewals: the household's memberships (plans, and bundles bought
// for several people) that ended or end soon, each with the next season's matching plan or
// bundle, and renewing the chosen ones into the cart.
import { Type, type Static } from '@sinclair/typebox';
import { FormOption, FormQuestionType } from './catalogue';
import { Nullable } from './club-account';

const Id = Type.Integer({ minimum: 1 });
const IsoDate = Type.String({ description: 'YYYY-MM-DD' });

/** A question of the new season's form left for the member to answer (new in its form). */
export const RenewalQuestion = Type.Object({
  question_id: Id,
  label: Type.String(),
  type: FormQuestionType,
  required: Type.Boolean(),
  /** The choices of a choice question (else empty). */
  options: Type.Array(FormOption),
});
export type RenewalQuestion = Static<typeof RenewalQuestion>;

/** The next season's plan with the same name in the same club, on sale. */
export const RenewalPlan = Type.Object({
  product_id: Id,
  name: Type.String(),
  valid_from: Nullable(IsoDate),
  valid_to: Nullable(IsoDate),
  price: Type.Integer({ minimum: 0, description: 'Cents' }),
  /** Questions of its form that the last answers do not cover. */
  questions_to_answer: Type.Array(RenewalQuestion),
  /** A juvenile plan: questions of the parent or guardian's form left to answer (same line). */
  guardian_questions_to_answer: Type.Array(RenewalQuestion),
});
export type RenewalPlan = Static<typeof RenewalPlan>;

/** A person of a bundle bought last season, by their line in it. */
export const RenewalPerson = Type.Object({
  /** Their plan's line in last season's bundle: answers for them are sent under this id. */
  order_item_id: Id,
  person: Type.String({ description: 'First and last name' }),
  member_id: Nullable(Id),
  /** Last season's plan in the bundle. */
  plan_name: Type.String(),
});
export type RenewalPerson = Static<typeof RenewalPerson>;

/** The plan a person of a bundle gets in next season's bundle. */
export const RenewalBundlePlan = Type.Object({
  /** The person's line in last season's bundle (`RenewalPerson.order_item_id`). */
  order_item_id: Id,
  product_id: Id,
  name: Type.String(),
  questions_to_answer: Type.Array(RenewalQuestion),
});
export type RenewalBundlePlan = Static<typeof RenewalBundlePlan>;

/** The next season's bundle with the same name in the same club, on sale, for the same people. */
export const RenewalBundle = Type.Object({
  product_id: Id,
  name: Type.String(),
  valid_from: Nullable(IsoDate),
  valid_to: Nullable(IsoDate),
  price: Type.Integer({
    minimum: 0,
    description: 'Cents: the bundle for these people, before household discounts',
  }),
  plans: Type.Array(RenewalBundlePlan),
  /** Questions of the parent or guardian's form left to answer (sent under the bundle's line). */
  guardian_questions_to_answer: Type.Array(RenewalQuestion),
});
export type RenewalBundle = Static<typeof RenewalBundle>;

/** A membership of the household (a plan, or a bundle) that ended or ends within 60 days. */
export const Renewal = Type.Object({
  order_item_id: Id,
  kind: Type.Union([Type.Literal('plan'), Type.Literal('bundle')]),
  club: Type.String({ description: 'The club slug' }),
  club_name: Type.String(),
  /** The plan's name, or the bundle's. */
  plan_name: Type.String(),
  person: Type.String({
    description: 'First and last name of who the membership is for (a bundle: all of them)',
  }),
  member_id: Nullable(Id),
  /** A bundle's people, in its order (a plan: none). */
  people: Type.Array(RenewalPerson),
  ends_on: IsoDate,
  ended: Type.Boolean(),
  /**
   * Whether the person already holds the matching plan (paid or in an order being paid); a
   * bundle: every one of its people holds theirs.
   */
  renewed: Type.Boolean(),
  /** Null: the club sells no plan of that name for a later season (and for a bundle, always). */
  next_plan: Nullable(RenewalPlan),
  /** Null: a plan, or the club sells no bundle of that name for a later season. */
  next_bundle: Nullable(RenewalBundle),
  /**
   * A bundle some (not all) of whose people already hold next season's plan: the cart's
   * `membership_held` text, and Renew is not offered for it. Null otherwise.
   */
  membership_held: Nullable(Type.String()),
});
export type Renewal = Static<typeof Renewal>;

export const RenewalList = Type.Object({
  items: Type.Array(Renewal),
  total: Type.Integer({ minimum: 0 }),
});
export type RenewalList = Static<typeof RenewalList>;

export const RenewalsBody = Type.Object(
  {
    club: Type.String({ minLength: 1, maxLength: 100 }),
    order_item_ids: Type.Array(Id, { minItems: 1, maxItems: 20 }),
    /** An open cart of the member in that club to add to; without it a new cart is made. */
    cart_id: Type.Optional(Type.String({ format: 'uuid' })),
    /**
     * Answers to the questions left to answer, by order item id (a bundle: each person's line,
     * and the bundle's own line for the parent or guardian), then by question id.
     */
    answers: Type.Optional(Type.Record(Type.String(), Type.Record(Type.String(), Type.Unknown()))),
  },
  { additionalProperties: false },
);
export type RenewalsBody = Static<typeof RenewalsBody>;

/** The cart the renewals went into. */
export const RenewalsResult = Type.Object({
  club: Type.String(),
  shopping_cart_id: Type.String(),
  renewed: Type.Array(Id, { description: 'The order items renewed' }),
});
export type RenewalsResult = Static<typeof RenewalsResult>;
