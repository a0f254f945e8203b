import type { EditorArticle } from '@touchline/contracts';
import { clubSiteUrl, selectRunClub, useAppSelector, useFollowWithSession } from '@touchline/store';
import { Button, FormField } from '@touchline/ui';
import { useState } from 'react';
import { useBackofficeT } from '../messages/backoffice-messages';
import { publicPath } from './news-texts';
import styles from './news.module.css';

export interface PublishPanelProps {
  article: EditorArticle;
  busy: 'preview' | 'publish' | 'schedule' | 'unpublish' | null;
  previewing: boolean;
  onPreview: () => void;
  /** Now (null), or at a local date and time (`datetime-local`'s value). */
  onPublish: (at: string | null) => void;
  onUnpublish: () => void;
  onMissingTime: () => void;
}

/** Preview, publish now or at a time, take down, and the way to the public page. */
export function PublishPanel({
  article,
  busy,
  previewing,
  onPreview,
  onPublish,
  onUnpublish,
  onMissingTime,
}: PublishPanelProps) {
  const club = useAppSelector(selectRunClub);
  const t = useBackofficeT();
  // The club site is another host: the session goes along, so the editor is signed in there too.
  const followWithSession = useFollowWithSession();
  const [at, setAt] = useState('');
  const live = article.state === 'published' && article.public_slug !== null;
  return (
    <>
      <div className={styles.actions}>
        {!previewing && (
          <Button variant="outline" loading={busy === 'preview'} onClick={onPreview}>
            {t('articles.preview')}
          </Button>
        )}
        <Button loading={busy === 'publish'} onClick={() => onPublish(null)}>
          {article.state === 'published' ? t('articles.publishChanges') : t('articles.publishNow')}
        </Button>
        {article.state !== 'draft' && (
          <Button variant="danger" loading={busy === 'unpublish'} onClick={onUnpublish}>
            {t('articles.unpublish')}
          </Button>
        )}
        {live && club && article.public_slug && (
          <a
            href={`${clubSiteUrl(club.slug).replace(/\/$/, '')}${publicPath(article.type, article.public_slug)}`}
            onClick={followWithSession}
          >
            {t('articles.viewOnSite')}
          </a>
        )}
      </div>
      <fieldset className={styles.schedule}>
        <legend>{t('articles.schedule')}</legend>
        <FormField label={t('articles.publishAt')} hint={t('articles.publishAtHint')}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              value={at}
              onChange={(event) => setAt(event.target.value)}
            />
          )}
        </FormField>
        <Button
          variant="secondary"
          loading={busy === 'schedule'}
          onClick={() => (at ? onPublish(at) : onMissingTime())}
        >
          {t('articles.scheduleButton')}
        </Button>
      </fieldset>
    </>
  );
}
