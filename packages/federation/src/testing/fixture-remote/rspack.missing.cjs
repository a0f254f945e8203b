// A remote's build options (missing), for the test of the exposes check.
const { fixtureRemoteConfig } = require('./fixture-config.cjs');

module.exports = fixtureRemoteConfig({
  './routes': './src/routes.tsx',
  './cartBehaviour': './src/cart-behaviour.ts',
});
