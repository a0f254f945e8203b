import { withNotFoundFallback } from '@touchline/api-client';
import type { ContactMessage } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { usePageLanguage } from '@touchline/store';
import { Button, SkeletonLines } from '@touchline/ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useBackofficeCalls } from '../api/use-backoffice-calls';
import { useBackofficeT } from '../messages/backoffice-messages';
import styles from './contact.module.css';
import { INBOX_PATH, receivedAt } from './contact-inbox-page';
import { categoryLabel } from './contact-texts';

type Loaded = { state: 'loading' } | { state: 'ready'; message: ContactMessage | null };

/** One contact message: opening it marks it read; it can be marked unread again or answered. */
export function ContactMessagePage() {
  const t = useBackofficeT();
  const language = usePageLanguage();
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
      notify.success(t('contact.markedUnread'), { clearOnRoute: false });
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
        {t('contact.back')}
      </Link>
      {!valid || (loaded.state === 'ready' && !message) ? (
        <>
          <h1 id="message-title">{t('contact.messageTitle')}</h1>
          <p>{t('contact.notFound')}</p>
        </>
      ) : !message ? (
        <>
          <h1 id="message-title">{t('contact.messageTitle')}</h1>
          <SkeletonLines count={6} label={t('contact.loading')} />
        </>
      ) : (
        <article className={styles.message}>
          <h1 id="message-title">{message.subject || t('contact.noSubject')}</h1>
          <dl className={styles.details}>
            <dt>{t('contact.from')}</dt>
            <dd>{message.sender}</dd>
            <dt>{t('contact.email')}</dt>
            <dd>
              <a href={`mailto:${message.sender_email}`}>{message.sender_email}</a>
            </dd>
            {message.sender_phone && (
              <>
                <dt>{t('contact.phone')}</dt>
                <dd>
                  <a href={`tel:${message.sender_phone.replace(/\s+/g, '')}`}>
                    {message.sender_phone}
                  </a>
                </dd>
              </>
            )}
            {message.category && (
              <>
                <dt>{t('contact.categoryLabel')}</dt>
                <dd>{categoryLabel(t, message.category, message.category_detail)}</dd>
              </>
            )}
            <dt>{t('contact.received')}</dt>
            <dd>{receivedAt(message.created_at, language)}</dd>
          </dl>
          <p className={styles.body}>{message.content}</p>
          <div className={styles.actions}>
            <a
              className={styles.primaryLink}
              href={`mailto:${message.sender_email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
            >
              {t('contact.reply')}
            </a>
            <Button variant="outline" loading={busy} onClick={() => void markUnread()}>
              {t('contact.markUnread')}
            </Button>
          </div>
        </article>
      )}
    </section>
  );
}
