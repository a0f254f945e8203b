import { selectClubAccount, selectMenuItems, useAppSelector } from '@touchline/store';
import { useId, useMemo } from 'react';
import { VisuallyHidden } from '@touchline/ui';
import { ClubLogo } from './club-logo';
import { Dropdown } from './dropdown';
import { HeaderActions } from './header-actions';
import styles from './header.module.css';
import { CloseIcon, MenuIcon } from './icons';
import { MenuLink } from './menu-link';
import { clubPageLinks, navEntriesFor, type NavEntry } from './menu-links';
import { SocialLinks } from './social-links';
import { useDisclosure } from './use-disclosure';

/** Menu items shown in the bar itself; the rest go under 'More...'. */
export const VISIBLE_MENU_ITEMS = 3;

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
  const pageLinks = useMemo(() => (account ? clubPageLinks(account) : []), [account]);
  const shown = entries.slice(0, VISIBLE_MENU_ITEMS);
  const overflow = entries.slice(VISIBLE_MENU_ITEMS);

  const navId = useId();
  // Below 992 px the navigation collapses behind the toggle; above it the toggle is hidden.
  const { open, toggle, rootRef, buttonRef } = useDisclosure<HTMLElement>();

  return (
    <header ref={rootRef} className={styles.header}>
      <div className={styles.bar}>
        <button
          ref={buttonRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={navId}
          onClick={toggle}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
          <VisuallyHidden>Menu</VisuallyHidden>
        </button>
        <ClubLogo account={account} />
        <nav
          id={navId}
          aria-label="Main"
          className={open ? `${styles.nav} ${styles.navOpen}` : styles.nav}
        >
          <ul className={styles.menu}>
            {shown.map((entry, index) => (
              <li key={`${index}-${entry.title}`}>
                <NavEntryView entry={entry} inPanel={false} />
              </li>
            ))}
            {pageLinks.map((link) => (
              <li key={link.title}>
                <MenuLink entry={link} className={styles.link} />
              </li>
            ))}
            {overflow.length > 0 && (
              <li>
                <Dropdown label="More..." align="end">
                  {overflow.map((entry, index) => (
                    <li key={`${index}-${entry.title}`}>
                      <NavEntryView entry={entry} inPanel />
                    </li>
                  ))}
                </Dropdown>
              </li>
            )}
          </ul>
          {account && <SocialLinks account={account} className={styles.social} />}
        </nav>
        <HeaderActions />
      </div>
    </header>
  );
}
