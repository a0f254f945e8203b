const { createAppConfig } = require('../../tools/rspack/create-app-config.cjs');

module.exports = createAppConfig({
  name: 'checkout',
  dirname: __dirname,
  kind: 'remote',
  title: 'Checkout remote',
  exposes: {
    './routes': './src/routes/checkout-routes.tsx',
    './CartButton': './src/cart-button/cart-button.tsx',
    './cartBehaviour': './src/cart-behaviour/start-cart-behaviour.ts',
  },
});
