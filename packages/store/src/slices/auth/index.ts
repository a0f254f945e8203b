export * from './auth-slice';
export * from './auth-selectors';
export * from './auth-saga';
export { SESSION_EXPIRED, sessionKeeper } from './session-keeper';
export { areaUrl, clubSiteUrl, hostAreaOf, setAreaAddresses, type LinkedArea } from './host-area';
export {
  HANDOVER_PARAMS,
  handoverIn,
  linkWithSession,
  pageLeave,
  useFollowWithSession,
  type HandoverApi,
} from './handover-link';
export { SIGN_IN_STEP, signInTarget, type PagePlace, type SignInTarget } from './sign-in-target';
export {
  DEFAULT_SSO_LABEL,
  SSO_RETURN_STEP,
  ssoSignIn,
  useSsoSignIn,
  type SsoApiSettings,
  type SsoSignIn,
} from './sso-sign-in';
