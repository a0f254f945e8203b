import path from 'node:path';
import { expectExposesMatchContract } from '@touchline/federation/testing';
import type { Exposes } from './exposes';
import AuthRoutes from './routes/auth-routes';
import UserMenu from './user-menu/user-menu';
import AccountNotices from './account-notices/account-notices';
import AccountRoutes from './account/account-routes';

/** The components the contract check in `exposes.ts` is about, by expose. */
const checked: Exposes = {
  './routes': AuthRoutes,
  './UserMenu': UserMenu,
  './AccountNotices': AccountNotices,
  './account': AccountRoutes,
};

it('builds exactly the exposes the remote contract declares, each from the component checked', () => {
  expectExposesMatchContract('auth', path.resolve(__dirname, '../rspack.config.cjs'), checked);
});
