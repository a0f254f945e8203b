import { VisuallyHidden } from '@touchline/ui';
import styles from './article-page.module.css';

/** Facebook and Twitter share links for the page, opening in a new tab. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const encodedUrl = encodeURIComponent(url);
  const links = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    {
      name: 'Twitter',
      href: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodeURIComponent(title)}`,
    },
  ];
  return (
    <nav className={styles.share} aria-label="Share this article">
      <span className={styles.shareLabel}>Share:</span>
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
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
