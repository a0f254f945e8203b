import type { ArticleSummary } from '@touchline/contracts';
import type { Language } from '@touchline/i18n';
import { Link } from 'react-router';
import { formatPublished } from '@touchline/ui';
import { originalImage } from '../shared/original-image';
import styles from './news-grid.module.css';

/** One story; `language` names its date's month (the grid reads the page's language once). */
export function NewsCard({
  article,
  wide,
  language,
}: {
  article: ArticleSummary;
  wide: boolean;
  language: Language;
}) {
  const image = originalImage(article.featured_image);
  return (
    <li className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
      <article className={styles.cardBody}>
        {image ? (
          <img
            className={styles.image}
            src={image.filepath}
            alt=""
            width={image.width ?? 1200}
            height={image.height ?? 675}
            loading={wide ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <div className={styles.imagePlaceholder} aria-hidden="true" />
        )}
        <div className={styles.text}>
          <h2 className={styles.cardTitle}>
            <Link to={`/news/${article.slug}`} className={styles.cardLink}>
              {article.title}
            </Link>
          </h2>
          {article.published_at && (
            <p className={styles.date}>
              <time dateTime={article.published_at}>
                {formatPublished(article.published_at, language)}
              </time>
            </p>
          )}
          {article.summary && <p className={styles.summary}>{article.summary}</p>}
        </div>
      </article>
    </li>
  );
}
