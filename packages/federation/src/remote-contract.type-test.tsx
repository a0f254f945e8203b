/**
 * Checked by the typecheck, never run: a host placing an expose that the remote contract does
 * not name, or with props of the wrong type, and a remote whose exposed components disagree with
 * its contract entry, fail to compile. Each `@ts-expect-error` fails the typecheck in turn if
 * the line below it ever compiles.
 */
import type { HostArea } from '@touchline/contracts';
import type { ComponentType } from 'react';
import type { ExposedComponents, RemoteName } from './contract';
import { RemoteSlot } from './remote-boundary';

const none = () => null;

export const placements = (remote: RemoteName) => [
  // What the hosts place today compiles.
  <RemoteSlot key="a" remote="checkout" expose="./CartButton" fallback={none} />,
  <RemoteSlot
    key="b"
    remote="auth"
    expose="./UserMenu"
    props={{ area: 'backoffice' }}
    fallback={none}
  />,
  <RemoteSlot key="c" remote="auth" expose="./account" fallback={none} />,
  <RemoteSlot key="d" remote={remote} expose="./routes" fallback={none} />,

  // @ts-expect-error an expose the remote does not declare
  <RemoteSlot key="e" remote="checkout" expose="./UserMenu" fallback={none} />,
  // @ts-expect-error an expose no remote declares
  <RemoteSlot key="f" remote="auth" expose="./Profile" fallback={none} />,
  // @ts-expect-error a remote that does not exist
  <RemoteSlot key="g" remote="payments" expose="./routes" fallback={none} />,
  // @ts-expect-error a behaviour expose placed as a component
  <RemoteSlot key="k" remote="checkout" expose="./cartBehaviour" fallback={none} />,
  // @ts-expect-error a widget only one remote exposes, on any remote
  <RemoteSlot key="h" remote={remote} expose="./CartButton" fallback={none} />,
  <RemoteSlot
    key="i"
    remote="auth"
    expose="./UserMenu"
    // @ts-expect-error props of the wrong type
    props={{ area: 'stadium' }}
    fallback={none}
  />,
  <RemoteSlot
    key="j"
    remote="checkout"
    expose="./CartButton"
    // @ts-expect-error props the expose does not take
    props={{ area: 'club' }}
    fallback={none}
  />,
];

type Routes = ComponentType<{ area?: HostArea }>;
type Widget = ComponentType;
type NeedsCount = ComponentType<{ count: number }>;

/** A remote's declaration of its exposes compiles when it matches its contract entry... */
export type CheckoutExposes = ExposedComponents<
  'checkout',
  { './routes': Widget; './CartButton': Widget; './cartBehaviour': () => void }
>;
export type AuthExposes = ExposedComponents<
  'auth',
  {
    './routes': Routes;
    './UserMenu': Routes;
    './AccountNotices': Widget;
    './account': Widget;
  }
>;

/** ...and fails when it leaves out an expose, adds one, or needs props hosts do not pass. */
export type Missing = ExposedComponents<
  'checkout',
  // @ts-expect-error './CartButton' left out
  { './routes': Widget; './cartBehaviour': () => void }
>;
export type Extra = ExposedComponents<
  'storefront',
  // @ts-expect-error an expose the contract does not name
  { './routes': Widget; './Basket': Widget }
>;
export type WrongProps = ExposedComponents<
  'checkout',
  // @ts-expect-error a component that needs a prop the contract does not give
  { './routes': Widget; './CartButton': NeedsCount; './cartBehaviour': () => void }
>;
export type BehaviourAsWidget = ExposedComponents<
  'checkout',
  // @ts-expect-error a behaviour expose is a start function, not a component
  { './routes': Widget; './CartButton': Widget; './cartBehaviour': Widget }
>;
