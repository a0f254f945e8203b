import type {
  CheckEmailBody,
  CheckEmailResult,
  GoverningBodyCheckEmailBody,
  GuestBody,
  GuestCreated,
  HandoverCode,
  Member,
  MemberClaimBody,
  MemberClaimed,
  MemberCreateBody,
  MemberCreated,
  MemberPatchBody,
  MemberQuery,
  MessageAnswer,
  RecoveryBody,
  RelatedAccountList,
  RelatedAccountsQuery,
  RelatedMemberList,
  RelationsQuery,
  ResetTokenBody,
  SsoLoginQuery,
  TokenRequest,
  TokenResponse,
  User,
  UserPatchBody,
  VerifyEmailBody,
} from '@touchline/contracts';
import type { ApiConfig, CallOptions, Http } from '../http';
import { toQueryString } from '../query-string';
import { cacheBuster, storePath } from './paths';

const checks = () => import('../generated/identity-validators');
const accountChecks = () => import('../generated/member-account-validators');

export interface TokenCallOptions extends CallOptions {
  /** Form-encoded, as the governing-body (xgb) host sends it; JSON otherwise. */
  formEncoded?: boolean;
}

function tokenBody(body: TokenRequest, formEncoded: boolean | undefined) {
  if (!formEncoded) return body;
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  return form;
}

/** Tokens, the user, email checks, sign-up, members, guests, juveniles and relations. */
/** The browser address that starts a club's single sign-on (a redirect, not a fetch). */
export const ssoLoginUrl = (config: ApiConfig, query: SsoLoginQuery) =>
  `${config.baseUrl.replace(/\/+$/, '')}/${config.version}/sso/login${toQueryString(query)}`;

