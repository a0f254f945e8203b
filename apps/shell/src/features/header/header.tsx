import { LanguageSwitch } from './language-switch';
import { useShellT } from '../../app/shell-messages';
import { selectClubAccount, selectMenuItems, useAppSelector } from '@touchline/store';
import { useId, useMemo } from 'react';
import { CloseIcon, MenuIcon, useDisclosure, VisuallyHidden } from '@touchline/ui';
import { ClubLogo } from './club-logo';
import dropdownStyles from './dropdown.module.css';
import { Dropdown } from './dropdown';
import { HeaderActions, useShowsCart } from './header-actions';
import styles from './header.module.css';
import { ChevronDownIcon } from './icons';
import { MenuLink } from './menu-link';
import { clubPageLinks, navEntriesFor, type NavEntry } from './menu-links';
import { usePriorityNav } from './priority-nav';
import { SocialLinks, socialLinksOf } from './social-links';

/**
 * Club menu items shown in the bar at most, before the platform's links; the rest go under
 * 'More...', and so do the last ones shown when the bar has no room for them.
 */
export const VISIBLE_MENU_ITEMS = 3;

/** A copy of a bar entry to measure: same text and box, nothing to focus or announce. */
function MeasuredEntry({ title, dropdown }: { title: string; dropdown: boolean }) {
  if (!dropdown) return <span className={styles.link}>{title}</span>;
  return (
    <span className={dropdownStyles.button}>
      {title}
      <ChevronDownIcon className={dropdownStyles.chevron} />
    </span>
  );
}

function NavEntryView({ entry, inPanel }: { entry: NavEntry; inPanel: boolean }) {
  if (entry.kind === 'section') {
    return (
      <Dropdown label={entry.title}>
        {entry.links.map((link, index) => (
          <li key={`${index}-${link.title}`}>
            <MenuLink entry={link} />
          </li>
        ))}
      </Dropdown>
    );
  }
  return <MenuLink entry={entry} className={inPanel ? undefined : styles.link} />;
}

export function Header() {
  const account = useAppSelector(selectClubAccount);
  const menuItems = useAppSelector(selectMenuItems);
  const entries = useMemo(() => navEntriesFor(menuItems), [menuItems]);
  const t = useShellT();
  const more = t('header.more');
  const pageLinks = useMemo(() => (account ? clubPageLinks(account, t) : []), [account, t]);
  // In the bar's order: the first club items, the platform's links, then the other club items.
  const ordered = useMemo<NavEntry[]>(
    () => [
      ...entries.slice(0, VISIBLE_MENU_ITEMS),
      ...pageLinks,
      ...entries.slice(VISIBLE_MENU_ITEMS),
    ],
    [entries, pageLinks],
  );
  const mostShown = Math.min(VISIBLE_MENU_ITEMS, entries.length) + pageLinks.length;
  const { count, measured, menuRef, measureRef } = usePriorityNav(
    ordered.map((entry) => entry.title).join('\n'),
    mostShown,
  );
  const shown = ordered.slice(0, count);
  const overflow = ordered.slice(count);

  // The bar's room for the widgets and the social links, from their count (header.module.css).
  const widgets = useShowsCart() ? 2 : 1;
  const social = account ? socialLinksOf(account).length : 0;

  const navId = useId();
  // Below 992 px the navigation collapses behind the toggle; above it the toggle is hidden.
  const { open, toggle, rootRef, buttonRef } = useDisclosure<HTMLElement>();

  return (
    <header ref={rootRef} className={styles.header}>
      <div className={styles.bar} data-widgets={widgets} data-social={social}>
        <button
          ref={buttonRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={navId}
          onClick={toggle}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
          <VisuallyHidden>{t('header.menu')}</VisuallyHidden>
        </button>
        <ClubLogo account={account} />
        <nav
          id={navId}
          aria-label={t('header.mainNavigation')}
          className={open ? `${styles.nav} ${styles.navOpen}` : styles.nav}
        >
          <div
            ref={menuRef}
            className={styles.menuArea}
            data-more={overflow.length > 0 || undefined}
          >
            <ul className={styles.menu} data-measured={measured || undefined}>
              {shown.map((entry, index) => (
                <li key={`${index}-${entry.title}`}>
                  <NavEntryView entry={entry} inPanel={false} />
                </li>
              ))}
            </ul>
            {overflow.length > 0 && (
              <div className={styles.more}>
                <Dropdown label={more} align="end">
                  {overflow.map((entry, index) => (
                    <li key={`${index}-${entry.title}`}>
                      <NavEntryView entry={entry} inPanel />
                    </li>
                  ))}
                </Dropdown>
              </div>
            )}
          </div>
          <ul ref={measureRef} className={styles.measure} aria-hidden="true">
            {ordered.map((entry, index) => (
              <li key={`${index}-${entry.title}`}>
                <MeasuredEntry title={entry.title} dropdown={entry.kind === 'section'} />
              </li>
            ))}
            <li>
              <MeasuredEntry title={more} dropdown />
            </li>
          </ul>
          {account && <SocialLinks account={account} className={styles.social} />}
          <LanguageSwitch />
        </nav>
        <HeaderActions />
      </div>
    </header>
  );
}
