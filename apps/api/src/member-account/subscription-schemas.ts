import { Type, type Static } from '@sinclair/typebox';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** A subscription the member bought: its next payment, and whether it was stopped. */
export const MemberSubscription = Type.Object({
  order_item_id: Type.Integer(),
  order_id: Type.String(),
  order_seq: Type.Integer(),
  club: Type.Object({ account_id: Type.Integer(), name: Type.String(), slug: Type.String() }),
  name: Type.String(),
  /** Who the plan is for. */
  person: Nullable(Type.String()),
  /** `Monthly` or `Weekly`. */
  frequency: Nullable(Type.String()),
  currency: Type.String(),
  /** The next scheduled payment (`due_on` `YYYY-MM-DD`, `amount` in cents); null when none. */
  next_payment: Type.Union([
    Type.Object({ due_on: Type.String(), amount: Type.Integer({ minimum: 0 }) }),
    Type.Null(),
  ]),
  stopped_at: Nullable(Type.String()),
  /** `member` or `club`. */
  stopped_by: Type.Union([Type.Literal('member'), Type.Literal('club'), Type.Null()]),
});
export type MemberSubscription = Static<typeof MemberSubscription>;

export const MemberSubscriptionList = Type.Object({
  items: Type.Array(MemberSubscription),
  total: Type.Integer({ minimum: 0 }),
});

export const MemberSubscriptionParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
export type MemberSubscriptionParams = Static<typeof MemberSubscriptionParams>;
