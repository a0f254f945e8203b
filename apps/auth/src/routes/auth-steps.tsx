import type { HostArea } from '@touchline/contracts';
import { selectHostArea, useAppSelector } from '@touchline/store';
import type { ReactElement } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router';
import { stepHref } from '../dialog/auth-mode';
import { CheckEmailStep } from '../steps/check-email-step';
import { ClaimAccountStep } from '../steps/claim-account-step';
import { EmailConfirmedStep } from '../steps/email-confirmed-step';
import { ForgotPasswordStep } from '../steps/forgot-password-step';
import { SignInStep } from '../steps/sign-in-step';
import { SignUpStep } from '../steps/sign-up-step';
import { UpdatePasswordStep } from '../steps/update-password-step';
import { ValidateTokenStep } from '../steps/validate-token-step';

/** The check-email page is blocked on these hosts: they go to sign-in. */
const NO_CHECK_EMAIL: readonly HostArea[] = ['backoffice', 'su'];

export type StepResolution = { element: ReactElement } | { redirect: string };

/** Which step a path under `authentication` shows, or where it sends the visitor. */
export function resolveStep(pathname: string, area: HostArea): StepResolution {
  const path = pathname.replace(/\/+$/, '');
  const at = (pattern: string) => matchPath({ path: pattern, end: true }, path) !== null;
  if (at('/authentication')) return { redirect: 'check-email' };
  if (at('/authentication/check-email')) {
    return NO_CHECK_EMAIL.includes(area)
      ? { redirect: 'sign-in' }
      : { element: <CheckEmailStep /> };
  }
  if (at('/authentication/sign-in')) return { element: <SignInStep /> };
  if (at('/authentication/sign-up')) return { element: <SignUpStep /> };
  if (at('/authentication/email-confirmed')) return { element: <EmailConfirmedStep /> };
  if (at('/authentication/claim-account')) return { element: <ClaimAccountStep /> };
  if (at('/authentication/forgot-password')) return { element: <ForgotPasswordStep /> };
  for (const base of ['forgot-password', 'set-password'] as const) {
    if (at(`/authentication/${base}/validate-token`)) {
      return { element: <ValidateTokenStep base={base} /> };
    }
    if (at(`/authentication/${base}/update-password`)) {
      return { element: <UpdatePasswordStep base={base} /> };
    }
  }
  if (at('/authentication/forgot-password/*')) return { redirect: 'forgot-password' };
  if (at('/authentication/set-password') || at('/authentication/set-password/*')) {
    return { redirect: '' };
  }
  return { redirect: 'sign-in' };
}

/** The step of the current path, or a redirect that keeps `origin`, `redirect` and `c`. */
export function AuthSteps() {
  const location = useLocation();
  const area = useAppSelector(selectHostArea);
  const resolution = resolveStep(location.pathname, area);
  if ('element' in resolution) return resolution.element;
  const c = new URLSearchParams(location.search).get('c');
  return (
    <Navigate
      to={stepHref(resolution.redirect, location.search, c ? { c } : {})}
      replace
      state={location.state}
    />
  );
}
