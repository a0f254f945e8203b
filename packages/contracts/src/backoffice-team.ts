// Schemas of the back office's Team screen (people with a club role, invitations to a role) and
// of accepting an invitation: one TypeBox source for the API's validation and the client's checks.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './club-account';

const DateTime = Type.String({ description: 'ISO 8601 date and time (UTC)' });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** A role of the back office (see `BACKOFFICE_PERMISSIONS` for what each may do). */
export const TeamRole = Type.Union([
  Type.Literal('Owner'),
  Type.Literal('Admin'),
  Type.Literal('Editor'),
  Type.Literal('Registrar'),
  Type.Literal('Treasurer'),
  Type.Literal('LottoCoordinator'),
]);
export type TeamRole = Static<typeof TeamRole>;

/** How long an invitation's link works: seven days. */
export const TEAM_INVITATION_TTL_DAYS = 7;

export const TeamRoleGrant = Type.Object({
  /** The grant's id: `DELETE /v2/backoffice/team/roles/{grant_id}` removes it. */
  grant_id: Type.Integer(),
  role: TeamRole,
  granted_at: DateTime,
});
export type TeamRoleGrant = Static<typeof TeamRoleGrant>;

/** A person holding one or more back-office roles in the club. */
export const TeamPerson = Type.Object({
  user_id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  roles: Type.Array(TeamRoleGrant),
});
export type TeamPerson = Static<typeof TeamPerson>;

/** An invitation not yet accepted, cancelled or expired. */
export const TeamInvitation = Type.Object({
  invitation_id: Type.Integer(),
  email: Type.String(),
  role: TeamRole,
  invited_by: Nullable(Type.String()),
  created_at: DateTime,
  expires_at: DateTime,
});
export type TeamInvitation = Static<typeof TeamInvitation>;

/** `GET /v2/backoffice/team`. */
export const TeamPage = Type.Object({
  people: Type.Array(TeamPerson),
  invitations: Type.Array(TeamInvitation),
});
export type TeamPage = Static<typeof TeamPage>;

/** `POST /v2/backoffice/team/invitations`. */
export const TeamInvitationBody = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 254 }),
    role: TeamRole,
  },
  { additionalProperties: false },
);
export type TeamInvitationBody = Static<typeof TeamInvitationBody>;

export const TeamInvitationParams = Type.Object({ invitation_id: Id });
export type TeamInvitationParams = Static<typeof TeamInvitationParams>;

export const TeamRoleParams = Type.Object({ grant_id: Id });
export type TeamRoleParams = Static<typeof TeamRoleParams>;

/** `POST /v2/team-invitations/accept`: the code of the mailed link. */
export const TeamInvitationAcceptBody = Type.Object(
  { code: Type.String({ minLength: 16, maxLength: 200 }) },
  { additionalProperties: false },
);
export type TeamInvitationAcceptBody = Static<typeof TeamInvitationAcceptBody>;

export const TeamInvitationAccepted = Type.Object({
  message: Type.String(),
  email: Type.String(),
  role: TeamRole,
  club_name: Type.String(),
  /** Whether the account has a password (else the person sets one at sign-in). */
  password_set: Type.Boolean(),
});
export type TeamInvitationAccepted = Static<typeof TeamInvitationAccepted>;
