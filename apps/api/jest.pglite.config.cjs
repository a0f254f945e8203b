// The API's tests on the embedded database (PGlite) when the suite itself runs on PostgreSQL, as
// `npm test` runs it (tools/test/with-postgres.mjs; docs/testing.md). PGlite is the same
// PostgreSQL engine, so the SQL means the same on both; what differs is the adapter around it:
// one connection in the process (statements of concurrent requests queue on it), its data folder
// and its lock, its job-queue adapter. These files cover that: the adapter itself, migrations and
// seeds on it, and the code whose correctness depends on how concurrent work is serialised
// (locking statements, claims, once-only keys, shared limit stores). Without TEST_DATABASE_URL
// (`npx nx test api`) the whole suite runs on PGlite anyway.
const { existsSync } = require('node:fs');
const path = require('node:path');
const base = require('./jest.config.cjs');

const { PGLITE_ONLY } = require('./pglite-only-tests.cjs');

/** Each file, with the embedded-database behaviour it covers. */
const PGLITE_FILES = [
  ...PGLITE_ONLY,
  'db/migrate.test.ts', // migrations, their lock and checksums
  'db/sql-layer.test.ts', // the SQL layer's statements through the adapter
  'seed.test.ts', // the seeds
  'jobs/job-queue.test.ts', // the job queue's embedded adapter
  'commerce/collection/collection.test.ts', // claims of charges, leases
  'commerce/renewals/renewals.test.ts', // renewals recorded once, under a row lock
  'backoffice/list-mail-jobs.test.ts', // list-mail copies claimed once (skip locked)
  'commerce/cart/cart-routes.test.ts', // the cart's locking statement, concurrent changes
  'commerce/orders/checkout-routes.test.ts', // order placement and payments
  'commerce/cart/double-membership.test.ts', // one plan per person: advisory locks at checkout
  'security/idempotency-scope.test.ts', // idempotent order creation: unique keys
  'security/stock-holds.test.ts', // stock holds: locking and the sweep
  'commerce/stripe-checkout.test.ts', // payment events: once-only recording
  'http/rate-limit.test.ts', // the shared rate-limit store
  'security/sign-in-limits.test.ts', // sign-in lockout counters
  'clubs/club-content-version.test.ts', // content versions: deferred triggers, bumped at commit
  'clubs/content-version-changes.test.ts', // the versions' notices: PGlite's listen adapter
];

// A renamed or removed file must not drop out of the embedded run unnoticed.
for (const file of PGLITE_FILES) {
  if (!existsSync(path.join(__dirname, 'src', file))) {
    throw new Error(`jest.pglite.config.cjs names ${file}, which does not exist`);
  }
}

if (process.env.TEST_DATABASE_URL) {
  throw new Error('jest.pglite.config.cjs runs on the embedded database: unset TEST_DATABASE_URL');
}

module.exports = {
  ...base,
  testMatch: PGLITE_FILES.map((file) => `<rootDir>/src/${file}`),
};
