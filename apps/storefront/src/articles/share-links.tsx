import { VisuallyHidden } from '@touchline/ui';
import { useStorefrontT } from '../messages/storefront-messages';
import styles from './article-page.module.css';

/** Facebook and Twitter share links for the page, opening in a new tab. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const t = useStorefrontT();
  const encodedUrl = encodeURIComponent(url);
  const links = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    {
      name: 'Twitter',
      href: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodeURIComponent(title)}`,
    },
  ];
  return (
    <nav className={styles.share} aria-label={t('article.share')}>
      <span className={styles.shareLabel}>{t('article.shareLabel')}</span>
      <ul className={styles.shareList}>
        {links.map((link) => (
          <li key={link.name}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.shareLink}
            >
              {link.name}
              <VisuallyHidden>{` ${t('common.opensInNewTab')}`}</VisuallyHidden>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
