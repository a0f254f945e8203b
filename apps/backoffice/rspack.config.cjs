const { createAppConfig } = require('../../tools/rspack/create-app-config.cjs');

module.exports = createAppConfig({
  name: 'backoffice',
  dirname: __dirname,
  kind: 'host',
  title: 'Club back-office',
});
