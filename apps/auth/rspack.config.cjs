const { createAppConfig } = require('../../tools/rspack/create-app-config.cjs');

module.exports = createAppConfig({
  name: 'auth',
  dirname: __dirname,
  kind: 'remote',
  title: 'Auth remote',
  exposes: {
    './routes': './src/routes/auth-routes.tsx',
    './UserMenu': './src/user-menu/user-menu.tsx',
    './account': './src/account/account-routes.tsx',
    './AccountNotices': './src/account-notices/account-notices.tsx',
  },
});
