import type { ClubApi } from '@touchline/api-client';
import { selectUser, useAppDispatch, useAppSelector, userLoaded } from '@touchline/store';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAuthT } from '../../messages/auth-messages';
import { useAuthApi } from '../../session/use-session';
import { EmailLinkPage, useEmailLinkResult } from './email-link-result';

/**
 * Where the link mailed to a new address leads (`/profile/email?c=`): the change is confirmed
 * with the code, then the signed-in user's record is read again.
 */
export function EmailConfirmedPage() {
  const t = useAuthT();
  const api = useAuthApi() as ClubApi;
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectUser) !== null;
  const result = useEmailLinkResult('confirmEmailChange');

  useEffect(() => {
    if (!result?.ok || !signedIn) return;
    api.getUser().then(
      (user) => dispatch(userLoaded(user)),
      () => undefined,
    );
  }, [api, dispatch, result, signedIn]);

  return (
    <EmailLinkPage
      headingId="email-confirm-heading"
      result={result}
      waiting={t('profile.emailChange.confirming')}
    >
      <p>
        <Link to="/profile">{t('profile.emailChange.back')}</Link>
      </p>
    </EmailLinkPage>
  );
}
