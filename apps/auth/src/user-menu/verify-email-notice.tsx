import { errorMessageOf } from '@touchline/api-client';
import { notifyDanger, notifySuccess } from '@touchline/notifications';
import { useAppDispatch } from '@touchline/store';
import { useState } from 'react';
import { useAuthApi } from '../session/use-session';
import styles from './user-menu.module.css';

export const CHECK_YOUR_INBOX = 'Check your inbox';
export const EMAIL_SENT = 'Email sent, please check your inbox.';

/** The global warning while the email is not verified: a click mails the link again. */
export function VerifyEmailNotice() {
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
      dispatch(notifySuccess(CHECK_YOUR_INBOX, { body: EMAIL_SENT }));
    } catch (error) {
      dispatch(notifyDanger(errorMessageOf(error)));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.verify} aria-label="Verify your email">
      <strong>Verify your email</strong>{' '}
      <button
        type="button"
        className={styles.verifyButton}
        onClick={() => void resend()}
        aria-busy={sending || undefined}
        disabled={sending}
      >
        Click here to send the verification email again.
      </button>
    </section>
  );
}
