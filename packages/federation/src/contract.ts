import type { ComponentType } from 'react';

/** The remotes a host can place; each is deployed on its own origin. */
export type RemoteName = 'storefront' | 'fixtures' | 'membership' | 'checkout' | 'auth';

/**
 * What each remote exposes. `./routes` renders the remote's pages with absolute paths (the
 * host mounts it at the root); widgets are placed by the host in its slots.
 */
export interface RemoteExposes {
  storefront: './routes';
  fixtures: './routes';
  membership: './routes';
  checkout: './routes' | './CartButton';
  auth: './routes' | './UserMenu' | './AccountNotices' | './account';
}

/** Every exposed module has a React component as its default export. */
export interface ExposedModule<P = object> {
  default: ComponentType<P>;
}

/** `./routes`: the remote's routes; unknown paths inside its area go to /error. */
export type RemoteRoutesModule = ExposedModule;

/** checkout `./CartButton`: the cart button with its count badge. */
export type CartButtonModule = ExposedModule;

/** auth `./UserMenu`: the greeting menu, or the sign-in icon when anonymous. */
export type UserMenuModule = ExposedModule;

/**
 * auth `./AccountNotices`: the signed-in user's notices about the account ('Verify your email'),
 * placed by a host in its page flow under the header; renders nothing when there are none.
 */
export type AccountNoticesModule = ExposedModule;

/**
 * auth `./account`: the member's account pages (orders, payment methods, arrears, family,
 * profile, auto renewals), mounted by the shell at the root of the `myaccount` host only.
 */
export type AccountModule = ExposedModule;

/** The deployment file: remote name -> URL of its `mf-manifest.json`. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

export const remoteId = <R extends RemoteName>(remote: R, expose: RemoteExposes[R]) =>
  `${remote}/${expose.replace(/^\.\//, '')}`;
