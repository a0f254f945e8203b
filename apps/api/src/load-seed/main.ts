// The load seed: grows the database in DATA_DIR (or DATABASE_URL) to the growth size measured in
// docs/performance.md. Not part of the normal seed.
// Usage: DATA_DIR=/some/folder npx tsx apps/api/src/load-seed/main.ts [club]
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { seedDatabase } from '../seed';
import { seedLoad } from './load-seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await migrate(database.db);
    await seedDatabase(database.db);
    const club = process.argv[2] ?? config.defaultClub;
    const added = await seedLoad(database.db, club);
    console.log(
      `Load seed in ${database.location}: ${added.clubs} clubs, ${added.articles} articles and ${added.orders} orders for ${club} added.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
