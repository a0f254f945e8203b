import { withNotFoundFallback } from '@touchline/api-client';
import { contactCategoryLabel, type ContactMessage } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { Button, SkeletonLines } from '@touchline/ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useBackofficeCalls } from '../api/use-backoffice-calls';
import styles from './contact.module.css';
import { INBOX_PATH, receivedAt } from './contact-inbox-page';
import { MARKED_UNREAD, MESSAGE_NOT_FOUND } from './contact-texts';

type Loaded = { state: 'loading' } | { state: 'ready'; message: ContactMessage | null };

/** One contact message: opening it marks it read; it can be marked unread again or answered. */
export function ContactMessagePage() {
  const { id } = useParams();
  const messageId = Number(id);
  const valid = Number.isInteger(messageId) && messageId > 0;
  const calls = useBackofficeCalls();
  const notify = useNotify();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    const { signal } = controller;
    withNotFoundFallback(calls.setContactMessageRead(messageId, true, {}, { signal }), null)
      .then((message) => setLoaded({ state: 'ready', message }))
      .catch((error: unknown) => {
        if (signal.aborted) return;
        setLoaded({ state: 'ready', message: null });
        notify.apiError(error);
      });
    return () => controller.abort();
  }, [calls, messageId, notify, valid]);

  const message = loaded.state === 'ready' ? loaded.message : null;

  const markUnread = async () => {
    setBusy(true);
    try {
      await calls.setContactMessageRead(messageId, false);
      notify.success(MARKED_UNREAD, { clearOnRoute: false });
      void navigate(INBOX_PATH);
    } catch (error) {
      notify.apiError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="message-title">
      <Link className={styles.back} to={INBOX_PATH}>
        Back to the contact inbox
      </Link>
      {!valid || (loaded.state === 'ready' && !message) ? (
        <>
          <h1 id="message-title">Contact message</h1>
          <p>{MESSAGE_NOT_FOUND}</p>
        </>
      ) : !message ? (
        <>
          <h1 id="message-title">Contact message</h1>
          <SkeletonLines count={6} />
        </>
      ) : (
        <article className={styles.message}>
          <h1 id="message-title">{message.subject || '(no subject)'}</h1>
          <dl className={styles.details}>
            <dt>From</dt>
            <dd>{message.sender}</dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${message.sender_email}`}>{message.sender_email}</a>
            </dd>
            {message.sender_phone && (
              <>
                <dt>Phone</dt>
                <dd>
                  <a href={`tel:${message.sender_phone.replace(/\s+/g, '')}`}>
                    {message.sender_phone}
                  </a>
                </dd>
              </>
            )}
            {message.category && (
              <>
                <dt>Category</dt>
                <dd>{contactCategoryLabel(message.category, message.category_detail)}</dd>
              </>
            )}
            <dt>Received</dt>
            <dd>{receivedAt(message.created_at)}</dd>
          </dl>
          <p className={styles.body}>{message.content}</p>
          <div className={styles.actions}>
            <a
              className={styles.primaryLink}
              href={`mailto:${message.sender_email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
            >
              Reply by email
            </a>
            <Button variant="outline" loading={busy} onClick={() => void markUnread()}>
              Mark as unread
            </Button>
          </div>
        </article>
      )}
    </section>
  );
}
