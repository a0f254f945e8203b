import type { ExposedComponents } from '@touchline/federation';
import type CheckoutRoutes from './routes/checkout-routes';
import type CartButton from './cart-button/cart-button';
import type startCartBehaviour from './cart-behaviour/start-cart-behaviour';

/**
 * What this remote exposes (`exposes` in `rspack.config.cjs`), checked against its entry in the
 * remote contract that hosts place it by: an expose left out or added, or a component needing
 * props the hosts do not pass, fails the typecheck.
 */
export type Exposes = ExposedComponents<
  'checkout',
  {
    './routes': typeof CheckoutRoutes;
    './CartButton': typeof CartButton;
    './cartBehaviour': typeof startCartBehaviour;
  }
>;
