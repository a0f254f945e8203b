// Schemas of the identity area: one TypeBox source for the API's validation and the client's checks.
import { Type, type Static } from '@sinclair/typebox';
import { LanguageCode, Nullable, SsoMode } from './club-account';

const DateTime = Type.String({ description: 'ISO 8601 date and time (UTC)' });
const Email = Type.String({ maxLength: 254 });
const Name = Type.String({ maxLength: 100 });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** Text flags as forms send them, or booleans. */
const Flag = Type.Union([
  Type.Boolean(),
  Type.Literal('true'),
  Type.Literal('false'),
  Type.Literal('1'),
  Type.Literal('0'),
]);
/** An id in a JSON body, or as text in a form-encoded one. */
const IdOrText = Type.Union([Id, Type.String({ pattern: '^[1-9][0-9]{0,9}$' })]);

/* ------------------------------------------------------------------ roles and host areas */

/** The roles */
export const Role = Type.Union([
  Type.Literal('Member'),
  Type.Literal('Admin'),
  Type.Literal('Owner'),
  Type.Literal('Editor'),
  Type.Literal('Registrar'),
  Type.Literal('Treasurer'),
  Type.Literal('LottoCoordinator'),
  Type.Literal('GroupManager'),
  Type.Literal('Superuser'),
  Type.Literal('XGB'),
]);
export type Role = Static<typeof Role>;

/**
 * Host areas: the first label of the host name (backoffice, club, myaccount, su, xgb); `site`
 * stands for a club's own public site (any other label).
 */
export const HostArea = Type.Union([
  Type.Literal('site'),
  Type.Literal('club'),
  Type.Literal('backoffice'),
  Type.Literal('myaccount'),
  Type.Literal('su'),
  Type.Literal('xgb'),
]);
export type HostArea = Static<typeof HostArea>;

// The roles that open each host area (`AREA_ROLES`, `canEnterArea`) are plain values in
// club-roles.ts, which browser bundles import through `@touchline/contracts/roles`.

/** A signed-in session that has run out: the API's `session_expired` text, also said by the site. */
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/* ------------------------------------------------------------------ tokens */

export const GrantType = Type.Union([
  Type.Literal('password'),
  Type.Literal('refresh_token'),
  Type.Literal('guest'),
  Type.Literal('authorization_code'),
  Type.Literal('handover_code'),
]);
export type GrantType = Static<typeof GrantType>;

/** `POST /oauth/token`, as JSON or form-encoded. Fields beyond the grant's own are ignored. */
export const TokenRequest = Type.Object({
  grant_type: GrantType,
  client_id: Type.Optional(Type.String({ maxLength: 100 })),
  client_secret: Type.Optional(Type.String({ maxLength: 200 })),
  scope: Type.Optional(Type.String({ maxLength: 200 })),
  /** password grant */
  username: Type.Optional(Email),
  password: Type.Optional(Type.String({ maxLength: 100 })),
  /** password grant on the governing-body host: the user must hold the XGB role. */
  xgb_user: Type.Optional(Flag),
  /** refresh_token grant */
  refresh_token: Type.Optional(Type.String({ maxLength: 200 })),
  /**
   * authorization_code grant: the one-time code a single sign-on login returned with;
   * handover_code grant: the one-time code of a session handed over in a link (`?c=`).
   */
  code: Type.Optional(Type.String({ maxLength: 200 })),
  /** guest grant */
  first_name: Type.Optional(Name),
  last_name: Type.Optional(Name),
  email: Type.Optional(Email),
  account_id: Type.Optional(IdOrText),
});
export type TokenRequest = Static<typeof TokenRequest>;

/** `POST /oauth/handover`: a one-time code for a link that hands the caller's session over. */
export const HandoverCode = Type.Object({
  code: Type.String(),
  /** Seconds the code can be exchanged for (once). */
  expires_in: Type.Integer(),
});
export type HandoverCode = Static<typeof HandoverCode>;

/** `POST /oauth/revoke`: the token whose session ends (RFC 7009). */
export const RevokeRequest = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  token_type_hint: Type.Optional(
    Type.Union([Type.Literal('refresh_token'), Type.Literal('access_token')]),
  ),
});
export type RevokeRequest = Static<typeof RevokeRequest>;

