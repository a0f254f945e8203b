// The membership remote's server render (see src/server/render-page.tsx and docs/adr/0016-*):
// its membership page, which the host's page server loads from the release its deployment file
// names.
const { createServerRenderConfig } = require('../../tools/rspack/create-server-render-config.cjs');

// One file: the page server loads (and reloads) the render as one module.
module.exports = createServerRenderConfig({
  name: 'membership',
  dirname: __dirname,
  oneFile: true,
});
