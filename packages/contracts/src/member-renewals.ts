// Schemas of the account area's Renewals: the household's memberships that ended or end soon,
// each with the next season's matching plan, and renewing the chosen ones into the cart.
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
});
export type RenewalPlan = Static<typeof RenewalPlan>;

/** A membership of the household that ended or ends within 60 days. */
export const Renewal = Type.Object({
  order_item_id: Id,
  club: Type.String({ description: 'The club slug' }),
  club_name: Type.String(),
  plan_name: Type.String(),
  person: Type.String({ description: 'First and last name of who the membership is for' }),
  member_id: Nullable(Id),
  ends_on: IsoDate,
  ended: Type.Boolean(),
  /** Whether the person already holds the matching plan (paid or in an order being paid). */
  renewed: Type.Boolean(),
  /** Null: the club sells no plan of that name for a later season. */
  next_plan: Nullable(RenewalPlan),
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
    /** Answers to the questions left to answer, by order item id, then by question id. */
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
