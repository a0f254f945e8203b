// The shell's server render (see src/server/render-page.tsx and docs/adr/0016-*): the public
// skeleton, written into the prerendered page by the page server (apps/page-server).
const path = require('node:path');
const { createServerRenderConfig } = require('../../tools/rspack/create-server-render-config.cjs');

const FEDERATION_RUNTIME_STUB = path.join(__dirname, 'src/server/federation-runtime.server.ts');

module.exports = createServerRenderConfig({
  name: 'shell',
  dirname: __dirname,
  alias: {
    // No remote is loaded on the server: every remote slot renders its loading state and the
    // browser renders the remote.
    '@module-federation/enhanced/runtime$': FEDERATION_RUNTIME_STUB,
    '@module-federation/runtime$': FEDERATION_RUNTIME_STUB,
    [path.join(__dirname, '../../packages/federation/src/runtime/host-runtime.ts')]:
      FEDERATION_RUNTIME_STUB,
    // Cookies are the request's (see request-cookies.server.ts).
    'js-cookie$': path.join(__dirname, 'src/server/request-cookies.server.ts'),
  },
});
