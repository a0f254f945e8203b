// The API's test files that open the embedded database (PGlite) themselves, whatever database
// the suite runs on: they test PGlite's adapter and data folder, so they run once, in the PGlite
// run (jest.pglite.config.cjs), and the PostgreSQL run (tools/test/with-postgres.mjs) leaves
// them out rather than repeat the same work.
const PGLITE_ONLY = [
  'db/open-database.test.ts', // the data folder, its lock, close and reopen
  'db/pglite-dialect.test.ts', // the query adapter on one connection
];

module.exports = { PGLITE_ONLY };
