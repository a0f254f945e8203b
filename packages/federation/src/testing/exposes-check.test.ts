import path from 'node:path';
import startFixtureBehaviour from './fixture-remote/src/cart-behaviour';
import FixtureCartButton from './fixture-remote/src/cart-button';
import FixtureRoutes from './fixture-remote/src/routes';
import { expectExposesMatchContract } from './exposes-check';

/** A remote build's options, one variant per file of the fixture remote. */
const config = (variant: string) => path.join(__dirname, 'fixture-remote', `rspack.${variant}.cjs`);

/** The checkout remote's modules as its `Exposes` would list them. */
const checked = {
  './routes': FixtureRoutes,
  './CartButton': FixtureCartButton,
  './cartBehaviour': startFixtureBehaviour,
};

describe('expectExposesMatchContract', () => {
  it('passes when the build exposes exactly the contract, each from the component checked', () => {
    expect(() => expectExposesMatchContract('checkout', config('matching'), checked)).not.toThrow();
  });

  it('fails when the build leaves out an expose the contract names', () => {
    expect(() => expectExposesMatchContract('checkout', config('missing'), checked)).toThrow(
      /CartButton/,
    );
  });

  it('fails when the build exposes a module the contract does not name', () => {
    expect(() => expectExposesMatchContract('checkout', config('extra'), checked)).toThrow(/Extra/);
  });

  it('fails when an expose is built from another file than the component checked', () => {
    expect(() => expectExposesMatchContract('checkout', config('swapped'), checked)).toThrow(
      './CartButton is built from ./src/routes.tsx, not the component checked',
    );
  });

  it('fails when the build is another remote', () => {
    expect(() => expectExposesMatchContract('checkout', config('renamed'), checked)).toThrow(
      /membership/,
    );
  });
});
