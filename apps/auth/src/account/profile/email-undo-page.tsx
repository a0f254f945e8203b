import { Link } from 'react-router';
import { useAuthT } from '../../messages/auth-messages';
import { EmailLinkPage, useEmailLinkResult } from './email-link-result';

/**
 * Where the notice mailed to the old address leads (`/profile/email-undo?c=`) when its owner did
 * not change it: the old address comes back and every session ends, so the next step is a new
 * password.
 */
export function EmailUndoPage() {
  const t = useAuthT();
  const result = useEmailLinkResult('undoEmailChange');
  return (
    <EmailLinkPage
      headingId="email-undo-heading"
      result={result}
      waiting={t('profile.emailUndo.checking')}
    >
      {result?.ok ? (
        <p>
          <Link to="/authentication/forgot-password">{t('profile.emailUndo.reset')}</Link>
        </p>
      ) : null}
    </EmailLinkPage>
  );
}
