import { ERRORS } from '../errors/catalogue';
import { fail } from '../errors/domain-error';
import {
  CheckEmailBody,
  CheckEmailResult,
  ClubParams,
  ErrorBody,
  GoverningBodyCheckEmailBody,
  GuestBody,
  GuestCreated,
  Member,
  MemberCreateBody,
  MemberCreated,
  MemberPatchBody,
  MemberQuery,
  RelatedAccountList,
  RelatedAccountsQuery,
  RelatedMemberList,
  RelationsQuery,
} from '@touchline/contracts';
import type { FastifyRequest } from 'fastify';
import type { ApiInstance } from '../http/api-instance';
import {
  checkEmailField,
  checkMemberChanges,
  checkSignUp,
  hasErrors,
  normaliseEmail,
  type FieldErrors,
} from './account-rules';
import { memberMailLanguage } from '../mail/mail-language-repository';
import { issueLinkCode } from './auth-codes';
import { requireUser, requireUserOrGuest, type UserAuth } from './authenticate';
import { createGuest } from './guest-accounts';
import { siteUrlFor, type IdentityContext } from './identity-context';
import {
  createMember,
  findMember,
  findMemberOfUser,
  listJuveniles,
  listRelatedAccounts,
  listRelations,
  updateMember,
} from './member-repository';
import { changePassword } from './user-routes';
import { findGoverningBody } from './governing-body-repository';
import { createUser, findUserByEmail, holdsRole } from './user-repository';
import { pageOf } from '../http/page-answer';

export const NOT_A_MEMBER = ERRORS.not_a_member.message;
export const ALREADY_MEMBER = ERRORS.already_member.message;
export const EMAIL_TAKEN = 'An account with this email already exists. Please sign in.';
export const USE_ACCOUNT_EMAIL = 'Use the email of the account you are signed in with';
export const ACCOUNT_CREATED =
  'Your account has been created. Please check your inbox to verify your email.';
export const CLUB_NOT_FOUND = ERRORS.club_not_found.message;
export const ACCOUNT_ID_REQUIRED = ERRORS.account_id_required.message;

/**
 * Email checks per client address in a minute; sign-ups (`SIGN_UPS_PER_HOUR`, identity-config.ts)
 * and guest creations per hour.
 */
export const CHECK_EMAIL_LIMIT = { max: 30, windowSeconds: 60 } as const;
const SIGN_UP_WINDOW_SECONDS = 3600;
export const GUEST_LIMIT = { max: 20, windowSeconds: 3600 } as const;

const invalid = (errors: FieldErrors) => fail('invalid_data', { errors });

