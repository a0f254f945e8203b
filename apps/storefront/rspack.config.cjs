const { createAppConfig } = require('../../tools/rspack/create-app-config.cjs');

module.exports = createAppConfig({
  name: 'storefront',
  dirname: __dirname,
  kind: 'remote',
  title: 'Storefront remote',
  exposes: { './routes': './src/routes/storefront-routes.tsx' },
});
