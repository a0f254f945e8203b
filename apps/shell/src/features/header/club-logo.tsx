import type { ClubAccount } from '@touchline/contracts';
import { useShellT } from '../../app/shell-messages';
import { ClubPageLink } from './club-page-link';
import styles from './header.module.css';

/** The club's logo (or name, when it has none) linking to the home page. */
export function ClubLogo({ account }: { account: ClubAccount | null }) {
  const t = useShellT();
  if (!account?.logo_image) {
    return (
      <ClubPageLink to="/" className={styles.logoText} marksCurrent={false}>
        {account?.name ?? t('header.home')}
      </ClubPageLink>
    );
  }
  return (
    <ClubPageLink to="/" className={styles.logo} marksCurrent={false}>
      {/* A fixed box (the image is contained in it) keeps the menu from shifting on load. */}
      <img
        className={styles.logoImage}
        src={account.logo_image}
        alt={account.name}
        width={160}
        height={48}
      />
    </ClubPageLink>
  );
}
