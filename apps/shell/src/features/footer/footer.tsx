import { selectClubAccount, selectMenuItems, useAppSelector } from '@touchline/store';
import { useId, useMemo } from 'react';
import { ClubPageLink } from '../header/club-page-link';
import { ExternalLink } from '../header/external-link';
import { MenuLink } from '../header/menu-link';
import { useShellT } from '../../app/shell-messages';
import { contactLink, flattenEntries, navEntriesFor } from '../header/menu-links';
import { SocialLinks, socialLinksOf } from '../header/social-links';
import styles from './footer.module.css';
import { PROVIDER } from './provider-links';

/** The club's accessibility statement (the storefront's page). */
export const ACCESSIBILITY_PATH = '/accessibility';

export function Footer() {
  const account = useAppSelector(selectClubAccount);
  const menuItems = useAppSelector(selectMenuItems);
  const links = useMemo(() => flattenEntries(navEntriesFor(menuItems)), [menuItems]);
  const followUsId = useId();
  const hasSocialLinks = account ? socialLinksOf(account).length > 0 : false;
  const t = useShellT();

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <div>
          {account && <p className={styles.clubName}>{account.name}</p>}
          <nav aria-label={t('footer.navigation')}>
            <ul className={styles.links}>
              <li>
                <ClubPageLink to="/" className={styles.link}>
                  {t('footer.home')}
                </ClubPageLink>
              </li>
              {links.map((link, index) => (
                <li key={`${index}-${link.title}`}>
                  <MenuLink entry={link} className={styles.link} />
                </li>
              ))}
              {account?.features.is_contact_enabled && (
                <li>
                  <MenuLink entry={contactLink(t)} className={styles.link} />
                </li>
              )}
              {/* Every club has its accessibility statement, contact page or not. */}
              <li>
                <ClubPageLink to={ACCESSIBILITY_PATH} className={styles.link}>
                  {t('footer.accessibility')}
                </ClubPageLink>
              </li>
            </ul>
          </nav>
        </div>
        {account && hasSocialLinks && (
          <section aria-labelledby={followUsId}>
            <h2 id={followUsId} className={styles.heading}>
              {t('footer.followUs')}
            </h2>
            <SocialLinks account={account} />
          </section>
        )}
      </div>
      <p className={styles.poweredBy}>
        {t('footer.poweredBy')}{' '}
        <ExternalLink href={PROVIDER.overviewUrl} className={styles.link}>
          {PROVIDER.name}
        </ExternalLink>
        <span aria-hidden="true"> · </span>
        <ExternalLink href={PROVIDER.termsUrl} className={styles.link}>
          {t('footer.terms')}
        </ExternalLink>
        <span aria-hidden="true"> · </span>
        <ExternalLink href={PROVIDER.privacyUrl} className={styles.link}>
          {t('footer.privacy')}
        </ExternalLink>
      </p>
    </footer>
  );
}
