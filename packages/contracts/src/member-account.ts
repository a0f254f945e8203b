// Schemas of the member's account area: the member's orders across clubs.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './club-account';
import { OrderStatus } from './commerce-orders';
import { Uuid } from './commerce-values';
import { Gender, MemberKind, RelationToUser } from './identity';

const Cents = Type.Integer({ minimum: 0, description: 'Cents' });
const IsoDateTime = Type.String({ description: 'ISO 8601 date and time (UTC)' });

export const MemberOrderListQuery = Type.Object({
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
});
export type MemberOrderListQuery = Static<typeof MemberOrderListQuery>;

/** One payment of an item's schedule: the first is taken at checkout, the others on `due_on`. */
export const MemberOrderPayment = Type.Object({
  sequence: Type.Integer({ minimum: 1 }),
  /** `YYYY-MM-DD`. */
  due_on: Type.String(),
  amount: Cents,
  /** `cancelled`: the club cancelled it (or refunded its item); it is never charged. */
  status: Type.Union([
    Type.Literal('paid'),
    Type.Literal('due'),
    Type.Literal('failed'),
    Type.Literal('cancelled'),
  ]),
});
export type MemberOrderPayment = Static<typeof MemberOrderPayment>;

export const MemberOrderItem = Type.Object({
  order_item_id: Type.Integer(),
  name: Type.String(),
  product_type: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  subtotal: Cents,
  /** Who the item is for (a membership's member), when it is for someone. */
  person: Nullable(Type.Object({ first_name: Type.String(), last_name: Type.String() })),
  payment_type: Type.String(),
  number_of_payments: Type.Integer({ minimum: 1 }),
  /** Every payment of the item, in order; one payment for an item paid in full. */
  payments: Type.Array(MemberOrderPayment),
});
export type MemberOrderItem = Static<typeof MemberOrderItem>;

export const MemberOrder = Type.Object({
  order_id: Uuid,
  order_seq: Type.Integer(),
  status: OrderStatus,
  created_at: IsoDateTime,
  currency: Type.String(),
  /** What was charged at checkout. */
  paid_at_checkout: Cents,
  /** The whole order over every payment. */
  total: Cents,
  club: Type.Object({ account_id: Type.Integer(), name: Type.String(), slug: Type.String() }),
  items: Type.Array(MemberOrderItem),
});
export type MemberOrder = Static<typeof MemberOrder>;

export const MemberOrderList = Type.Object({
  items: Type.Array(MemberOrder),
  total: Type.Integer({ minimum: 0 }),
  current_page: Type.Integer(),
  per_page: Type.Integer(),
  from: Nullable(Type.Integer()),
  to: Nullable(Type.Integer()),
});
export type MemberOrderList = Static<typeof MemberOrderList>;

/** A lotto or draw entry bought to renew automatically, and whether it has been stopped. */
export const AutoRenewal = Type.Object({
  order_item_id: Type.Integer(),
  order_id: Uuid,
  order_seq: Type.Integer(),
  club: Type.Object({ account_id: Type.Integer(), name: Type.String(), slug: Type.String() }),
  product_type: Type.String(),
  name: Type.String(),
  /** The price option chosen, e.g. "1 line, 4 draws". */
  title: Nullable(Type.String()),
  amount: Cents,
  currency: Type.String(),
  started_at: IsoDateTime,
  stopped_at: Nullable(IsoDateTime),
});
export type AutoRenewal = Static<typeof AutoRenewal>;

export const AutoRenewalList = Type.Object({
  items: Type.Array(AutoRenewal),
  total: Type.Integer({ minimum: 0 }),
});
export type AutoRenewalList = Static<typeof AutoRenewalList>;

export const AutoRenewalParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
export type AutoRenewalParams = Static<typeof AutoRenewalParams>;

