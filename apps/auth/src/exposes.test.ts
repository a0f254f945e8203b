import path from 'node:path';
import type { Exposes } from './exposes';
import AuthRoutes from './routes/auth-routes';
import UserMenu from './user-menu/user-menu';
import AccountNotices from './account-notices/account-notices';
import AccountRoutes from './account/account-routes';

// The options this remote's build passes to the shared rspack configuration.
jest.mock('../../../tools/rspack/create-app-config.cjs', () => ({
  createAppConfig: (options: unknown) => options,
}));
const build = jest.requireActual<{ exposes: Record<string, string> }>('../rspack.config.cjs');

/** The components the contract check in `exposes.ts` is about, by expose. */
const checked: Exposes = {
  './routes': AuthRoutes,
  './UserMenu': UserMenu,
  './AccountNotices': AccountNotices,
  './account': AccountRoutes,
};

describe('exposes', () => {
  it('builds exactly the exposes the remote contract declares', () => {
    expect(Object.keys(build.exposes).sort()).toEqual(Object.keys(checked).sort());
  });

  it.each(Object.entries(build.exposes))('builds %s from the component checked', (expose, file) => {
    const module = jest.requireActual<{ default: unknown }>(path.resolve(__dirname, '..', file));
    expect(module.default).toBe(checked[expose as keyof Exposes]);
  });
});
