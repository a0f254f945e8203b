import type { HostArea } from '@touchline/contracts';
import type { ComponentType } from 'react';

/** The remotes a host can place; each is deployed on its own origin. */
export type RemoteName = 'storefront' | 'fixtures' | 'membership' | 'checkout' | 'auth';

/** An exposed component that takes no props: a host passes none. */
export type NoProps = Record<string, never>;

/** The props of an auth expose placed by a host whose area its host name does not tell. */
export interface AreaProps {
  /** The host's area (the back-office host passes `backoffice`). */
  area?: HostArea;
}

/** The props of the checkout's cart button in a host's header. */
export interface CartButtonProps {
  /**
   * Opens the cart sheet as the button arrives: the visitor pressed the host's stand-in for the
   * button before the checkout's code was there.
   */
  openSheet?: boolean;
}

/**
 * An expose that starts behaviour in the page's one store instead of rendering: its default
 * export is called once the module has loaded (a second call does nothing).
 */
export type StartsBehaviour = () => void;

/**
 * The remote contract: remote -> the modules it exposes -> the props of each module's component.
 * A host places an expose with `RemoteSlot`, which accepts only a remote and an expose named
 * here, with props of this type; each remote's `src/exposes.ts` checks its exposed components
 * against its entry, so a host and a remote that disagree fail the typecheck.
 *
 * `./routes` renders the remote's pages with absolute paths (the host mounts it at the root);
 * widgets are placed by the host in its slots.
 */
export interface RemoteContract {
  storefront: { './routes': NoProps };
  fixtures: { './routes': NoProps };
  membership: { './routes': NoProps };
  checkout: {
    './routes': NoProps;
    /** The cart button with its count badge (the shell's header). */
    './CartButton': CartButtonProps;
    /**
     * The cart's behaviour (its saga): the host starts it when a part of the page other than
     * the checkout first needs the cart (an add, a sign-in). The store holds the contract.
     */
    './cartBehaviour': StartsBehaviour;
  };
  auth: {
    './routes': AreaProps;
    /** The greeting menu, or the sign-in icon when anonymous (both hosts' headers). */
    './UserMenu': AreaProps;
    /**
     * The signed-in user's notices about the account ('Verify your email'), placed by a host in
     * its page flow under the header; renders nothing when there are none.
     */
    './AccountNotices': AreaProps;
    /**
     * The member's account pages (orders, payment methods, arrears, family, profile, auto
     * renewals), mounted by the shell at the root of the `myaccount` host only.
     */
    './account': NoProps;
  };
}

/** The modules a remote exposes, e.g. `./routes`. */
export type ExposeName<R extends RemoteName> = keyof RemoteContract[R] & string;

/** The props of one exposed module's component. */
export type ExposeProps<R extends RemoteName, E extends ExposeName<R>> = RemoteContract[R][E];

/** The exposes a host places as components (not those that start behaviour). */
export type ComponentExposeName<R extends RemoteName> = {
  [E in ExposeName<R>]: RemoteContract[R][E] extends StartsBehaviour ? never : E;
}[ExposeName<R>];

/** The exposes that start behaviour in the page's store. */
export type BehaviourExposeName<R extends RemoteName> = Exclude<
  ExposeName<R>,
  ComponentExposeName<R>
>;

/** What one expose's module exports as its default: a component, or a behaviour's start. */
export type ExposedDefault<
  R extends RemoteName,
  E extends ExposeName<R>,
> = RemoteContract[R][E] extends StartsBehaviour
  ? StartsBehaviour
  : ComponentType<ExposeProps<R, E>>;

/** What each remote exposes (the names only). */
export type RemoteExposes = { [R in RemoteName]: ExposeName<R> };

/**
 * A remote's exposed components as its contract types them: every expose the contract names,
 * none it does not, each taking the contract's props. A remote declares
 * `export type Exposes = ExposedComponents<'auth', { './routes': typeof AuthRoutes; ... }>`.
 */
export type ExposedComponents<
  R extends RemoteName,
  M extends { [E in ExposeName<R>]: ExposedDefault<R, E> } & {
    [Other in Exclude<keyof M, ExposeName<R>>]: never;
  },
> = M;

/** A component expose's module: a React component as its default export. */
export interface ExposedModule<P = object> {
  default: ComponentType<P>;
}

/** The deployment file: remote name -> URL of its `mf-manifest.json`. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

export const remoteId = <R extends RemoteName>(remote: R, expose: ExposeName<R>) =>
  `${remote}/${expose.replace(/^\.\//, '')}`;
