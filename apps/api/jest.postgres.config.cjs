// The API's tests on PostgreSQL: the files whose code speaks to the database in ways that can
// differ from the embedded PGlite (locking statements, upserts, paging, migrations, the rate-limit
// and lockout stores, the seeds), and the tests of several API instances on one server
// (`*.postgres-test.ts`). The rest of the suite runs on PGlite only: it goes through the same
// repositories these files cover. Run by tools/test/with-postgres.mjs with TEST_DATABASE_URL set.
const { existsSync } = require('node:fs');
const path = require('node:path');
const base = require('./jest.config.cjs');

/** Each file, with the database-facing code it covers. */
const POSTGRES_FILES = [
  'db/migrate.test.ts', // migrations, their lock and checksums
  'db/sql-layer.test.ts', // the SQL layer's statements
  'backoffice/forms/form-required-migration.test.ts', // a data migration
  'seed.test.ts', // the seeds' upserts
  'load-seed/load-seed.test.ts', // the load seed's bulk inserts
  'commerce/cart/cart-routes.test.ts', // cart repository: row locks, upserts
  'commerce/cart/membership-rules.test.ts', // cart members
  'commerce/orders/checkout-routes.test.ts', // order placement and payments
  'security/stock-holds.test.ts', // stock holds: locking and the sweep
  'security/idempotency-scope.test.ts', // idempotent order creation: unique keys
  'commerce/stripe-checkout.test.ts', // payment events: once-only recording
  'commerce/member/member-payments.test.ts', // arrears
  'payments/simulated-card-provider.test.ts', // the simulator's saved cards
  'http/rate-limit.test.ts', // the shared rate-limit store
  'security/sign-in-limits.test.ts', // sign-in lockout counters
  'identity/member-routes.test.ts', // member repository
  'identity/user-routes.test.ts', // user repository
  'content/article-paging.test.ts', // keyset paging of articles
  'member-account/member-order-paging.test.ts', // keyset paging of orders
  'content/email-action-routes.test.ts', // one-time email actions
  'backoffice/distribution-list-routes.test.ts', // list repository
  'backoffice/distribution-message-routes.test.ts', // message repository
  'backoffice/forms/registration-form-routes.test.ts', // registration-form repository
  'backoffice/location/club-location-routes.test.ts', // club repository writes
  'clubs/club-content-version.test.ts', // content versions: deferred triggers, bumped at commit
  'jobs/job-queue.test.ts', // the job queue on its own pool
  'commerce/collection/collection.test.ts', // claims of charges: row locks, leases
  'commerce/renewals/renewals.test.ts', // renewals made once: row locks, unique renewals, notices
];

// A renamed or removed file must not drop out of the PostgreSQL run unnoticed.
for (const file of POSTGRES_FILES) {
  if (!existsSync(path.join(__dirname, 'src', file))) {
    throw new Error(`jest.postgres.config.cjs names ${file}, which does not exist`);
  }
}

module.exports = {
  ...base,
  testMatch: [
    ...POSTGRES_FILES.map((file) => `<rootDir>/src/${file}`),
    '<rootDir>/src/**/*.postgres-test.ts',
  ],
};
