import path from 'node:path';
import { expectExposesMatchContract } from '@touchline/federation/testing';
import type { Exposes } from './exposes';
import StorefrontRoutes from './routes/storefront-routes';

/** The components the contract check in `exposes.ts` is about, by expose. */
const checked: Exposes = {
  './routes': StorefrontRoutes,
};

it('builds exactly the exposes the remote contract declares, each from the component checked', () => {
  expectExposesMatchContract(
    'storefront',
    path.resolve(__dirname, '../rspack.config.cjs'),
    checked,
  );
});
