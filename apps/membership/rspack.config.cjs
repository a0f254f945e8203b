const { createAppConfig } = require('../../tools/rspack/create-app-config.cjs');

module.exports = createAppConfig({
  name: 'membership',
  dirname: __dirname,
  kind: 'remote',
  title: 'Membership remote',
  exposes: { './routes': './src/routes/membership-routes.tsx' },
});
