import { RemoteSlot } from '@touchline/federation';
import { NotificationStack } from '@touchline/notifications';
import { CloseIcon, MenuIcon, useDisclosure, VisuallyHidden } from '@touchline/ui';
import { useId } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { useBackofficeT } from '../messages/backoffice-messages';
import { toolsFor } from './backoffice-tools';
import { useClubRoles } from '../session/use-club-roles';
import { useBackofficeSession, useStartBackofficeSession } from '../session/use-backoffice-session';
import { useHandedOverSession } from '../session/use-handed-over-session';
import styles from './backoffice-layout.module.css';

export function BackofficeLayout() {
  const t = useBackofficeT();
  useHandedOverSession();
  useStartBackofficeSession();
  const session = useBackofficeSession();
  const tools = toolsFor(useClubRoles());
  const navId = useId();
  // On a phone the tools sit behind a Menu button, so the bar keeps the user menu on screen.
  const { open, toggle, rootRef, buttonRef } = useDisclosure<HTMLElement>();
  return (
    <div className={styles.page}>
      <header ref={rootRef} className={styles.header}>
        {session === 'admin' && (
          <button
            ref={buttonRef}
            type="button"
            className={styles.menuToggle}
            aria-expanded={open}
            aria-controls={navId}
            onClick={toggle}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
            <VisuallyHidden>{t('layout.menu')}</VisuallyHidden>
          </button>
        )}
        <Link to="/" className={styles.brand}>
          Touchline back-office
        </Link>
        {session === 'admin' && (
          <>
            <nav
              id={navId}
              aria-label="Back-office"
              className={open ? `${styles.nav} ${styles.navOpen}` : styles.nav}
            >
              {tools.map((tool) => (
                <NavLink key={tool.path} to={tool.path} className={styles.navLink}>
                  {tool.title}
                </NavLink>
              ))}
            </nav>
          </>
        )}
        <div className={styles.userMenu}>
          <RemoteSlot
            remote="auth"
            expose="./UserMenu"
            props={{ area: 'backoffice' }}
            fallback={() => null}
          />
        </div>
      </header>
      <main id="main" className={styles.main}>
        <RemoteSlot
          remote="auth"
          expose="./AccountNotices"
          props={{ area: 'backoffice' }}
          fallback={() => null}
        />
        <Outlet />
      </main>
      <NotificationStack />
    </div>
  );
}
