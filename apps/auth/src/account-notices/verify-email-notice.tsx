import { errorMessageOf } from '@touchline/api-client';
import { notifyDanger, notifySuccess } from '@touchline/notifications';
import { useAppDispatch } from '@touchline/store';
import { VisuallyHidden } from '@touchline/ui';
import { useState } from 'react';
import { useAuthT } from '../messages/auth-messages';
import { useAuthApi } from '../session/use-session';
import styles from './account-notices.module.css';

/**
 * The warning while the email is not verified: a click mails the link again; 'Dismiss' closes
 * it for the visit.
 */
export function VerifyEmailNotice({ onDismiss }: { onDismiss: () => void }) {
  const t = useAuthT();
  const api = useAuthApi();
  const dispatch = useAppDispatch();
  const [hidden, setHidden] = useState(false);
  const [sending, setSending] = useState(false);
  if (hidden) return null;

  const resend = async () => {
    setSending(true);
    try {
      await api.resendVerification();
      setHidden(true);
      dispatch(notifySuccess(t('verifyEmail.sentTitle'), { body: t('verifyEmail.sentBody') }));
    } catch (error) {
      dispatch(notifyDanger(errorMessageOf(error)));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.verify} aria-label={t('verifyEmail.region')}>
      <p className={styles.message}>
        <strong>{t('verifyEmail.title')}</strong>{' '}
        <button
          type="button"
          className={styles.resend}
          onClick={() => void resend()}
          aria-busy={sending || undefined}
          disabled={sending}
        >
          {t('verifyEmail.resend')}
        </button>
      </p>
      <button type="button" className={styles.dismiss} onClick={onDismiss}>
        <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
          <path
            d="M6 6l12 12M18 6L6 18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <VisuallyHidden>{t('verifyEmail.dismiss')}</VisuallyHidden>
      </button>
    </section>
  );
}
