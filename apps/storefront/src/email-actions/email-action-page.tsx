import { selectClubAccount, useAppDispatch, useAppSelector } from '@touchline/store';
import { useLocation, useSearchParams } from 'react-router';
import { emailActionFailed, selectEmailAction, submitEmailAction } from '../content/content-slice';
import { useStorefrontContent } from '../content/use-storefront-content';
import { useEffect, useMemo } from 'react';
import {
  EMAIL_ACTION_TEXTS,
  emailActionRequest,
  savedText,
  type EmailAction,
} from './email-action';
import { useStorefrontT } from '../messages/storefront-messages';
import button from '../shared/club-button.module.css';
import styles from './email-action-page.module.css';

/** The result page of a link in a club email; the shell hides the navbar and footer here. */
export function EmailActionPage() {
  useStorefrontContent();
  const t = useStorefrontT();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const club = useAppSelector(selectClubAccount);
  const { status, message } = useAppSelector(selectEmailAction);
  const action: EmailAction = pathname.includes('unsubscribe-lotto-friend-email')
    ? 'unsubscribe-lotto-friend-email'
    : 'recurring-email-status';
  const search = query.toString();

  const request = useMemo(
    () => (club ? emailActionRequest(action, club.slug, new URLSearchParams(search)) : null),
    [club, action, search],
  );

  useEffect(() => {
    if (!club) return;
    dispatch(request ? submitEmailAction(request) : emailActionFailed(undefined));
  }, [club, request, dispatch]);

  const done = status === 'saved' || status === 'failed';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{club?.name ?? t('emailAction.title')}</h1>
      {!done ? (
        <p className={styles.pending} role="status">
          <span className={`${styles.spinner} ${button.turning}`} aria-hidden="true" />
          {t('emailAction.saving')}
        </p>
      ) : (
        <p
          className={status === 'saved' ? styles.success : styles.failure}
          role={status === 'saved' ? 'status' : 'alert'}
        >
          {status === 'saved'
            ? t(savedText(action, request))
            : (message ?? t(EMAIL_ACTION_TEXTS.failed))}
        </p>
      )}
    </div>
  );
}
