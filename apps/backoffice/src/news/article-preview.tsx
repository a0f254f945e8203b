import type { EditorArticlePreview } from '@touchline/contracts';
import { formatPublished } from '@touchline/ui';
import styles from './news.module.css';

/**
 * The draft as the club site's article page shows it: title, summary, date, cover image and the
 * content as the API sanitised it.
 */
export function ArticlePreview({ preview }: { preview: EditorArticlePreview }) {
  const image = preview.featured_image.find((each) => each.size === 'original');
  return (
    <article className={styles.preview} aria-label={`Preview of ${preview.title}`}>
      <h2 className={styles.previewTitle}>{preview.title}</h2>
      {preview.summary && <p className={styles.previewSummary}>{preview.summary}</p>}
      <p className={styles.hint}>
        {preview.published_at ? (
          <>
            Published{' '}
            <time dateTime={preview.published_at}>{formatPublished(preview.published_at)}</time>
          </>
        ) : (
          'Not published yet'
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