export const TokenResponse = Type.Object({
  token_type: Type.Literal('Bearer'),
  access_token: Type.String(),
  /** Absent for guest tokens and for the session a reset code opens. */
  refresh_token: Type.Optional(Type.String()),
  /** Seconds until the access token expires. */
  expires_in: Type.Integer({ minimum: 1 }),
});
export type TokenResponse = Static<typeof TokenResponse>;

/**
 * A refused token request: the API's error body (`code` as on every error) with `error`, the
 * OAuth 2.0 error name (absent on malformed bodies).
 */
export const TokenError = Type.Object({
  message: Type.String(),
  code: Type.Optional(Type.String()),
  error: Type.Optional(
    Type.Union([
      Type.Literal('invalid_request'),
      Type.Literal('invalid_grant'),
      Type.Literal('access_denied'),
    ]),
  ),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  /** With `sso_required`: the slug of the club whose single sign-on the user must use. */
  club: Type.Optional(Type.String()),
});
export type TokenError = Static<typeof TokenError>;

/* ------------------------------------------------------------------ user */

export const UserAccount = Type.Object({
  account_id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  /** The user's roles in this club account. */
  roles: Type.Array(Role),
});
export type UserAccount = Static<typeof UserAccount>;

export const User = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  email_verified: Type.Boolean(),
  first_name: Type.String(),
  last_name: Type.String(),
  mobile: Nullable(Type.String()),
  /** Every role the user holds, in any account. */
  roles: Type.Array(Role),
  /** The club accounts the user has a role in, with the roles held there. */
  accounts: Type.Array(UserAccount),
  governing_body: Nullable(Type.Object({ governing_body_id: Type.Integer(), name: Type.String() })),
  /** The host areas these roles open (see `AREA_ROLES`). */
  areas: Type.Array(HostArea),
  pwd_set_allowed: Type.Boolean(),
  password_set: Type.Boolean(),
  /** The site's language the member chose while signed in; null until they choose one. */
  language: Nullable(LanguageCode),
});
export type User = Static<typeof User>;

/** `PATCH /v2/user`: a new password and/or name, mobile and language changes. */
export const UserPatchBody = Type.Object({
  password: Type.Optional(Type.String({ maxLength: 100 })),
  password_confirmation: Type.Optional(Type.String({ maxLength: 100 })),
  first_name: Type.Optional(Name),
  last_name: Type.Optional(Name),
  mobile: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  language: Type.Optional(LanguageCode),
});
export type UserPatchBody = Static<typeof UserPatchBody>;

export const MessageAnswer = Type.Object({ message: Type.String() });
export type MessageAnswer = Static<typeof MessageAnswer>;

export const RecoveryBody = Type.Object({ email: Email });
export type RecoveryBody = Static<typeof RecoveryBody>;

/** `POST /v2/user/authentication/token`: the emailed 6-digit code as `token`. */
export const ResetTokenBody = Type.Object({
  email: Email,
  token: Type.String({ maxLength: 100 }),
});
export type ResetTokenBody = Static<typeof ResetTokenBody>;

/** `POST /v2/user/authentication/verify`: the code of the verification link (`c`). */
export const VerifyEmailBody = Type.Object({ code: Type.String({ maxLength: 200 }) });
export type VerifyEmailBody = Static<typeof VerifyEmailBody>;

/** Seconds a password reset code stays valid, and the wrong tries it takes before it locks. */
export const RESET_CODE_RULES = { ttlSeconds: 15 * 60, maxAttempts: 5, length: 6 } as const;

/* ------------------------------------------------------------------ email check */

export const CheckEmailBody = Type.Object({
  email: Email,
  account_id: Type.Optional(Nullable(Id)),
});
export type CheckEmailBody = Static<typeof CheckEmailBody>;

export const GoverningBodyCheckEmailBody = Type.Object({
  email: Email,
  governing_body_id: Type.Optional(Nullable(Id)),
});
export type GoverningBodyCheckEmailBody = Static<typeof GoverningBodyCheckEmailBody>;

