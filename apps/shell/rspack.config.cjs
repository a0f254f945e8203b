const { createAppConfig } = require('../../tools/rspack/create-app-config.cjs');

module.exports = createAppConfig({
  name: 'shell',
  dirname: __dirname,
  kind: 'host',
  title: 'Club website',
});
