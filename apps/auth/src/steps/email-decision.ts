import type { CheckEmailResult, HostArea } from '@touchline/contracts';

export type EmailDecision =
  | { kind: 'sso' }
  | { kind: 'denied' }
  | { kind: 'sign-in'; withSso: boolean }
  | { kind: 'sign-up'; pwdSetAllowed: boolean };

/** Sign-up is offered on a club's own site only. */
export const offersSignUp = (area: HostArea) => area === 'site';

/**
 * The decision after the email check: single sign-on, sign-in, sign-up,
 * or the insufficient-permissions message (XGB host without the XGB flag; an unknown email on a
 * host that offers no sign-up).
 */
export function decideAfterEmailCheck(result: CheckEmailResult, area: HostArea): EmailDecision {
  if (area === 'xgb' && !result.xgb) return { kind: 'denied' };
  if (result.sso === 'mandatory' && (offersSignUp(area) || result.email_exists)) {
    return { kind: 'sso' };
  }
  if (!result.email_exists) {
    return offersSignUp(area)
      ? { kind: 'sign-up', pwdSetAllowed: result.pwd_set_allowed }
      : { kind: 'denied' };
  }
  return { kind: 'sign-in', withSso: result.sso === 'optional' };
}
