import { RemoteSlot } from '@touchline/federation';
import { LANGUAGE_NAMES, LANGUAGES } from '@touchline/i18n';
import { NotificationStack } from '@touchline/notifications';
import { languageSwitched, useAppDispatch, usePageLanguage } from '@touchline/store';
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
          {t('layout.brand')}
        </Link>
        {session === 'admin' && (
          <>
            <nav
              id={navId}
              aria-label={t('layout.navigation')}
              className={open ? `${styles.nav} ${styles.navOpen}` : styles.nav}
            >
              {tools.map((tool) => (
                <NavLink key={tool.path} to={tool.path} className={styles.navLink}>
                  {t(tool.title)}
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
        {session === 'admin' && <LanguageSwitch menuOpen={open} />}
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

/**
 * The other language of the back office, named in itself ('Gaeilge', 'English'): the choice is
 * kept on this device and on the admin's account, then the page is loaded again in it. A button:
 * the back office is rendered in the browser only. Beside the user menu on wide screens; in the
 * opened menu below 1200 px, where the tools are.
 */
function LanguageSwitch({ menuOpen }: { menuOpen: boolean }) {
  const language = usePageLanguage();
  const dispatch = useAppDispatch();
  const others = LANGUAGES.filter((other) => other !== language);
  return (
    <div className={menuOpen ? `${styles.languages} ${styles.languagesOpen}` : styles.languages}>
      {others.map((other) => (
        <button
          key={other}
          type="button"
          lang={other}
          className={styles.language}
          onClick={() => dispatch(languageSwitched(other))}
        >
          {LANGUAGE_NAMES[other]}
        </button>
      ))}
    </div>
  );
}
