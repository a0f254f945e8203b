import type { ExposedComponents } from '@touchline/federation';
import type AuthRoutes from './routes/auth-routes';
import type UserMenu from './user-menu/user-menu';
import type AccountNotices from './account-notices/account-notices';
import type AccountRoutes from './account/account-routes';

/**
 * What this remote exposes (`exposes` in `rspack.config.cjs`), checked against its entry in the
 * remote contract that hosts place it by: an expose left out or added, or a component needing
 * props the hosts do not pass, fails the typecheck.
 */
export type Exposes = ExposedComponents<
  'auth',
  {
    './routes': typeof AuthRoutes;
    './UserMenu': typeof UserMenu;
    './AccountNotices': typeof AccountNotices;
    './account': typeof AccountRoutes;
  }
>;
