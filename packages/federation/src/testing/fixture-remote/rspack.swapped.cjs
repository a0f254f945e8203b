// A remote's build options (swapped), for the test of the exposes check.
const { fixtureRemoteConfig } = require('./fixture-config.cjs');

module.exports = fixtureRemoteConfig({
  './routes': './src/routes.tsx',
  './CartButton': './src/routes.tsx',
  './cartBehaviour': './src/cart-behaviour.ts',
});
