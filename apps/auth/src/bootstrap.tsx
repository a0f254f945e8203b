import { renderStandalone } from '@touchline/boot';
import { useLocation } from 'react-router';
import AccountRoutes from './account/account-routes';
import AuthRoutes from './routes/auth-routes';

/** The harness serves the sign-in pages under `authentication` and the account pages elsewhere. */
function StandalonePages() {
  const { pathname } = useLocation();
  return pathname.startsWith('/authentication') ? <AuthRoutes /> : <AccountRoutes />;
}

void renderStandalone('auth', StandalonePages);