/** Members, sign-up, the email check, guests, related accounts, juveniles and relations. */
export async function memberRoutes(app: ApiInstance, context: IdentityContext): Promise<void> {
  const { db, limiter, mail } = context;
  const checkEmailLimit = limiter.limit({ name: 'check-email', ...CHECK_EMAIL_LIMIT });

  async function emailFacts(email: string, governingBodyId: number | null) {
    const user = await findUserByEmail(db, email);
    let xgb = false;
    if (user) {
      xgb = await holdsRole(db, user.id, ['XGB'], governingBodyId);
    }
    return { user, xgb };
  }

  app.post(
    '/v2/member/check-email',
    {
      schema: {
        body: CheckEmailBody,
        response: { 200: CheckEmailResult, 404: ErrorBody, 422: ErrorBody, 429: ErrorBody },
      },
      preHandler: checkEmailLimit,
    },
    async (request) => {
      const errors = checkEmailField(request.body.email);
      if (hasErrors(errors)) throw invalid(errors);
      const accountId = request.body.account_id ?? null;
      const club = accountId === null ? null : await context.clubs.byAccountId(accountId);
      if (accountId !== null && !club) throw fail('club_not_found');
      const governingBodyId = club?.governingBodyId ?? null;
      const { user, xgb } = await emailFacts(request.body.email, governingBodyId);
      const ssoMode = club?.ssoMode ?? 'off';
      return {
        email_exists: user !== undefined,
        sso: ssoMode,
        governing_body_id: governingBodyId,
        xgb,
        pwd_set_allowed: user ? user.pwd_set_allowed : ssoMode !== 'mandatory',
        password_set: user ? user.password_hash !== null : false,
        sso_icon: null,
        sso_button_text: club?.ssoButtonText ?? null,
        help_url: club?.ssoHelpUrl ?? null,
      } satisfies CheckEmailResult;
    },
  );

  app.post(
    '/v2/governing-body/member/check-email',
    {
      schema: {
        body: GoverningBodyCheckEmailBody,
        response: { 200: CheckEmailResult, 404: ErrorBody, 422: ErrorBody, 429: ErrorBody },
      },
      preHandler: checkEmailLimit,
    },
    async (request) => {
      const errors = checkEmailField(request.body.email);
      if (hasErrors(errors)) throw invalid(errors);
      const bodyId = request.body.governing_body_id ?? null;
      const body = bodyId === null ? undefined : await findGoverningBody(db, bodyId);
      if (bodyId !== null && !body) {
        throw fail('governing_body_not_found');
      }
      const { user, xgb } = await emailFacts(request.body.email, bodyId);
      const ssoMode = body?.sso_mode ?? 'off';
      return {
        email_exists: user !== undefined,
        sso: ssoMode,
        governing_body_id: bodyId,
        xgb,
        pwd_set_allowed: user ? user.pwd_set_allowed : ssoMode !== 'mandatory',
        password_set: user ? user.password_hash !== null : false,
        sso_icon: body?.sso_icon ?? null,
        sso_button_text: body?.sso_button_text ?? null,
        help_url: body?.sso_help_url ?? null,
      } satisfies CheckEmailResult;
    },
  );

  app.get(
    '/v2/member',
    {
      schema: {
        querystring: MemberQuery,
        response: { 200: Member, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
      preHandler: requireUserOrGuest,
    },
    async (request) => {
      const auth = request.auth;
      const accountId = request.query.account_id;
      if (auth?.kind === 'guest') {
        const member =
          accountId === undefined || accountId === auth.accountId
            ? await findMember(db, auth.memberId)
            : null;
        if (!member) throw fail('not_a_member');
        return member;
      }
      if (accountId === undefined) throw fail('account_id_required');
      const member = await findMemberOfUser(db, (auth as UserAuth).userId, accountId);
      if (!member) throw fail('not_a_member');
      return member;
    },
  );

  app.post(
    '/v2/member',
    {
      schema: {
        body: MemberCreateBody,
        response: {
          201: MemberCreated,
          404: ErrorBody,
          409: ErrorBody,
          422: ErrorBody,
          429: ErrorBody,
        },
      },
      preHandler: limiter.limit({
        name: 'sign-up',
        max: context.config.identity.signUpsPerHour,
        windowSeconds: SIGN_UP_WINDOW_SECONDS,
      }),
    },
    async (request, reply) => {
      const body = request.body;
      const club = await context.clubs.byAccountId(body.account_id);
      if (!club) throw fail('club_not_found');
      const auth = request.auth;
      const passwordAllowed = club.ssoMode !== 'mandatory';

      if (auth?.kind === 'user') {
        // A signed-in user joins another club: the membership only, no new sign-in.
        const errors = checkSignUp({ ...body, user: { ...body.user, password: undefined } }, true);
        if (normaliseEmail(body.email) !== auth.email)
          (errors['email'] ??= []).push(USE_ACCOUNT_EMAIL);
        if (hasErrors(errors)) throw invalid(errors);
        if (await findMemberOfUser(db, auth.userId, club.accountId)) {
          throw fail('already_member');
        }
        const member = await createMember(db, memberFields(body, club.accountId, auth.userId));
        return reply.code(201).send({ member, message: 'Welcome to the club!' });
      }

      const errors = checkSignUp(body, passwordAllowed);
      if (!errors['email'] && (await findUserByEmail(db, body.email)))
        errors['email'] = [EMAIL_TAKEN];
      if (hasErrors(errors)) throw invalid(errors);
      const userId = await createUser(db, {
        email: body.email,
        firstName: body.first_name.trim(),
        lastName: body.last_name.trim(),
        mobile: body.mobile || null,
        password: passwordAllowed ? (body.user.password ?? null) : null,
        pwdSetAllowed: passwordAllowed,
        receiveUpdates: body.receive_updates ?? false,
        termsAccepted: true,
      });
      if (userId === null) throw invalid({ email: [EMAIL_TAKEN] });
      const member = await createMember(db, memberFields(body, club.accountId, userId));
      const code = await issueLinkCode(db, userId, 'verify_email');
      await mail.sendVerification(
        {
          email: normaliseEmail(body.email),
          firstName: body.first_name.trim(),
          language: await memberMailLanguage(db, { userId, accountId: club.accountId }),
        },
        siteUrlFor(context, request),
        code,
      );
      return reply.code(201).send({ member, message: ACCOUNT_CREATED });
    },
  );

  app.patch(
    '/v2/member',
    {
      schema: {
        querystring: MemberQuery,
        body: MemberPatchBody,
        response: {
          200: Member,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          422: ErrorBody,
        },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const auth = request.auth as UserAuth;
      const accountId = request.query.account_id;
      if (accountId === undefined) throw fail('account_id_required');
      const member = await findMemberOfUser(db, auth.userId, accountId);
      if (!member) throw fail('not_a_member');
      const { password, password_confirmation: confirmation, ...changes } = request.body;
      const errors = checkMemberChanges(changes);
      if (hasErrors(errors)) throw invalid(errors);
      if (password !== undefined) {
        await changePassword(context, auth, password, confirmation);
      }
      return (await updateMember(db, member.member_id, changes)) ?? member;
    },
  );

  app.get(
    '/v2/member/related-accounts',
    {
      schema: {
        querystring: RelatedAccountsQuery,
        response: { 200: RelatedAccountList, 401: ErrorBody, 403: ErrorBody },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const { page = 1, per_page: perPage = 10, account_id: accountId } = request.query;
      const all = await listRelatedAccounts(db, (request.auth as UserAuth).userId, accountId);
      return pageOf(all, { page, perPage }) satisfies RelatedAccountList;
    },
  );

  app.post(
    '/v2/member/guest',
    {
      schema: {
        body: GuestBody,
        response: {
          201: GuestCreated,
          403: ErrorBody,
          404: ErrorBody,
          422: ErrorBody,
          429: ErrorBody,
        },
      },
      preHandler: limiter.limit({ name: 'guest', ...GUEST_LIMIT }),
    },
    async (request, reply) => {
      return reply.code(201).send(await createGuest(context, request.body));
    },
  );

  /** The signed-in user's member record in the club of the path; null when not a member. */
  const holderIn = (request: FastifyRequest) =>
    findMemberOfUser(db, (request.auth as UserAuth).userId, request.club.accountId);

  app.get(
    '/v2/store/:club/juveniles',
    {
      schema: {
        params: ClubParams,
        response: { 200: RelatedMemberList, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const holder = await holderIn(request);
      return { items: holder ? await listJuveniles(db, holder.member_id) : [] };
    },
  );

  app.get(
    '/v2/store/:club/relations',
    {
      schema: {
        params: ClubParams,
        querystring: RelationsQuery,
        response: { 200: RelatedMemberList, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const holder = await holderIn(request);
      if (!holder) return { items: [] };
      const type = request.query.type?.toLowerCase() as
        'adult' | 'guardian' | 'juvenile' | undefined;
      return { items: await listRelations(db, holder.member_id, type) };
    },
  );
}

function memberFields(body: MemberCreateBody, accountId: number, userId: number) {
  return {
    accountId,
    userId,
    email: body.email,
    firstName: body.first_name,
    lastName: body.last_name,
    mobile: body.mobile ?? null,
    dateOfBirth: body.date_of_birth ?? null,
    gender: body.gender ?? null,
    address: body.address,
    receiveUpdates: body.receive_updates ?? false,
    termsAccepted: body.terms,
  };
}
