// A remote's build options (swapped), for the test of the exposes check.
const { createAppConfig } = require('../../../../../tools/rspack/create-app-config.cjs');

module.exports = createAppConfig({
  name: 'checkout',
  dirname: __dirname,
  kind: 'remote',
  exposes: {
    './routes': './src/routes.tsx',
    './CartButton': './src/routes.tsx',
  },
});
