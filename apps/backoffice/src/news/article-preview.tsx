import type { EditorArticlePreview } from '@touchline/contracts';
import { usePageLanguage } from '@touchline/store';
import { formatPublished } from '@touchline/ui';
import { useBackofficeT } from '../messages/backoffice-messages';
import styles from './news.module.css';

/**
 * The draft as the club site's article page shows it: title, summary, date, cover image and the
 * content as the API sanitised it.
 */
export function ArticlePreview({ preview }: { preview: EditorArticlePreview }) {
  const image = preview.featured_image.find((each) => each.size === 'original');
  const t = useBackofficeT();
  const language = usePageLanguage();
  return (
    <article
      className={styles.preview}
      aria-label={t('articles.previewOf', { title: preview.title })}
    >
      <h2 className={styles.previewTitle}>{preview.title}</h2>
      {preview.summary && <p className={styles.previewSummary}>{preview.summary}</p>}
      <p className={styles.hint}>
        {preview.published_at ? (
          <>
            {t('articles.previewPublished')}{' '}
            <time dateTime={preview.published_at}>
              {formatPublished(preview.published_at, language)}
            </time>
          </>
        ) : (
          t('articles.notPublishedYet')
        )}
      </p>
      {image && (
        <img
          className={styles.previewImage}
          src={image.filepath}
          alt=""
          width={image.width ?? 1200}
          height={image.height ?? 675}
        />
      )}
      {/* Sanitised by the API, as the club site's article page receives it. */}
      <div
        className={styles.previewContent}
        dangerouslySetInnerHTML={{ __html: preview.content }}
      />
    </article>
  );
}
