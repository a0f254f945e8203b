export * from './auth-slice';
export * from './auth-selectors';
// The saga itself loads with its first action (register-core-slices.ts).
export * from './auth-messages';
export { areaUrl, hostAreaOf } from './host-area';
export { SIGN_IN_STEP, signInTarget, type PagePlace, type SignInTarget } from './sign-in-target';
