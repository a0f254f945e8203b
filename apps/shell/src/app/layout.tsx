import { RemoteSlot } from '@touchline/federation';
import { NotificationStack } from '@touchline/notifications';
import {
  selectClubAccount,
  selectClubStatus,
  selectIsSignedIn,
  useAppSelector,
} from '@touchline/store';
import { lazy, Suspense, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isChromeless } from '../routing/route-table';
import { Banner } from '../features/banner/banner';
import { ClubNotFound } from '../features/error-page/club-not-found';
import { CookieBanner } from '../features/cookie-banner/cookie-banner';
import { useEmbeddedMode } from '../features/embedded-mode/use-embedded-mode';
import { Footer } from '../features/footer/footer';
import { Header } from '../features/header/header';
import { useStartupParams } from '../features/startup-params/use-startup-params';
import { useClubTheme } from '../features/theme/use-club-theme';
import { useHost } from './host-context';
import styles from './layout.module.css';
import { useShellT } from './shell-messages';

// A signed-in member's reminder of failed payments: an anonymous visit does not load it.
const ArrearsBanner = lazy(() =>
  import('../features/arrears-banner/arrears-banner').then((module) => ({
    default: module.ArrearsBanner,
  })),
);

export function Layout() {
  const { pathname } = useLocation();
  const { area } = useHost();
  const status = useAppSelector(selectClubStatus);
  const account = useAppSelector(selectClubAccount);
  const signedIn = useAppSelector(selectIsSignedIn);
  useClubTheme(account);
  // Order matters: embedded mode reads what the startup parameters store.
  useStartupParams();
  const { hideNavbar } = useEmbeddedMode();
  const skipLink = useRef<HTMLAnchorElement>(null);
  const t = useShellT();

  if (status === 'failed' && !account) return <ClubNotFound />;
  const chrome = !isChromeless(pathname);

  return (
    <div className={styles.page}>
      <a ref={skipLink} className={styles.skipLink} href="#main">
        {t('layout.skipToContent')}
      </a>
      {/* Next for the keyboard (it shows at the bottom): the choice it asks for comes before the
          page. Once made, the focus goes back to the stop before it, not to the page's body. */}
      <CookieBanner onChosen={() => skipLink.current?.focus()} />
      {chrome && !hideNavbar && <Header />}
      {chrome && signedIn && (
        <Suspense fallback={null}>
          <ArrearsBanner />
        </Suspense>
      )}
      <main id="main" className={styles.main} tabIndex={-1}>
        {/* The account's notices ('Verify your email') sit in the page, never over the menu; they
            are a signed-in user's, so an anonymous visit does not load them. */}
        {chrome && signedIn && (
          <RemoteSlot remote="auth" expose="./AccountNotices" fallback={() => null} />
        )}
        {pathname === '/' && area !== 'myaccount' && <Banner />}
        <Outlet />
      </main>
      {chrome && <Footer />}
      <NotificationStack />
    </div>
  );
}
