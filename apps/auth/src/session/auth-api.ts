import { createHttp } from '@touchline/api-client';
import type {
  CheckEmailResult,
  MemberCreateBody,
  MemberCreated,
  MessageAnswer,
  TokenResponse,
  User,
} from '@touchline/contracts';
import { readAccessToken } from './session-cookie';

export interface ApiSettings {
  apiBaseUrl: string;
  apiVersion: string;
}

export const DEFAULT_API_SETTINGS: ApiSettings = {
  apiBaseUrl: 'http://localhost:3333',
  apiVersion: 'v2',
};

/** The calls of spec 001 section 7 that authentication makes, with the session's bearer token. */
export function createAuthApi(settings: ApiSettings = DEFAULT_API_SETTINGS) {
  const withBearer: typeof fetch = (input, init = {}) => {
    const token = readAccessToken();
    const headers = new Headers(init.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return globalThis.fetch(input, { ...init, headers: Object.fromEntries(headers.entries()) });
  };
  const request = createHttp(
    { baseUrl: settings.apiBaseUrl, version: settings.apiVersion },
    withBearer,
  );

  return {
    signIn: (username: string, password: string) =>
      request<TokenResponse>('/oauth/token', {
        method: 'POST',
        unversioned: true,
        body: { grant_type: 'password', username, password },
      }),
    refresh: (refreshToken: string) =>
      request<TokenResponse>('/oauth/token', {
        method: 'POST',
        unversioned: true,
        body: { grant_type: 'refresh_token', refresh_token: refreshToken },
      }),
    exchangeSsoCode: (code: string) =>
      request<TokenResponse>('/oauth/token', {
        method: 'POST',
        unversioned: true,
        body: { grant_type: 'authorization_code', code },
      }),
    /** The browser address that starts a club's single sign-on and returns to `returnTo`. */
    ssoLoginUrl: (club: string, returnTo: string) =>
      `${settings.apiBaseUrl.replace(/\/+$/, '')}/${settings.apiVersion}/sso/login?club=${encodeURIComponent(club)}&return_to=${encodeURIComponent(returnTo)}`,
    fetchUser: () => request<User>('/user'),
    checkEmail: (email: string, accountId?: number) =>
      request<CheckEmailResult>('/member/check-email', {
        method: 'POST',
        body: { email, account_id: accountId ?? null },
      }),
    createMember: (body: MemberCreateBody) =>
      request<MemberCreated>('/member', { method: 'POST', body }),
    resendVerification: () =>
      request<MessageAnswer>('/user/verification-notification', { method: 'POST', body: {} }),
    verifyEmail: (code: string) =>
      request<MessageAnswer>('/user/authentication/verify', { method: 'POST', body: { code } }),
    requestRecovery: (email: string) =>
      request<MessageAnswer>('/user/authentication/recovery', {
        method: 'POST',
        body: { email },
      }),
    exchangeCode: (email: string, token: string) =>
      request<TokenResponse>('/user/authentication/token', {
        method: 'POST',
        body: { email, token },
      }),
    changePassword: (password: string) =>
      request<User>('/user', {
        method: 'PATCH',
        body: { password, password_confirmation: password },
      }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
