import type { ClubAccount } from '@touchline/contracts';
import { Link } from 'react-router';
import styles from './header.module.css';

/** The club's logo (or name, when it has none) linking to the home page. */
export function ClubLogo({ account }: { account: ClubAccount | null }) {
  if (!account?.logo_image) {
    return (
      <Link to="/" className={styles.logoText}>
        {account?.name ?? 'Home'}
      </Link>
    );
  }
  return (
    <Link to="/" className={styles.logo}>
      {/* A fixed box (the image is contained in it) keeps the menu from shifting on load. */}
      <img
        className={styles.logoImage}
        src={account.logo_image}
        alt={account.name}
        width={160}
        height={48}
      />
    </Link>
  );
}