/** What the email-check decision table needs. */
export const CheckEmailResult = Type.Object({
  email_exists: Type.Boolean(),
  /** The club's (or governing body's) SSO mode. */
  sso: SsoMode,
  governing_body_id: Nullable(Type.Integer()),
  /** The user holds the XGB role (of `governing_body_id` when one is known). */
  xgb: Type.Boolean(),
  /** A password may be chosen (sign-up) or set and reset (existing user). */
  pwd_set_allowed: Type.Boolean(),
  /** The existing user has a password (false: use set-password or SSO). */
  password_set: Type.Boolean(),
  sso_icon: Nullable(Type.String()),
  sso_button_text: Nullable(Type.String()),
  help_url: Nullable(Type.String()),
});
export type CheckEmailResult = Static<typeof CheckEmailResult>;

/* ------------------------------------------------------------------ members */

export const MemberKind = Type.Union([Type.Literal('adult'), Type.Literal('juvenile')]);
export type MemberKind = Static<typeof MemberKind>;

export const Gender = Type.Union([
  Type.Literal('Male'),
  Type.Literal('Female'),
  Type.Literal('Prefer not to say'),
]);
export type Gender = Static<typeof Gender>;

const AddressText = Type.String({ maxLength: 200 });

export const MemberAddress = Type.Object({
  country: Nullable(AddressText),
  postal_code: Nullable(AddressText),
  county: Nullable(AddressText),
  city: Nullable(AddressText),
  line1: Nullable(AddressText),
  line2: Nullable(AddressText),
});
export type MemberAddress = Static<typeof MemberAddress>;

export const MemberAddressInput = Type.Partial(MemberAddress);
export type MemberAddressInput = Static<typeof MemberAddressInput>;

const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });

export const Member = Type.Object({
  member_id: Type.Integer(),
  account_id: Type.Integer(),
  kind: MemberKind,
  is_guest: Type.Boolean(),
  email: Nullable(Type.String()),
  first_name: Type.String(),
  last_name: Type.String(),
  mobile: Nullable(Type.String()),
  date_of_birth: Nullable(IsoDate),
  gender: Nullable(Gender),
  address: MemberAddress,
  receive_updates: Type.Boolean(),
  created_at: DateTime,
});
export type Member = Static<typeof Member>;

/** Member creation (sign-up), plus the club it is for. */
export const MemberCreateBody = Type.Object({
  account_id: Id,
  email: Email,
  first_name: Name,
  last_name: Name,
  mobile: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  user: Type.Object({
    email: Email,
    confirmEmail: Email,
    password: Type.Optional(Type.String({ maxLength: 100 })),
    confirmPassword: Type.Optional(Type.String({ maxLength: 100 })),
  }),
  address: Type.Optional(MemberAddressInput),
  terms: Type.Boolean(),
  receive_updates: Type.Optional(Type.Boolean({ default: false })),
  date_of_birth: Type.Optional(Nullable(IsoDate)),
  gender: Type.Optional(Nullable(Gender)),
});
export type MemberCreateBody = Static<typeof MemberCreateBody>;

export const MemberCreated = Type.Object({ member: Member, message: Type.String() });
export type MemberCreated = Static<typeof MemberCreated>;

/** `PATCH /v2/member`: the fields to change; `password` changes the sign-in's password. */
export const MemberPatchBody = Type.Object({
  first_name: Type.Optional(Name),
  last_name: Type.Optional(Name),
  mobile: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  address: Type.Optional(MemberAddressInput),
  receive_updates: Type.Optional(Type.Boolean()),
  date_of_birth: Type.Optional(Nullable(IsoDate)),
  gender: Type.Optional(Nullable(Gender)),
  password: Type.Optional(Type.String({ maxLength: 100 })),
  password_confirmation: Type.Optional(Type.String({ maxLength: 100 })),
});
export type MemberPatchBody = Static<typeof MemberPatchBody>;

/** The club a member call is about (a guest's token names it already). */
export const MemberQuery = Type.Object({ account_id: Type.Optional(Id) });
export type MemberQuery = Static<typeof MemberQuery>;