/** A subscription plan the member bought: its price per period, next payment and end. */
export const MemberSubscription = Type.Object({
  order_item_id: Type.Integer(),
  order_id: Uuid,
  order_seq: Type.Integer(),
  club: Type.Object({ account_id: Type.Integer(), name: Type.String(), slug: Type.String() }),
  name: Type.String(),
  /** Who the plan is for. */
  person: Nullable(Type.String()),
  /** `Monthly` or `Weekly`. */
  frequency: Nullable(Type.String()),
  /** Periods between two payments (e.g. 2 with `Weekly`: every 2 weeks); null when unknown. */
  occurrence: Nullable(Type.Integer({ minimum: 1 })),
  currency: Type.String(),
  /** The price of one period: the next period's, else the last one charged. */
  period_amount: Cents,
  /** The next scheduled payment (`due_on` `YYYY-MM-DD`); null when none. */
  next_payment: Nullable(Type.Object({ due_on: Type.String(), amount: Cents })),
  /** `YYYY-MM-DD`: the club's end date; null when it recurs until cancelled by the club. */
  ends_on: Nullable(Type.String()),
  stopped_at: Nullable(IsoDateTime),
  /** `member` or `club`. */
  stopped_by: Nullable(Type.Union([Type.Literal('member'), Type.Literal('club')])),
});
export type MemberSubscription = Static<typeof MemberSubscription>;

export const MemberSubscriptionList = Type.Object({
  items: Type.Array(MemberSubscription),
  total: Type.Integer({ minimum: 0 }),
});
export type MemberSubscriptionList = Static<typeof MemberSubscriptionList>;

export const MemberSubscriptionParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
export type MemberSubscriptionParams = Static<typeof MemberSubscriptionParams>;

/** `POST /user/password`: a new password, after the current one is entered again. */
export const ChangePasswordBody = Type.Object(
  {
    current_password: Type.String({ maxLength: 100 }),
    password: Type.String({ maxLength: 100 }),
    password_confirmation: Type.String({ maxLength: 100 }),
  },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** `POST /user/email`: a new email address, after the current password is entered again. */
export const ChangeEmailBody = Type.Object(
  {
    current_password: Type.String({ maxLength: 100 }),
    email: Type.String({ maxLength: 254 }),
  },
  { additionalProperties: false },
);
export type ChangeEmailBody = Static<typeof ChangeEmailBody>;

/** `POST /user/email/confirm`: the code of the link mailed to the new address (`c`). */
export const ConfirmEmailChangeBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type ConfirmEmailChangeBody = Static<typeof ConfirmEmailChangeBody>;

/** A plan bought for a member of the family. */
export const FamilyMembership = Type.Object({
  name: Type.String(),
  order_id: Uuid,
  order_seq: Type.Integer(),
  bought_at: IsoDateTime,
});
export type FamilyMembership = Static<typeof FamilyMembership>;

/** The user, or someone they answer for, in one club, with the memberships bought for them. */
export const FamilyMember = Type.Object({
  member_id: Type.Integer(),
  club: Type.Object({ account_id: Type.Integer(), name: Type.String(), slug: Type.String() }),
  first_name: Type.String(),
  last_name: Type.String(),
  kind: MemberKind,
  relation: RelationToUser,
  /** `YYYY-MM-DD`. */
  date_of_birth: Nullable(Type.String()),
  gender: Nullable(Gender),
  memberships: Type.Array(FamilyMembership),
  /**
   * An adult of the family (relation `Adult`): `own` signs in with their own account, `invited`
   * has a claim link waiting (mailed when a membership was bought for them), `not_invited` has
   * neither (the link expired or was used up); null for everyone else.
   */
  account_state: Type.Optional(
    Nullable(
      Type.Union([Type.Literal('own'), Type.Literal('invited'), Type.Literal('not_invited')]),
    ),
  ),
});
export type FamilyMember = Static<typeof FamilyMember>;

export const FamilyList = Type.Object({ items: Type.Array(FamilyMember) });
export type FamilyList = Static<typeof FamilyList>;

/** `POST /member/claims`: the code of the link mailed to an adult linked to a household. */
export const MemberClaimBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 200 }) });
export type MemberClaimBody = Static<typeof MemberClaimBody>;

/** A claimed member record: the account's email, and whether it has a password to sign in with. */
export const MemberClaimed = Type.Object({
  message: Type.String(),
  email: Type.String(),
  password_set: Type.Boolean(),
});
export type MemberClaimed = Static<typeof MemberClaimed>;

export const FamilyMemberParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
export type FamilyMemberParams = Static<typeof FamilyMemberParams>;

/** `PATCH /member/family/{id}`: a juvenile's details, under the registration form's rules. */
export const JuvenilePatchBody = Type.Object(
  {
    first_name: Type.String({ maxLength: 100 }),
    last_name: Type.String({ maxLength: 100 }),
    date_of_birth: Type.String({ maxLength: 10 }),
    gender: Nullable(Gender),
  },
  { additionalProperties: false },
);
export type JuvenilePatchBody = Static<typeof JuvenilePatchBody>;
