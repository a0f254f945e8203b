import type { HostArea } from '@touchline/contracts';
import { selectUser, useAppSelector } from '@touchline/store';
import { useState } from 'react';
import { AuthMessages } from '../messages/auth-messages';
import { registerSession } from '../session/register-session';
import { VerifyEmailNotice } from './verify-email-notice';

registerSession();

/** Set for the rest of the visit (the browser tab) once the user closes the notice. */
export const VERIFY_EMAIL_DISMISSED_KEY = 'verify-email-dismissed';

function dismissedThisVisit(): boolean {
  try {
    return window.sessionStorage.getItem(VERIFY_EMAIL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    window.sessionStorage.setItem(VERIFY_EMAIL_DISMISSED_KEY, '1');
  } catch {
    // storage unavailable: the notice comes back on the next page
  }
}

export interface AccountNoticesProps {
  area?: HostArea;
}

/**
 * The signed-in user's notices about the account, placed by the host in the page flow under its
 * header: for now the 'Verify your email' warning while the email is not verified.
 */
export default function AccountNotices(_props: AccountNoticesProps) {
  return (
    <AuthMessages>
      <Notices />
    </AuthMessages>
  );
}

function Notices() {
  const user = useAppSelector(selectUser);
  const [dismissed, setDismissed] = useState(dismissedThisVisit);
  if (!user || user.email_verified || dismissed) return null;
  return (
    <VerifyEmailNotice
      onDismiss={() => {
        rememberDismissed();
        setDismissed(true);
      }}
    />
  );
}