export const RelationKind = Type.Union([
  Type.Literal('Adult'),
  Type.Literal('Guardian'),
  Type.Literal('Juvenile'),
]);
export type RelationKind = Static<typeof RelationKind>;

/** What a listed member is to the signed-in user: themself, or one of their relations. */
export const RelationToUser = Type.Union([Type.Literal('Self'), RelationKind]);
export type RelationToUser = Static<typeof RelationToUser>;

export const RelatedAccount = Type.Object({
  member_id: Type.Integer(),
  account_id: Type.Integer(),
  club: Type.Object({ slug: Type.String(), name: Type.String() }),
  first_name: Type.String(),
  last_name: Type.String(),
  kind: MemberKind,
  relation: RelationToUser,
});
export type RelatedAccount = Static<typeof RelatedAccount>;

export const RelatedAccountsQuery = Type.Object({
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  account_id: Type.Optional(Id),
});
export type RelatedAccountsQuery = Static<typeof RelatedAccountsQuery>;

/** A page of a collection. */
export const RelatedAccountList = Type.Object({
  items: Type.Array(RelatedAccount),
  total: Type.Integer({ minimum: 0 }),
  current_page: Type.Integer({ minimum: 1 }),
  per_page: Type.Integer({ minimum: 1 }),
  /** 1-based position of the first item on this page; null on an empty page. */
  from: Nullable(Type.Integer()),
  to: Nullable(Type.Integer()),
});
export type RelatedAccountList = Static<typeof RelatedAccountList>;

/** `POST /v2/member/guest` (guest checkout). */
export const GuestBody = Type.Object({
  first_name: Name,
  last_name: Name,
  email: Email,
  account_id: IdOrText,
  client_id: Type.Optional(Type.String({ maxLength: 100 })),
  client_secret: Type.Optional(Type.String({ maxLength: 200 })),
  scope: Type.Optional(Type.String({ maxLength: 200 })),
  grant_type: Type.Optional(Type.Literal('guest')),
});
export type GuestBody = Static<typeof GuestBody>;

export const GuestCreated = Type.Object({ member: Member, oauth: TokenResponse });
export type GuestCreated = Static<typeof GuestCreated>;

export const RelatedMember = Type.Object({
  member_id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Nullable(Type.String()),
  kind: MemberKind,
  relation: RelationToUser,
  date_of_birth: Nullable(IsoDate),
  gender: Nullable(Gender),
});
export type RelatedMember = Static<typeof RelatedMember>;

export const RelationsQuery = Type.Object({
  /** Adult (the user and other adults), Guardian (guardians of juveniles), Juvenile; any case. */
  type: Type.Optional(
    Type.Union(
      ['Adult', 'adult', 'Guardian', 'guardian', 'Juvenile', 'juvenile'].map((kind) =>
        Type.Literal(kind),
      ),
    ),
  ),
});
export type RelationsQuery = Static<typeof RelationsQuery>;

export const RelatedMemberList = Type.Object({ items: Type.Array(RelatedMember) });
export type RelatedMemberList = Static<typeof RelatedMemberList>;

/* ------------------------------------------------------------------ single sign-on */

export const SsoLoginQuery = Type.Object({
  club: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,63}$' })),
  governing_body_id: Type.Optional(Id),
  xgb: Type.Optional(Flag),
  /** Absolute URL on an allowed site origin to come back to, signed in. */
  return_to: Type.String({ maxLength: 2000 }),
});
export type SsoLoginQuery = Static<typeof SsoLoginQuery>;

/* ------------------------------------------------------------------ development mailbox */

export const MailboxMessage = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Nullable(Type.String()),
  data: Type.Record(Type.String(), Type.Unknown()),
  created_at: DateTime,
});
export type MailboxMessage = Static<typeof MailboxMessage>;

export const MailboxQuery = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 254 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});
export type MailboxQuery = Static<typeof MailboxQuery>;

export const MailboxList = Type.Object({ items: Type.Array(MailboxMessage) });
export type MailboxList = Static<typeof MailboxList>;
