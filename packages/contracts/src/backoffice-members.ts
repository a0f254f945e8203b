// Schemas of the back office's member register: the club's members with their memberships,
// age group, household, payment state and registration answers, filtered and paged; its CSV
// export, and the record of who exported what.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './club-account';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/**
 * A member's age group in a season: under N (`U8` … `U18`) by their age on 31 December of the
 * season's year, `Adult` from 18, `Unknown` without a date of birth.
 */
export const AGE_GROUPS = ['U8', 'U10', 'U12', 'U14', 'U16', 'U18', 'Adult', 'Unknown'] as const;
export const AgeGroup = Type.Union(AGE_GROUPS.map((group) => Type.Literal(group)));
export type AgeGroup = Static<typeof AgeGroup>;

/**
 * Where a member stands with the club's money in the season: `paid` (nothing owed), `instalments_due`
 * (payments still to come), `in_arrears` (a payment failed and is unpaid), `none` (no membership).
 */
export const MEMBER_PAYMENT_STATES = ['paid', 'instalments_due', 'in_arrears', 'none'] as const;
export const MemberPaymentState = Type.Union(
  MEMBER_PAYMENT_STATES.map((state) => Type.Literal(state)),
);
export type MemberPaymentState = Static<typeof MemberPaymentState>;

/** The register's filters (the list's and the export's). */
export const MemberRegisterFilters = Type.Object({
  /** A season (calendar year); only members holding a membership in it. */
  season: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
  program_id: Type.Optional(Id),
  /** A membership plan (product). */
  plan_id: Type.Optional(Id),
  age_group: Type.Optional(AgeGroup),
  payment_state: Type.Optional(MemberPaymentState),
  /** Part of a name or an email. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
});
export type MemberRegisterFilters = Static<typeof MemberRegisterFilters>;

export const MemberRegisterQuery = Type.Composite([
  MemberRegisterFilters,
  Type.Object({
    per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    account_id: Type.Optional(Id),
  }),
]);
export type MemberRegisterQuery = Static<typeof MemberRegisterQuery>;

export const MemberExportQuery = Type.Composite([
  MemberRegisterFilters,
  Type.Object({ account_id: Type.Optional(Id) }),
]);
export type MemberExportQuery = Static<typeof MemberExportQuery>;

/** A membership plan held: the plan, its programme and its period. */
export const RegisterMembership = Type.Object({
  order_item_id: Type.Integer(),
  plan_id: Nullable(Type.Integer()),
  plan: Type.String(),
  program_id: Nullable(Type.Integer()),
  program: Nullable(Type.String()),
  season: Type.Integer(),
  /** `YYYY-MM-DD`; null when the plan has no period. */
  valid_from: Nullable(Type.String()),
  valid_to: Nullable(Type.String()),
  payment_state: MemberPaymentState,
});
export type RegisterMembership = Static<typeof RegisterMembership>;

/** Someone of the member's household, and what they are to the member. */
export const HouseholdPerson = Type.Object({
  member_id: Type.Integer(),
  name: Type.String(),
  relation: Type.Union([Type.Literal('Guardian'), Type.Literal('Child'), Type.Literal('Family')]),
});
export type HouseholdPerson = Static<typeof HouseholdPerson>;

/** A question of the club's registration forms, a column of the register. */
export const RegisterColumn = Type.Object({
  /** `<form id>:<question id>`. */
  key: Type.String(),
  form: Type.String(),
  question: Type.String(),
  medical: Type.Boolean(),
});
export type RegisterColumn = Static<typeof RegisterColumn>;

export const RegisterMember = Type.Object({
  member_id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Nullable(Type.String()),
  /** `YYYY-MM-DD`. */
  date_of_birth: Nullable(Type.String()),
  kind: Type.Union([Type.Literal('adult'), Type.Literal('juvenile')]),
  age_group: AgeGroup,
  /** Memberships of the season shown and of the one before it, newest first. */
  memberships: Type.Array(RegisterMembership),
  payment_state: MemberPaymentState,
  household: Type.Array(HouseholdPerson),
  /** Answers by column key (`columns`), as text; questions not answered are absent. */
  answers: Type.Record(Type.String(), Type.String()),
});
export type RegisterMember = Static<typeof RegisterMember>;

export const MemberRegisterPage = Type.Object({
  items: Type.Array(RegisterMember),
  total: Type.Integer({ minimum: 0 }),
  current_page: Type.Integer({ minimum: 1 }),
  per_page: Type.Integer({ minimum: 1 }),
  from: Nullable(Type.Integer()),
  to: Nullable(Type.Integer()),
  /** The season the memberships and age groups are of. */
  season: Type.Integer(),
  /** The answers' columns (medical ones only for a role that may read them). */
  columns: Type.Array(RegisterColumn),
  medical_included: Type.Boolean(),
  /** What the filters offer: the club's programmes and plans. */
  programs: Type.Array(Type.Object({ program_id: Type.Integer(), title: Type.String() })),
  plans: Type.Array(Type.Object({ plan_id: Type.Integer(), name: Type.String() })),
});
export type MemberRegisterPage = Static<typeof MemberRegisterPage>;

/** One export of the register: who made it, when, with which filters and medical answers or not. */
export const MemberExportRecord = Type.Object({
  export_id: Type.Integer(),
  exported_by: Type.String(),
  exported_at: Type.String(),
  filters: MemberRegisterFilters,
  medical_included: Type.Boolean(),
  row_count: Type.Integer({ minimum: 0 }),
});
export type MemberExportRecord = Static<typeof MemberExportRecord>;

export const MemberExportList = Type.Object({ data: Type.Array(MemberExportRecord) });
export type MemberExportList = Static<typeof MemberExportList>;

export const MemberExportListQuery = Type.Object({ account_id: Type.Optional(Id) });
export type MemberExportListQuery = Static<typeof MemberExportListQuery>;
