// A remote's build options (extra), for the test of the exposes check.
const { fixtureRemoteConfig } = require('./fixture-config.cjs');

module.exports = fixtureRemoteConfig({
  './routes': './src/routes.tsx',
  './CartButton': './src/cart-button.tsx',
  './Extra': './src/cart-button.tsx',
});