export function createIdentityCalls(http: Http, config: ApiConfig) {
  const requestToken = (body: TokenRequest, { signal, formEncoded }: TokenCallOptions = {}) =>
    http<TokenResponse>('/oauth/token', {
      method: 'POST',
      unversioned: true,
      auth: 'none',
      body: tokenBody(body, formEncoded),
      signal,
      check: { lazy: () => checks().then((m) => m.validateTokenResponse) },
    });

  return {
    /** `POST /oauth/token` with any grant (also used to verify a password again). */
    requestToken,

    /** The password grant; `xgb` on the governing-body host (the user must hold XGB). */
    signIn: (
      credentials: { username: string; password: string; xgb?: boolean },
      options: TokenCallOptions = {},
    ) =>
      requestToken(
        {
          grant_type: 'password',
          username: credentials.username,
          password: credentials.password,
          ...(credentials.xgb ? { xgb_user: true } : {}),
        },
        options,
      ),

    /** The refresh_token grant: the next token pair (the old refresh token is spent). */
    refreshToken: (refreshToken: string, options: TokenCallOptions = {}) =>
      requestToken({ grant_type: 'refresh_token', refresh_token: refreshToken }, options),

    /**
     * `POST /oauth/revoke`: sign-out on the server. The refresh token ends its whole family (the
     * access tokens issued with it included); an access token alone ends itself.
     */
    revokeToken: (token: string, { signal }: CallOptions = {}) =>
      http<Record<string, never>>('/oauth/revoke', {
        method: 'POST',
        unversioned: true,
        auth: 'none',
        body: { token },
        signal,
      }),

    /** The authorization_code grant: the code a single sign-on login came back with. */
    exchangeSsoCode: (code: string, options: TokenCallOptions = {}) =>
      requestToken({ grant_type: 'authorization_code', code }, options),

    /** The handover_code grant: the one-time code of a session handed over in a link (`c`). */
    exchangeHandoverCode: (code: string, options: TokenCallOptions = {}) =>
      requestToken({ grant_type: 'handover_code', code }, options),

    /**
     * `POST /oauth/handover`: a one-time code that hands the signed-in session over in a link to
     * another host (`?c=`). Its caller checks the answer: on any failure the link goes plain.
     */
    requestHandoverCode: ({ signal }: CallOptions = {}) =>
      http<HandoverCode>('/oauth/handover', { method: 'POST', unversioned: true, signal }),

    /** The browser address that starts single sign-on (a redirect, not a fetch). */
    ssoLoginUrl: (query: SsoLoginQuery) => ssoLoginUrl(config, query),

    /** `GET /user` */
    getUser: ({ signal }: CallOptions = {}) =>
      http<User>('/user', {
        signal,
        check: { lazy: () => checks().then((m) => m.validateUser) },
      }),

    /** `PATCH /user`: a new password (and/or names and mobile). */
    updateUser: (body: UserPatchBody, { signal }: CallOptions = {}) =>
      http<User>('/user', {
        method: 'PATCH',
        body,
        signal,
        check: { lazy: () => checks().then((m) => m.validateUser) },
      }),

    /** `POST /user/verification-notification`: mails the verification link again. */
    resendVerification: ({ signal }: CallOptions = {}) =>
      http<MessageAnswer>('/user/verification-notification', {
        method: 'POST',
        body: {},
        signal,
        check: { lazy: () => checks().then((m) => m.validateMessageAnswer) },
      }),

    /** `POST /user/authentication/recovery`: mails a password reset code. */
    requestRecovery: (body: RecoveryBody, { signal }: CallOptions = {}) =>
      http<MessageAnswer>('/user/authentication/recovery', {
        method: 'POST',
        body,
        signal,
        auth: 'none',
        check: { lazy: () => checks().then((m) => m.validateMessageAnswer) },
      }),

    /** `POST /user/authentication/token`: the reset code for a session without refresh token. */
    exchangeResetCode: (body: ResetTokenBody, { signal }: CallOptions = {}) =>
      http<TokenResponse>('/user/authentication/token', {
        method: 'POST',
        body,
        signal,
        auth: 'none',
        check: { lazy: () => checks().then((m) => m.validateTokenResponse) },
      }),

    /** `POST /user/authentication/verify`: the code of the verification link. */
    verifyEmail: (body: VerifyEmailBody, { signal }: CallOptions = {}) =>
      http<MessageAnswer>('/user/authentication/verify', {
        method: 'POST',
        body,
        signal,
        auth: 'none',
        check: { lazy: () => checks().then((m) => m.validateMessageAnswer) },
      }),

    /** `POST /member/claims`: an adult of someone's family claims their record (mailed link). */
    claimMember: (body: MemberClaimBody, { signal }: CallOptions = {}) =>
      http<MemberClaimed>('/member/claims', {
        method: 'POST',
        body,
        signal,
        auth: 'none',
        check: { lazy: () => accountChecks().then((m) => m.validateMemberClaimed) },
      }),

    /** `POST /member/check-email`: what the email-first sign-in decides on. */
    checkEmail: (body: CheckEmailBody, { signal }: CallOptions = {}) =>
      http<CheckEmailResult>('/member/check-email', {
        method: 'POST',
        body,
        signal,
        auth: 'none',
        check: { lazy: () => checks().then((m) => m.validateCheckEmailResult) },
      }),

    /** `POST /governing-body/member/check-email`: the governing-body host's email check. */
    checkGoverningBodyEmail: (body: GoverningBodyCheckEmailBody, { signal }: CallOptions = {}) =>
      http<CheckEmailResult>('/governing-body/member/check-email', {
        method: 'POST',
        body,
        signal,
        auth: 'none',
        check: { lazy: () => checks().then((m) => m.validateCheckEmailResult) },
      }),

    /** `POST /member`: sign-up (with a session, the user joins another club). */
    createMember: (body: MemberCreateBody, { signal }: CallOptions = {}) =>
      http<MemberCreated>('/member', {
        method: 'POST',
        body,
        signal,
        check: { lazy: () => checks().then((m) => m.validateMemberCreated) },
      }),

    /** `GET /member?account_id=`: the user's member in a club, or a guest's own member. */
    getMember: (query: MemberQuery = {}, { signal }: CallOptions = {}) =>
      http<Member>('/member', {
        query,
        signal,
        auth: 'guest',
        check: { lazy: () => checks().then((m) => m.validateMember) },
      }),

    /** `PATCH /member?account_id=`: the fields to change (a password too). */
    updateMember: (body: MemberPatchBody, query: MemberQuery = {}, { signal }: CallOptions = {}) =>
      http<Member>('/member', {
        method: 'PATCH',
        body,
        query,
        signal,
        check: { lazy: () => checks().then((m) => m.validateMember) },
      }),

    /** `GET /member/related-accounts?per_page=&page=&account_id=` */
    getRelatedAccounts: (query: RelatedAccountsQuery = {}, { signal }: CallOptions = {}) =>
      http<RelatedAccountList>('/member/related-accounts', {
        query,
        signal,
        check: { lazy: () => checks().then((m) => m.validateRelatedAccountList) },
      }),

    /** `POST /member/guest`: a guest member and its token (guest checkout). */
    createGuest: (body: GuestBody, { signal }: CallOptions = {}) =>
      http<GuestCreated>('/member/guest', {
        method: 'POST',
        body: { grant_type: 'guest', ...body },
        signal,
        auth: 'none',
        check: { lazy: () => checks().then((m) => m.validateGuestCreated) },
      }),

    /** `GET /store/{club}/juveniles`: the juveniles in the user's care. */
    getJuveniles: (club: string, { signal }: CallOptions = {}) =>
      http<RelatedMemberList>(`${storePath(club)}/juveniles`, {
        signal,
        check: { lazy: () => checks().then((m) => m.validateRelatedMemberList) },
      }),

    /** `GET /store/{club}/relations?type=`, never from a cache. */
    getRelations: (club: string, query: RelationsQuery = {}, { signal }: CallOptions = {}) =>
      http<RelatedMemberList>(`${storePath(club)}/relations`, {
        query: { ...query, ...cacheBuster() },
        signal,
        cache: 'no-store',
        check: { lazy: () => checks().then((m) => m.validateRelatedMemberList) },
      }),
  };
}

export type IdentityCalls = ReturnType<typeof createIdentityCalls>;
