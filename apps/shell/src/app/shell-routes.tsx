import { RemoteSlot } from '@touchline/federation';
import { Route, Routes, useLocation } from 'react-router';
import { ErrorPage } from '../features/error-page/error-page';
import { RemoteOutlet } from '../features/remote-outlet/remote-outlet';
import { SuRoute } from '../features/su-route/su-route';
import { SHELL_PAGES } from '../routing/route-table';
import { Layout } from './layout';

interface DialogState {
  /** The page the header's sign-in opened the authentication dialog over. */
  backgroundLocation?: { pathname: string; search: string; hash: string };
}

export function ShellRoutes() {
  const location = useLocation();
  const background = (location.state as DialogState | null)?.backgroundLocation;
  return (
    <>
      <Routes location={background ?? location}>
        <Route element={<Layout />}>
          <Route path={SHELL_PAGES.error} element={<ErrorPage />} />
          <Route path={SHELL_PAGES.su} element={<SuRoute />} />
          <Route path="*" element={<RemoteOutlet />} />
        </Route>
      </Routes>
      {/* The named dialog outlet: authentication opened from the header, over the page. */}
      {background && <RemoteSlot remote="auth" expose="./routes" fallback={() => null} />}
    </>
  );
}
