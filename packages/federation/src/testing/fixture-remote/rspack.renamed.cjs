// A remote's build options (renamed), for the test of the exposes check.
const { fixtureRemoteConfig } = require('./fixture-config.cjs');

module.exports = fixtureRemoteConfig(
  {
    './routes': './src/routes.tsx',
    './CartButton': './src/cart-button.tsx',
    './cartBehaviour': './src/cart-behaviour.ts',
  },
  'membership',
);
