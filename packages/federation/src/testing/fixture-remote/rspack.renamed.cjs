// A remote's build options (renamed), for the test of the exposes check.
const { createAppConfig } = require('../../../../../tools/rspack/create-app-config.cjs');

module.exports = createAppConfig({
  name: 'membership',
  dirname: __dirname,
  kind: 'remote',
  exposes: {
    './routes': './src/routes.tsx',
    './CartButton': './src/cart-button.tsx',
  },
});
