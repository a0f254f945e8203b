// Debian's Chromium, never a downloaded browser, and the flags every run of it takes on a closed
// network: the journeys (e2e/src/support/chromium.ts), the production stack in a browser
// (production-browser.mjs) and the smoke check before a promote (tools/release/smoke-check.mjs).

/** Where Chromium is: `CHROMIUM_PATH`, or Debian's package. */
function chromiumPath(env = process.env) {
  return env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** No sandbox (containers), no GPU, no QUIC, and nothing that calls out on its own. */
const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

module.exports = { chromiumPath, CHROMIUM_ARGS };
