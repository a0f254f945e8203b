import type { ColumnType, Generated } from 'kysely';
import type { BackofficeRole, Language, SsoMode } from '@touchline/contracts';

/** Tables of the identity area (users, roles, members, relations, OAuth tokens, one-time codes, SSO, rate limits, mail outbox). */
export interface IdentityTables {
  governing_bodies: GoverningBodiesTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  members: MembersTable;
  member_relations: MemberRelationsTable;
  oauth_access_tokens: OauthAccessTokensTable;
  oauth_refresh_tokens: OauthRefreshTokensTable;
  auth_codes: AuthCodesTable;
  sso_requests: SsoRequestsTable;
  rate_limit_counters: RateLimitCountersTable;
  sign_in_lockouts: SignInLockoutsTable;
  mail_outbox: MailOutboxTable;
  mail_retries: MailRetriesTable;
  team_invitations: TeamInvitationsTable;
  role_changes: RoleChangesTable;
}

/** The roles a user can hold. */
export type RoleName =
  | 'Member'
  | 'Admin'
  | 'Owner'
  | 'Editor'
  | 'Registrar'
  | 'Treasurer'
  | 'LottoCoordinator'
  | 'GroupManager'
  | 'Superuser'
  | 'XGB';
export type MemberKind = 'adult' | 'juvenile';
export type RelationKind = 'Adult' | 'Guardian' | 'Juvenile';
export type Gender = 'Male' | 'Female' | 'Prefer not to say';
export type AuthCodePurpose =
  'verify_email' | 'reset_password' | 'sso_login' | 'session_handover' | 'session_handover_sso';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface GoverningBodiesTable {
  id: number;
  name: string;
  sso_mode: Defaulted<SsoMode>;
  sso_button_text: string | null;
  sso_help_url: string | null;
  sso_icon: string | null;
}

export interface UsersTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  /** `scrypt$N$r$p$salt$hash`; null while no password is set. */
  password_hash: string | null;
  first_name: string;
  last_name: string;
  mobile: string | null;
  email_verified_at: Date | null;
  pwd_set_allowed: Defaulted<boolean>;
  receive_updates: Defaulted<boolean>;
  terms_accepted_at: Date | null;
  /** The site's language the member chose while signed in (migration 0063). */
  language: Language | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface UserRolesTable {
  id: Generated<number>;
  user_id: number;
  role: RoleName;
  /** Set for club roles (Member, the back-office roles, GroupManager). */
  account_id: number | null;
  /** Set for XGB. */
  governing_body_id: number | null;
  created_at: Generated<Date>;
}

export interface MembersTable {
  id: Generated<number>;
  account_id: number;
  /** The adult's sign-in; null for juveniles and guests. */
  user_id: number | null;
  kind: Defaulted<MemberKind>;
  is_guest: Defaulted<boolean>;
  email: string | null;
  first_name: string;
  last_name: string;
  mobile: string | null;
  /** `YYYY-MM-DD`. */
  date_of_birth: ColumnType<Date | null, string | null | undefined, string | null>;
  gender: Gender | null;
  address_line1: string | null;
  address_line2: string | null;
  address_city: string | null;
  address_county: string | null;
  address_postal_code: string | null;
  address_country: string | null;
  receive_updates: Defaulted<boolean>;
  terms_accepted_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface MemberRelationsTable {
  id: Generated<number>;
  account_id: number;
  /** The account holder (an adult member). */
  member_id: number;
  /** What this member is to the holder is `relation`. */
  related_member_id: number;
  relation: RelationKind;
  created_at: Generated<Date>;
}

export interface OauthAccessTokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number | null;
  guest_member_id: number | null;
  refresh_family: string | null;
  client_id: string | null;
  xgb: Defaulted<boolean>;
  /** The session began at single sign-on (not a password or reset code). */
  via_sso: Defaulted<boolean>;
  expires_at: Date;
  revoked_at: Date | null;
  created_at: Generated<Date>;
}

export interface OauthRefreshTokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  family: string;
  client_id: string | null;
  xgb: Defaulted<boolean>;
  /** The session began at single sign-on (not a password or reset code). */
  via_sso: Defaulted<boolean>;
  /** The refresh family of the sign-in this session was handed over from (its group's origin). */
  handed_over_from: Defaulted<string | null>;
  expires_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
  created_at: Generated<Date>;
}

export interface AuthCodesTable {
  id: Generated<number>;
  user_id: number;
  purpose: AuthCodePurpose;
  code_hash: string;
  attempts: Defaulted<number>;
  /** A hand-over code: the origin of the session group it was asked from. */
  handed_over_from: Defaulted<string | null>;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface SsoRequestsTable {
  id: Generated<number>;
  state_hash: string;
  account_id: number | null;
  governing_body_id: number | null;
  return_to: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface RateLimitCountersTable {
  key: string;
  hits: number;
  window_ends_at: Date;
}

export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  data: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Generated<Date>;
  /** The sender's key for this mail (a list delivery's): one mail per key. */
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Mail the SMTP server did not take within a request, waiting for the retry job. */
export interface MailRetriesTable {
  mail_retry_id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** Sent under the Message-ID made from it, as the first attempt was. */
  idempotency_key: string;
  attempts: Defaulted<number>;
  next_attempt_at: Defaulted<Date>;
  last_error: string | null;
  /** Given up on after its last attempt. */
  failed_at: Date | null;
  created_at: Generated<Date>;
}

/** Failed password sign-ins of one account (by email hash) and its pause after too many. */
export interface SignInLockoutsTable {
  subject_hash: string;
  failures: number;
  window_ends_at: Date;
  locked_until: Date | null;
}

/** An invitation to a back-office role: a single-use mailed link, the code stored hashed (0051). */
export interface TeamInvitationsTable {
  id: Generated<number>;
  account_id: number;
  email: string;
  role: BackofficeRole;
  code_hash: string;
  invited_by: number | null;
  created_at: Generated<Date>;
  expires_at: Date;
  accepted_at: Date | null;
  accepted_by: number | null;
  cancelled_at: Date | null;
  cancelled_by: number | null;
}

export type RoleChangeAction = 'invited' | 'invitation_cancelled' | 'granted' | 'removed';

/** Who granted or removed which club role, or invited someone to it, and when (0051). */
export interface RoleChangesTable {
  id: Generated<number>;
  account_id: number;
  action: RoleChangeAction;
  role: string;
  user_id: number | null;
  email: string;
  by_user_id: number | null;
  at: Generated<Date>;
}
