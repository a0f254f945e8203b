// react-router's production build for production browser builds (create-app-config.cjs); its
// own test (packages/federation/src/runtime/react-router-production.test.ts) checks the file.
const fs = require('node:fs');
const path = require('node:path');

/**
 * react-router's package exports name only its development build (every condition), which
 * keeps the development warnings and their texts; a production browser build takes the
 * production build the package also ships (the same code with those warnings off).
 */
function reactRouterProductionAlias() {
  let pkgDir = path.dirname(require.resolve('react-router'));
  while (!fs.existsSync(path.join(pkgDir, 'package.json'))) pkgDir = path.dirname(pkgDir);
  return { 'react-router$': path.join(pkgDir, 'dist/production/index.mjs') };
}

module.exports = { reactRouterProductionAlias };
