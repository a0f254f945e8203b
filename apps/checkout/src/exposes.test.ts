import path from 'node:path';
import { expectExposesMatchContract } from '@touchline/federation/testing';
import type { Exposes } from './exposes';
import CheckoutRoutes from './routes/checkout-routes';
import CartButton from './cart-button/cart-button';
import startCartBehaviour from './cart-behaviour/start-cart-behaviour';

/** The modules the contract check in `exposes.ts` is about, by expose. */
const checked: Exposes = {
  './routes': CheckoutRoutes,
  './CartButton': CartButton,
  './cartBehaviour': startCartBehaviour,
};

it('builds exactly the exposes the remote contract declares, each from the component checked', () => {
  expectExposesMatchContract('checkout', path.resolve(__dirname, '../rspack.config.cjs'), checked);
});
